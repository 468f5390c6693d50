// Team management and own-name API (D3, D4, D7).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedMember, seedWorkspace } from '../../../../../tests/helpers/workspace.ts';
import { sessions, users } from '../../../db/schema.ts';

const t = withTestApp();

describe('GET /api/agency-users', () => {
  it('lists the agency users, owner first, for every role; nothing of other agencies', async () => {
    const w = await seedWorkspace(t.app, t.db);
    await seedAgency(t.db); // another agency
    for (const who of ['owner', 'admin', 'gestor', 'creator'] as const) {
      const res = await w.as[who].get('/api/agency-users');
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(4);
      expect(list[0]).toMatchObject({ id: w.owner.id, isAgencyUser: false, role: 'admin', email: w.ownerEmail });
      expect(list.map((u: { name: string }) => u.name).slice(1)).toEqual(['Alice Admin', 'Gabi Gestor', 'Caio Creator']);
      expect(list[0]).not.toHaveProperty('passwordHash');
    }
    expect((await new ApiClient(t.app).get('/api/agency-users')).statusCode).toBe(401);
  });
});

describe('POST /api/agency-users', () => {
  it('the owner adds a team member who can then sign in with that role', async () => {
    const { email, password, agency } = await seedAgency(t.db, { seats: 3 });
    const o = await loginAs(t.app, email, password);
    const res = await o.post('/api/agency-users', { email: 'Nova@Agencia.test', password: 'senha123', name: 'Nova Pessoa', role: 'gestor' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'nova@agencia.test', name: 'Nova Pessoa', role: 'gestor', isAgencyUser: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row.agencyId).toBe(agency.id);
    const n = await loginAs(t.app, 'nova@agencia.test', 'senha123');
    expect((await n.get('/api/auth/me')).json()).toMatchObject({ role: 'gestor', isAgencyUser: true });
  });

  it('validates with the spec messages', async () => {
    const { email, password } = await seedAgency(t.db);
    const o = await loginAs(t.app, email, password);
    const cases: [object, string, string][] = [
      [{ email: 'x', password: 'senha123', name: 'Nome', role: 'admin' }, 'Email inválido', 'email'],
      [{ email: 'a@b.test', password: '123', name: 'Nome', role: 'admin' }, 'Senha deve ter pelo menos 6 caracteres', 'password'],
      [{ email: 'a@b.test', password: 'senha123', name: 'N', role: 'admin' }, 'Nome deve ter pelo menos 2 caracteres', 'name'],
      [{ email: 'a@b.test', password: 'senha123', name: 'Nome', role: '' }, 'Role é obrigatório', 'role'],
      [{ email: 'a@b.test', password: 'senha123', name: 'Nome', role: 'dono' }, 'Role é obrigatório', 'role'],
    ];
    for (const [body, error, field] of cases) {
      const res = await o.post('/api/agency-users', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error, field });
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'a@b.test'))).toHaveLength(0);
  });

  it('D4: refuses members beyond userLimit - 1 with the spec message', async () => {
    const { email, password, agency } = await seedAgency(t.db, { seats: 2 });
    const o = await loginAs(t.app, email, password);
    expect((await o.post('/api/agency-users', { email: `a-${Date.now()}@x.test`, password: 'senha123', name: 'Um', role: 'admin' })).statusCode).toBe(201);
    const over = await o.post('/api/agency-users', { email: `b-${Date.now()}@x.test`, password: 'senha123', name: 'Dois', role: 'creator' });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: 'Limite de usuários atingido. Você pode ter 1 usuários adicionais.' });
    expect(await t.db.select().from(users).where(eq(users.agencyId, agency.id))).toHaveLength(2);

    const solo = await seedAgency(t.db, { seats: 1 });
    const s = await loginAs(t.app, solo.email, solo.password);
    const none = await s.post('/api/agency-users', { email: `c-${Date.now()}@x.test`, password: 'senha123', name: 'Três', role: 'admin' });
    expect(none.json()).toEqual({ error: 'Limite de usuários atingido. Você pode ter 0 usuários adicionais.' });
  });

  it('refuses an email already used by any user (409), and every team member (403)', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const other = await seedAgency(t.db);
    const dup = await w.as.owner.post('/api/agency-users', { email: other.email.toUpperCase(), password: 'senha123', name: 'Dup', role: 'admin' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Este email já está cadastrado');
    for (const who of ['admin', 'gestor', 'creator'] as const) {
      const res = await w.as[who].post('/api/agency-users', { email: `x-${who}@x.test`, password: 'senha123', name: 'Xis', role: 'creator' });
      expect(res.statusCode).toBe(403);
    }
    expect(await t.db.select().from(users).where(eq(users.agencyId, w.agency.id))).toHaveLength(4);
  });
});

describe('DELETE /api/agency-users/:id', () => {
  it("the owner removes a member and the member's sessions end at once", async () => {
    const { email, password, agency, owner } = await seedAgency(t.db);
    const o = await loginAs(t.app, email, password);
    const m = await seedMember(t.app, t.db, agency.id, 'creator');
    expect((await m.api.get('/api/auth/me')).statusCode).toBe(200);
    const res = await o.delete(`/api/agency-users/${m.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, m.user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, m.user.id))).toHaveLength(0);
    expect((await m.api.get('/api/auth/me')).statusCode).toBe(401);
    // the owner is not a team member: cannot be removed here
    expect((await o.delete(`/api/agency-users/${owner.id}`)).statusCode).toBe(404);
    expect((await o.get('/api/auth/me')).statusCode).toBe(200);
  });

  it("refuses team members (403) and another agency's users (404), changing nothing", async () => {
    const w = await seedWorkspace(t.app, t.db);
    for (const who of ['admin', 'gestor', 'creator'] as const) {
      expect((await w.as[who].delete(`/api/agency-users/${w.members.creator.user.id}`)).statusCode).toBe(403);
    }
    const other = await seedAgency(t.db);
    const theirs = await seedMember(t.app, t.db, other.agency.id, 'admin');
    expect((await w.as.owner.delete(`/api/agency-users/${theirs.user.id}`)).statusCode).toBe(404);
    expect((await w.as.owner.delete('/api/agency-users/xyz')).statusCode).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.id, theirs.user.id))).toHaveLength(1);
    expect((await theirs.api.get('/api/auth/me')).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.agencyId, w.agency.id))).toHaveLength(4);
  });
});

describe('PATCH /api/agency-users/me', () => {
  it('persists the own name for any role, validates it, and needs a session', async () => {
    const w = await seedWorkspace(t.app, t.db);
    for (const who of ['owner', 'creator'] as const) {
      const res = await w.as[who].patch('/api/agency-users/me', { name: `  Novo Nome ${who} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe(`Novo Nome ${who}`);
      expect((await w.as[who].get('/api/auth/me')).json().name).toBe(`Novo Nome ${who}`);
    }
    const bad = await w.as.owner.patch('/api/agency-users/me', { name: 'x' });
    expect(bad.json()).toEqual({ error: 'Nome deve ter pelo menos 2 caracteres', field: 'name' });
    expect((await w.as.owner.get('/api/auth/me')).json().name).toBe('Novo Nome owner');
    expect((await new ApiClient(t.app).patch('/api/agency-users/me', { name: 'Anon' })).statusCode).toBe(401);
  });
});
