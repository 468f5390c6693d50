// Shared checks for the agency workspace (D7): role via can(), tenant scoping by agency id.
import { and, eq } from 'drizzle-orm';
import { type Action, can } from '#shared/permissions.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { AgencyPrincipal } from '../../principal.ts';

export function requireCan(actor: AgencyPrincipal, action: Action): void {
  if (!can(actor, action)) throw forbidden();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

export const CLIENT_NOT_FOUND = 'Cliente não encontrado';

/** The client if it belongs to the actor's agency, else 404 (D7: never reveal it exists). */
export async function findClientOr404(db: Db, agencyId: string, clientId: string) {
  if (!isUuid(clientId)) throw notFound(CLIENT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.agencyId, agencyId)))
    .limit(1);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}
