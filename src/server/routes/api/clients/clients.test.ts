// Clients and portal accesses API (D5, D7, D8, D15).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientLimitMessage, PLANS } from '#shared/plans.ts';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { seedClient, seedWorkspace } from '../../../../../tests/helpers/workspace.ts';
import { canvases, clientAccesses, clients, sessions } from '../../../db/schema.ts';
import { createSession, loadClientSession } from '../../../domain/auth/sessions.ts';
import { verifyPassword } from '../../../lib/crypto.ts';

const t = withTestApp();

describe('clients CRUD', () => {
  it('creates, lists with activeFunnels, updates and deletes (cascading funnels and accesses)', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const created = await w.as.owner.post('/api/clients', { name: '  Padaria Pão Quente ', segment: 'Alimentação', notes: '' });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toEqual({
      id: expect.any(String),
      name: 'Padaria Pão Quente',
      segment: 'Alimentação',
      notes: null,
      createdAt: expect.any(String),
      activeFunnels: 0,
    });
    expect(new Date(c.createdAt).toISOString()).toBe(c.createdAt);

    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: c.id });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: c.id });
    const list = await w.as.creator.get('/api/clients'); // creators read the list (D7)
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ ...c, activeFunnels: 2 }]);
    expect((await w.as.gestor.get(`/api/clients/${c.id}/canvas-count`)).json()).toEqual({ count: 2 });

    const upd = await w.as.gestor.put(`/api/clients/${c.id}`, { name: 'Padaria Nova', segment: null, notes: 'VIP' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ id: c.id, name: 'Padaria Nova', segment: null, notes: 'VIP', activeFunnels: 2 });

    const acc = await w.as.owner.post(`/api/clients/${c.id}/access`, { email: 'contato@padaria.test', password: 'senha123' });
    expect(acc.statusCode).toBe(201);
    const token = await createSession(t.db, { kind: 'client', clientAccessId: acc.json().id });

    const del = await w.as.admin.delete(`/api/clients/${c.id}`);
    expect(del.statusCode).toBe(200);
    expect(await t.db.select().from(clients).where(eq(clients.id, c.id))).toHaveLength(0);
    expect(await t.db.select().from(canvases).where(eq(canvases.clientId, c.id))).toHaveLength(0);
    expect(await t.db.select().from(clientAccesses).where(eq(clientAccesses.clientId, c.id))).toHaveLength(0);
    expect(await loadClientSession(t.db, token)).toBeNull();
    expect((await w.as.owner.get('/api/clients')).json()).toEqual([]);
  });

  it('validates with the spec messages and changes nothing', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const bad = await w.as.owner.post('/api/clients', { name: 'A', segment: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Nome deve ter pelo menos 2 caracteres', field: 'name' });
    expect((await w.as.owner.post('/api/clients', {})).json().error).toBe('Nome deve ter pelo menos 2 caracteres');
    const c = await seedClient(t.db, w.agency.id, 'Original');
    const badPut = await w.as.owner.put(`/api/clients/${c.id}`, { name: ' ' });
    expect(badPut.statusCode).toBe(400);
    expect((await w.as.owner.get('/api/clients')).json().map((x: { name: string }) => x.name)).toEqual(['Original']);
  });

  it('refuses creators writes (403) and unauthenticated calls (401)', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id, 'Intocado');
    expect((await w.as.creator.post('/api/clients', { name: 'Novo' })).statusCode).toBe(403);
    expect((await w.as.creator.put(`/api/clients/${c.id}`, { name: 'Mudado' })).statusCode).toBe(403);
    expect((await w.as.creator.delete(`/api/clients/${c.id}`)).statusCode).toBe(403);
    expect((await w.as.creator.get(`/api/clients/${c.id}/canvas-count`)).statusCode).toBe(200);
    const anon = new ApiClient(t.app);
    expect((await anon.get('/api/clients')).statusCode).toBe(401);
    expect((await anon.post('/api/clients', { name: 'Anon' })).statusCode).toBe(401);
    const rows = await t.db.select().from(clients).where(eq(clients.agencyId, w.agency.id));
    expect(rows.map((r) => r.name)).toEqual(['Intocado']);
  });

  it("answers 404 for another agency's client and changes nothing", async () => {
    const w = await seedWorkspace(t.app, t.db);
    const other = await seedAgency(t.db);
    const theirs = await seedClient(t.db, other.agency.id, 'Deles');
    await seedCanvas(t.db, { agencyId: other.agency.id, clientId: theirs.id });
    const o = w.as.owner;
    expect((await o.put(`/api/clients/${theirs.id}`, { name: 'Roubado' })).statusCode).toBe(404);
    expect((await o.delete(`/api/clients/${theirs.id}`)).statusCode).toBe(404);
    expect((await o.get(`/api/clients/${theirs.id}/canvas-count`)).statusCode).toBe(404);
    expect((await o.get(`/api/clients/${theirs.id}/access`)).statusCode).toBe(404);
    expect((await o.post(`/api/clients/${theirs.id}/access`, { email: 'x@y.test', password: 'senha123' })).statusCode).toBe(404);
    expect((await o.get('/api/clients/nao-e-uuid/canvas-count')).statusCode).toBe(404);
    expect((await o.get('/api/clients')).json()).toEqual([]);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, theirs.id));
    expect(row.name).toBe('Deles');
    expect(await t.db.select().from(clientAccesses).where(eq(clientAccesses.clientId, theirs.id))).toHaveLength(0);
  });

  it('D5: the 4th client on Business is refused with the plan message; Enterprise has no limit', async () => {
    const { email, password } = await seedAgency(t.db, { plan: 'business' });
    const o = await loginAs(t.app, email, password);
    for (const name of ['Um', 'Dois', 'Três']) expect((await o.post('/api/clients', { name: `Cliente ${name}` })).statusCode).toBe(201);
    const fourth = await o.post('/api/clients', { name: 'Cliente Quatro' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({ error: clientLimitMessage(PLANS.business) });
    expect((await o.get('/api/clients')).json()).toHaveLength(3);

    const ent = await seedAgency(t.db, { plan: 'enterprise' });
    const e = await loginAs(t.app, ent.email, ent.password);
    for (let i = 0; i < 5; i++) expect((await e.post('/api/clients', { name: `Cliente ${i}` })).statusCode).toBe(201);
  });
});

