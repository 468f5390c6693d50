// A funnel card's thumbnail and open-thread count (decision 008) are kept in canvases.preview and
// canvases.open_comments, written in the same statement as content, so that the list never reads
// content (decision 010, decision 018). A row without them (created by bulk SQL, or whose content was
// written without them: the database's trigger clears them) is computed from content when a list
// reads it and written back, only if content is still what was read.
import { sql } from 'drizzle-orm';
import { type CanvasPreview, canvasPreview, openCommentCount } from '#shared/canvas/preview.ts';
import type { Db } from '../../db/client.ts';
import { canvases } from '../../db/schema.ts';

export interface CardSummary {
  preview: CanvasPreview;
  openComments: number;
}

export function cardSummary(content: unknown): CardSummary {
  return { preview: canvasPreview(content), openComments: openCommentCount(content) };
}

/**
 * The card columns for an update of content: spread them into the same .set() as content.
 * preview_of names the content_version the card was computed from; the caller has just bumped
 * content_version in its transaction (recordContentVersion), so it differs from the one stored
 * with the old card, which is how the trigger tells a card written with content from a stale one.
 */
export function cardColumnsForUpdate(content: unknown) {
  return { ...cardSummary(content), previewOf: sql`${canvases.contentVersion}` };
}

/** The card columns of a new canvas (content_version starts at 1, the column's default). */
export function cardColumnsForInsert(content: unknown) {
  return { ...cardSummary(content), previewOf: 1 };
}

/** What a list reads of a card: the stored columns, and content with its hash only when they are missing. */
export const cardFields = {
  preview: canvases.preview,
  openComments: canvases.openComments,
  missing: sql<[unknown, string] | null>`case when ${canvases.preview} is null then json_build_array(${canvases.content}, md5(${canvases.content}::text)) end`,
};

export interface CardRow {
  preview: unknown;
  openComments: number | null;
  missing: [unknown, string] | null;
}

/**
 * The cards of the rows read with cardFields, in order. Missing ones are computed and stored in
 * one statement: rows locked by a writer are skipped (it writes its own card), and a row whose
 * content changed since it was read (another hash) is left as it is.
 */
export async function cardsOf<R extends CardRow>(db: Db, rows: R[], idOf: (row: R) => string): Promise<CardSummary[]> {
  const missing: { id: string; h: string; p: CanvasPreview; n: number }[] = [];
  const cards = rows.map((r) => {
    if (r.missing === null) return { preview: r.preview as CanvasPreview, openComments: r.openComments ?? 0 };
    const [content, h] = r.missing;
    const card = cardSummary(content);
    missing.push({ id: idOf(r), h, p: card.preview, n: card.openComments });
    return card;
  });
  if (missing.length) {
    await db.execute(sql`
      with x as (select * from jsonb_to_recordset(${JSON.stringify(missing)}::jsonb) as x(id uuid, h text, p json, n int)),
      l as (select c.id from ${canvases} c join x on x.id = c.id where c.preview is null order by c.id for update of c skip locked)
      update ${canvases} c set preview = x.p, open_comments = x.n, preview_of = c.content_version
      from x, l where c.id = x.id and l.id = c.id and md5(c.content::text) = x.h`);
  }
  return cards;
}
