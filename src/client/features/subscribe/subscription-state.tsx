// What the dashboard shell shows about a cancelled subscription (docs/product.md: "No
// lock-in; after cancelling, access lasts until the end of the paid month."). The server
// decides with the same rule (#shared/billing-status.ts) and refuses agency calls once the
// period is over; here the app says so instead of showing tabs that would only fail.
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { formatBillingDate } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import type { User } from '#shared/schemas/auth.ts';

/** The account page's subscription card (here, not in the card: every dashboard page links to it without loading the card). */
export const SUBSCRIPTION_ANCHOR = 'assinatura';

/** Cancelled but still paid for: a slim notice above the current view. */
export function CancelingNotice({ user }: { user: User }) {
  const s = user.subscription;
  if (s.ended || s.status !== 'canceling' || !s.paidUntil) return null;
  return (
    <div
      role="status"
      data-testid="canceling-notice"
      className="mb-6 flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <CalendarClock className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <span>
          <span className="font-semibold">Assinatura cancelada:</span> acesso até {formatBillingDate(s.paidUntil)}
        </span>
      </p>
      {can(user, 'billing:write') ? (
        <Link
          to={`/dashboard/account#${SUBSCRIPTION_ANCHOR}`}
          className="shrink-0 pl-6 font-medium text-amber-900 underline underline-offset-4 hover:text-amber-700 sm:pl-0"
        >
          Reativar assinatura
        </Link>
      ) : null}
    </div>
  );
}
