// Verified guests of a public link: the cookie's token names a guest_reviewers row; only a hash
// of the link and the token together is stored, so the proof belongs to that link: once the link
// is revoked, no cookie of it verifies on a new link of the same funnel (docs/decisions/008).
// Anything else (no cookie, another link's cookie, expired) is an unverified reviewer, who still
// comments and decides under the name they type.
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { PublicReviewer } from '#shared/schemas/portal.ts';
import type { Db } from '../../db/client.ts';
import { guestReviewers, reviewerVisits } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';

/** How long a verified guest stays verified on that browser. */
export const GUEST_TTL_MS = 30 * 24 * 3600 * 1000;

/** What is stored of a guest's token: bound to the link it was given on. */
export const guestTokenHash = (link: string, token: string) => sha256(`${link}\n${token}`);

export async function loadVerifiedGuest(db: Db, canvasId: string, link: string, token: string | undefined, now: Date): Promise<PublicReviewer | null> {
  if (!token) return null;
  const [row] = await db
    .select({ name: guestReviewers.name, email: guestReviewers.email })
    .from(guestReviewers)
    .where(
      and(
        eq(guestReviewers.tokenHash, guestTokenHash(link, token)),
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
