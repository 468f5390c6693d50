// The most mail one address can make the server send in an hour without signing in
// (docs/decisions/021-mail-budget.md). Each route that may mail on behalf of an unknown caller
// claims its line of the budget, per caller address, in the database (auth_attempts), so the
// lines hold across instances and restarts.
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { claimSlots } from './auth/rate-limit.ts';

export const HOUR_MS = 60 * 60 * 1000;

/** Per caller address and hour. */
export const MAIL_BUDGET = {
  /** POST /api/auth/reset-password: each request mails the account, if there is one. */
  resetRequests: 10,
  /** POST /api/public/canvas/:link/identify: each code is a mail to the email typed. */
  guestCodes: 10,
  /** POST /api/create-subscription without a session: each may tell an account's inbox. */
  accountNotices: 5,
  /**
   * A purchase by Pix or boleto without a session: the boleto to the email typed, and the
   * payment's confirmation when the local provider's test button pays it.
   */
  payerMails: 5,
  /**
   * Comments and decisions through public links: each is mailed to the agency at most once
   * (on its own or in a digest), to the owner and the funnel's creator.
   */
  agencyEvents: 30,
} as const;

/** Who hears of one agency event: the owner and the funnel's creator (notify-agency.ts). */
export const AGENCY_RECIPIENTS = 2;

export const MAIL_BUDGET_PER_HOUR =
  MAIL_BUDGET.resetRequests + MAIL_BUDGET.guestCodes + MAIL_BUDGET.accountNotices + MAIL_BUDGET.payerMails + MAIL_BUDGET.agencyEvents * AGENCY_RECIPIENTS;

type Line = 'accountNotices' | 'agencyEvents' | 'payerMails';

/**
 * Claims one unit of a line whose mail is a side effect (the caller's request goes on either way):
 * false when the address has used the line up for this hour, and then nothing is mailed.
 */
export async function chargeMailBudget(db: Db, line: Line, ip: string, now: Date): Promise<boolean> {
  try {
    await claimSlots(db, [{ kind: `mail:${line}`, key: ip, max: MAIL_BUDGET[line], windowMs: HOUR_MS }], now);
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === 'RATE_LIMITED') return false;
    throw e;
  }
}
