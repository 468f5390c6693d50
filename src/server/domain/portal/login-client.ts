// Portal sign-in (docs/product.md; D8): argon2 against client_accesses, only
// switched-on accesses, same database throttling as the agency login ('client-login').
import { and, eq, sql } from 'drizzle-orm';
import { PORTAL_UNAVAILABLE_MESSAGE, subscriptionEnded } from '#shared/billing-status.ts';
import type { ClientLoginInput } from '#shared/schemas/portal.ts';
import { agencies, clientAccesses, clients } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/crypto.ts';
import type { AnonCtx } from '../../principal.ts';
import { loginSucceeded, startLoginAttempt } from '../auth/rate-limit.ts';
import { createSession, deleteSessionByToken } from '../auth/sessions.ts';

export const CLIENT_LOGIN_SCOPE = 'client-login' as const;
export const CLIENT_LOGIN_ERROR = 'Email ou senha incorretos';

/** Unknown email, wrong password and switched-off access answer alike (401). Sessions rotate (previousToken ends). */
export async function loginClient({ db }: AnonCtx, input: ClientLoginInput & { ip: string; previousToken?: string }): Promise<{ name: string; token: string }> {
  const attempt = await startLoginAttempt(db, CLIENT_LOGIN_SCOPE, { email: input.email, ip: input.ip }, new Date());
  // The same email may be an access in two agencies (unique per agency): try each.
  const rows = await db
    .select({
      id: clientAccesses.id,
      hash: clientAccesses.passwordHash,
      name: clients.name,
      subscriptionStatus: agencies.subscriptionStatus,
      paidUntil: agencies.paidUntil,
    })
    .from(clientAccesses)
    .innerJoin(clients, eq(clients.id, clientAccesses.clientId))
    .innerJoin(agencies, eq(agencies.id, clientAccesses.agencyId))
    .where(and(sql`lower(${clientAccesses.email}) = ${input.email.toLowerCase()}`, eq(clientAccesses.isActive, true)));
  let found: { id: string; name: string } | null = null;
  let closed = false;
  for (const r of rows) {
    if (await verifyPassword(r.hash, input.password)) {
      // docs/product.md: the portal closes when the agency's paid period ended after a
      // cancellation; told only to someone who knows the password, and the access is kept.
      if (subscriptionEnded(r.subscriptionStatus, r.paidUntil)) {
        closed = true;
        continue;
      }
      found = r;
      break;
    }
  }
  if (found || closed) await loginSucceeded(db, attempt);
  if (!found && closed) throw new AppError('SUBSCRIPTION_ENDED', PORTAL_UNAVAILABLE_MESSAGE);
  if (!rows.length) await verifyPassword(await dummyPasswordHash(), input.password);
  if (!found) throw new AppError('INVALID_CREDENTIALS', CLIENT_LOGIN_ERROR); // the try stays counted
  const token = await createSession(db, { kind: 'client', clientAccessId: found.id });
  if (input.previousToken) await deleteSessionByToken(db, input.previousToken);
  return { name: found.name, token };
}
