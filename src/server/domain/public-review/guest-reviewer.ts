// Verified guests of a public link (issue 12): the cookie's token names a guest_reviewers row of
// that one canvas; only its hash is stored. Anything else (no cookie, another link's cookie,
// expired) is an unverified reviewer, who still comments and decides under the name they type.
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { PublicReviewer } from '#shared/schemas/portal.ts';
import type { Db } from '../../db/client.ts';
import { guestReviewers, reviewerVisits } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';

/** How long a verified guest stays verified on that browser. */
export const GUEST_TTL_MS = 30 * 24 * 3600 * 1000;

export async function loadVerifiedGuest(db: Db, canvasId: string, token: string | undefined, now: Date): Promise<PublicReviewer | null> {
  if (!token) return null;
  const [row] = await db
    .select({ name: guestReviewers.name, email: guestReviewers.email })
    .from(guestReviewers)
    .where(
      and(
        eq(guestReviewers.tokenHash, sha256(token)),
        eq(guestReviewers.canvasId, canvasId),
        isNotNull(guestReviewers.verifiedAt),
        gt(guestReviewers.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { name: row.name, email: row.email, verified: true } : null;
}

/** lastSeenAt of the reviews answer: when this reviewer last opened the funnel. */
export async function recordReviewerVisit(db: Db, canvasId: string, email: string, now: Date): Promise<void> {
  await db
    .insert(reviewerVisits)
    .values({ canvasId, reviewerEmail: email.toLowerCase(), lastSeenAt: now })
    .onConflictDoUpdate({ target: [reviewerVisits.canvasId, reviewerVisits.reviewerEmail], set: { lastSeenAt: now } });
}
