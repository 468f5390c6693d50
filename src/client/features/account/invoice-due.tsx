// When an open renewal is due, and the period an invoice pays for, as Conta → Faturas and its pay
// dialog say them. Due days are São Paulo calendar days (#shared/due-date.ts), like the mails'.
import { formatBillingDate } from '#shared/billing-status.ts';
import { formatDueDate, isPastDay, todayInZone } from '#shared/due-date.ts';
import type { Invoice } from '#shared/schemas/billing.ts';
import { cn } from '../../lib/utils.ts';

/** An unpaid renewal covers the period starting on its due day, however late it is paid. */
export function invoicePeriod(i: Invoice): string {
  if (i.kind === 'renewal' && i.status !== 'paid' && i.dueDate) return `de ${formatDueDate(i.dueDate)} em diante`;
  if (!i.paidAt || !i.periodEnd) return formatBillingDate(i.createdAt);
  return `${formatBillingDate(i.paidAt)} a ${formatBillingDate(i.periodEnd)}`;
}

export function DueDate({ invoice, className }: { invoice: Invoice; className?: string }) {
  if (!invoice.dueDate) return null;
  const past = isPastDay(invoice.dueDate, todayInZone(new Date()));
  return (
    <span className={cn('text-xs', past ? 'font-semibold text-red-700' : 'text-slate-600', className)} data-testid="invoice-due">
      {past ? 'Venceu' : 'Vence'} em {formatDueDate(invoice.dueDate)}
    </span>
  );
}
