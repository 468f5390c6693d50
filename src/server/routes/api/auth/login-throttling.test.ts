// Failed logins slow down one (email, address) pair with growing waits; each address has a
// cap over all emails (docs/decisions/007). The clock is Vitest's fake Date: the domain
// reads `new Date()`, and the stored attempts carry that time, so no test sleeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { authAttempts } from '../../../db/schema.ts';
import { delayAfter, LIMITS, MAX_DELAY_MS } from '../../../domain/auth/rate-limit.ts';

const t = withTestApp();
let clock = 0;
beforeEach(async () => {
  await t.db.delete(authAttempts);
  clock = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterEach(() => {
  vi.useRealTimers();
});
const advance = (ms: number) => {
  clock += ms;
  vi.setSystemTime(clock);
};

// The address is the socket's: X-Forwarded-For is not believed without TRUST_PROXY.
const login = (url: string, email: string, password: string, remoteAddress: string, xff?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...(xff ? { 'x-forwarded-for': xff } : {}) },
    payload: JSON.stringify({ email, password }),
  });
const agencyLogin = (email: string, password: string, address: string, xff?: string) => login('/api/auth/login', email, password, address, xff);

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

describe('agency login throttling', () => {
  it('30 failures from an attacker on the owner’s email do not stop the owner at another address', async () => {
    const { email, password } = await seedAgency(t.db);
    for (let i = 0; i < 30; i++) {
      // the attacker waits out every delay, so all 30 are real failures
      advance(delayAfter(i));
      expect((await agencyLogin(email, 'errada1', ATTACKER)).statusCode, `failure ${i + 1}`).toBe(401);
    }
    const rows = await t.db.select().from(authAttempts);
    expect(rows.filter((r) => r.kind === 'login:pair')).toHaveLength(30);
    // the attacker's address is throttled for this email, even with the right password
    const throttled = await agencyLogin(email, password, ATTACKER);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ error: 'Muitas tentativas. Aguarde 15 minutos e tente novamente.' });
    // the owner signs in from home at once
    expect((await agencyLogin(email, password, OWNER)).statusCode).toBe(200);
  });

  it('waits grow 1 s, 2 s, 4 s... up to 15 minutes, then the right password resets the pair', async () => {
    const { email, password } = await seedAgency(t.db);
    const ip = '203.0.113.20';
    for (let i = 0; i < LIMITS.freePairFailures; i++) expect((await agencyLogin(email, 'errada1', ip)).statusCode).toBe(401);
    const seen: string[] = [];
    for (const wait of [1000, 2000, 4000, 8000]) {
      const r = await agencyLogin(email, 'errada1', ip);
      expect(r.statusCode).toBe(429);
      expect(r.headers['retry-after']).toBe(String(wait / 1000));
      seen.push(r.json().error);
      advance(wait - 1);
      expect((await agencyLogin(email, 'errada1', ip)).statusCode).toBe(429); // not yet
      advance(1);
      expect((await agencyLogin(email, 'errada1', ip)).statusCode).toBe(401); // a real try, counted
    }
    expect(seen).toEqual([
      'Muitas tentativas. Aguarde 1 segundo e tente novamente.',
      'Muitas tentativas. Aguarde 2 segundos e tente novamente.',
      'Muitas tentativas. Aguarde 4 segundos e tente novamente.',
      'Muitas tentativas. Aguarde 8 segundos e tente novamente.',
    ]);
    // 9 failures: 16 s; 11: 64 s, said in minutes; then the cap
    advance(16_000);
    expect((await agencyLogin(email, 'errada1', ip)).statusCode).toBe(401);
    advance(32_000);
    expect((await agencyLogin(email, 'errada1', ip)).statusCode).toBe(401);
    expect((await agencyLogin(email, 'errada1', ip)).json().error).toBe('Muitas tentativas. Aguarde 2 minutos e tente novamente.');
    expect(delayAfter(40)).toBe(MAX_DELAY_MS);
    for (let n = 11; n < 20; n++) {
      advance(delayAfter(n));
      expect((await agencyLogin(email, 'errada1', ip)).statusCode).toBe(401);
    }
    advance(MAX_DELAY_MS - 1000);
    expect((await agencyLogin(email, password, ip)).json().error).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
    advance(1000);
    expect((await agencyLogin(email, password, ip)).statusCode).toBe(200);
    // the pair starts over: the next mistakes answer 401 again
    for (let i = 0; i < LIMITS.freePairFailures; i++) expect((await agencyLogin(email, 'errada1', ip)).statusCode).toBe(401);
  });

  it('answers 429 alike for a known and an unknown email', async () => {
    const { email } = await seedAgency(t.db);
    const unknown = 'ninguem-aqui@nada.test';
    const ip = '203.0.113.30';
    for (let i = 0; i < LIMITS.freePairFailures + 2; i++) {
      advance(delayAfter(i));
      const known = await agencyLogin(email, 'errada1', ip);
      const other = await agencyLogin(unknown, 'errada1', ip);
      expect(other.statusCode).toBe(known.statusCode);
      expect(other.json()).toEqual(known.json());
    }
    const known = await agencyLogin(email, 'errada1', ip);
    const other = await agencyLogin(unknown, 'errada1', ip);
    expect(known.statusCode).toBe(429);
    expect(other.statusCode).toBe(429);
    expect(other.json()).toEqual(known.json());
  });

  it('still caps one address at 50 failures over all emails in 15 minutes', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < LIMITS.ip; i++) expect((await agencyLogin(`x${i}@ip.test`, 'errada1', ip)).statusCode).toBe(401);
    const { email, password } = await seedAgency(t.db);
    const capped = await agencyLogin(email, password, ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error).toBe('Muitas tentativas. Aguarde 15 minutos e tente novamente.');
    expect(capped.headers['retry-after']).toBe('900');
    expect((await agencyLogin('y@ip.test', 'errada1', ip)).statusCode).toBe(429);
    // a forged forwarded address does not escape the cap
    expect((await agencyLogin('y@ip.test', 'errada1', ip, '198.51.100.1')).statusCode).toBe(429);
    // another address is not affected
    expect((await agencyLogin(email, password, '203.0.113.10')).statusCode).toBe(200);
    // the window slides
    advance(15 * 60 * 1000 + 1);
    expect((await agencyLogin(email, password, ip)).statusCode).toBe(200);
  });

  it('lets parallel tries through no faster than one at a time', async () => {
    const { email } = await seedAgency(t.db);
    const ip = '203.0.113.40';
    for (let i = 0; i < LIMITS.freePairFailures; i++) expect((await agencyLogin(email, 'errada1', ip)).statusCode).toBe(401);
    advance(1000);
    const burst = await Promise.all(Array.from({ length: 10 }, () => agencyLogin(email, 'errada1', ip)));
    expect(burst.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(1);
  });
});
