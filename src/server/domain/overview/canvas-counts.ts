// canvas_counts holds signed changes appended by triggers (migration 0005); folding replaces an
// agency's rows by their sums, so reading the counts stays a few rows. Why append-only rather
// than counters updated in place: docs/decisions/017-overview-counts.md.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** More rows than this for one agency and the next overview read folds them. */
export const FOLD_ABOVE_ROWS = 64;

/**
 * One statement: the agency's rows are deleted and their sums inserted. Rows appended meanwhile
 * are not in the statement's snapshot and stay as they are. A second fold at the same time
 * waits for the first's deleted rows and then finds them gone, so nothing is counted twice.
 */
export async function foldCanvasCounts(db: Db, agencyId: string): Promise<void> {
  await db.execute(sql`
    with moved as (delete from canvas_counts where agency_id = ${agencyId} returning status, due_key, n)
    insert into canvas_counts (agency_id, status, due_key, n)
    select ${agencyId}, status, due_key, sum(n) from moved group by status, due_key having sum(n) <> 0`);
}
