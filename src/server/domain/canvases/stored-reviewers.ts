// A funnel card's reviewers are kept on the funnel (canvases.reviewers, migration 0009), so that
// a list page reads no decision and builds no reviewer: computed here the first time a list reads
// a funnel without them, and cleared by the database whenever what they come from changes
// (docs/decisions/018-list-reads.md).
import { sql } from 'drizzle-orm';
import type { ReviewerSummary } from '#shared/schemas/reviews.ts';
import type { Db } from '../../db/client.ts';
import { canvases } from '../../db/schema.ts';
import { reviewerColumns, reviewerSummaries } from '../approvals/list-reviews.ts';

const read = reviewerColumns(sql.placeholder('agency'));

/**
 * What a list reads of a card's reviewers: the stored ones, and, only when there are none, the
 * stored rev with the decisions and accesses to compute them from (for the agency in the
 * 'agency' placeholder). CASE runs the two subqueries only for a funnel without them.
 */
export const reviewerFields = {
  reviewers: canvases.reviewers,
  reviewersMissing: sql<string | null>`case when ${canvases.reviewers} is null then json_build_array(${canvases.reviewersRev}, ${read.decisions}, ${read.accesses}) end`,
};

/** Reviewers to store: the rev they were computed at. */
export interface ComputedReviewers {
  id: string;
  rev: number;
  reviewers: ReviewerSummary[];
}

/** The reviewers of a card read without them (reviewersMissing's text), and the rev to store them at. */
export function computeReviewers(id: string, missing: string, clientName: string): ComputedReviewers {
  const [rev, decisions, accesses] = JSON.parse(missing) as [number, Parameters<typeof reviewerSummaries>[0], Parameters<typeof reviewerSummaries>[1]];
  return { id, rev, reviewers: reviewerSummaries(decisions, accesses, clientName) };
}

/**
 * Stores computed reviewers in one statement, each only if the funnel is still without them at
 * the same rev (no decision, access or client name changed since it was read). Rows a writer
 * holds are skipped: the next list computes them again.
 */
export async function storeReviewers(db: Db, rows: ComputedReviewers[]): Promise<void> {
  if (!rows.length) return;
  // Each list as its JSON text, stored as it is (a json column keeps the text).
  const values = rows.map((r) => ({ id: r.id, rev: r.rev, reviewers: JSON.stringify(r.reviewers) }));
  await db.execute(sql`
    with x as (select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(id uuid, rev int, reviewers text)),
    l as (select c.id from ${canvases} c join x on x.id = c.id where c.reviewers is null order by c.id for update of c skip locked)
    update ${canvases} c set reviewers = x.reviewers::json
    from x, l where c.id = x.id and l.id = c.id and c.reviewers is null and c.reviewers_rev = x.rev`);
}
