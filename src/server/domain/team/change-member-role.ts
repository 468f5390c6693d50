import { and, eq } from 'drizzle-orm';
import { type AgencyUser, OWNER_ROLE_MSG, type TeamRoleInput } from '#shared/schemas/team.ts';
import { users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan, requireId } from '../guards.ts';
import { USER_NOT_FOUND } from './delete-team-user.ts';
import { toAgencyUser } from './list-team.ts';

/**
 * PATCH /api/agency-users/{id} {role} (decision 008): the owner and admins change a member's role
 * (team:roles). The owner's role is not a role among members (D3: the owner is not a team
 * member, isAgencyUser false) and is never changed: 403. Another agency's user: 404 (D7).
 * The new role applies from the member's next request (the actor is read per request); open
 * sockets are re-authorised at once.
 */
export async function changeMemberRole({ db, actor, docs }: AgencyCtx<'docs'>, input: TeamRoleInput & { id: string }): Promise<AgencyUser> {
  requireCan(actor, 'team:roles');
  requireId(input.id, USER_NOT_FOUND);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, input.id), eq(users.agencyId, actor.agencyId)))
    .limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  if (!row.isAgencyUser) throw forbidden(OWNER_ROLE_MSG);
  if (row.role === input.role) return toAgencyUser(row);
  const [updated] = await db
    .update(users)
    .set({ role: input.role })
    .where(and(eq(users.id, row.id), eq(users.agencyId, actor.agencyId)))
    .returning();
  await docs.recheckAccess();
  return toAgencyUser(updated);
}
