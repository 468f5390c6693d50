import { sql } from 'drizzle-orm';
import type { PlanId } from '#shared/plans.ts';
import { agencies, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/crypto.ts';
import type { AnonCtx } from '../../principal.ts';

export interface CreateAgencyInput {
  email: string;
  password: string;
  name: string;
  plan: PlanId;
  agencyName?: string | null;
  seats?: number;
}

/** Creates an agency and its owner (D3). Used by registration, the CLI and the demo seed. */
export async function createAgencyWithOwner({ db }: AnonCtx, input: CreateAgencyInput) {
  const email = input.email.trim().toLowerCase();
  const taken = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (taken.length) throw new AppError('CONFLICT', 'Este email já está cadastrado');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [agency] = await tx
      .insert(agencies)
      .values({ name: input.agencyName?.trim() || null, plan: input.plan, userLimit: Math.max(1, input.seats ?? 1) })
      .returning();
    const [owner] = await tx
      .insert(users)
      .values({ agencyId: agency.id, name: input.name.trim(), email, passwordHash, isAgencyUser: false, role: 'admin' })
      .returning();
    return { agency, owner };
  });
}
