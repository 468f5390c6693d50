import { eq, sql } from 'drizzle-orm';
import { subscriptionState } from '#shared/billing-status.ts';
import { ROLES, type Role } from '#shared/permissions.ts';
import { isPlanId } from '#shared/plans.ts';
import type { User } from '#shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { agencies, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';

type UserRow = typeof users.$inferSelect;
type AgencyRow = typeof agencies.$inferSelect;

/** D21 user shape. */
export function toUser(u: UserRow, a: AgencyRow): User {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    isAgencyUser: u.isAgencyUser,
    role: (ROLES as readonly string[]).includes(u.role) ? (u.role as Role) : 'creator',
    plan: isPlanId(a.plan) ? a.plan : 'business',
    userLimit: a.userLimit,
    agencyName: a.name,
    businessType: a.businessType,
    ceoName: a.ceoName,
    cnpj: a.cnpj,
    website: a.website,
    instagram: a.instagram,
    region: a.region,
    monthlyRevenue: a.monthlyRevenue,
    subscription: subscriptionState(a.subscriptionStatus, a.paidUntil, a.billingMethod),
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ u: users, a: agencies })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function getUserById(db: Db, userId: string): Promise<User> {
  const [row] = await db
    .select({ u: users, a: agencies })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('Usuário não encontrado');
  return toUser(row.u, row.a);
}

/** GET /api/auth/me: the signed-in user (D21). */
export async function getMe({ db, actor }: AgencyCtx): Promise<User> {
  return getUserById(db, actor.userId);
}
