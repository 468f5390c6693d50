// The per-address limits of the public routes across instances (docs/decisions/020-limits-and-origins.md):
// two apps on one Redis count together, so calls alternated between them meet 429 at the same
// count as on one; with Redis unreachable each app still limits on its own and never fails.
import { randomInt } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient, buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { portOpen } from '../../../tests/helpers/server-process.ts';
import { linkRedis } from '../collab/redis-link.ts';
import type { Config } from '../env.ts';
import rateLimits from './rate-limit.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new URL(REDIS_URL);
const haveRedis = await portOpen(Number(redis.port || 6379), redis.hostname);
if (!haveRedis) console.warn(`rate-limit Redis test skipped: Redis (${redis.host}) is not reachable`);

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
}, 60_000);
async function app(redisUrl?: string, config: Partial<Config> = {}) {
  const t = await buildTestApp({ redisUrl, ...config });
  apps.push(t);
  return t;
}

/** An address of its own per test run: the counters in a shared Redis never meet another run's. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** A limited public call (10 a minute per address): the link does not exist, so it answers 404 until the limit. */
const identify = (t: TestApp, address: string, headers: Record<string, string> = {}) =>
  new ApiClient(t.app, address).request('POST', '/api/public/canvas/link-que-nao-existe/identify', { email: 'ana@cliente.test', clientName: 'Ana' }, headers);

describe.skipIf(!haveRedis)('limits per address with REDIS_URL', () => {
  it('two instances on one Redis hold one limit: alternated calls meet 429 at the same count as on one', async () => {
    const [a, b] = [await app(REDIS_URL), await app(REDIS_URL)];
    const address = freshAddress();
    const first = await identify(a, address);
    const limit = Number(first.headers['x-ratelimit-limit']);
    expect(limit).toBeGreaterThan(1);
    expect(first.statusCode).toBe(404);
    const statuses: number[] = [first.statusCode];
    for (let i = 1; i <= limit; i++) statuses.push((await identify(i % 2 ? b : a, address)).statusCode);
    // limit calls pass (half of them on each instance), the next one is refused wherever it lands
    expect(statuses.slice(0, limit).every((s) => s === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
    const again = await identify(a, address);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(again.json()).toEqual({ error: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' });
    // another address is untouched
    expect((await identify(b, freshAddress())).statusCode).toBe(404);
  });

  it('with Redis unreachable, each instance limits on its own and never fails', async () => {
    const down = await app('redis://127.0.0.1:1'); // nothing listens on port 1
    const address = freshAddress();
    const first = await identify(down, address);
    expect(first.statusCode).toBe(404);
    const limit = Number(first.headers['x-ratelimit-limit']);
    const statuses: number[] = [first.statusCode];
    for (let i = 1; i <= limit; i++) statuses.push((await identify(down, address)).statusCode);
    expect(statuses.slice(0, limit).every((s) => s === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe('a start with Redis unreachable', () => {
  it('waits for it about a second, not until it answers', async () => {
    const bare = Fastify({ logger: false });
    const started = performance.now();
    await bare.register(rateLimits, { redis: await linkRedis('redis://127.0.0.1:1') });
    await bare.ready();
    const waited = performance.now() - started;
    await bare.close();
    // One second of waiting (rate-limit.ts), with room for a loaded machine; ioredis would retry forever.
    expect(waited).toBeLessThan(5_000);
  });
});

describe('the address the limits count behind a balancer', () => {
  it('is the forwarded one with TRUST_PROXY=1 (a hop count), and the connection when TRUST_PROXY is unset', async () => {
    const [behind, direct] = [await app(undefined, { trustProxy: 1 }), await app()];
    // All calls come from the balancer's own address; the clients are in X-Forwarded-For.
    const balancer = freshAddress();
    const [one, other] = [freshAddress(), freshAddress()];
    const from = (t: TestApp, client: string) => identify(t, balancer, { 'x-forwarded-for': client });
    const limit = Number((await from(behind, one)).headers['x-ratelimit-limit']);
    for (let i = 1; i < limit; i++) expect((await from(behind, one)).statusCode).toBe(404);
    expect((await from(behind, one)).statusCode).toBe(429);
    // another client behind the same balancer keeps its own count
    expect((await from(behind, other)).statusCode).toBe(404);

    // Unset, X-Forwarded-For is anyone's to write: the connection's address is counted.
    for (let i = 0; i < limit; i++) expect((await from(direct, freshAddress())).statusCode).toBe(404);
    expect((await from(direct, freshAddress())).statusCode).toBe(429);
  });
});
