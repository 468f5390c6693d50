// D10, D12: each approval, adjustment request and client/public comment is told to the agency
// owner and to the funnel's creator, with a link to the funnel in the editor. Gathered per
// funnel and reviewer: one mail at once, then at most one digest per 10 minutes (digest.ts), so
// that a reviewer posting a burst of comments does not flood the agency. A reviewer is who they
// are, never a typed email: a client access, a verified guest, and every unverified guest of a
// funnel together (anyone can invent names and emails; docs/decisions/008).
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { canvases, notificationEvents, users } from '../../db/schema.ts';
import { linkMail } from '../../mail/compose.ts';
import type { AnyCtx } from '../../principal.ts';
import type { ActivityEvent } from './activity-event.ts';
import { composeDigest } from './digest-message.ts';

/** What sending needs from the operation's ctx (any principal). */
export type NotifyCtx = AnyCtx<'mailer' | 'publicUrl' | 'log' | 'clock'>;

/** How long after a mail to a (funnel, reviewer) pair the next events wait for the digest. */
export const DIGEST_WINDOW_MS = 10 * 60 * 1000;

export function editorLink(publicUrl: string, canvasId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/dashboard/canvas-editor?id=${encodeURIComponent(canvasId)}`;
}

/** `unverified`: from a public reviewer who has not proved the email; the name is whatever they typed. */
export function composeMessage(event: ActivityEvent, canvasTitle: string, link: string, unverified = false): { subject: string; text: string; html: string } {
  let subject: string;
  let lines: string[];
  if (unverified) event = { ...event, reviewerName: `${event.reviewerName} (não verificado)` };
  switch (event.type) {
    case 'approval':
      subject = `Funil aprovado: ${canvasTitle}`;
      lines = [`${event.reviewerName} aprovou o funil "${canvasTitle}".`, ...(event.feedback.trim() ? ['', `Comentário: ${event.feedback.trim()}`] : [])];
      break;
    case 'adjustment_request':
      subject = `Ajuste solicitado: ${canvasTitle}`;
      lines = [`${event.reviewerName} solicitou ajustes no funil "${canvasTitle}".`, '', `Observações do Cliente: ${event.feedback.trim()}`];
      break;
    case 'rejection':
      subject = `Funil rejeitado: ${canvasTitle}`;
      lines = [`${event.reviewerName} rejeitou o funil "${canvasTitle}".`, '', `Motivo: ${event.feedback.trim()}`];
      break;
    case 'comment':
      subject = `Novo comentário em ${canvasTitle}`;
      lines = [`${event.reviewerName} comentou no funil "${canvasTitle}":`, '', ...event.comments.map((c) => `"${c}"`)];
      break;
  }
  return linkMail(subject, lines, 'Abrir o funil', link);
}

/** The owner (D3) and the funnel's creator, each once. */
export async function notificationRecipients(db: Db, agencyId: string, canvasId: string): Promise<{ title: string; to: string[] } | null> {
  const [canvas] = await db
    .select({ title: canvases.title, userId: canvases.userId })
    .from(canvases)
    .where(and(eq(canvases.id, canvasId), eq(canvases.agencyId, agencyId)))
    .limit(1);
  if (!canvas) return null;
  const owners = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.isAgencyUser, false)));
  const to = owners.map((o) => o.email);
  if (canvas.userId) {
    const [creator] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, canvas.userId), eq(users.agencyId, agencyId)))
      .limit(1);
    if (creator) to.push(creator.email);
  }
  return { title: canvas.title, to: [...new Set(to.map((e) => e.toLowerCase()))] };
}

/** Who an event is from, for gathering: proven identities each apart, unverified guests all together. */
export type ReviewerIdentity = { kind: 'access'; accessId: string } | { kind: 'verified'; email: string } | { kind: 'unverified' };

export const reviewerKey = (r: ReviewerIdentity): string =>
  r.kind === 'access' ? `access:${r.accessId}` : r.kind === 'verified' ? `verified:${r.email.trim().toLowerCase()}` : 'unverified';

/** When the pair was last mailed (null: never). */
export async function lastMailedAt(db: Db | Tx, canvasId: string, reviewerKey: string): Promise<Date | null> {
  const [r] = await db
    .select({ at: max(notificationEvents.mailedAt) })
    .from(notificationEvents)
    .where(and(eq(notificationEvents.canvasId, canvasId), eq(notificationEvents.reviewerKey, reviewerKey)));
  return r?.at ? new Date(r.at) : null;
}

/** Marks every pending event of the pair as mailed and returns them; whoever claims them sends them. */
export async function claimPending(db: Db | Tx, canvasId: string, reviewerKey: string, at: Date): Promise<ActivityEvent[]> {
  const rows = await db
    .update(notificationEvents)
    .set({ mailedAt: at })
    .where(and(eq(notificationEvents.canvasId, canvasId), eq(notificationEvents.reviewerKey, reviewerKey), isNull(notificationEvents.mailedAt)))
    .returning({ event: notificationEvents.event, createdAt: notificationEvents.createdAt });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.event as ActivityEvent);
}

/** One mail to each recipient: the event itself, or a digest when several were gathered under `key`. */
export async function mailEvents(
  ctx: NotifyCtx,
  { agencyId, canvasId, key, events }: { agencyId: string; canvasId: string; key: string; events: ActivityEvent[] },
): Promise<void> {
  if (!events.length) return;
  const r = await notificationRecipients(ctx.db, agencyId, canvasId);
  if (!r) return;
  const link = editorLink(ctx.publicUrl, canvasId);
  const unverified = key === reviewerKey({ kind: 'unverified' });
  const msg = events.length === 1 ? composeMessage(events[0], r.title, link, unverified) : composeDigest(events, r.title, link, unverified);
  for (const to of r.to) {
    try {
      await ctx.mailer.send({ to, ...msg });
    } catch (err) {
      ctx.log.error({ err, to, canvasId }, 'falha ao enviar notificação');
    }
  }
}

/**
 * Records the event (the decision is already stored) and mails it at once when the pair had no
 * mail in the last 10 minutes; otherwise it waits for the digest. A mail failure is logged with
 * its cause and does not undo the decision (the activity list still shows the event, D10).
 */
export async function notifyAgency(
  ctx: NotifyCtx,
  { agencyId, canvasId, event, from }: { agencyId: string; canvasId: string; event: ActivityEvent; from: ReviewerIdentity },
): Promise<void> {
  const now = ctx.clock.now();
  const key = reviewerKey(from);
  const claimed = await ctx.db.transaction(async (tx) => {
    // Two events of one pair at the same moment: only one of them may find the window open.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${canvasId}:${key}`}))`);
    await tx.insert(notificationEvents).values({ agencyId, canvasId, reviewerKey: key, event, createdAt: now });
    const last = await lastMailedAt(tx, canvasId, key);
    if (last && now.getTime() - last.getTime() < DIGEST_WINDOW_MS) return [];
    return claimPending(tx, canvasId, key, now);
  });
  await mailEvents(ctx, { agencyId, canvasId, key, events: claimed });
}
