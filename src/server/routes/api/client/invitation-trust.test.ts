// An invitation link can only ever choose the password of the access it was sent for, as it is
// now; invitations and set-password tries are limited; a password the client chose is theirs
// alone (D8; docs/decisions/008 and 007).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, manualClock, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedClient } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { accessPasswordTokens, authAttempts, clientAccesses, sessions } from '../../../db/schema.ts';
import { LIMITS } from '../../../domain/auth/rate-limit.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });

const MIN = 60 * 1000;
let n = 0;
const uniqueEmail = (who: string) => `${who}-${++n}-${Math.random().toString(36).slice(2, 6)}@cliente.test`;
let ip = 0;
/** A visitor from an address of its own. */
const visitor = () => new ApiClient(t.app, `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`);

const tokenIn = (text: string) => {
  const m = text.match(/\/client-set-password\?token=([A-Za-z0-9_-]+)/);
  expect(m, text).not.toBeNull();
  return (m as RegExpMatchArray)[1];
};

/** A client with one access created through the API (its invitation mailed); password optional. */
async function invited(email: string, password?: string) {
  const ag = await seedAgency(t.db);
  const owner = await loginAs(t.app, ag.email, ag.password);
  const client = await seedClient(t.db, ag.agency.id, 'Loja Azul');
  const before = t.mailer.sent.length;
  const res = await owner.post(`/api/clients/${client.id}/access`, { email, ...(password ? { password } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  const mails = t.mailer.sent.slice(before);
  expect(mails.map((m) => m.to)).toEqual([email]);
  const access = res.json();
  const put = (body: Record<string, unknown>) => owner.put(`/api/clients/${client.id}/access/${access.id}`, body);
  const resend = () => owner.post(`/api/clients/${client.id}/access/${access.id}/invitation`);
  const list = async () => (await owner.get(`/api/clients/${client.id}/access`)).json() as Record<string, unknown>[];
  const row = async () => (await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, access.id)))[0];
  return { ag, owner, client, access, token: tokenIn(mails[0].text), put, resend, list, row };
}

const setPassword = (token: string, password: string, c = visitor()) => c.post('/api/client/set-password', { token, password });

describe('a change of the access uses up its unused invitation links', () => {
  it('email corrected and password set: the link mailed to the mistyped address answers 400 and changes nothing', async () => {
    const typo = uniqueEmail('contato-errado');
    const a = await invited(typo, 'senha-provisoria');
    const real = uniqueEmail('contato');
    expect((await a.put({ email: real, isActive: true, password: 'senha-da-agencia' })).statusCode).toBe(200);
    const person = visitor();
    expect((await person.post('/api/client/login', { email: real, password: 'senha-da-agencia' })).statusCode).toBe(200);
    const before = await a.row();

    const stolen = visitor();
    const r = await setPassword(a.token, 'tomada-pelo-link', stolen);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Link inválido ou expirado' });
    expect(Object.keys(stolen.cookies)).toEqual([]);
    expect(await a.row()).toEqual(before);
    // the real person's session lives on, with the password the agency gave
    expect((await person.get('/api/client/me')).statusCode).toBe(200);
    expect((await visitor().post('/api/client/login', { email: real, password: 'tomada-pelo-link' })).statusCode).toBe(401);
    expect((await visitor().post('/api/client/login', { email: real, password: 'senha-da-agencia' })).statusCode).toBe(200);
  });

  it('the email alone, the password alone, and switching off then on each use the links up', async () => {
    const changes: ((a: Awaited<ReturnType<typeof invited>>, email: string) => Promise<void>)[] = [
      async (a) => void expect((await a.put({ email: uniqueEmail('corrigido'), isActive: true })).statusCode).toBe(200),
      async (a, email) => void expect((await a.put({ email, isActive: true, password: 'outra-senha' })).statusCode).toBe(200),
      async (a, email) => {
        expect((await a.put({ email, isActive: false })).statusCode).toBe(200);
        expect((await a.put({ email, isActive: true })).statusCode).toBe(200);
      },
    ];
    for (const change of changes) {
      const email = uniqueEmail('contato');
      const a = await invited(email, 'senha-inicial');
      await change(a, email);
      const before = await a.row();
      expect((await setPassword(a.token, 'tomada-pelo-link')).statusCode).toBe(400);
      expect(await a.row()).toEqual(before);
      const unused = await t.db.select().from(accessPasswordTokens).where(eq(accessPasswordTokens.clientAccessId, a.access.id));
      expect(unused.filter((x) => x.usedAt === null)).toEqual([]);
    }
  });

  it('a change that touches neither email, password nor switch leaves the link working', async () => {
    const email = uniqueEmail('contato');
    const a = await invited(email, 'senha-provisoria');
    expect((await a.put({ email: email.toUpperCase(), isActive: true, password: '' })).statusCode).toBe(200);
    expect((await setPassword(a.token, 'minha-senha')).statusCode).toBe(200);
  });
});

describe('Reenviar convite: at most 3 invitations per access per hour', () => {
  it('the creation counts; the 4th answers 429 with Retry-After and sends nothing; an hour later it goes', async () => {
    const a = await invited(uniqueEmail('convite'), 'senha-provisoria');
    clock.advance(10 * MIN);
    for (let i = 0; i < 2; i++) expect((await a.resend()).statusCode).toBe(200);
    const before = t.mailer.sent.length;
    const r = await a.resend();
    expect(r.statusCode).toBe(429);
    expect(r.json()).toEqual({ error: 'Este acesso já recebeu 3 convites na última hora. Tente novamente em 50 minutos.' });
    expect(Number(r.headers['retry-after'])).toBe(50 * 60);
    expect(t.mailer.sent.length).toBe(before);
    clock.advance(50 * MIN + 1000);
    expect((await a.resend()).statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it('20 parallel calls send at most 3 invitations in all', async () => {
    const a = await invited(uniqueEmail('paralelo'), 'senha-provisoria');
    const before = t.mailer.sent.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => a.resend()));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(18);
    expect(t.mailer.sent.length - before).toBe(2);
    expect(await t.db.select().from(accessPasswordTokens).where(eq(accessPasswordTokens.clientAccessId, a.access.id))).toHaveLength(3);
  });
});

describe('POST /api/client/set-password: the address cap of the logins', () => {
  it(`past ${LIMITS.ip} wrong links in 15 minutes an address gets 429 with Retry-After, even with a right link; another address does not`, async () => {
    const from = '203.0.113.90';
    const wrong = () => setPassword(`link-falso-${Math.random().toString(36).slice(2)}-xxxxxxxx`, 'senha-nova', new ApiClient(t.app, from));
    for (let i = 0; i < LIMITS.ip - 10; i++) expect((await wrong()).statusCode).toBe(400);
    // the rest in parallel: exactly the cap gets through to be judged
    const burst = await Promise.all(Array.from({ length: 20 }, wrong));
    expect(burst.filter((r) => r.statusCode === 400)).toHaveLength(10);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(10);
    expect(await t.db.select().from(authAttempts).where(eq(authAttempts.key, from))).toHaveLength(LIMITS.ip);

    const a = await invited(uniqueEmail('limite'), 'senha-provisoria');
    const before = await a.row();
    const r = await setPassword(a.token, 'senha-nova', new ApiClient(t.app, from));
    expect(r.statusCode).toBe(429);
    expect(r.json().error).toMatch(/^Muitas tentativas\. Aguarde \d+ minutos? e tente novamente\.$/);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(await a.row()).toEqual(before);
    expect((await setPassword(a.token, 'senha-nova')).statusCode).toBe(200);
    clock.advance(15 * MIN + 1000);
    expect((await wrong()).statusCode).toBe(400);
  });
});

describe('a password the client chose is never readable', () => {
  it('Novo Acesso without a password: invited with nothing to reveal; the password the client then chooses is never in the list', async () => {
    const email = uniqueEmail('sem-senha');
    const a = await invited(email);
    expect(a.access).toMatchObject({ email, passwordSetByClient: false, passwordPending: true, decryptedPassword: null });
    expect((await a.row()).passwordEncrypted).toBeNull();

    const browser = visitor();
    expect((await setPassword(a.token, 'escolhida-pelo-cliente', browser)).statusCode).toBe(200);
    expect(await a.list()).toEqual([expect.objectContaining({ id: a.access.id, passwordSetByClient: true, passwordPending: false, decryptedPassword: null })]);
    const row = await a.row();
    expect(row.passwordEncrypted).toBeNull();
    expect(JSON.stringify(await a.list())).not.toContain('escolhida-pelo-cliente');
    expect((await visitor().post('/api/client/login', { email, password: 'escolhida-pelo-cliente' })).statusCode).toBe(200);
  });

  it('a password the agency typed is revealable until the client chooses one; a new one typed by the agency is revealable again', async () => {
    const email = uniqueEmail('com-senha');
    const a = await invited(email, 'dada-pela-agencia');
    expect(a.access).toMatchObject({ passwordSetByClient: false, passwordPending: false, decryptedPassword: 'dada-pela-agencia' });
    const session = visitor();
    expect((await session.post('/api/client/login', { email, password: 'dada-pela-agencia' })).statusCode).toBe(200);

    expect((await setPassword(a.token, 'so-minha-123')).statusCode).toBe(200);
    expect(await a.list()).toEqual([expect.objectContaining({ passwordSetByClient: true, decryptedPassword: null })]);
    expect((await a.row()).passwordEncrypted).toBeNull();
    expect((await session.get('/api/client/me')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.clientAccessId, a.access.id))).toHaveLength(1);

    expect((await a.put({ email, isActive: true, password: 'nova-da-agencia' })).json()).toMatchObject({
      passwordSetByClient: false,
      decryptedPassword: 'nova-da-agencia',
    });
  });
});
