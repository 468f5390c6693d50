import type { PublicCanvas } from '#shared/schemas/portal.ts';
import type { PublicCtx } from '../../principal.ts';
import { loadVerifiedGuest, recordReviewerVisit } from './guest-reviewer.ts';
import { findByLink, toPublicCanvas } from './public-canvas.ts';

/** A verified guest's visit is recorded (lastSeenAt of the reviews answer, decision 008). */
export async function getPublicCanvas({ db, actor, docs, clock }: PublicCtx<'docs' | 'clock'>): Promise<PublicCanvas> {
  const c = await findByLink(db, actor.link);
  const reviewer = await loadVerifiedGuest(db, c.id, actor.link, actor.guestToken, clock.now());
  if (reviewer) await recordReviewerVisit(db, c.id, reviewer.email, clock.now());
  return toPublicCanvas(db, c, await docs.readContent(c.id), reviewer);
}
