import { and, count, eq, sql } from 'drizzle-orm';
import type { AgencyUser, TeamUserCreateInput } from '#shared/schemas/team.ts';
import { seatLimitMessage } from '#shared/schemas/team.ts';
import { agencies, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { isUniqueViolation } from '../accesses/find-access.ts';
import { requireCan } from '../guards.ts';
import { toAgencyUser } from './list-team.ts';

export const USER_EMAIL_TAKEN = 'Este email já está cadastrado';

/** Only the owner adds team members (D3); at most userLimit - 1 of them (D4). */
export async function createTeamUser({ db, actor }: AgencyCtx, input: TeamUserCreateInput): Promise<AgencyUser> {
  requireCan(actor, 'team:write');
  const taken = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`).limit(1);
  if (taken.length) throw new AppError('CONFLICT', USER_EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [agency] = await tx.select({ userLimit: agencies.userLimit }).from(agencies).where(eq(agencies.id, actor.agencyId)).for('update');
      const userLimit = agency?.userLimit ?? 1;
      const [{ n }] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.agencyId, actor.agencyId), eq(users.isAgencyUser, true)));
      if (Number(n) >= userLimit - 1) throw new AppError('PLAN_LIMIT', seatLimitMessage(userLimit));
      const [row] = await tx
        .insert(users)
        .values({ agencyId: actor.agencyId, name: input.name, email: input.email, passwordHash, isAgencyUser: true, role: input.role })
        .returning();
      return toAgencyUser(row);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', USER_EMAIL_TAKEN);
    throw e;
  }
}
