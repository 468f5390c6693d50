// Redis is optional: one instance needs none. Its two clients (ioredis and the Hocuspocus
// extension) load only when REDIS_URL is set, so a start without it does not pay for them
// (decision 010, start to healthy).
import type { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import type IORedis from 'ioredis';

export interface RedisLink {
  url: string;
  IORedis: typeof IORedis;
  RedisExtension: typeof RedisExtension;
}

export async function linkRedis(url: string | undefined): Promise<RedisLink | undefined> {
  if (!url) return undefined;
  const [ioredis, extension] = await Promise.all([import('ioredis'), import('@hocuspocus/extension-redis')]);
  return { url, IORedis: ioredis.default, RedisExtension: extension.Redis };
}
