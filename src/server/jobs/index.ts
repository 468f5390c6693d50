// The jobs the server runs on a timer (scheduler.ts) under one database-wide lock. Each takes
// the same system ctx; adding a job is one line in JOBS.
import type { Db } from '../db/client.ts';
import { runRenewals } from '../domain/billing/renewals.ts';
import { flushNotificationDigests } from '../domain/notifications/digest.ts';
import { sendReminders } from '../domain/reminders/send-reminders.ts';
import { purgeExpired } from '../domain/retention/purge-expired.ts';
import { purgeTrackingJob } from '../domain/tracking/visitors.ts';
import { sendWeeklyResults } from '../domain/tracking/weekly-mail.ts';
import type { Services, SystemCtx } from '../principal.ts';

export type JobServices = 'mailer' | 'publicUrl' | 'log' | 'clock';
/** trackingRetentionDays: how long raw traffic events are kept (TRACKING_RETENTION_DAYS). */
export type JobCtx = SystemCtx<JobServices> & { trackingRetentionDays: number };

/** The ctx of a job or CLI command: no actor, the services of JobServices. */
export const systemCtx = (db: Db, services: Pick<Services, JobServices>, trackingRetentionDays = 90): JobCtx => ({
  db,
  actor: null,
  ...services,
  trackingRetentionDays,
});

export interface Job {
  /** For the log line when it fails. */
  name: string;
  run(ctx: JobCtx): Promise<unknown>;
}

/** Run in this order, every interval; a failing job does not stop the ones after it. */
export const JOBS: readonly Job[] = [
  { name: 'lembretes de prazo', run: sendReminders },
  { name: 'resumos de notificações', run: flushNotificationDigests },
  { name: 'limpeza de sessões, links e códigos vencidos', run: purgeExpired },
  { name: 'limpeza de sais diários e eventos de tráfego antigos', run: purgeTrackingJob },
  { name: 'resumo semanal de resultados', run: sendWeeklyResults },
  { name: 'faturas de Pix e boleto', run: runRenewals },
];
