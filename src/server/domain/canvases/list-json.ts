// The funnel list's answer, written as JSON text straight from the page's rows (decision 010,
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
import { type CardSummary, cardFields, cardsOf } from './card-summary.ts';
import { type ComputedReviewers, computeReviewers, reviewerFields, storeReviewers } from './stored-reviewers.ts';

/**
 * A page row's columns, in this order: the card's own fields, the stored card (card-summary.ts)
 * and the stored reviewers (stored-reviewers.ts, for the agency in the 'agency' placeholder).
 * The list's statement adds the total under its filters as the last column. Each field is a
 * column of its own: packing the fields without user text into one column saved nothing
 * measurable on the real-data bench (docs/decisions/025-what-each-device-pays.md).
 */
export const CARD_COLUMNS = {
  id: canvases.id,
  clientId: canvases.clientId,
  userId: canvases.userId,
  views: canvases.views,
  version: canvases.version,
  dueDate: canvases.dueDate,
  updatedAt: utcTime(canvases.updatedAt),
  createdAt: utcTime(canvases.createdAt),
  openComments: sql<number>`coalesce(${canvases.openComments}, 0)`,
  title: canvases.title,
  description: canvases.description,
  status: canvases.status,
  clientName: clients.name,
  creatorName: users.name,
  publicLink: canvases.publicLink,
  preview: cardFields.preview,
  missing: cardFields.missing,
  ...reviewerFields,
};

type ColumnName = keyof typeof CARD_COLUMNS | 'total';
/** Where each column is in a page row. */
export const COLUMN = Object.fromEntries([...Object.keys(CARD_COLUMNS), 'total'].map((k, i) => [k, i])) as Record<ColumnName, number>;
const C = COLUMN;

/** The fields of a page row that are not user text, by name, as PostgreSQL wrote them. */
export function fieldsOf(r: RawRow) {
  return {
    id: r[C.id] as string,
    clientId: r[C.clientId] as string,
    userId: r[C.userId],
    views: r[C.views] as string,
    version: r[C.version] as string,
    dueDate: r[C.dueDate],
    updatedAt: r[C.updatedAt] as string,
    createdAt: r[C.createdAt] as string,
    openComments: r[C.openComments] as string,
  };
}

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
 * The rows' cards as a JSON array. A row without a stored card or stored reviewers has them
 * computed and stored (cardsOf, storeReviewers). Numbers are written as PostgreSQL wrote them
 * (integers), the stored card and reviewers as they were stored (json).
 */
export async function pageJson(db: Db, rows: RawRow[]): Promise<string> {
  const missing = rows.filter((r) => r[C.missing] !== null);
  const computed = new Map<string, CardSummary>();
  if (missing.length) {
    const read = missing.map((r) => ({ id: fieldsOf(r).id, preview: null, openComments: null, missing: JSON.parse(r[C.missing] as string) }));
    const cards = await cardsOf(db, read, (r) => r.id);
    for (const [i, r] of read.entries()) computed.set(r.id, cards[i]);
  }
  const reviewers = new Map<string, ComputedReviewers>();
  for (const r of rows) {
    if (r[C.reviewersMissing] === null) continue;
    const id = fieldsOf(r).id;
    reviewers.set(id, computeReviewers(id, r[C.reviewersMissing] as string, r[C.clientName] as string));
  }
  await storeReviewers(db, [...reviewers.values()]);
  let json = '[';
  for (let i = 0; i < rows.length; i++) {
    const id = rows[i][C.id] as string;
    json += (i ? ',' : '') + cardJson(rows[i], computed.get(id), reviewers.get(id));
  }
  return `${json}]`;
}

function cardJson(r: RawRow, computed: CardSummary | undefined, reviewers: ComputedReviewers | undefined): string {
  const f = fieldsOf(r);
  const clientName = r[C.clientName] as string;
  const preview = computed ? str(computed.preview) : (r[C.preview] as string);
  const openComments = computed ? String(computed.openComments) : f.openComments;
  return (
    `{"id":${uuid(f.id)},"title":${str(r[C.title])},"description":${orNull(r[C.description])},` +
    // unknown stored values read as draft, like the editor's DTO
    `"status":"${normalizeStatus(r[C.status])}","clientId":${uuid(f.clientId)},"clientName":${str(clientName)},` +
    `"userId":${uuid(f.userId)},"creatorName":${orNull(r[C.creatorName])},"views":${f.views},` +
    `"publicLink":${orNull(r[C.publicLink])},"version":${f.version},"dueDate":${orNull(f.dueDate)},` +
    `"updatedAt":"${utcText(f.updatedAt, 3)}","createdAt":"${utcText(f.createdAt, 3)}",` +
    `"reviewers":${reviewers ? str(reviewers.reviewers) : (r[C.reviewers] as string)},"preview":${preview},"openComments":${openComments}}`
  );
}
