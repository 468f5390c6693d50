// Which reminder a reviewer is owed, from the days left until the due date (decision 008).

export const CLIENT_STAGES = ['before', 'due', 'after'] as const;
export type ClientStage = (typeof CLIENT_STAGES)[number];
/** Stage of the agency's one mail when a funnel becomes overdue (reviewer_key 'agency'). */
export const AGENCY_KEY = 'agency';
export const OVERDUE_STAGE = 'overdue';

/** From how many days before the due date each stage is due: 2 days before, the day, 1 day after. */
const STAGE_FROM: Record<ClientStage, number> = { before: 2, due: 0, after: -1 };

/**
 * The stage to send now and the earlier ones to record as skipped, or null before the first.
 * A stage whose time has come is still sent by a late run; but when a run is so late that
 * several stages are due (the scheduler was down, the due date was set to a past day), only
 * the latest is sent and the earlier ones are recorded as skipped: nobody gets "2 days left",
 * "today" and "overdue" in one go, and a skipped stage is never sent later.
 */
export function reminderPlan(daysLeft: number): { send: ClientStage; skip: ClientStage[] } | null {
  const due = CLIENT_STAGES.filter((s) => daysLeft <= STAGE_FROM[s]);
  const send = due.at(-1);
  return send ? { send, skip: due.slice(0, -1) } : null;
}

/** The agency is told once, from the first day after the due date. */
export const isOverdueDay = (daysLeft: number) => daysLeft < 0;
