// The Hocuspocus Redis extension (live edits across instances, D22), wrapped so that a Redis
// outage is logged instead of ending the process.
import type { Redis } from '@hocuspocus/extension-redis';
import type { Extension } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import { redisOptions } from './access-recheck.ts';
import type { RedisLink } from './redis-link.ts';

/**
 * The Redis extension's hooks publish and lock; some run from Hocuspocus timers or are not
 * awaited (onChange, beforeBroadcastStateless), so a Redis error would be an unhandled
 * rejection. Each is wrapped to log (once per outage) instead. A lock not acquired (another
 * instance stores, a silent error without message) still stops the chain as Hocuspocus expects.
 */
function guardRedis(ext: Redis, log: FastifyBaseLogger): Extension {
  let down = false;
  const target = ext as unknown as Record<string, (p: unknown) => Promise<unknown>>;
  for (const name of ['onStoreDocument', 'afterStoreDocument', 'onChange', 'onAwarenessUpdate', 'beforeBroadcastStateless', 'afterUnloadDocument']) {
    const orig = target[name]?.bind(ext);
    if (!orig) continue;
    target[name] = async (payload) => {
      try {
        const r = await orig(payload);
        if (down) log.info('collab: Redis back');
        down = false;
        return r;
      } catch (err) {
        if (name === 'onStoreDocument' && !(err as Error)?.message) throw err;
        if (!down) log.error({ err }, `collab: Redis ${name} failed`);
        down = true;
      }
    };
  }
  return ext;
}

export function redisExtension(link: RedisLink, log: FastifyBaseLogger): Extension {
  const { host, port, ...options } = redisOptions(link.url);
  const ext = new link.RedisExtension({ host, port, prefix: 'funil:collab', options });
  return guardRedis(ext, log);
}
