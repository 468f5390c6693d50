import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Client, ClientListQuery } from '#shared/schemas/clients.ts';
import type { Page } from '#shared/schemas/paging.ts';
import { canvases, clients } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan } from '../guards.ts';
import { afterKey, decodeCursor, encodeCursor, foldedContains, keyText, takePage } from '../paging.ts';

type ClientRow = Omit<typeof clients.$inferSelect, 'nameSearch'>;

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

const ORDER = 'created';

/** A page of the agency's clients, oldest first. Every role may read it (a creator picks a client for a new funnel, D7). */
export async function listClients({ db, actor }: AgencyCtx, query: ClientListQuery): Promise<Page<Client>> {
  requireCan(actor, 'clients:read');
  const after = decodeCursor(query.cursor, ORDER, ['timestamp', 'id']);
  const where: (SQL | undefined)[] = [eq(clients.agencyId, actor.agencyId)];
  const needle = foldedContains(query.q);
  if (needle) where.push(sql`${clients.nameSearch} like ${needle}`);
  const filters = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: clients.id,
        agencyId: clients.agencyId,
        name: clients.name,
        segment: clients.segment,
        notes: clients.notes,
        createdAt: clients.createdAt,
        updatedAt: clients.updatedAt,
        key: keyText(clients.createdAt, 'timestamp'),
      })
      .from(clients)
      .where(after ? and(filters, afterKey([clients.createdAt, clients.id], after, ['timestamp', 'id'], 'asc')) : filters)
      .orderBy(asc(clients.createdAt), asc(clients.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(clients).where(filters),
  ]);
  const { page, more } = takePage(rows, query.limit);
  // Funnels counted for this page's clients only, on the client index.
  const counts = page.length
    ? await db
        .select({ clientId: canvases.clientId, n: count() })
        .from(canvases)
        .where(
          and(
            eq(canvases.agencyId, actor.agencyId),
            inArray(
              canvases.clientId,
              page.map((c) => c.id),
            ),
          ),
        )
        .groupBy(canvases.clientId)
    : [];
  const countOf = new Map(counts.map((c) => [c.clientId, Number(c.n)]));
  const last = page.at(-1);
  return {
    items: page.map((r) => toClient(r, countOf.get(r.id) ?? 0)),
    total: Number(total),
    nextCursor: more && last ? encodeCursor(ORDER, [last.key, last.id]) : null,
  };
}
