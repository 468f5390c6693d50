// The funnel list's answer, written as JSON text straight from the page's rows (issue 14,
// decision 018). A page of 50 cards built as JSON by PostgreSQL, parsed, rebuilt as objects and
// stringified again cost as much CPU as everything else of the request; here the database
// sends plain columns (raw-rows.ts) and each card is written once, in CanvasSummarySchema's
// order and types. routes/api/canvases/list-encoding.test.ts holds every kind of card to that
// schema and to what GET /api/canvases/{id} answers of the same funnel.
import { sql } from 'drizzle-orm';
import { normalizeStatus } from '#shared/funnel-status.ts';
import type { Db } from '../../db/client.ts';
import { type RawRow, utcText, utcTime } from '../../db/raw-rows.ts';
import { canvases, clients, users } from '../../db/schema.ts';
import { reviewerColumns, reviewerSummaries } from '../approvals/list-reviews.ts';
import { type CardSummary, cardFields, cardsOf } from './card-summary.ts';

/**
 * A page row's columns, in this order: the card's own fields in the answer's order, its stored
 * card (card-summary.ts) and its reviewers (reviewerColumns, for the agency in the 'agency'
 * placeholder). The list's statement adds the total under its filters as the last column.
 */
export const CARD_COLUMNS = {
  id: canvases.id,
  title: canvases.title,
  description: canvases.description,
  status: canvases.status,
  clientId: canvases.clientId,
  clientName: clients.name,
  userId: canvases.userId,
  creatorName: users.name,
  views: canvases.views,
  publicLink: canvases.publicLink,
  version: canvases.version,
  dueDate: canvases.dueDate,
  updatedAt: utcTime(canvases.updatedAt),
  createdAt: utcTime(canvases.createdAt),
  ...cardFields,
  ...reviewerColumns(sql.placeholder('agency')),
};

type ColumnName = keyof typeof CARD_COLUMNS | 'total';
/** Where each column is in a page row. */
export const COLUMN = Object.fromEntries([...Object.keys(CARD_COLUMNS), 'total'].map((k, i) => [k, i])) as Record<ColumnName, number>;
const C = COLUMN;

/** A page of the list as the answer's JSON text, with its paging headers' values. */
export interface EncodedPage {
  json: string;
  total: number;
  nextCursor: string | null;
}

const str = JSON.stringify;
const orNull = (v: string | null) => (v === null ? 'null' : str(v));
/** A uuid as PostgreSQL writes it (hex digits and dashes: nothing to escape). */
const uuid = (v: string | null) => (v === null ? 'null' : `"${v}"`);

/**
 * The rows' cards as a JSON array. A row without a stored card has it computed from its content
 * and stored (cardsOf). Numbers are written as PostgreSQL wrote them (integers), the stored card
 * as jsonb writes it.
 */
export async function pageJson(db: Db, rows: RawRow[]): Promise<string> {
  const missing = rows.filter((r) => r[C.missing] !== null);
  const computed = new Map<string, CardSummary>();
  if (missing.length) {
    const read = missing.map((r) => ({ id: r[C.id] as string, preview: null, openComments: null, missing: JSON.parse(r[C.missing] as string) }));
    const cards = await cardsOf(db, read, (r) => r.id);
    for (const [i, r] of read.entries()) computed.set(r.id, cards[i]);
  }
  let json = '[';
  for (let i = 0; i < rows.length; i++) json += (i ? ',' : '') + cardJson(rows[i], computed.get(rows[i][C.id] as string));
  return `${json}]`;
}

function cardJson(r: RawRow, computed: CardSummary | undefined): string {
  const clientName = r[C.clientName] as string;
  const decisions = r[C.decisions];
  const accesses = r[C.accesses];
  const reviewers =
    decisions === null && accesses === null
      ? '[]'
      : str(reviewerSummaries(decisions === null ? null : JSON.parse(decisions), accesses === null ? null : JSON.parse(accesses), clientName));
  const preview = computed ? str(computed.preview) : (r[C.preview] as string);
  const openComments = computed ? String(computed.openComments) : (r[C.openComments] ?? '0');
  return (
    `{"id":${uuid(r[C.id])},"title":${str(r[C.title])},"description":${orNull(r[C.description])},` +
    // unknown stored values read as draft, like the editor's DTO
    `"status":"${normalizeStatus(r[C.status])}","clientId":${uuid(r[C.clientId])},"clientName":${str(clientName)},` +
    `"userId":${uuid(r[C.userId])},"creatorName":${orNull(r[C.creatorName])},"views":${r[C.views]},` +
    `"publicLink":${orNull(r[C.publicLink])},"version":${r[C.version]},"dueDate":${orNull(r[C.dueDate])},` +
    `"updatedAt":"${utcText(r[C.updatedAt] as string, 3)}","createdAt":"${utcText(r[C.createdAt] as string, 3)}",` +
    `"reviewers":${reviewers},"preview":${preview},"openComments":${openComments}}`
  );
}
