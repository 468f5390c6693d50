// The owner's subscription on the account screen (spec 01 section 9: no lock-in; after
// cancelling, access lasts until the end of the paid period). Mount it in the Conta page
// next to 'Planos Disponíveis' (owners only; the server refuses everyone else).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { getPlan } from '#shared/plans.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';

export interface BillingSummary {
  provider: 'local' | 'stripe';
  plan: string;
  seats: number;
  status: string;
  paidUntil: string | null;
}

const STATUS: Record<string, { label: string; tone: 'green' | 'orange' | 'red' | 'gray' }> = {
  active: { label: 'Ativa', tone: 'green' },
  trialing: { label: 'Ativa', tone: 'green' },
  canceling: { label: 'Cancelada', tone: 'orange' },
  past_due: { label: 'Pagamento pendente', tone: 'red' },
  unpaid: { label: 'Pagamento pendente', tone: 'red' },
  canceled: { label: 'Encerrada', tone: 'gray' },
};

export function SubscriptionCard() {
  const qc = useQueryClient();
  const q = useQuery<BillingSummary>({ queryKey: ['/api/billing/subscription'] });
  const [confirm, setConfirm] = useState(false);
  const [pending, setPending] = useState(false);
  if (!q.data) return null;
  const s = q.data;
  const status = STATUS[s.status] ?? { label: s.status, tone: 'gray' as const };
  const until = s.paidUntil ? formatDate(s.paidUntil) : null;
  const cancellable = s.status === 'active' || s.status === 'trialing' || s.status === 'past_due';

  const cancel = async () => {
    setPending(true);
    try {
      const next = await apiRequest<BillingSummary>('/api/billing/cancel', 'POST');
      qc.setQueryData(['/api/billing/subscription'], next);
      toast({
        title: 'Assinatura cancelada',
        description: next.paidUntil ? `Seu acesso continua até ${formatDate(next.paidUntil)}.` : undefined,
        variant: 'success',
      });
      setConfirm(false);
    } catch (e) {
      toast({ title: 'Erro ao processar solicitação', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card data-testid="subscription-card">
      <CardHeader className="flex-row items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <CreditCard className="size-5" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <CardTitle>Assinatura</CardTitle>
          <CardDescription>
            Plano {getPlan(s.plan).name} · {s.seats} usuário(s)
          </CardDescription>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
          {until ? (s.status === 'canceling' || s.status === 'canceled' ? `Acesso até ${until}` : `Renova em ${until}`) : 'Sem período pago registrado'}
        </p>
        {cancellable ? (
          <Button variant="outline" onClick={() => setConfirm(true)}>
            Cancelar assinatura
          </Button>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Cancelar assinatura?"
        description={`Sem fidelidade: nada mais será cobrado${until ? ` e o acesso continua até ${until}` : ''}. Depois disso, a agência perde o acesso ao plano.`}
        confirmLabel="Cancelar assinatura"
        cancelLabel="Manter assinatura"
        onConfirm={cancel}
        pending={pending}
      />
    </Card>
  );
}
