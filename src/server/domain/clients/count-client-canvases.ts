import { and, count, eq } from 'drizzle-orm';
import { canvases } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findClientOr404, requireCan } from '../guards.ts';

export async function countClientCanvases({ db, actor }: AgencyCtx, { id: clientId }: { id: string }): Promise<{ count: number }> {
  requireCan(actor, 'clients:read');
  await findClientOr404(db, actor.agencyId, clientId);
  const [row] = await db
    .select({ n: count() })
    .from(canvases)
    .where(and(eq(canvases.agencyId, actor.agencyId), eq(canvases.clientId, clientId)));
  return { count: Number(row?.n ?? 0) };
}
