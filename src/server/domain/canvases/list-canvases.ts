import { and, asc, desc, eq, isNotNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { FUNNEL_STATUSES, type FunnelStatus, normalizeStatus } from '#shared/funnel-status.ts';
import type { CanvasDto } from '#shared/schemas/canvas-editor.ts';
import type { CanvasListQuery } from '#shared/schemas/canvases.ts';
import { PAGE_LIMIT_DEFAULT } from '#shared/schemas/paging.ts';
import type { Db } from '../../db/client.ts';
import { sharedInTurn } from '../../db/coalesce.ts';
import { canvasCounts, canvasSearch } from '../../db/list-schema.ts';
import { literal, prepared, statementName } from '../../db/prepared.ts';
import { rawStatement, utcText } from '../../db/raw-rows.ts';
import { canvases, clients, users } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { requireCan } from '../guards.ts';
import { FOLD_ABOVE_ROWS, foldCanvasCounts } from '../overview/canvas-counts.ts';
import { afterKey, decodeCursor, encodeCursor, foldedPattern, type KeyKind, searchPattern, takePage } from '../paging.ts';
import { CARD_COLUMNS, COLUMN, type EncodedPage, fieldsOf, pageJson } from './list-json.ts';

type CanvasRow = typeof canvases.$inferSelect;

/** D21 canvas shape without content (lists leave it out). */
export function toCanvasSummary(
  row: Pick<
    CanvasRow,
    'id' | 'title' | 'description' | 'status' | 'clientId' | 'userId' | 'views' | 'publicLink' | 'version' | 'dueDate' | 'updatedAt' | 'createdAt'
  >,
  clientName: string,
  creatorName: string | null,
): Omit<CanvasDto, 'content'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: normalizeStatus(row.status), // unknown values read as draft, like the editor's DTO
    clientId: row.clientId,
    clientName,
    userId: row.userId,
    creatorName,
    views: row.views,
    publicLink: row.publicLink,
    version: row.version,
    dueDate: row.dueDate ?? null,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A status as the cards show it: unknown stored values count as draft (normalizeStatus). */
function statusIs(t: Filtered, status: FunnelStatus): SQL {
  if (status !== 'draft') return eq(t.status, P('status'));
  return notInArray(
    t.status,
    FUNNEL_STATUSES.filter((s) => s !== 'draft'),
  );
}

/**
 * The two list orders (decision 009): last edited first, or, for the overview's due dates
 * (due=pending), the nearest due day first. The id breaks ties, so the order is total.
 */
const ORDERS = {
  updated: { cols: [canvases.updatedAt, canvases.id], kinds: ['timestamp', 'id'], dir: 'desc' },
  due: { cols: [canvases.dueDate, canvases.id], kinds: ['day', 'id'], dir: 'asc' },
} as const;

/**
 * The query of one list shape (order, which filters are given, the usual page size or not), with
 * the values as placeholders: the page's rows (list-json.ts's columns) with the total under the
 * same filters as their last column, in one statement and one round trip.
 * The shapes are few (2 orders × 2 × 3 × 2 × 2 × 2), each built once per database handle
 * (prepared.ts); those of the usual page size are named, so PostgreSQL plans them once per
 * connection, searches of three letters or more included: planning a search with its pattern
 * cost more than finding its matches in canvas_search (docs/decisions/028-search-table.md).
 */
interface Shape {
  order: OrderName;
  client: boolean;
  status: 'any' | 'draft' | 'other';
  cursor: boolean;
  q: boolean;
  /** A search of under three letters: no trigram to look up (see filtersOf). */
  shortQ: boolean;
  defaultLimit: boolean;
}

type OrderName = keyof typeof ORDERS;
const P = sql.placeholder;

/**
 * The columns the filters read: canvases, or for a search its narrow copy canvas_search (kept by
 * the database with every write of a funnel; docs/decisions/028-search-table.md).
 */
type Filtered = typeof canvases | typeof canvasSearch;

function filtersOf(s: Shape, t: Filtered = canvases): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(t.agencyId, P('agency'))];
  if (s.client) where.push(eq(t.clientId, P('client')));
  if (s.status !== 'any') where.push(statusIs(t, s.status === 'draft' ? 'draft' : 'published'));
  if (s.order === 'due') where.push(isNotNull(t.dueDate), ne(t.status, 'approved'));
  if (s.q) {
    // canvas_search's text holds the client's name too: one trigram lookup. The pattern is folded
    // once per statement (a sub-select): in a kept plan, funil_fold($n) written in the LIKE ran
    // again for every candidate row, 6 times the cost of the search at 20,000 funnels.
    // A needle under three letters has no trigram: planned with its pattern, PostgreSQL reads the
    // narrow table rather than the whole trigram index (2.5 times the CPU in a kept plan).
    if (t !== canvasSearch) throw new Error('a search reads canvas_search');
    const pattern = s.shortQ ? foldedPattern(P('needle')) : sql`(select ${foldedPattern(P('needle'))})`;
    where.push(sql`${canvasSearch.searchText} like ${pattern}`);
  }
  return and(...where);
}

