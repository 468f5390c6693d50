// The end of a (funnel, reviewer) window, the unverified guests of a funnel counting as one
// reviewer: what was held back goes out in one digest mail.
// A scheduler calls this every minute; several instances may run it at once, so each pair's
// pending events are claimed with one UPDATE ... RETURNING and only the claimer mails them.
import { isNull } from 'drizzle-orm';
import { notificationEvents } from '../../db/schema.ts';
import { claimPending, DIGEST_WINDOW_MS, lastMailedAt, mailEvents, type NotifyDeps } from './notify-agency.ts';

/** Sends every digest whose window has ended; answers how many pairs were mailed. */
export async function flushNotificationDigests(deps: NotifyDeps): Promise<{ digests: number }> {
  const now = deps.clock.now();
  const pairs = await deps.db
    .selectDistinct({ agencyId: notificationEvents.agencyId, canvasId: notificationEvents.canvasId, reviewerKey: notificationEvents.reviewerKey })
    .from(notificationEvents)
    .where(isNull(notificationEvents.mailedAt));
  let digests = 0;
  for (const p of pairs) {
    const last = await lastMailedAt(deps.db, p.canvasId, p.reviewerKey);
    if (last && now.getTime() - last.getTime() < DIGEST_WINDOW_MS) continue;
    const events = await claimPending(deps.db, p.canvasId, p.reviewerKey, now);
    if (!events.length) continue; // another instance claimed them first
    await mailEvents(deps, p.agencyId, p.canvasId, p.reviewerKey, events);
    digests += 1;
  }
  return { digests };
}
