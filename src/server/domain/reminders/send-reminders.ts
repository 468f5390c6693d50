// Due-date reminders (decision 008). Run by the scheduler every minute (jobs/index.ts) and by
// `npm run cli -- reminders:send`. Dates are calendar days in America/Sao_Paulo
// (#shared/due-date.ts): "2 days before", "the day" and "1 day after" are São Paulo days.
import { addDays, format, parse } from 'date-fns';
import { and, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { daysUntil, todayInZone } from '#shared/due-date.ts';
import type { Db } from '../../db/client.ts';
import { agencies, approvals, canvases, clientAccesses, clients, reviewReminders } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { SystemCtx } from '../../principal.ts';
import { editorLink, notificationRecipients } from '../notifications/notify-agency.ts';
import { agencyOverdueMail, clientPortalLink, clientReminderMail } from './reminder-mail.ts';
import { AGENCY_KEY, type ClientStage, isOverdueDay, OVERDUE_STAGE, reminderPlan } from './reminder-stages.ts';

export type ReminderCtx = SystemCtx<'mailer' | 'publicUrl' | 'log' | 'clock'>;
export interface ReminderRun {
  /** Mails that went out (an agency mail to two people counts two). */
  sent: number;
  /** Earlier stages recorded without a mail because a later one was due (reminder-stages.ts). */
  skipped: number;
}

/** Awaiting the client: published or adjustments requested; never drafts, never approved. */
const AWAITING = ['published', 'needs_adjustments'];

type Funnel = Awaited<ReturnType<typeof dueFunnels>>[number];

async function dueFunnels(db: Db, today: string) {
  // Only funnels whose first stage (2 days before) has come.
  const lastDue = format(addDays(parse(today, 'yyyy-MM-dd', new Date(2000, 0, 1)), 2), 'yyyy-MM-dd');
  return db
    .select({
      id: canvases.id,
      agencyId: canvases.agencyId,
      clientId: canvases.clientId,
      title: canvases.title,
      version: canvases.version,
      dueDate: sql<string>`${canvases.dueDate}::text`,
      clientName: clients.name,
      agencyName: agencies.name,
    })
    .from(canvases)
    .innerJoin(clients, eq(clients.id, canvases.clientId))
    .innerJoin(agencies, eq(agencies.id, canvases.agencyId))
    .where(and(inArray(canvases.status, AWAITING), lte(canvases.dueDate, lastDue)));
}

/** Active accesses of the funnel's client with no decision on its current version. */
function undecidedAccesses(db: Db, f: Funnel) {
  return db
    .select({ id: clientAccesses.id, email: clientAccesses.email })
    .from(clientAccesses)
    .where(
      and(
        eq(clientAccesses.agencyId, f.agencyId),
        eq(clientAccesses.clientId, f.clientId),
        eq(clientAccesses.isActive, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(approvals)
            .where(and(eq(approvals.canvasId, f.id), eq(approvals.clientAccessId, clientAccesses.id), eq(approvals.version, f.version))),
        ),
      ),
    )
    .orderBy(clientAccesses.email);
}

/**
 * Claims (funnel, reviewer, stage) before anything is sent: the unique index makes the insert
 * a no-op for whoever comes second, so two runs at once (two instances, the CLI beside the
 * server) never send the same reminder twice. True when this run got it.
 */
async function claim(db: Db, f: Funnel, reviewerKey: string, stage: string): Promise<string | null> {
  const [row] = await db
    .insert(reviewReminders)
    .values({ agencyId: f.agencyId, canvasId: f.id, reviewerKey, stage, version: f.version })
    .onConflictDoNothing()
    .returning({ id: reviewReminders.id });
  return row?.id ?? null;
}

/**
 * Sends what the claim stands for. A mail that fails gives the claim back, so the next run
 * tries again; the failure is logged and the other reviewers are still served.
 */
async function sendClaimed(ctx: ReminderCtx, claimId: string, msgs: MailMessage[], what: Record<string, unknown>): Promise<number> {
  let sent = 0;
  try {
    for (const m of msgs) {
      await ctx.mailer.send(m);
      sent += 1;
    }
  } catch (err) {
    ctx.log.error({ err, ...what }, 'falha ao enviar lembrete de prazo');
    // Only when nobody got it: a partial agency mail is not repeated to those who had it.
    if (sent === 0) await ctx.db.delete(reviewReminders).where(eq(reviewReminders.id, claimId));
  }
  return sent;
}

async function remindFunnel(ctx: ReminderCtx, f: Funnel, today: string, run: ReminderRun) {
  const daysLeft = daysUntil(f.dueDate, today);
  const plan = reminderPlan(daysLeft);
  if (!plan) return;
  const pending = await undecidedAccesses(ctx.db, f);
  const link = clientPortalLink(ctx.publicUrl, f.id);
  const agencyName = f.agencyName?.trim() || 'Sua agência';
  for (const access of pending) {
    for (const stage of plan.skip) if (await claim(ctx.db, f, access.id, stage)) run.skipped += 1;
    const claimId = await claim(ctx.db, f, access.id, plan.send);
    if (!claimId) continue;
    const msg = clientReminderMail(plan.send as ClientStage, { title: f.title, agencyName, dueDate: f.dueDate, daysLeft, link });
    run.sent += await sendClaimed(ctx, claimId, [{ to: access.email, ...msg }], { canvasId: f.id, accessId: access.id, stage: plan.send });
  }
  if (isOverdueDay(daysLeft)) {
    const claimId = await claim(ctx.db, f, AGENCY_KEY, OVERDUE_STAGE);
    if (!claimId) return;
    const r = await notificationRecipients(ctx.db, f.agencyId, f.id);
    const msg = agencyOverdueMail({
      title: f.title,
      clientName: f.clientName,
      dueDate: f.dueDate,
      version: f.version,
      pending: pending.map((a) => a.email),
      link: editorLink(ctx.publicUrl, f.id),
    });
    run.sent += await sendClaimed(
      ctx,
      claimId,
      (r?.to ?? []).map((to) => ({ to, ...msg })),
      { canvasId: f.id, stage: OVERDUE_STAGE },
    );
  }
}

/**
 * One pass over every funnel with a due date that still awaits the client: each access of
 * its client that has not decided on the current version gets the stage it is owed, and the
 * agency (owner and the funnel's creator) is told once when the funnel becomes overdue.
 * A failure on one funnel is logged and the others are still served.
 */
export async function sendReminders(ctx: ReminderCtx): Promise<ReminderRun> {
  const today = todayInZone(ctx.clock.now());
  const run: ReminderRun = { sent: 0, skipped: 0 };
  for (const f of await dueFunnels(ctx.db, today)) {
    try {
      await remindFunnel(ctx, f, today, run);
    } catch (err) {
      ctx.log.error({ err, canvasId: f.id }, 'falha ao processar lembretes do funil');
    }
  }
  return run;
}
