// Server-side sessions: random token in the cookie, its hash
// in the table, idle and absolute expiry, rotated at login.
import { and, eq } from 'drizzle-orm';
import { ROLES, type Role } from '#shared/permissions.ts';
import { isPlanId } from '#shared/plans.ts';
import type { Db } from '../../db/client.ts';
import { agencies, clientAccesses, clients, sessions, users } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { AgencyPrincipal, AnonCtx, ClientPrincipal } from '../../principal.ts';
import type { FoundSession, SessionCache } from './session-cache.ts';

export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export async function createSession(db: Db, who: { kind: 'agency'; userId: string } | { kind: 'client'; clientAccessId: string }): Promise<string> {
  const token = randomToken(32);
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    kind: who.kind,
    userId: who.kind === 'agency' ? who.userId : null,
    clientAccessId: who.kind === 'client' ? who.clientAccessId : null,
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
  });
  return token;
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Logout (agency or portal): the session ends, and its live sockets close before the answer. */
export async function endSession({ db, docs }: AnonCtx<'docs'>, { token }: { token?: string }): Promise<{ ok: true }> {
  if (token) await deleteSessionByToken(db, token);
  await docs.recheckAccess();
  return { ok: true };
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteAccessSessions(db: Db, accessId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.clientAccessId, accessId));
}

function fresh(row: { lastSeenAt: Date; expiresAt: Date }, now: number): boolean {
  return row.expiresAt.getTime() > now && row.lastSeenAt.getTime() + SESSION_IDLE_MS > now;
}

async function touch(db: Db, id: string, lastSeenAt: Date, now: number) {
  if (now - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
}

/** When a session found fresh at `now` stops being valid (absolute or idle expiry). */
const validUntil = (row: { lastSeenAt: Date; expiresAt: Date }) => Math.min(row.expiresAt.getTime(), row.lastSeenAt.getTime() + SESSION_IDLE_MS);

export async function loadAgencySession(db: Db, token: string, now = Date.now()): Promise<AgencyPrincipal | null> {
  return (await lookupAgencySession(db, token, now))?.principal ?? null;
}

export async function loadClientSession(db: Db, token: string, now = Date.now()): Promise<ClientPrincipal | null> {
  return (await lookupClientSession(db, token, now))?.principal ?? null;
}

/** REST calls: loadAgencySession through the short session cache (session-cache.ts). */
export const cachedAgencySession = (cache: SessionCache, db: Db, token: string) =>
  cache.get(`agency:${sha256(token)}`, () => lookupAgencySession(db, token, Date.now()));
/** REST calls: loadClientSession through the short session cache (session-cache.ts). */
export const cachedClientSession = (cache: SessionCache, db: Db, token: string) =>
  cache.get(`client:${sha256(token)}`, () => lookupClientSession(db, token, Date.now()));

/** A stale session (or one whose access was switched off) is deleted; a live one is touched. */
async function keepSession(db: Db, s: typeof sessions.$inferSelect, now: number, usable: boolean): Promise<boolean> {
  if (!fresh(s, now) || !usable) {
    await db.delete(sessions).where(eq(sessions.id, s.id));
    return false;
  }
  await touch(db, s.id, s.lastSeenAt, now);
  return true;
}

/** What both principals carry of their agency: the plan and the subscription that gates access. */
const agencyTerms = (a: typeof agencies.$inferSelect) => ({
  plan: isPlanId(a.plan) ? a.plan : ('business' as const),
  subscription: { status: a.subscriptionStatus, paidUntil: a.paidUntil, method: a.billingMethod },
});

async function lookupAgencySession(db: Db, token: string, now: number): Promise<FoundSession<AgencyPrincipal>> {
  const [row] = await db
    .select({ s: sessions, u: users, a: agencies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(sessions.tokenHash, sha256(token)), eq(sessions.kind, 'agency')))
    .limit(1);
  if (!row || !(await keepSession(db, row.s, now, true))) return null;
  const principal: AgencyPrincipal = {
    kind: 'agency',
    sessionId: row.s.id,
    userId: row.u.id,
    agencyId: row.a.id,
    name: row.u.name,
    email: row.u.email,
    isAgencyUser: row.u.isAgencyUser,
    role: (ROLES as readonly string[]).includes(row.u.role) ? (row.u.role as Role) : 'creator',
    ...agencyTerms(row.a),
  };
  return { principal, expiresAt: validUntil(row.s) };
}

async function lookupClientSession(db: Db, token: string, now: number): Promise<FoundSession<ClientPrincipal>> {
  const [row] = await db
    .select({ s: sessions, ca: clientAccesses, c: clients, a: agencies })
    .from(sessions)
    .innerJoin(clientAccesses, eq(clientAccesses.id, sessions.clientAccessId))
    .innerJoin(clients, eq(clients.id, clientAccesses.clientId))
    .innerJoin(agencies, eq(agencies.id, clientAccesses.agencyId))
    .where(and(eq(sessions.tokenHash, sha256(token)), eq(sessions.kind, 'client')))
    .limit(1);
  if (!row || !(await keepSession(db, row.s, now, row.ca.isActive))) return null;
  const principal: ClientPrincipal = {
    kind: 'client',
    sessionId: row.s.id,
    accessId: row.ca.id,
    clientId: row.c.id,
    agencyId: row.a.id,
    email: row.ca.email,
    clientName: row.c.name,
    ...agencyTerms(row.a),
  };
  return { principal, expiresAt: validUntil(row.s) };
}
