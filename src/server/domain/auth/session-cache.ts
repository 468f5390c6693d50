// A short cache of session lookups for REST calls (decision 010: the session query ran on every
// call). Why a few seconds and how it stays honest: docs/decisions/010-fast-reads.md.
// - Any call that changes something (not GET/HEAD) empties this instance's cache before it
//   answers (plugins/session.ts), so whatever a call changed (logout, password, role, access
//   switched off, subscription) holds for the next call at once.
// - Other instances empty theirs when they hear the access re-check on Redis, which every call
//   that takes access away already announces (collab/access-recheck.ts).
// - A lookup that started before an emptying is not kept (generation), so a read racing with a
//   logout cannot put the ended session back.
// The live socket never uses it: authorizeCollab reads the database every time.
import type { AgencyPrincipal, ClientPrincipal } from '../../principal.ts';

/** How long the running server reuses a session lookup (server.ts; in-process tests: 0, off). */
export const SESSION_CACHE_MS = 5000;
const MAX_ENTRIES = 10_000;

type Principal = AgencyPrincipal | ClientPrincipal;
export type FoundSession<P extends Principal> = { principal: P; expiresAt: number } | null;

export interface SessionCache {
  /**
   * The principal of a session (`key`: its kind and token hash), from the cache when looked up
   * less than the cache's lifetime ago, otherwise from `load` (the database).
   */
  get<P extends Principal>(key: string, load: () => Promise<FoundSession<P>>): Promise<P | null>;
  /** Forgets every lookup (this process). */
  clear(): void;
}

export function createSessionCache(ttlMs: number, now: () => number = Date.now): SessionCache {
  const entries = new Map<string, { principal: Principal | null; until: number }>();
  let generation = 0;
  return {
    async get<P extends Principal>(key: string, load: () => Promise<FoundSession<P>>) {
      if (ttlMs <= 0) return (await load())?.principal ?? null;
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.until > t) return hit.principal as P | null;
      const gen = generation;
      const found = await load();
      if (gen === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        // The session's own expiry still applies to a cached answer.
        entries.set(key, { principal: found?.principal ?? null, until: Math.min(t + ttlMs, found?.expiresAt ?? Number.POSITIVE_INFINITY) });
      }
      return found?.principal ?? null;
    },
    clear() {
      entries.clear();
      generation++;
    },
  };
}
