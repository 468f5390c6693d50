// Verified guests on a public link (decision 008): a code by email, a cookie for that link only,
// and decisions and comments marked verified under the proven identity.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, manualClock, visitorsFrom, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedPublicFunnel } from '../../../../../tests/helpers/portal.ts';
import { newPublicLink } from '../../../../../tests/helpers/portal-seed.ts';
import { approvals, authAttempts, canvases, comments, guestCodes, guestReviewers, reviewerVisits } from '../../../db/schema.ts';
import { guestCookieName } from '../../guest-cookie.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });

const world = (title?: string) => seedPublicFunnel(t, title);

const anon = visitorsFrom(0, () => t.app);
let n = 0;
const newEmail = () => `convidado${++n}@cliente.test`;

/** Asks for a code and reads it from the outbox. */
async function askCode(c: ApiClient, link: string, email: string, clientName = 'Marta Guest') {
  const before = t.mailer.sent.length;
  const r = await c.post(`/api/public/canvas/${link}/identify`, { clientName, email });
  expect(r.statusCode, r.body).toBe(200);
  const mail = t.mailer.sent.slice(before).find((m) => m.to === email.toLowerCase());
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeDefined();
  return { mail: mail as NonNullable<typeof mail>, code: code as string };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/public/canvas/:link/identify', () => {
  it('emails a 6-digit code naming the funnel, stores only its hash, answers alike for any email', async () => {
    const { ag, link, canvas } = await world('Funil da Black Friday');
    const email = newEmail();
    const { mail, code } = await askCode(anon(), link, email.toUpperCase());
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe('Seu código para revisar "Funil da Black Friday"');
    expect(mail.text).toContain('Funil da Black Friday');
    expect(mail.text).toContain('15 minutos');
    expect(mail.text).not.toContain(ag.agency.name);
    expect(mail.text).not.toContain(ag.email);
    const rows = await t.db.select().from(guestCodes).where(eq(guestCodes.canvasId, canvas.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
    expect(rows[0].expiresAt.getTime() - clock.now().getTime()).toBe(15 * 60 * 1000);
    const a = await anon().post(`/api/public/canvas/${link}/identify`, { clientName: 'X', email: newEmail() });
    const b = await anon().post(`/api/public/canvas/${link}/identify`, { clientName: 'Y', email: 'ninguem@nada.test' });
    expect(a.json()).toEqual(b.json());
  });

  it('validates name and email; 404 for unknown or revoked links', async () => {
    const { link, canvas } = await world();
    expect((await anon().post(`/api/public/canvas/${link}/identify`, { clientName: ' ', email: newEmail() })).json()).toEqual({
      error: 'Informe seu nome',
      field: 'clientName',
    });
    expect((await anon().post(`/api/public/canvas/${link}/identify`, { clientName: 'Ana', email: 'x' })).statusCode).toBe(400);
    await t.db.update(canvases).set({ publicLink: null }).where(eq(canvases.id, canvas.id));
    for (const l of [link, newPublicLink()]) {
      const before = t.mailer.sent.length;
      const r = await anon().post(`/api/public/canvas/${l}/identify`, { clientName: 'Ana', email: newEmail() });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'Funil não encontrado' });
      expect(t.mailer.sent.length).toBe(before);
      const v = await anon().post(`/api/public/canvas/${l}/verify`, { email: newEmail(), code: '123456' });
      expect(v.statusCode).toBe(404);
    }
  });

  it('at most 5 codes per email and link in 15 minutes: 429 with Retry-After', async () => {
    const { link } = await world();
    const email = newEmail();
    for (let i = 0; i < 5; i++) await askCode(anon(), link, email);
    const r = await anon().post(`/api/public/canvas/${link}/identify`, { clientName: 'Ana', email });
    expect(r.statusCode).toBe(429);
    expect(r.json().error).toMatch(/Aguarde/);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    // another email on the same link is not held back
    await askCode(anon(), link, newEmail());
    clock.advance(15 * 60 * 1000 + 1000);
    await askCode(anon(), link, email);
  });

  it('one address asking codes for many emails is rate limited', async () => {
    const { link } = await world();
    const c = anon();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await c.post(`/api/public/canvas/${link}/identify`, { clientName: 'Ana', email: newEmail() })).statusCode);
    expect(codes.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('POST /api/public/canvas/:link/verify', () => {
  it('the right code: 200, the reviewer, an httpOnly lax cookie; only a token hash is stored', async () => {
    const { link, canvas } = await world();
    const email = newEmail();
    const c = anon();
    const { code } = await askCode(c, link, email, '  Marta Guest ');
    const r = await c.post(`/api/public/canvas/${link}/verify`, { email: email.toUpperCase(), code });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ reviewer: { name: 'Marta Guest', email, verified: true } });
    const cookie = (r.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean; maxAge?: number }[])[0];
    expect(cookie.name).toMatch(/^funil_guest_/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie.secure).toBeFalsy(); // PUBLIC_URL is http in tests
    const [row] = await t.db.select().from(guestReviewers).where(eq(guestReviewers.canvasId, canvas.id));
    expect(row).toMatchObject({ email, name: 'Marta Guest' });
    expect(row.verifiedAt).not.toBeNull();
    expect(row.tokenHash).not.toBe(cookie.value);
    expect(row.expiresAt.getTime() - clock.now().getTime()).toBe(30 * 24 * 3600 * 1000);

    const open = await c.get(`/api/public/canvas/${link}`);
    expect(open.json().reviewer).toEqual({ name: 'Marta Guest', email, verified: true });
    expect((await anon().get(`/api/public/canvas/${link}`)).json().reviewer).toBeNull();
  });

  it('wrong code 400; a used code does not work twice', async () => {
    const { link } = await world();
    const email = newEmail();
    const { code } = await askCode(anon(), link, email);
    const wrong = await anon().post(`/api/public/canvas/${link}/verify`, { email, code: otherCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Código inválido ou expirado' });
    expect((await anon().post(`/api/public/canvas/${link}/verify`, { email, code: '12ab' })).statusCode).toBe(400);
    expect((await anon().post(`/api/public/canvas/${link}/verify`, { email, code })).statusCode).toBe(200);
    const again = await anon().post(`/api/public/canvas/${link}/verify`, { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Código inválido ou expirado' });
  });

  it('expires after 15 minutes; only the newest code works', async () => {
    const { link } = await world();
    const email = newEmail();
    const first = await askCode(anon(), link, email);
    const second = await askCode(anon(), link, email);
    if (first.code !== second.code) {
      expect((await anon().post(`/api/public/canvas/${link}/verify`, { email, code: first.code })).statusCode).toBe(400);
    }
    clock.advance(15 * 60 * 1000 + 1);
    const late = await anon().post(`/api/public/canvas/${link}/verify`, { email, code: second.code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: 'Código inválido ou expirado' });
    const third = await askCode(anon(), link, email);
    clock.advance(14 * 60 * 1000);
    expect((await anon().post(`/api/public/canvas/${link}/verify`, { email, code: third.code })).statusCode).toBe(200);
  });

  it('wrong codes slow down the (email, address) pair as wrong passwords do: past 5, the next try waits even when right', async () => {
    const { link, canvas } = await world();
    const email = newEmail();
    const from = anon();
    const { code } = await askCode(anon(), link, email);
    for (let i = 0; i < 5; i++) {
      expect((await from.post(`/api/public/canvas/${link}/verify`, { email, code: otherCode(code) })).statusCode).toBe(400);
    }
    const sixth = await from.post(`/api/public/canvas/${link}/verify`, { email: email.toUpperCase(), code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: 'Muitas tentativas. Aguarde 1 segundo e tente novamente.' });
    expect(Number(sixth.headers['retry-after'])).toBe(1);
    expect(sixth.cookies).toHaveLength(0);
    const pair = await t.db.select().from(authAttempts).where(eq(authAttempts.kind, 'guest-code:pair'));
    expect(pair.filter((a) => a.key.startsWith(`${canvas.id}:${email} `))).toHaveLength(5);
    // once the wait has passed, the right code works from that address too
    clock.advance(1000);
    expect((await from.post(`/api/public/canvas/${link}/verify`, { email, code })).statusCode).toBe(200);
  });

  it('a code and a cookie of link A are worth nothing on link B', async () => {
    const a = await world('Funil A');
    const b = await world('Funil B');
    const email = newEmail();
    const c = anon();
    const { code } = await askCode(c, a.link, email);
    expect((await c.post(`/api/public/canvas/${b.link}/verify`, { email, code })).statusCode).toBe(400);
    expect((await c.post(`/api/public/canvas/${a.link}/verify`, { email, code })).statusCode).toBe(200);
    expect((await c.get(`/api/public/canvas/${b.link}`)).json().reviewer).toBeNull();
    // link A's token sent under link B's cookie name does not verify there either
    const forged = anon();
    forged.cookies[guestCookieName(b.link)] = Object.values(c.cookies)[0];
    expect((await forged.get(`/api/public/canvas/${b.link}`)).json().reviewer).toBeNull();
    await forged.post(`/api/public/canvas/${b.link}/approvals`, { status: 'approved', clientName: 'Intrusa', email: 'intrusa@x.test' });
    const [dec] = await t.db.select().from(approvals).where(eq(approvals.canvasId, b.canvas.id));
    expect(dec).toMatchObject({ reviewerName: 'Intrusa', verified: false });
  });
});

describe('decisions and comments of a verified guest', () => {
  async function verified() {
    const w = await world();
    const email = newEmail();
    const c = anon();
    const { code } = await askCode(c, w.link, email, 'Marta Verificada');
    expect((await c.post(`/api/public/canvas/${w.link}/verify`, { email, code })).statusCode).toBe(200);
    return { ...w, c, email };
  }

  it('are verified and carry the proven name and email, not the body’s', async () => {
    const { link, canvas, c, email } = await verified();
    const d = await c.post(`/api/public/canvas/${link}/approvals`, { status: 'approved', clientName: 'Outro Nome', email: 'outro@x.test' });
    expect(d.statusCode, d.body).toBe(200);
    const [a] = await t.db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
    expect(a).toMatchObject({ reviewerKind: 'public', reviewerName: 'Marta Verificada', reviewerEmail: email, verified: true });

    const r = await c.post(`/api/public/canvas/${link}/comments`, {
      clientName: 'Outro Nome',
      email: 'outro@x.test',
      comment: { id: 'comment-v1', position: { x: 1, y: 1 }, content: 'Verificado aqui' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().reviewer).toEqual({ name: 'Marta Verificada', email, verified: true });
    const el = r.json().content.comments.find((x: { id: string }) => x.id === 'comment-v1');
    expect(el).toMatchObject({ author: 'Marta Verificada', authorKind: 'public', verified: true });
    const [row] = await t.db.select().from(comments).where(eq(comments.canvasId, canvas.id));
    expect(row).toMatchObject({ authorName: 'Marta Verificada', authorEmail: email, verified: true });
  });

  it('without the cookie: the body’s name and email, verified false', async () => {
    const { link, canvas } = await world();
    await anon().post(`/api/public/canvas/${link}/approvals`, { status: 'approved', clientName: 'Estranho', email: 'estranho@x.test' });
    const [a] = await t.db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
    expect(a).toMatchObject({ reviewerName: 'Estranho', reviewerEmail: 'estranho@x.test', verified: false });
    const r = await anon().post(`/api/public/canvas/${link}/comments`, {
      clientName: 'Estranho',
      email: 'estranho@x.test',
      comment: { id: 'comment-u1', position: { x: 1, y: 1 }, content: 'Sem verificar' },
    });
    expect(r.json().content.comments.find((x: { id: string }) => x.id === 'comment-u1')).toMatchObject({ author: 'Estranho', verified: false });
    const [row] = await t.db.select().from(comments).where(eq(comments.canvasId, canvas.id));
    expect(row).toMatchObject({ authorName: 'Estranho', verified: false });
  });

  it('a verified guest opening the link is a visit (lower-case email, the clock’s time)', async () => {
    const { link, canvas, c, email } = await verified();
    expect(await t.db.select().from(reviewerVisits).where(eq(reviewerVisits.canvasId, canvas.id))).toHaveLength(0);
    await c.get(`/api/public/canvas/${link}`);
    clock.advance(60_000);
    await c.get(`/api/public/canvas/${link}`);
    const visits = await t.db.select().from(reviewerVisits).where(eq(reviewerVisits.canvasId, canvas.id));
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ reviewerEmail: email });
    expect(visits[0].lastSeenAt.getTime()).toBe(clock.now().getTime());
    await anon().get(`/api/public/canvas/${link}`);
    expect(await t.db.select().from(reviewerVisits).where(eq(reviewerVisits.canvasId, canvas.id))).toHaveLength(1);
  });

  it('the cookie stops verifying after 30 days', async () => {
    const { link, c } = await verified();
    clock.advance(30 * 24 * 3600 * 1000 + 1000);
    expect((await c.get(`/api/public/canvas/${link}`)).json().reviewer).toBeNull();
  });
});
