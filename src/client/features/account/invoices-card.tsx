// Conta → Faturas (docs/decisions/027-pix-and-boleto.md): each payment of the agency (period,
// plan, seats, amount, method, status, paid on) with its receipt once paid, and the open renewal
// with its due day and a "Pagar" button. The owner's only.
import { useQuery } from '@tanstack/react-query';
import { Download, ReceiptText } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { formatBillingDate } from '#shared/billing-status.ts';
import { getPlan } from '#shared/plans.ts';
import type { Invoice } from '#shared/schemas/billing.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardHeading } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { formatBRL } from '../../lib/format.ts';
import { lazyView } from '../../lib/load-on-use.tsx';
import { INVOICES_ANCHOR } from '../subscribe/subscription-state.tsx';
import { DueDate, invoicePeriod } from './invoice-due.tsx';
import { INVOICES_KEY } from './invoices-query.ts';

// The pay dialog (the Pix, boleto and card pieces, and the schemas they check with) loads when an
// owner points at or opens "Pagar", not with the account page (decision 011).
const PayDialog = lazyView(() => import('./pay-invoice-dialog.tsx').then((m) => m.PayInvoiceDialog));

const METHOD: Record<Invoice['method'], string> = { card: 'Cartão', pix: 'Pix', boleto: 'Boleto' };
const STATUS: Record<Invoice['status'], { label: string; tone: 'green' | 'orange' | 'gray' | 'red' }> = {
  paid: { label: 'Paga', tone: 'green' },
  pending: { label: 'Aguardando pagamento', tone: 'orange' },
  expired: { label: 'Expirada', tone: 'gray' },
  failed: { label: 'Recusada', tone: 'red' },
};

function RowAction({ invoice, onPay }: { invoice: Invoice; onPay: (i: Invoice) => void }) {
  if (invoice.payable)
    return (
      <Button
        size="sm"
        onClick={() => onPay(invoice)}
        onPointerEnter={() => void PayDialog.preload()}
        onFocus={() => void PayDialog.preload()}
        aria-label={`Pagar a fatura ${invoice.number}`}
      >
        Pagar
      </Button>
    );
  if (!invoice.receiptUrl) return <span className="text-xs text-slate-400">—</span>;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={invoice.receiptUrl} download aria-label={`Baixar o recibo da fatura ${invoice.number}`}>
        <Download aria-hidden="true" /> Recibo
      </a>
    </Button>
  );
}

export function InvoicesCard() {
  const q = useQuery<{ invoices: Invoice[] }>({ queryKey: INVOICES_KEY });
  const [paying, setPaying] = useState<Invoice | null>(null);
  const { hash } = useLocation();
  const loaded = q.isSuccess;
  // Scrolled once the rows are in, so the card's height no longer changes under the scroll.
  useEffect(() => {
    if (loaded && hash === `#${INVOICES_ANCHOR}`) document.getElementById(INVOICES_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [loaded, hash]);
  return (
    <Card id={INVOICES_ANCHOR} className="scroll-mt-20">
      <CardHeader className="flex-row items-center gap-3">
        <CardHeading icon={ReceiptText} title="Faturas" description="Cada pagamento da assinatura, com o recibo para baixar." />
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <div className="space-y-2" role="status" aria-label="Carregando faturas">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : q.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(q.error, 'Não foi possível carregar as faturas. Recarregue a página.')}
          </p>
        ) : q.data.invoices.length === 0 ? (
          <p className="text-sm text-slate-500">Nenhuma fatura ainda: os pagamentos da assinatura aparecem aqui.</p>
        ) : (
          <>
            <table className="hidden w-full text-left text-sm md:table">
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="py-2 pr-3 font-medium">Período</th>
                  <th className="py-2 pr-3 font-medium">Plano</th>
                  <th className="py-2 pr-3 font-medium">Usuários</th>
                  <th className="py-2 pr-3 text-right font-medium">Valor</th>
                  <th className="py-2 pr-3 font-medium">Forma</th>
                  <th className="py-2 pr-3 font-medium">Situação</th>
                  <th className="py-2 pr-3 font-medium">Pago em</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">Recibo ou pagamento</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {q.data.invoices.map((i) => (
                  <tr key={i.id} data-testid="invoice-row">
                    <td className="py-2.5 pr-3 text-slate-900">{invoicePeriod(i)}</td>
                    <td className="py-2.5 pr-3">{getPlan(i.plan).name}</td>
                    <td className="py-2.5 pr-3">{i.seats}</td>
                    <td className="py-2.5 pr-3 text-right font-medium tabular-nums">{formatBRL(i.amountCents)}</td>
                    <td className="py-2.5 pr-3">{METHOD[i.method]}</td>
                    <td className="py-2.5 pr-3">
                      <Badge tone={STATUS[i.status].tone}>{STATUS[i.status].label}</Badge>
                      {i.payable ? <DueDate invoice={i} className="mt-1 block" /> : null}
                    </td>
                    <td className="py-2.5 pr-3">{i.paidAt ? formatBillingDate(i.paidAt) : '—'}</td>
                    <td className="py-2.5 text-right">
                      <RowAction invoice={i} onPay={setPaying} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="space-y-3 md:hidden">
              {q.data.invoices.map((i) => (
                <li key={i.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="invoice-item">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">
                        {getPlan(i.plan).name} · {i.seats} usuário(s)
                      </p>
                      <p className="text-xs text-slate-500">{invoicePeriod(i)}</p>
                      {i.payable ? <DueDate invoice={i} className="mt-0.5 block" /> : null}
                    </div>
                    <p className="shrink-0 font-semibold tabular-nums">{formatBRL(i.amountCents)}</p>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <span className="flex items-center gap-2 text-xs text-slate-600">
                      {METHOD[i.method]}
                      <Badge tone={STATUS[i.status].tone}>{STATUS[i.status].label}</Badge>
                    </span>
                    <RowAction invoice={i} onPay={setPaying} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
      {paying ? (
        <Suspense fallback={null}>
          <PayDialog.Lazy invoice={paying} onClose={() => setPaying(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