/**
 * The total under the filters: by status from the agency's counters (canvas_counts, kept by the
 * database with every write) when only the status is filtered, else counted. A draft is any
 * status but the others (statusIs). Read raw: a number, or 'total/rows' from the counters.
 */
function totalOf(db: Db, s: Shape, filters: SQL | undefined): SQL<number> {
  if (s.q) return db.$count(canvasSearch, filters);
  if (s.client || s.order === 'due') return db.$count(canvases, filters);
  const others = FUNNEL_STATUSES.filter((x) => x !== 'draft');
  const notOthers = sql` and ${canvasCounts.status} not in (${sql.join(
    others.map((x) => sql`${x}`),
    sql`, `,
  )})`;
  const which = s.status === 'any' ? sql`` : s.status === 'draft' ? notOthers : sql` and ${canvasCounts.status} = ${P('status')}`;
  // With how many counter rows it added: past FOLD_ABOVE_ROWS the list folds them, as the overview does.
  return sql`(select coalesce(sum(${canvasCounts.n}), 0) || '/' || count(*) from ${canvasCounts} where ${canvasCounts.agencyId} = ${P('agency')}${which})`.mapWith(
    Number,
  );
}

/**
 * A search's page: the matches are found once (the trigram and client-name lookups), counted for
 * the total, and the page is sorted from them. Walking the agency's funnels in edit order and
 * testing each, as the other shapes do, read half of a 2,000-funnel agency to fill a page of a
 * search that matched 100 (decision 018, "A search finds its matches once").
 */
function searchPage(db: Db, s: Shape, filters: SQL | undefined) {
  const order = ORDERS[s.order];
  const sort = order.dir === 'desc' ? desc : asc;
  const m = db
    .$with('m')
    .as(db.select({ id: canvasSearch.canvasId, updatedAt: canvasSearch.updatedAt, dueDate: canvasSearch.dueDate }).from(canvasSearch).where(filters));
  const mKey: [SQL, SQL] = [sql`${s.order === 'updated' ? m.updatedAt : m.dueDate}`, sql`${m.id}`];
  const p = db.$with('p').as(
    db
      .select({ id: m.id, updatedAt: m.updatedAt, dueDate: m.dueDate })
      .from(m)
      .where(s.cursor ? afterKey(mKey, [P('key'), P('id')], order.kinds as unknown as [KeyKind, KeyKind], order.dir) : undefined)
      .orderBy(sort(mKey[0]), sort(mKey[1]))
      .limit(s.defaultLimit ? literal(PAGE_LIMIT_DEFAULT + 1) : P('limit')),
  );
  return db
    .with(m, p)
    .select({ ...CARD_COLUMNS, total: sql<number>`(select count(*) from ${sql.identifier('m')})`.mapWith(Number) })
    .from(p)
    .innerJoin(canvases, eq(canvases.id, p.id))
    .innerJoin(clients, and(eq(clients.id, canvases.clientId), eq(clients.agencyId, P('agency'))))
    .leftJoin(users, and(eq(users.id, canvases.userId), eq(users.agencyId, P('agency'))))
    .orderBy(sort(s.order === 'updated' ? p.updatedAt : p.dueDate), sort(p.id));
}

