// @fastify/rate-limit's own counters (the package ships no types for them). rate-limit.ts
// combines them: Redis first, this process's count while Redis is away.
declare module '@fastify/rate-limit/store/*.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type IORedis from 'ioredis';

  const Store: {
    new (
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      redis?: IORedis,
      key?: string,
    ): FastifyRateLimitStore & {
      read(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
    };
  };
  export default Store;
}
