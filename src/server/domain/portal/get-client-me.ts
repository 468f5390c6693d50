import { eq } from 'drizzle-orm';
import { planAllows } from '#shared/plans.ts';
import type { ClientMe } from '#shared/schemas/portal.ts';
import { agencies } from '../../db/schema.ts';
import type { ClientCtx } from '../../principal.ts';

export async function getClientMe({ db, actor }: ClientCtx): Promise<ClientMe> {
  const [a] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, actor.agencyId)).limit(1);
  return {
    name: actor.clientName,
    email: actor.email,
    clientId: actor.clientId,
    agencyName: a?.name ?? null,
    canDraw: planAllows(actor.plan, 'portalDrawing'),
  };
}
