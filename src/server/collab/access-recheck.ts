// Open sockets stay subject to the rules that let them in (a session ended, an access switched
// off, a password changed, a funnel unpublished, a public link revoked). A REST call that can
// take access away asks for a re-check at once; with Redis every instance hears it, so the
// socket closes within a second wherever it is connected. A periodic re-check covers what no
// route announces (a session expiring, a change made straight in the database).
import { randomUUID } from 'node:crypto';
import type { Connection } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import type IORedis from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { Db } from '../db/client.ts';
import { authorizeCollab, type CollabCredentials } from './authorize.ts';
import type { RedisLink } from './redis-link.ts';

/** How often open sockets are authorised again when nobody announced a change. */
export const RECHECK_ACCESS_MS = 60_000;
const CHANNEL = 'funil:collab:recheck';
const PUBLISH_WAIT_MS = 500;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

export type LiveConnections = Map<Connection, { creds: CollabCredentials; documentName: string }>;

/** ioredis options from a redis:// or rediss:// URL (also used by the Hocuspocus Redis extension). */
export function redisOptions(url: string): RedisOptions & { host: string; port: number } {
  const u = new URL(url);
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) || 0 : 0,
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

export interface AccessRecheck {
  /** Re-checks this instance's sockets now and tells the other instances to do the same. */
  recheck(canvasId?: string): Promise<void>;
  close(): Promise<void>;
}

export function createAccessRecheck(opts: {
  db: Db;
  log: FastifyBaseLogger;
  live: LiveConnections;
  redis?: RedisLink;
  intervalMs?: number;
  /** Another instance announced a re-check (whether or not this one has sockets open). */
  onRemote?: () => void;
}): AccessRecheck {
  const { db, log, live } = opts;
  let closed = false;
  const instanceId = randomUUID(); // its own announcements come back from Redis: skipped

  async function recheckHere(canvasId?: string) {
    for (const [connection, info] of Array.from(live)) {
      if (canvasId && info.documentName !== canvasId) continue;
      const grant = await authorizeCollab(db, info.creds, info.documentName);
      if (!live.has(connection)) continue;
      if (!grant) {
        live.delete(connection);
        connection.close({ code: 4403, reason: 'permission-denied' });
      } else {
        connection.readOnly = grant.readOnly;
      }
    }
  }
  const safely = (canvasId?: string) => recheckHere(canvasId).catch((err) => log.error({ err }, 'collab: access re-check failed'));

  // Redis: one connection publishes, one listens. Errors are logged once per outage; while
  // Redis is away each instance still re-checks its own sockets, and the timer catches up.
  let pub: IORedis | undefined;
  let sub: IORedis | undefined;
  if (opts.redis) {
    const { IORedis: Client, url } = opts.redis;
    let down = false;
    const onError = (err: Error) => {
      if (!down) log.error({ err }, 'collab: Redis (re-check) failed');
      down = true;
    };
    const onReady = () => {
      if (down) log.info('collab: Redis (re-check) back');
      down = false;
    };
    const options = { ...redisOptions(url), maxRetriesPerRequest: 1 };
    pub = new Client(options).on('error', onError).on('ready', onReady);
    sub = new Client(options).on('error', onError).on('ready', onReady);
    sub.subscribe(CHANNEL).catch(onError);
    sub.on('message', (_channel: string, message: string) => {
      const [from, canvasId] = message.split('|');
      if (closed || from === instanceId) return;
      opts.onRemote?.();
      if (live.size > 0) void safely(canvasId || undefined);
    });
  }

  let running = false;
  const timer = setInterval(() => {
    if (running || closed || live.size === 0) return;
    running = true;
    void safely().finally(() => {
      running = false;
    });
  }, opts.intervalMs ?? RECHECK_ACCESS_MS);
  timer.unref();

  return {
    async recheck(canvasId) {
      if (closed) return;
      // The caller (a REST route) awaits this instance's sockets; other instances hear Redis.
      // The publish is awaited too: once the call answers, Redis has handed the announcement to
      // the other instances (their session caches are emptied by it, app.ts).
      // Bounded: with Redis away the call does not wait for its reconnection.
      const announced = pub ? Promise.race([pub.publish(CHANNEL, `${instanceId}|${canvasId ?? ''}`).catch(() => {}), sleep(PUBLISH_WAIT_MS)]) : undefined;
      await Promise.all([announced, recheckHere(canvasId)]);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.allSettled([pub?.quit(), sub?.quit()]);
    },
  };
}
