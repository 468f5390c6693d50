// Codes for public reviewers are mail a stranger can make the server send: capped per email and
// link even under parallel calls, per link, and per caller address; wrong codes slow down only
// the one who types them; a proof of email belongs to the link it was made on
// (docs/decisions/008, 007 and 021-mail-budget.md).
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, loginAs, manualClock, visitorsFrom, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedPublicFunnel } from '../../../../../tests/helpers/portal.ts';
import { approvals } from '../../../db/schema.ts';
import { MAIL_BUDGET } from '../../../domain/mail-budget.ts';
import { MAX_CODES_PER_LINK, TOO_MANY_FOR_LINK_MSG, TOO_MANY_FROM_ADDRESS_MSG } from '../../../domain/public-review/guest-codes.ts';
import { guestCookieName } from '../../guest-cookie.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });
afterEach(() => {
  vi.useRealTimers();
});

const world = () => seedPublicFunnel(t, 'Funil Limites');

const anon = visitorsFrom(7, () => t.app);
let n = 0;
const newEmail = () => `revisor${++n}@fora.test`;
const identify = (c: ApiClient, link: string, email: string) => c.post(`/api/public/canvas/${link}/identify`, { clientName: 'Rita', email });
const codesTo = (email: string, from: number) => t.mailer.sent.slice(from).filter((m) => m.to === email);
/** The in-process per-minute limiter counts real minutes: this moves them, not the service clock. */
const nextRealMinute = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61_000);
};

async function askCode(c: ApiClient, link: string, email: string) {
  const before = t.mailer.sent.length;
  expect((await identify(c, link, email)).statusCode).toBe(200);
  return codesTo(email, before)[0].text.match(/\b(\d{6})\b/)?.[1] as string;
}

describe('codes per email and link under parallel calls', () => {
  it('10 parallel calls for one email send 5 codes, the others answer 429', async () => {
    const { link } = await world();
    const email = newEmail();
    const before = t.mailer.sent.length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => identify(anon(), link, email)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(codesTo(email, before)).toHaveLength(5);
  });
});

describe('codes per caller address and per link', () => {
  it(`one address: ${MAIL_BUDGET.guestCodes} codes an hour on any link, also in a parallel burst; then 429 until the hour has passed`, async () => {
    const a = await world();
    const b = await world();
    const from = anon();
    const before = t.mailer.sent.length;
    for (let i = 0; i < MAIL_BUDGET.guestCodes / 2; i++) expect((await identify(from, a.link, `vitima+${i}@alvo.test`)).statusCode).toBe(200);
    nextRealMinute();
    // (a burst no larger than the in-process limit of 10 a minute, which these calls are not about)
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => identify(from, b.link, `vitima+b${i}@alvo.test`)));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(MAIL_BUDGET.guestCodes / 2);
    expect(t.mailer.sent.length - before).toBe(MAIL_BUDGET.guestCodes);
    nextRealMinute();
    const over = await identify(from, a.link, 'vitima+mais@alvo.test');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: TOO_MANY_FROM_ADDRESS_MSG });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not held back; an hour later this one asks again
    expect((await identify(anon(), a.link, newEmail())).statusCode).toBe(200);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await identify(from, a.link, 'vitima+depois@alvo.test')).statusCode).toBe(200);
  });

  it(`one link: ${MAX_CODES_PER_LINK} codes an hour, whoever asks; other links go on`, async () => {
    const { link } = await world();
    const other = await world();
    for (let i = 0; i < MAX_CODES_PER_LINK; i++) expect((await identify(anon(), link, newEmail())).statusCode).toBe(200);
    const before = t.mailer.sent.length;
    const over = await identify(anon(), link, newEmail());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: TOO_MANY_FOR_LINK_MSG });
    expect(t.mailer.sent.length).toBe(before);
    expect((await identify(anon(), other.link, newEmail())).statusCode).toBe(200);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await identify(anon(), link, newEmail())).statusCode).toBe(200);
  });
});

describe('wrong codes never lock the reviewer out', () => {
  it('a stranger typing wrong codes for an email waits; the reviewer, from their own address, verifies', async () => {
    const { link } = await world();
    const email = newEmail();
    const attacker = anon();
    const code = await askCode(anon(), link, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await attacker.post(`/api/public/canvas/${link}/verify`, { email, code: wrong })).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5).every((s) => s === 429)).toBe(true);
    const reviewer = anon();
    const r = await reviewer.post(`/api/public/canvas/${link}/verify`, { email, code });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().reviewer).toMatchObject({ email, verified: true });
  });
});

describe('a proof of email belongs to the link', () => {
  it('after the link is revoked and a new one made, an old cookie and an old code verify nothing on the new link', async () => {
    const { ag, link, canvas } = await world();
    const owner = await loginAs(t.app, ag.email, ag.password);
    const email = newEmail();
    const guest = anon();
    const code = await askCode(guest, link, email);
    expect((await guest.post(`/api/public/canvas/${link}/verify`, { email, code })).statusCode).toBe(200);
    const token = guest.cookies[guestCookieName(link)];
    expect(token).toBeTruthy();
    const pendingEmail = newEmail();
    const pendingCode = await askCode(anon(), link, pendingEmail);

    expect((await owner.delete(`/api/canvases/${canvas.id}/public-link`)).statusCode).toBe(200);
    const fresh = (await owner.post(`/api/canvases/${canvas.id}/public-link`)).json().publicLink as string;
    expect(fresh).not.toBe(link);

    const carried = anon();
    carried.cookies[guestCookieName(fresh)] = token;
    expect((await carried.get(`/api/public/canvas/${fresh}`)).json().reviewer).toBeNull();
    const d = await carried.post(`/api/public/canvas/${fresh}/approvals`, { status: 'approved', feedback: '', clientName: 'Rita', email });
    expect(d.statusCode, d.body).toBe(200);
    const [row] = await t.db.select().from(approvals).where(eq(approvals.canvasId, canvas.id));
    expect(row).toMatchObject({ reviewerEmail: email, verified: false });
    expect((await anon().post(`/api/public/canvas/${fresh}/verify`, { email: pendingEmail, code: pendingCode })).statusCode).toBe(400);
    // on the new link the reviewer proves the email again
    const again = await askCode(guest, fresh, email);
    expect((await guest.post(`/api/public/canvas/${fresh}/verify`, { email, code: again })).statusCode).toBe(200);
    expect((await guest.get(`/api/public/canvas/${fresh}`)).json().reviewer).toMatchObject({ email, verified: true });
  });
});
