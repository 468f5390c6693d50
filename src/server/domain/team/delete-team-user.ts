import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { requireCan, requireId } from '../guards.ts';

export const USER_NOT_FOUND = 'Usuário não encontrado';

/**
 * Only the owner removes team members (D3). The owner is not a team member and cannot be
 * removed here. The removed user's sessions end at once, and their open editors close now;
 * their funnels stay with the agency.
 */
export async function deleteTeamUser({ db, actor, docs }: AgencyCtx<'docs'>, { id: userId }: { id: string }): Promise<void> {
  requireCan(actor, 'team:write');
  requireId(userId, USER_NOT_FOUND);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.agencyId, actor.agencyId), eq(users.isAgencyUser, true)))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  await deleteUserSessions(db, userId);
  // sessions also cascade with the user row, so a login racing this delete cannot survive it
  await db.delete(users).where(and(eq(users.id, userId), eq(users.agencyId, actor.agencyId)));
  await docs.recheckAccess();
}
