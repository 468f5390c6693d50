// The end of a (funnel, reviewer) window, the unverified guests of a funnel counting as one
// reviewer: what was held back goes out in one digest mail.
// A scheduler calls this every minute; several instances may run it at once, so each pair's
// pending events are claimed with one UPDATE ... RETURNING and only the claimer mails them.
import { isNull } from 'drizzle-orm';
import { notificationEvents } from '../../db/schema.ts';
import type { SystemCtx } from '../../principal.ts';
import { claimPending, DIGEST_WINDOW_MS, lastMailedAt, mailEvents } from './notify-agency.ts';

/** Sends every digest whose window has ended; answers how many pairs were mailed. */
export async function flushNotificationDigests(ctx: SystemCtx<'mailer' | 'publicUrl' | 'log' | 'clock'>): Promise<{ digests: number }> {
  const now = ctx.clock.now();
  const pairs = await ctx.db
    .selectDistinct({ agencyId: notificationEvents.agencyId, canvasId: notificationEvents.canvasId, reviewerKey: notificationEvents.reviewerKey })
    .from(notificationEvents)
    .where(isNull(notificationEvents.mailedAt));
  let digests = 0;
  for (const p of pairs) {
    const last = await lastMailedAt(ctx.db, p.canvasId, p.reviewerKey);
    if (last && now.getTime() - last.getTime() < DIGEST_WINDOW_MS) continue;
    const events = await claimPending(ctx.db, p.canvasId, p.reviewerKey, now);
    if (!events.length) continue; // another instance claimed them first
    await mailEvents(ctx, { agencyId: p.agencyId, canvasId: p.canvasId, key: p.reviewerKey, events });
    digests += 1;
  }
  return { digests };
}
