// decision 008: a new portal access is invited to choose its own password (no password by email),
// POST /api/client/set-password, and Reenviar convite.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedClient, seedTeamMember } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { accessPasswordTokens, clientAccesses, sessions } from '../../../db/schema.ts';
import { sha256 } from '../../../lib/crypto.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });

const DAY = 24 * 3600 * 1000;

async function newAccess(email = `convidado-${Math.random().toString(36).slice(2, 8)}@cliente.test`, route: 'access' | 'credentials' = 'access') {
  const ag = await seedAgency(t.db);
  const owner = await loginAs(t.app, ag.email, ag.password);
  const client = await seedClient(t.db, ag.agency.id, 'Loja Azul');
  const before = t.mailer.sent.length;
  const res = await owner.post(`/api/clients/${client.id}/${route}`, { email, password: 'dada-pela-agencia' });
  expect(res.statusCode, res.body).toBe(201);
  const mails = t.mailer.sent.slice(before);
  return { ag, owner, client, access: res.json(), email, mails };
}

const tokenIn = (text: string) => {
  const m = text.match(/http:\/\/localhost:3000\/client-set-password\?token=([A-Za-z0-9_-]+)/);
  expect(m, text).not.toBeNull();
  return (m as RegExpMatchArray)[1];
};

describe('invitation', () => {
  for (const route of ['access', 'credentials'] as const) {
    it(`Novo Acesso (${route}) mails the portal address, the login email and a set-password link, never a password`, async () => {
      const { mails, email, access } = await newAccess(undefined, route);
      expect(mails).toHaveLength(1);
      const [m] = mails;
      expect(m.to).toBe(email);
      expect(m.subject).toBe('Seu acesso ao Portal do Cliente');
      expect(m.text).toContain('Loja Azul');
      expect(m.text).toContain('Endereço do portal: http://localhost:3000/client-auth');
      expect(m.text).toContain(`Seu email de login: ${email}`);
      expect(m.text).toContain('válido por 7 dias, uso único');
      for (const body of [m.text, m.html ?? '']) {
        expect(body).not.toContain('dada-pela-agencia');
        expect(body).not.toMatch(/senha:/i);
      }
      const token = tokenIn(m.text);
      expect(m.html).toContain(`href="http://localhost:3000/client-set-password?token=${token}"`);
      // only the hash is stored, valid 7 days by the service clock
      const rows = await t.db.select().from(accessPasswordTokens).where(eq(accessPasswordTokens.clientAccessId, access.id));
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).toBe(sha256(token));
      expect(rows[0].tokenHash).not.toContain(token);
      expect(rows[0].expiresAt.getTime() - clock.now().getTime()).toBe(7 * DAY);
    });
  }
});

describe('POST /api/client/set-password', () => {
  it('sets the password once: signs in, old password and other sessions end, nothing of it is revealable', async () => {
    const { mails, email, owner, client, access } = await newAccess();
    const token = tokenIn(mails[0].text);
    const old = new ApiClient(t.app);
    expect((await old.post('/api/client/login', { email, password: 'dada-pela-agencia' })).statusCode).toBe(200);

    const wrongShape = await new ApiClient(t.app).post('/api/client/set-password', { token, password: '123' });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json()).toEqual({ error: 'Senha deve ter pelo menos 6 caracteres', field: 'password' });

    const browser = new ApiClient(t.app);
    const res = await browser.post('/api/client/set-password', { token, password: 'minha-senha-nova' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Senha definida com sucesso! Faça login com a nova senha.', email, signedIn: true });
    expect((await browser.get('/api/client/me')).json()).toMatchObject({ email, name: 'Loja Azul' });

    // the session opened before the change ended; only the new one remains
    expect((await old.get('/api/client/me')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.clientAccessId, access.id))).toHaveLength(1);

    expect((await new ApiClient(t.app).post('/api/client/login', { email, password: 'dada-pela-agencia' })).statusCode).toBe(401);
    expect((await new ApiClient(t.app).post('/api/client/login', { email, password: 'minha-senha-nova' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, access.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await owner.get(`/api/clients/${client.id}/access`)).json()).toEqual([
      expect.objectContaining({ id: access.id, decryptedPassword: null, passwordSetByClient: true }),
    ]);

    const reused = await new ApiClient(t.app).post('/api/client/set-password', { token, password: 'outra-senha' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('Link inválido ou expirado');
    expect((await new ApiClient(t.app).post('/api/client/login', { email, password: 'minha-senha-nova' })).statusCode).toBe(200);
  });

  it('refuses unknown, expired (by the clock) and superseded links, and switched-off accesses, with 400', async () => {
    const unknown = await new ApiClient(t.app).post('/api/client/set-password', { token: 'x'.repeat(43), password: 'senha-nova' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Link inválido ou expirado');

    const a = await newAccess();
    const token = tokenIn(a.mails[0].text);
    clock.advance(7 * DAY + 1000);
    const expired = await new ApiClient(t.app).post('/api/client/set-password', { token, password: 'senha-nova' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('Link inválido ou expirado');
    expect((await new ApiClient(t.app).post('/api/client/login', { email: a.email, password: 'dada-pela-agencia' })).statusCode).toBe(200);

    // Reenviar convite: a new link; the older one no longer works
    const before = t.mailer.sent.length;
    const resent = await a.owner.post(`/api/clients/${a.client.id}/access/${a.access.id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: 'Convite reenviado' });
    const again = t.mailer.sent.slice(before);
    expect(again.map((m) => m.to)).toEqual([a.email]);
    expect(again[0].text).not.toContain('dada-pela-agencia');
    const fresh = tokenIn(again[0].text);
    const third = await a.owner.post(`/api/clients/${a.client.id}/access/${a.access.id}/invitation`);
    expect(third.statusCode).toBe(200);
    const superseded = await new ApiClient(t.app).post('/api/client/set-password', { token: fresh, password: 'senha-nova' });
    expect(superseded.statusCode).toBe(400);
    const latest = tokenIn(t.mailer.sent[t.mailer.sent.length - 1].text);

    // switched off: the link stops working, and the agency cannot resend
    await a.owner.put(`/api/clients/${a.client.id}/access/${a.access.id}`, { email: a.email, isActive: false });
    expect((await new ApiClient(t.app).post('/api/client/set-password', { token: latest, password: 'senha-nova' })).statusCode).toBe(400);
    const off = await a.owner.post(`/api/clients/${a.client.id}/access/${a.access.id}/invitation`);
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe('Ative o acesso antes de reenviar o convite.');
  });

  it('Reenviar convite: 404 for another agency, 403 for a creator', async () => {
    const a = await newAccess();
    const other = await seedAgency(t.db);
    const otherOwner = await loginAs(t.app, other.email, other.password);
    expect((await otherOwner.post(`/api/clients/${a.client.id}/access/${a.access.id}/invitation`)).statusCode).toBe(404);
    const creator = await seedTeamMember(t.db, a.ag.agency.id, 'creator');
    const c = await loginAs(t.app, creator.email, creator.password);
    expect((await c.post(`/api/clients/${a.client.id}/access/${a.access.id}/invitation`)).statusCode).toBe(403);
  });
});
