// Convidar pelo WhatsApp (docs/decisions/023-first-hour.md): the agency gets a fresh
// invitation link to send itself, under the rules of Reenviar convite.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedClient, seedTeamMember } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { accessPasswordTokens } from '../../../db/schema.ts';
import { sha256 } from '../../../lib/crypto.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });

const PASSWORD = 'dada-pela-agencia';

async function newAccess() {
  const ag = await seedAgency(t.db);
  const owner = await loginAs(t.app, ag.email, ag.password);
  const client = await seedClient(t.db, ag.agency.id, 'Loja Azul');
  const email = `convidado-${Math.random().toString(36).slice(2, 8)}@cliente.test`;
  const res = await owner.post(`/api/clients/${client.id}/access`, { email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(201);
  return { ag, owner, client, access: res.json() as { id: string }, email };
}

const linkPath = (a: { client: { id: string }; access: { id: string } }) => `/api/clients/${a.client.id}/access/${a.access.id}/invitation-link`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('POST /api/clients/{id}/access/{accessId}/invitation-link', () => {
  it('answers a fresh single-use link to send by WhatsApp, mails nothing, and never a password', async () => {
    const a = await newAccess();
    const mailsBefore = t.mailer.sent.length;
    const res = await a.owner.post(linkPath(a));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ portalUrl: 'http://localhost:3000/client-auth', email: a.email, clientName: 'Loja Azul' });
    expect(body.link).toMatch(/^http:\/\/localhost:3000\/client-set-password\?token=[A-Za-z0-9_-]{20,}$/);
    expect(res.body).not.toContain(PASSWORD);
    expect(t.mailer.sent.length).toBe(mailsBefore);

    // Only its hash is stored; the mailed link of the creation stopped working.
    const rows = await t.db.select().from(accessPasswordTokens).where(eq(accessPasswordTokens.clientAccessId, a.access.id));
    expect(rows.filter((r) => !r.usedAt).map((r) => r.tokenHash)).toEqual([sha256(tokenOf(body.link))]);

    const set = await new ApiClient(t.app).post('/api/client/set-password', { token: tokenOf(body.link), password: 'senha-escolhida' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await new ApiClient(t.app).post('/api/client/login', { email: a.email, password: 'senha-escolhida' })).statusCode).toBe(200);
  });

  it('shares the 3 links an hour of Reenviar convite, then 429 with a pt-BR message', async () => {
    clock.set('2026-11-23T12:00:00Z');
    const a = await newAccess(); // the creation's mail is the first link of the hour
    expect((await a.owner.post(linkPath(a))).statusCode).toBe(200);
    expect((await a.owner.post(`/api/clients/${a.client.id}/access/${a.access.id}/invitation`)).statusCode).toBe(200);
    const fourth = await a.owner.post(linkPath(a));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(/^Este acesso já recebeu 3 convites na última hora\. Tente novamente em \d+ minutos?\.$/);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await a.owner.post(linkPath(a))).statusCode).toBe(200);
  });

  it('20 parallel calls get at most the hourly budget: 2 links after the creation, then 429, and one unused link stays', async () => {
    clock.set('2026-11-24T12:00:00Z');
    const a = await newAccess();
    const answers = await Promise.all(Array.from({ length: 20 }, () => a.owner.post(linkPath(a))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(18);
    const rows = await t.db.select().from(accessPasswordTokens).where(eq(accessPasswordTokens.clientAccessId, a.access.id));
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => !r.usedAt)).toHaveLength(1);
  });

  it('is refused like Reenviar convite: 409 switched off, 404 another agency, 403 creator, 401 signed out', async () => {
    const a = await newAccess();
    const other = await seedAgency(t.db);
    const otherOwner = await loginAs(t.app, other.email, other.password);
    expect((await otherOwner.post(linkPath(a))).statusCode).toBe(404);
    const creator = await seedTeamMember(t.db, a.ag.agency.id, 'creator');
    const c = await loginAs(t.app, creator.email, creator.password);
    expect((await c.post(linkPath(a))).statusCode).toBe(403);
    expect((await new ApiClient(t.app).post(linkPath(a))).statusCode).toBe(401);
    await a.owner.put(`/api/clients/${a.client.id}/access/${a.access.id}`, { email: a.email, isActive: false });
    const off = await a.owner.post(linkPath(a));
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe('Ative o acesso antes de reenviar o convite.');
  });

  it('is in the API reference with its answer schema', async () => {
    const doc = (await new ApiClient(t.app).get('/api/openapi.json')).json();
    const op = doc.paths['/api/clients/{id}/access/{accessId}/invitation-link']?.post;
    expect(op).toBeDefined();
    expect(Object.keys(op.responses['200'].content['application/json'].schema.properties).sort()).toEqual([
      'clientName',
      'email',
      'expiresAt',
      'link',
      'portalUrl',
    ]);
  });
});
