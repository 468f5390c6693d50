// Per-address limits of the routes that declare `config.rateLimit` (@fastify/rate-limit). One
// instance counts in memory; with REDIS_URL every instance counts in the same Redis keys, so N
// instances behind a balancer hold one limit, not N (docs/decisions/020-limits-and-origins.md).
// While Redis is away each instance counts alone again (looser, never unlimited, never an error),
// and goes back to the shared count when Redis answers. The sign-in and code limits are rows in
// the database (domain/auth/rate-limit.ts, public-review/guest-codes.ts): shared already.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import rateLimit from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type IORedis from 'ioredis';
import { redisOptions } from '../collab/access-recheck.ts';
import type { RedisLink } from '../collab/redis-link.ts';

/** Prefix of the counters' keys in Redis (one key per route and address, expiring with its window). */
export const REDIS_PREFIX = 'funil:rate-limit:';
/** How long a start waits for Redis before counting locally (an outage must not hold the start). */
const READY_WAIT_MS = 1000;

type Store = InstanceType<typeof LocalStore>;
type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Result) => void;

/** Redis's count; on a Redis error, this process's own count for the same key. */
class SharedStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly failed: (err: Error) => void,
  ) {}

  private either(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    this.shared[method](
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.failed(err);
        this.local[method](key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.either('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.either('read', key, cb, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
    return new SharedStore(this.shared.child(routeOptions) as Store, this.local.child(routeOptions) as Store, this.failed);
  }
}

/** A Redis client that fails at once while disconnected, so a request never waits on an outage. */
async function connect(link: RedisLink, log: FastifyBaseLogger): Promise<{ client: IORedis; failed: (err: Error) => void }> {
  let down = false;
  const failed = (err: Error) => {
    if (!down) log.error({ err }, 'limites por endereço: Redis fora do ar, cada instância conta sozinha');
    down = true;
  };
  const client = new link.IORedis({ ...redisOptions(link.url), enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 500, commandTimeout: 500 });
  client.on('error', failed).on('ready', () => {
    if (down) log.info('limites por endereço: Redis de volta, contagem compartilhada');
    down = false;
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise<void>((resolve) => client.once('ready', () => resolve())),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, READY_WAIT_MS);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
  return { client, failed };
}

export default fp(async function rateLimits(app: FastifyInstance, opts: { redis?: RedisLink }) {
  let store: (new () => SharedStore) | undefined;
  if (opts.redis) {
    const { client, failed } = await connect(opts.redis, app.log);
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
    // The plugin builds its store from this class, then one child per limited route.
    store = class extends SharedStore {
      constructor() {
        super(new RedisStore(false, false, client, REDIS_PREFIX), new LocalStore(false, false), failed);
      }
    };
  }
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, error: 'Muitas requisições. Aguarde um pouco e tente novamente.' }),
  });
});
