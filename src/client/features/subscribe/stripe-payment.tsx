// Stripe's Payment Element (D11), loaded only when the server runs the Stripe provider so
// the default (local) build never downloads Stripe.js.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Loader2, Lock } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  returnUrl: string;
  onSuccess: () => void;
  onFailure: (message: string) => void;
}

const cache = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let p = cache.get(key);
  if (!p) {
    p = loadStripe(key, { locale: 'pt-BR' });
    cache.set(key, p);
  }
  return p;
}

export default function StripePayment(props: StripePaymentProps) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: props.clientSecret,
        locale: 'pt-BR',
        appearance: { theme: 'stripe', variables: { colorPrimary: '#6d28d9', borderRadius: '8px' } },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ amountLabel, returnUrl, onSuccess, onFailure }: StripePaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
      if (error) onFailure(error.message ?? 'Pagamento recusado pelo provedor.');
      else if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) onSuccess();
      else onFailure('O pagamento não foi concluído. Tente novamente.');
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-5" aria-busy={processing}>
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !elements || processing}>
        {processing ? <Loader2 className="animate-spin" /> : <Lock />}
        {processing ? 'Processando pagamento...' : `Pagar ${amountLabel}`}
      </Button>
    </form>
  );
}
