import { and, eq } from 'drizzle-orm';
import { clientAccesses } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { deleteAccessSessions } from '../auth/sessions.ts';
import { findAccessOr404, findClientOr404, requireCan } from '../guards.ts';

/** Its portal sessions end, and their open live documents close now (not at the next re-check). */
export async function deleteAccess({ db, actor, docs }: AgencyCtx<'docs'>, { clientId, accessId }: { clientId: string; accessId: string }): Promise<void> {
  requireCan(actor, 'accesses:write');
  await findClientOr404(db, actor.agencyId, clientId);
  await findAccessOr404(db, actor.agencyId, clientId, accessId);
  await deleteAccessSessions(db, accessId);
  await db.delete(clientAccesses).where(and(eq(clientAccesses.id, accessId), eq(clientAccesses.agencyId, actor.agencyId)));
  await docs.recheckAccess();
}
