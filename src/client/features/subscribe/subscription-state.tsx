// What the dashboard shell shows about a cancelled subscription (docs/product.md: "No
// lock-in; after cancelling, access lasts until the end of the paid month."). The server
// decides with the same rule (#shared/billing-status.ts) and refuses agency calls once the
// period is over; here the app says so instead of showing tabs that would only fail. The same
// for a Pix or boleto invoice left unpaid (docs/decisions/027-pix-and-boleto.md).
import { CalendarClock, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { formatBillingDate } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import type { User } from '#shared/schemas/auth.ts';
import { cn } from '../../lib/utils.ts';

/** The account page's subscription card (here, not in the card: every dashboard page links to it without loading the card). */
export const SUBSCRIPTION_ANCHOR = 'assinatura';
/** Conta → Faturas: the renewal mails link here too. */
export const INVOICES_ANCHOR = 'faturas';

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

/**
 * A Pix or boleto period left unpaid (#shared/billing-status.ts billingLock): amber through the
 * grace, red once the agency is read-only. Only the owner can pay, so only the owner gets the link.
 */
export function BillingLockNotice({ user }: { user: User }) {
  const s = user.subscription;
  if (s.ended || s.lock === 'none' || !s.paidUntil) return null;
  const due = formatBillingDate(s.paidUntil);
  const readOnly = s.lock === 'readOnly';
  return (
    <div
      role="status"
      data-testid="billing-lock-notice"
      data-lock={s.lock}
      className={cn(
        'mb-6 flex flex-col gap-2 rounded-lg border px-4 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between',
        readOnly ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <p className="flex items-start gap-2">
        {readOnly ? (
          <Lock className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
        ) : (
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        )}
        <span>
          {readOnly
            ? `Sua agência está só para leitura: a fatura que venceu em ${due} não foi paga. Você pode abrir, exportar e apresentar, mas não criar nem editar.`
            : `Sua fatura venceu em ${due}. Pague até ${s.graceUntil ? formatBillingDate(s.graceUntil) : due} para continuar editando.`}
        </span>
      </p>
      {can(user, 'billing:write') ? (
        <Link
          to={`/dashboard/account#${INVOICES_ANCHOR}`}
          className={cn(
            'shrink-0 pl-6 font-medium underline underline-offset-4 sm:pl-0',
            readOnly ? 'text-red-900 hover:text-red-700' : 'text-amber-900 hover:text-amber-700',
          )}
        >
          Pagar fatura
        </Link>
      ) : (
        <p className="shrink-0 pl-6 sm:pl-0 sm:text-right">Peça ao dono da agência para pagar a fatura.</p>
      )}
    </div>
  );
}

/** What the dashboard shows above its views (dashboard-route.tsx loads this module only when one applies). */
export function SubscriptionNotices({ user }: { user: User }) {
  return (
    <>
      <CancelingNotice user={user} />
      <BillingLockNotice user={user} />
    </>
  );
}
