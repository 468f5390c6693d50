// Which origins may write (docs/decisions/020-limits-and-origins.md). Without PUBLIC_URL the app
// is opened at whatever address the console printed (localhost, 127.0.0.1, the LAN address):
// a page whose Origin is the very address the request came to is our own page when that address
// is localhost or an IP literal. A name (evil.example) could be a rebinding attacker's, so it
// never counts. With PUBLIC_URL set, only its origin writes. The live socket follows the rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, buildTestApp, listenOnFreePort, seedAgency, type TestApp } from '../../../tests/helpers/app.ts';
import { seedCanvas, seedClient } from '../../../tests/helpers/canvas-fixtures.ts';
import { connectProvider, type TestProvider } from '../../../tests/helpers/collab.ts';

let unset: TestApp;
let given: TestApp;
let base: string;
const providers: TestProvider[] = [];
beforeAll(async () => {
  // Default PUBLIC_URL (http://localhost:3000, as for PORT=3000), not set by the operator.
  unset = await buildTestApp({ publicUrlGiven: false });
  given = await buildTestApp({ publicUrl: 'https://funil.exemplo.com' });
  base = await listenOnFreePort(unset.app);
}, 60_000);
afterAll(async () => {
  for (const p of providers) p.destroy();
  await unset?.close();
  await given?.close();
}, 60_000);

async function loginAt(t: TestApp, headers: Record<string, string>) {
  const { email, password } = await seedAgency(t.db);
  return new ApiClient(t.app).request('POST', '/api/auth/login', { email, password }, headers);
}

describe('PUBLIC_URL unset: the address the page was opened at', () => {
  it('is its own origin at a loopback address, the LAN address or an IPv6 literal', async () => {
    expect(unset.config.publicUrlGiven).toBe(false);
    for (const host of ['127.0.0.1:3000', '192.168.0.10:3000', '[::1]:3000', 'localhost:3000', '10.1.2.3']) {
      const res = await loginAt(unset, { host, origin: `http://${host}` });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('is never a name other than localhost, even when Origin equals Host (DNS rebinding)', async () => {
    const res = await loginAt(unset, { host: 'evil.example:3000', origin: 'http://evil.example:3000' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Requisição recusada por segurança. Abra o Funil em http://localhost:3000.' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an IP origin that is not the address the request came to', async () => {
    const res = await loginAt(unset, { host: '127.0.0.1:3000', origin: 'http://192.168.0.10:3000' });
    expect(res.statusCode).toBe(403);
    const otherPort = await loginAt(unset, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' });
    expect(otherPort.statusCode).toBe(403);
    const otherScheme = await loginAt(unset, { host: '127.0.0.1:3000', origin: 'https://127.0.0.1:3000' });
    expect(otherScheme.statusCode).toBe(403);
  });

  it('believes no X-Forwarded-Host without TRUST_PROXY', async () => {
    expect(unset.config.trustProxy).toBe(false);
    const res = await loginAt(unset, { host: 'evil.example', 'x-forwarded-host': '10.0.0.5', origin: 'http://10.0.0.5' });
    expect(res.statusCode).toBe(403);
  });

  it('opens the live socket from a page at 127.0.0.1, and not from a page of another address', async () => {
    const s = await seedAgency(unset.db);
    const client = await seedClient(unset.db, s.agency.id);
    const canvas = await seedCanvas(unset.db, { agencyId: s.agency.id, clientId: client.id, userId: s.owner.id });
    const api = new ApiClient(unset.app);
    expect((await api.post('/api/auth/login', { email: s.email, password: s.password })).statusCode).toBe(200);
    const own = connectProvider(base, canvas.id, api.cookieHeader(), { origin: base });
    const foreign = connectProvider(base, canvas.id, api.cookieHeader(), { origin: 'http://192.168.0.99:3000' });
    providers.push(own, foreign);
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await own.ready).toBe('synced');
    expect(await foreign.ready).toBe('denied');
  });
});

describe('TRUST_PROXY naming the proxy, PUBLIC_URL unset', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    // Fastify believes X-Forwarded-Host only from listed addresses (a hop count cannot tell the
    // proxy from a direct client); inject() comes from 127.0.0.1.
    proxied = await buildTestApp({ publicUrlGiven: false, trustProxy: ['127.0.0.1'] });
  }, 60_000);
  afterAll(async () => {
    await proxied?.close();
  });

  it('compares with the forwarded host the trusted proxy names', async () => {
    const ok = await loginAt(proxied, { host: 'funil-interno:3000', 'x-forwarded-host': '192.168.0.10:8080', origin: 'http://192.168.0.10:8080' });
    expect(ok.statusCode).toBe(200);
    const named = await loginAt(proxied, { host: '192.168.0.10:8080', 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' });
    expect(named.statusCode).toBe(403);
  });
});

describe('PUBLIC_URL set: only its origin', () => {
  it('refuses the loopback and LAN addresses and says which address to open', async () => {
    expect(given.config.publicUrlGiven).toBe(true);
    for (const host of ['127.0.0.1:3000', '192.168.0.10:3000', 'localhost:3000']) {
      const res = await loginAt(given, { host, origin: `http://${host}` });
      expect(res.statusCode, host).toBe(403);
      expect(res.json()).toEqual({ error: 'Requisição recusada por segurança. Abra o Funil em https://funil.exemplo.com.' });
    }
    const own = await loginAt(given, { host: 'funil.exemplo.com', origin: 'https://funil.exemplo.com' });
    expect(own.statusCode).toBe(200);
  });
});
