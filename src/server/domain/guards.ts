// The checks every domain operation starts with (D7): the role may do it (can()), the id is
// one (#shared IdSchema), and the row belongs to the actor's agency, else 404 (never reveal
// that it exists).
import { and, eq } from 'drizzle-orm';
import { type Action, can } from '#shared/permissions.ts';
import { isId } from '#shared/schemas/common.ts';
import type { Db } from '../db/client.ts';
import { clientAccesses, clients } from '../db/schema.ts';
import { forbidden, notFound } from '../errors.ts';
import type { AgencyPrincipal } from '../principal.ts';

export function requireCan(actor: AgencyPrincipal, action: Action): void {
  if (!can(actor, action)) throw forbidden();
}

/** A malformed id cannot name a row: the same 404 as a missing one. */
export function requireId(id: string, notFoundMessage: string): void {
  if (!isId(id)) throw notFound(notFoundMessage);
}

export const CLIENT_NOT_FOUND = 'Cliente não encontrado';
export const ACCESS_NOT_FOUND = 'Acesso não encontrado';

/** The client if it belongs to the agency, else 404. */
export async function findClientOr404(db: Db, agencyId: string, clientId: string) {
  requireId(clientId, CLIENT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.agencyId, agencyId)))
    .limit(1);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}

/** The client's access if both belong to the agency, else 404. */
export async function findAccessOr404(db: Db, agencyId: string, clientId: string, accessId: string) {
  requireId(accessId, ACCESS_NOT_FOUND);
  const [row] = await db
    .select()
    .from(clientAccesses)
    .where(and(eq(clientAccesses.id, accessId), eq(clientAccesses.clientId, clientId), eq(clientAccesses.agencyId, agencyId)))
    .limit(1);
  if (!row) throw notFound(ACCESS_NOT_FOUND);
  return row;
}
