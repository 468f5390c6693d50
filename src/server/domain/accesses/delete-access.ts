import { and, eq } from 'drizzle-orm';
import { clientAccesses } from '../../db/schema.ts';
import type { Ctx } from '../../principal.ts';
import { deleteAccessSessions } from '../auth/sessions.ts';
import { findAccessOr404, findClientOr404, requireCan } from '../guards.ts';

export async function deleteAccess({ db, actor }: Ctx, clientId: string, accessId: string): Promise<void> {
  requireCan(actor, 'accesses:write');
  await findClientOr404(db, actor.agencyId, clientId);
  await findAccessOr404(db, actor.agencyId, clientId, accessId);
  await deleteAccessSessions(db, accessId);
  await db.delete(clientAccesses).where(and(eq(clientAccesses.id, accessId), eq(clientAccesses.agencyId, actor.agencyId)));
}
