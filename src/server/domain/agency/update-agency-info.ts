import { eq } from 'drizzle-orm';
import type { User } from '#shared/schemas/auth.ts';
import { agencies } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { getUserById } from '../auth/users.ts';
import { requireCan } from '../guards.ts';

export interface AgencyInfo {
  agencyName: string;
  businessType: string;
  ceoName: string;
  cnpj: string;
  website: string | null;
  instagram: string | null;
  region: string;
  monthlyRevenue: string | null;
}

/** PATCH /api/agency-info: owner and admin (gestor: everything but account, D7). Answers the refreshed user. */
export async function updateAgencyInfo({ db, actor }: AgencyCtx, input: AgencyInfo): Promise<User> {
  requireCan(actor, 'agency:write');
  await db
    .update(agencies)
    .set({
      name: input.agencyName,
      businessType: input.businessType,
      ceoName: input.ceoName,
      cnpj: input.cnpj,
      website: input.website,
      instagram: input.instagram,
      region: input.region,
      monthlyRevenue: input.monthlyRevenue,
    })
    .where(eq(agencies.id, actor.agencyId));
  return getUserById(db, actor.userId);
}
