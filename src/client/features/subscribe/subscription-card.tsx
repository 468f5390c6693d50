// The owner's subscription, on the account screen next to 'Planos Disponíveis' and on
// /subscribe (docs/product.md: no lock-in; after cancelling, access lasts until the end
// of the paid period). Owners only (D4): the server refuses everyone else, and the pages
// mount it only for can(user, 'billing:write').

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { BillingSummary } from '#shared/billing-status.ts';
import { formatBillingDate } from '#shared/billing-status.ts';
import { getPlan } from '#shared/plans.ts';
import { ConfirmDialog } from '../../components/lazy-confirm-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { ME_KEY } from '../../lib/auth.tsx';
import { SUBSCRIPTION_ANCHOR } from './subscription-state.tsx';

export type { BillingSummary };

export const BILLING_KEY = ['/api/billing/subscription'];
/** The card's anchor: the shell's "Reativar assinatura" link points here. */

const STATUS: Record<string, { label: string; tone: 'green' | 'orange' | 'red' | 'gray' }> = {
  active: { label: 'Ativa', tone: 'green' },
  trialing: { label: 'Ativa', tone: 'green' },
  canceling: { label: 'Cancelada', tone: 'orange' },
  past_due: { label: 'Pagamento pendente', tone: 'red' },
  unpaid: { label: 'Pagamento pendente', tone: 'red' },
  canceled: { label: 'Encerrada', tone: 'gray' },
};

function periodText(s: BillingSummary, until: string | null): string {
  if (!s.recurring && !s.ended && s.status !== 'canceling') return 'Sem cobrança recorrente: conta criada pela equipe do Funil';
  if (!until) return 'Sem período pago registrado';
  if (s.ended) return `Acesso terminou em ${until}`;
  if (s.status === 'canceling' || s.status === 'canceled') return `Acesso até ${until}`;
  return `Renova em ${until}`;
}

export function SubscriptionCard() {
  const qc = useQueryClient();
  const q = useQuery<BillingSummary>({ queryKey: BILLING_KEY });
  const [confirm, setConfirm] = useState(false);
  const [pending, setPending] = useState(false);
  const { hash } = useLocation();
  const loaded = !!q.data;
  useEffect(() => {
    if (loaded && hash === `#${SUBSCRIPTION_ANCHOR}`) document.getElementById(SUBSCRIPTION_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [loaded, hash]);

  if (!q.data) return null;
  const s = q.data;
  const status = s.ended ? { label: 'Encerrada', tone: 'gray' as const } : (STATUS[s.status] ?? { label: s.status, tone: 'gray' as const });
  const until = s.paidUntil ? formatBillingDate(s.paidUntil) : null;
  const cancellable = s.recurring && (s.status === 'active' || s.status === 'trialing' || s.status === 'past_due');
  const reactivable = s.status === 'canceling' && !s.ended;

  const act = async (path: string, done: (next: BillingSummary) => { title: string; description?: string }) => {
    setPending(true);
    try {
      const next = await apiRequest<BillingSummary>(path, 'POST');
      qc.setQueryData(BILLING_KEY, next);
      // The shell shows the cancellation notice from the user's subscription state.
      await qc.invalidateQueries({ queryKey: ME_KEY });
      toast({ ...done(next), variant: 'success' });
      setConfirm(false);
    } catch (e) {
      toast({ title: 'Erro ao processar solicitação', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  const cancel = () =>
    act('/api/billing/cancel', (next) => ({
      title: 'Assinatura cancelada',
      description: next.paidUntil ? `Seu acesso continua até ${formatBillingDate(next.paidUntil)}.` : undefined,
    }));
  const reactivate = () =>
    act('/api/billing/reactivate', (next) => ({
      title: 'Assinatura reativada',
      description: next.paidUntil ? `Nada foi cobrado agora; a próxima renovação é em ${formatBillingDate(next.paidUntil)}.` : undefined,
    }));

  return (
    <Card id={SUBSCRIPTION_ANCHOR} data-testid="subscription-card" className="scroll-mt-20">
      <CardHeader className="flex-row items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <CreditCard className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <CardTitle>Assinatura</CardTitle>
          <CardDescription>
            Plano {getPlan(s.plan).name} · {s.seats} usuário(s)
          </CardDescription>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="subscription-period">
          <CalendarClock className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {periodText(s, until)}
        </p>
        {cancellable ? (
          <Button variant="outline" onClick={() => setConfirm(true)}>
            Cancelar assinatura
          </Button>
        ) : reactivable ? (
          <Button onClick={reactivate} disabled={pending}>
            Reativar assinatura
          </Button>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Cancelar assinatura?"
        description={`Sem fidelidade: nada mais será cobrado${until ? ` e o acesso continua até ${until}` : ''}. Depois disso, a agência perde o acesso ao Funil até assinar de novo; seus dados continuam guardados.`}
        confirmLabel="Cancelar assinatura"
        cancelLabel="Manter assinatura"
        onConfirm={cancel}
        pending={pending}
      />
    </Card>
  );
}
