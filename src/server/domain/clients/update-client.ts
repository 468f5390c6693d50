import { and, count, eq } from 'drizzle-orm';
import type { Client } from '#shared/schemas/clients.ts';
import { canvases, clients } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findClientOr404, requireCan } from '../guards.ts';
import type { ClientFields } from './create-client.ts';
import { toClient } from './list-clients.ts';

export async function updateClient({ db, actor }: AgencyCtx, input: ClientFields & { id: string }): Promise<Client> {
  requireCan(actor, 'clients:write');
  const clientId = input.id;
  await findClientOr404(db, actor.agencyId, clientId);
  const [row] = await db
    .update(clients)
    .set({ name: input.name, segment: input.segment, notes: input.notes, updatedAt: new Date() })
    .where(and(eq(clients.id, clientId), eq(clients.agencyId, actor.agencyId)))
    .returning();
  const [{ n }] = await db
    .select({ n: count() })
    .from(canvases)
    .where(and(eq(canvases.agencyId, actor.agencyId), eq(canvases.clientId, clientId)));
  return toClient(row, Number(n));
}
