// The local provider's card form (D11): test cards only, checked by the server (Luhn,
// expiry, CVC). A decline answers 402 with the provider's message.
import { CreditCard, Loader2, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CARD_NUMBER_MSG, CVC_MSG, EXPIRY_MSG } from '#shared/schemas/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';

type FieldName = 'number' | 'expiry' | 'cvc';

const groupCard = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (v: string) => {
  const d = v.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

export function LocalCardForm({
  clientSecret,
  amountLabel,
  onSuccess,
  onFailure,
}: {
  clientSecret: string;
  amountLabel: string;
  onSuccess: () => void;
  onFailure: (message: string) => void;
}) {
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [processing, setProcessing] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const digits = number.replace(/\D/g, '');
    const [mm, yy] = expiry.split('/');
    const next: Partial<Record<FieldName, string>> = {};
    if (digits.length < 12) next.number = CARD_NUMBER_MSG;
    if (!mm || !yy || yy.length !== 2 || Number(mm) < 1 || Number(mm) > 12) next.expiry = EXPIRY_MSG;
    if (!/^\d{3,4}$/.test(cvc)) next.cvc = CVC_MSG;
    setErrors(next);
    if (Object.keys(next).length) return;
    setProcessing(true);
    try {
      await apiRequest('/api/payments/local/confirm', 'POST', {
        clientSecret,
        cardNumber: digits,
        expMonth: Number(mm),
        expYear: 2000 + Number(yy),
        cvc,
        name: name || undefined,
      });
      onSuccess();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const field = (err.body as { field?: string } | null)?.field;
        const f: FieldName = field === 'expiry' || field === 'expMonth' || field === 'expYear' ? 'expiry' : field === 'cvc' ? 'cvc' : 'number';
        setErrors({ [f]: err.serverMessage ?? 'Dados do cartão inválidos.' });
      } else if (err instanceof ApiError) {
        onFailure(err.serverMessage ?? 'Pagamento recusado pelo provedor.');
      } else {
        onFailure('Não foi possível conectar ao servidor. Verifique sua conexão.');
      }
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={processing}>
      <Field label="Nome no cartão" htmlFor="card-name">
        <Input
          id="card-name"
          autoComplete="cc-name"
          placeholder="Como está impresso no cartão"
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={processing}
        />
      </Field>
      <Field label="Número do cartão" htmlFor="card-number" error={errors.number}>
        <div className="relative">
          <CreditCard className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            className="pl-9 font-mono tracking-wide"
            value={number}
            onChange={(e) => setNumber(groupCard(e.target.value))}
            aria-invalid={!!errors.number}
            aria-describedby={errors.number ? 'card-number-error' : undefined}
            disabled={processing}
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Validade" htmlFor="card-expiry" error={errors.expiry}>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            aria-invalid={!!errors.expiry}
            disabled={processing}
          />
        </Field>
        <Field label="CVC" htmlFor="card-cvc" error={errors.cvc}>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            aria-invalid={!!errors.cvc}
            disabled={processing}
          />
        </Field>
      </div>
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
        Ambiente de pagamento local: nenhuma cobrança real é feita. Use o cartão de teste <span className="font-mono font-semibold">4242 4242 4242 4242</span>,
        qualquer validade futura e qualquer CVC.
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={processing}>
        {processing ? <Loader2 className="animate-spin" /> : <Lock />}
        {processing ? 'Processando pagamento...' : `Pagar ${amountLabel}`}
      </Button>
    </form>
  );
}
