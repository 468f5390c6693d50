import { and, asc, eq } from 'drizzle-orm';
import { can } from '#shared/permissions.ts';
import type { Access } from '#shared/schemas/clients.ts';
import { clientAccesses } from '../../db/schema.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import type { AgencyCtx, AgencyPrincipal } from '../../principal.ts';
import { findClientOr404, requireCan } from '../guards.ts';

type AccessRow = typeof clientAccesses.$inferSelect;

/** D21 access shape; the password copy is decrypted only for owner and admin, and exists only for a password the agency typed (D8). */
export function toAccess(row: AccessRow, actor: AgencyPrincipal, appSecret: string): Access {
  const out: Access = {
    id: row.id,
    email: row.email,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    passwordSetByClient: row.passwordSource === 'client',
    passwordPending: row.passwordSource === 'none',
  };
  if (can(actor, 'accesses:reveal')) out.decryptedPassword = row.passwordEncrypted ? decryptSecret(appSecret, row.passwordEncrypted) : null;
  return out;
}

export async function listAccesses({ db, actor, appSecret }: AgencyCtx<'appSecret'>, { clientId }: { clientId: string }): Promise<Access[]> {
  requireCan(actor, 'accesses:read');
  await findClientOr404(db, actor.agencyId, clientId);
  const rows = await db
    .select()
    .from(clientAccesses)
    .where(and(eq(clientAccesses.clientId, clientId), eq(clientAccesses.agencyId, actor.agencyId)))
    .orderBy(asc(clientAccesses.createdAt), asc(clientAccesses.id));
  return rows.map((r) => toAccess(r, actor, appSecret));
}
