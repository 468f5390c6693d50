import { asc, count, eq, sql } from 'drizzle-orm';
import type { Client } from '#shared/schemas/clients.ts';
import { canvases, clients } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan } from '../guards.ts';

type ClientRow = typeof clients.$inferSelect;

/** D21 client shape. */
export function toClient(row: ClientRow, activeFunnels: number): Client {
  return {
    id: row.id,
    name: row.name,
    segment: row.segment,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    activeFunnels,
  };
}

/** Every role may read the list (a creator picks a client for a new funnel, D7). */
export async function listClients({ db, actor }: AgencyCtx): Promise<Client[]> {
  requireCan(actor, 'clients:read');
  const funnelCount = db
    .select({ clientId: canvases.clientId, n: count().as('n') })
    .from(canvases)
    .where(eq(canvases.agencyId, actor.agencyId))
    .groupBy(canvases.clientId)
    .as('fc');
  const rows = await db
    .select({ c: clients, n: sql<number>`coalesce(${funnelCount.n}, 0)`.mapWith(Number) })
    .from(clients)
    .leftJoin(funnelCount, eq(funnelCount.clientId, clients.id))
    .where(eq(clients.agencyId, actor.agencyId))
    .orderBy(asc(clients.createdAt), asc(clients.id));
  return rows.map((r) => toClient(r.c, r.n));
}
