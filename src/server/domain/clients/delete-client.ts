import { and, eq, inArray } from 'drizzle-orm';
import { clientAccesses, clients, sessions } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findClientOr404, requireCan } from '../guards.ts';

/**
 * D15: the screen confirms first; the client's funnels and accesses go with it
 * (foreign keys cascade), and so do the portal sessions of those accesses; the open live
 * documents of its funnels close now.
 */
export async function deleteClient({ db, actor, docs }: AgencyCtx<'docs'>, { id: clientId }: { id: string }): Promise<void> {
  requireCan(actor, 'clients:write');
  await findClientOr404(db, actor.agencyId, clientId);
  await db.transaction(async (tx) => {
    const accessIds = tx
      .select({ id: clientAccesses.id })
      .from(clientAccesses)
      .where(and(eq(clientAccesses.clientId, clientId), eq(clientAccesses.agencyId, actor.agencyId)));
    await tx.delete(sessions).where(inArray(sessions.clientAccessId, accessIds));
    await tx.delete(clients).where(and(eq(clients.id, clientId), eq(clients.agencyId, actor.agencyId)));
  });
  await docs.recheckAccess();
}
