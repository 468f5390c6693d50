import { count, eq } from 'drizzle-orm';
import { clientLimitMessage, getPlan } from '#shared/plans.ts';
import type { Client } from '#shared/schemas/clients.ts';
import { agencies, clients } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan } from '../guards.ts';
import { toClient } from './list-clients.ts';

export interface ClientFields {
  name: string;
  segment: string | null;
  notes: string | null;
}

/** D5: the plan's client limit is checked with the agency row locked, so two requests cannot both pass. */
export async function createClient({ db, actor }: AgencyCtx, input: ClientFields): Promise<Client> {
  requireCan(actor, 'clients:write');
  return db.transaction(async (tx) => {
    const [agency] = await tx.select({ plan: agencies.plan }).from(agencies).where(eq(agencies.id, actor.agencyId)).for('update');
    const plan = getPlan(agency?.plan);
    if (plan.maxClients !== null) {
      const [{ n }] = await tx.select({ n: count() }).from(clients).where(eq(clients.agencyId, actor.agencyId));
      if (Number(n) >= plan.maxClients) throw new AppError('PLAN_LIMIT', clientLimitMessage(plan));
    }
    const [row] = await tx.insert(clients).values({ agencyId: actor.agencyId, name: input.name, segment: input.segment, notes: input.notes }).returning();
    return toClient(row, 0);
  });
}