describe('client accesses (D8)', () => {
  it('creates with hash + encrypted copy, reveals only to owner/admin, lists and deletes', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id);
    const res = await w.as.gestor.post(`/api/clients/${c.id}/access`, { email: 'Contato@Cliente.TEST', password: 'segredo1' });
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a).toEqual({
      id: expect.any(String),
      email: 'contato@cliente.test',
      isActive: true,
      createdAt: expect.any(String),
      passwordSetByClient: false,
      passwordPending: false,
    });
    const [row] = await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, a.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, 'segredo1')).toBe(true);
    expect(row.passwordEncrypted).not.toContain('segredo1');

    for (const who of ['owner', 'admin'] as const) {
      const list = await w.as[who].get(`/api/clients/${c.id}/access`);
      expect(list.json()).toEqual([{ ...a, decryptedPassword: 'segredo1' }]);
    }
    const gestorList = await w.as.gestor.get(`/api/clients/${c.id}/access`);
    expect(gestorList.statusCode).toBe(200);
    expect(gestorList.json()).toEqual([a]);
    expect((await w.as.creator.get(`/api/clients/${c.id}/access`)).statusCode).toBe(403);

    const del = await w.as.owner.delete(`/api/clients/${c.id}/access/${a.id}`);
    expect(del.statusCode).toBe(200);
    expect((await w.as.owner.get(`/api/clients/${c.id}/access`)).json()).toEqual([]);
    expect((await w.as.owner.delete(`/api/clients/${c.id}/access/${a.id}`)).statusCode).toBe(404);
  });

  it('credentials registers an access and mails an invitation, never the password (D12, decision 008)', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id, 'Loja Azul');
    const before = t.mailer.sent.length;
    const res = await w.as.owner.post(`/api/clients/${c.id}/credentials`, { email: 'dono@lojaazul.test', password: 'azul1234' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'dono@lojaazul.test', isActive: true, decryptedPassword: 'azul1234' });
    const mail = t.mailer.sent.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toBe('dono@lojaazul.test');
    expect(mail[0].text).toContain('Loja Azul');
    expect(mail[0].text).toContain('/client-auth');
    expect(mail[0].text).toContain('/client-set-password?token=');
    expect(`${mail[0].text}${mail[0].html}`).not.toContain('azul1234'); // decision 008: no password by email
  });

  it('validates, keeps one access per email per agency (409) and refuses creators', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c1 = await seedClient(t.db, w.agency.id);
    const c2 = await seedClient(t.db, w.agency.id);
    const bad = await w.as.owner.post(`/api/clients/${c1.id}/access`, { email: 'nao-email', password: 'senha123' });
    expect(bad.json()).toEqual({ error: 'Email inválido', field: 'email' });
    const short = await w.as.owner.post(`/api/clients/${c1.id}/credentials`, { email: 'a@b.test', password: '123' });
    expect(short.json()).toEqual({ error: 'Senha deve ter pelo menos 6 caracteres', field: 'password' });
    expect((await w.as.owner.post(`/api/clients/${c1.id}/access`, { email: 'um@x.test', password: 'senha123' })).statusCode).toBe(201);
    const dup = await w.as.owner.post(`/api/clients/${c2.id}/access`, { email: 'UM@x.test', password: 'senha123' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Este email já possui um acesso ao painel nesta agência.');
    // the same email in another agency is fine
    const other = await seedAgency(t.db);
    const oc = await seedClient(t.db, other.agency.id);
    const oapi = await loginAs(t.app, other.email, other.password);
    expect((await oapi.post(`/api/clients/${oc.id}/access`, { email: 'um@x.test', password: 'senha123' })).statusCode).toBe(201);
    expect((await w.as.creator.post(`/api/clients/${c1.id}/access`, { email: 'c@x.test', password: 'senha123' })).statusCode).toBe(403);
    expect((await w.as.creator.post(`/api/clients/${c1.id}/credentials`, { email: 'c@x.test', password: 'senha123' })).statusCode).toBe(403);
    expect(await t.db.select().from(clientAccesses).where(eq(clientAccesses.agencyId, w.agency.id))).toHaveLength(1);
  });

  it('updates: switch off ends portal sessions, blank password keeps, new password replaces', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id);
    const a = (await w.as.owner.post(`/api/clients/${c.id}/access`, { email: 'p@x.test', password: 'primeira1' })).json();
    const token = await createSession(t.db, { kind: 'client', clientAccessId: a.id });
    expect(await loadClientSession(t.db, token)).not.toBeNull();

    const off = await w.as.gestor.put(`/api/clients/${c.id}/access/${a.id}`, { email: 'p@x.test', isActive: false, password: '' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: a.id, isActive: false });
    expect(await t.db.select().from(sessions).where(eq(sessions.clientAccessId, a.id))).toHaveLength(0);
    let [row] = await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, a.id));
    expect(await verifyPassword(row.passwordHash, 'primeira1')).toBe(true); // blank keeps

    const on = await w.as.owner.put(`/api/clients/${c.id}/access/${a.id}`, { email: 'novo@x.test', isActive: true, password: 'segunda2' });
    expect(on.json()).toMatchObject({ email: 'novo@x.test', isActive: true, decryptedPassword: 'segunda2' });
    [row] = await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, a.id));
    expect(await verifyPassword(row.passwordHash, 'segunda2')).toBe(true);

    const shortPw = await w.as.owner.put(`/api/clients/${c.id}/access/${a.id}`, { email: 'novo@x.test', isActive: true, password: '12' });
    expect(shortPw.statusCode).toBe(400);
    expect(shortPw.json().error).toBe('Senha deve ter pelo menos 6 caracteres');
    const b = (await w.as.owner.post(`/api/clients/${c.id}/access`, { email: 'b@x.test', password: 'senha123' })).json();
    expect((await w.as.owner.put(`/api/clients/${c.id}/access/${b.id}`, { email: 'novo@x.test', isActive: true })).statusCode).toBe(409);
    expect((await w.as.creator.put(`/api/clients/${c.id}/access/${a.id}`, { email: 'novo@x.test', isActive: false })).statusCode).toBe(403);
    [row] = await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, a.id));
    expect(row.isActive).toBe(true);
  });

  it("answers 404 for another agency's access, or an access under the wrong client", async () => {
    const w = await seedWorkspace(t.app, t.db);
    const mine = await seedClient(t.db, w.agency.id);
    const mine2 = await seedClient(t.db, w.agency.id);
    const a = (await w.as.owner.post(`/api/clients/${mine.id}/access`, { email: 'm@x.test', password: 'senha123' })).json();
    const other = await seedAgency(t.db);
    const oc = await seedClient(t.db, other.agency.id);
    const oapi = await loginAs(t.app, other.email, other.password);
    const theirs = (await oapi.post(`/api/clients/${oc.id}/access`, { email: 't@x.test', password: 'senha123' })).json();

    const o = w.as.owner;
    expect((await o.put(`/api/clients/${oc.id}/access/${theirs.id}`, { email: 't@x.test', isActive: false })).statusCode).toBe(404);
    expect((await o.put(`/api/clients/${mine.id}/access/${theirs.id}`, { email: 't@x.test', isActive: false })).statusCode).toBe(404);
    expect((await o.delete(`/api/clients/${oc.id}/access/${theirs.id}`)).statusCode).toBe(404);
    expect((await o.delete(`/api/clients/${mine2.id}/access/${a.id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, theirs.id));
    expect(row.isActive).toBe(true);
    expect(await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, a.id))).toHaveLength(1);
  });
});