function buildList(db: Db, s: Shape) {
  const order = ORDERS[s.order];
  const kinds = order.kinds as unknown as [KeyKind, KeyKind];
  const filters = s.q ? filtersOf(s, canvasSearch) : filtersOf(s);
  const sort = order.dir === 'desc' ? desc : asc;
  const query = s.q
    ? searchPage(db, s, filters)
    : db
        .select({ ...CARD_COLUMNS, total: totalOf(db, s, filters) })
        .from(canvases)
        .innerJoin(clients, and(eq(clients.id, canvases.clientId), eq(clients.agencyId, P('agency'))))
        .leftJoin(users, and(eq(users.id, canvases.userId), eq(users.agencyId, P('agency'))))
        .where(s.cursor ? and(filters, afterKey([...order.cols], [P('key'), P('id')], kinds, order.dir)) : filters)
        .orderBy(sort(order.cols[0]), sort(order.cols[1]))
        // The usual page size written in, so that the named statement keeps one plan (prepared.ts).
        .limit(s.defaultLimit ? literal(PAGE_LIMIT_DEFAULT + 1) : P('limit'));
  const name = `list_canvases_${s.order}_${s.client ? 'c' : ''}${s.status}_${s.cursor ? 'k' : ''}${s.q ? 'q' : ''}`;
  // An empty page has no row to carry the total: it is counted on its own (rare: past the end).
  const total = db.select({ total: totalOf(db, s, filters) }).from(sql`(select 1) as one`);
  return { page: rawStatement(db, query, statementName(name, s.defaultLimit && !s.shortQ)), total: rawStatement(db, total, '') };
}

const shapeKey = (s: Shape) => `list_canvases:${s.order}${s.client}${s.status}${s.cursor}${s.q}${s.shortQ}${s.defaultLimit}`;
const listQueries = (db: Db, s: Shape) => prepared(db, shapeKey(s), (handle) => buildList(handle, s));

/**
 * The agency's funnels matching the filters, one page at a time (all roles may read, D7), as the
 * answer's JSON text (list-json.ts): the route sends it as it is.
 */
export async function listCanvases({ db, actor }: AgencyCtx, query: CanvasListQuery): Promise<EncodedPage> {
  requireCan(actor, 'canvases:read');
  const orderName: OrderName = query.due === 'pending' ? 'due' : 'updated';
  const after = decodeCursor(query.cursor, orderName, ORDERS[orderName].kinds as unknown as KeyKind[]);
  const needle = searchPattern(query.q);
  const shape: Shape = {
    order: orderName,
    client: !!query.clientId,
    status: !query.status ? 'any' : query.status === 'draft' ? 'draft' : 'other',
    cursor: !!after,
    q: !!needle,
    shortQ: !!needle && [...(query.q?.trim() ?? '')].length < 3,
    defaultLimit: query.limit === PAGE_LIMIT_DEFAULT,
  };
  const params = {
    agency: actor.agencyId,
    client: query.clientId,
    status: query.status,
    needle,
    key: after?.[0],
    id: after?.[1],
    limit: query.limit + 1,
  };
  // Every part of the answer depends on the agency, the shape and these values, not on who asks.
  const key = JSON.stringify([shapeKey(shape), params]);
  return samePage(db, key, () => readPage(db, actor.agencyId, orderName, shape, params, query.limit));
}

/** The same page asked for in one turn is read and written once (docs/decisions/025-what-each-device-pays.md). */
const samePage = sharedInTurn<EncodedPage>();

async function readPage(db: Db, agencyId: string, orderName: OrderName, shape: Shape, params: Record<string, unknown>, limit: number) {
  const statements = listQueries(db, shape);
  const { page, more } = takePage(await statements.page(params), limit);
  const [total, counterRows] = String(page.length ? page[0][COLUMN.total] : (await statements.total(params))[0][0])
    .split('/')
    .map(Number);
  if (counterRows > FOLD_ABOVE_ROWS) await foldCanvasCounts(db, agencyId);
  const lastCard = more && page.length ? fieldsOf(page[page.length - 1]) : null;
  const key = lastCard && (orderName === 'updated' ? utcText(lastCard.updatedAt, 6) : (lastCard.dueDate as string));
  return {
    json: await pageJson(db, page),
    total,
    nextCursor: lastCard ? encodeCursor(orderName, [key as string, lastCard.id]) : null,
  };
}
