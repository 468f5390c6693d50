// A Pix code or a boleto is paid outside the page: the page asks how its payment stands every few
// seconds (POST /api/payments/status) and moves on by itself once the bank has confirmed it
// (docs/decisions/027-pix-and-boleto.md).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PaymentWaitAnswer } from '#shared/schemas/billing.ts';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';

const EVERY_MS = 3000;

export function usePaymentWait(clientSecret: string, onPaid: () => void) {
  const q = useQuery({
    queryKey: ['/api/payments/status', clientSecret],
    queryFn: () => apiRequest<PaymentWaitAnswer>('/api/payments/status', 'POST', { clientSecret }),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : EVERY_MS),
    refetchIntervalInBackground: true,
  });
  const status = q.data?.status ?? 'pending';
  useEffect(() => {
    if (status === 'succeeded') onPaid();
  }, [status, onPaid]);
  // The local provider's stand-in for the bank: the page's test button.
  const simulate = useMutation({
    mutationFn: () => apiRequest<PaymentWaitAnswer>('/api/payments/local/simulate', 'POST', { clientSecret }),
    onSuccess: () => void q.refetch(),
    onError: (e) => toast({ title: 'Não foi possível simular o pagamento', description: errorMessage(e), variant: 'destructive' }),
  });
  return { status, simulate };
}
