import { asc, eq } from 'drizzle-orm';
import { ROLES, type Role } from '#shared/permissions.ts';
import type { AgencyUser } from '#shared/schemas/team.ts';
import { users } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan } from '../guards.ts';

type UserRow = typeof users.$inferSelect;

export function toAgencyUser(u: UserRow): AgencyUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: (ROLES as readonly string[]).includes(u.role) ? (u.role as Role) : 'creator',
    isAgencyUser: u.isAgencyUser,
    createdAt: u.createdAt.toISOString(),
  };
}

/** The agency's users, owner first: every role reads it (creator names on funnel cards). */
export async function listTeam({ db, actor }: AgencyCtx): Promise<AgencyUser[]> {
  requireCan(actor, 'team:read');
  const rows = await db.select().from(users).where(eq(users.agencyId, actor.agencyId)).orderBy(asc(users.isAgencyUser), asc(users.createdAt), asc(users.id));
  return rows.map(toAgencyUser);
}
