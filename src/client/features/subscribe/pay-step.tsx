// /subscribe's payment and done steps (docs/product.md; docs/decisions/027-pix-and-boleto.md):
// the card form (local provider) or Stripe's Payment Element, the Pix code, or the boleto; then
// back to the flow (the account to create, or the account page after an upgrade).
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { getPlan, type PlanId } from '#shared/plans.ts';
import type { BillingConfig, CreateSubscriptionAnswer } from '#shared/schemas/billing.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { formatBRL } from '../../lib/format.ts';
import { BoletoPayment } from './boleto-payment.tsx';
import { LocalCardForm } from './local-card-form.tsx';
import { PixPayment } from './pix-payment.tsx';

const StripePayment = lazy(() => import('./stripe-payment.tsx'));

export function PayStep({
  answer,
  config,
  onBack,
  onDone,
}: {
  answer: CreateSubscriptionAnswer;
  config: BillingConfig;
  onBack: () => void;
  onDone: () => void;
}) {
  const amountLabel = formatBRL(answer.amountCents);
  const onFailure = (message: string) => toast({ title: 'Falha no Pagamento', description: message, variant: 'destructive' });
  const returnUrl = answer.upgrade
    ? `${window.location.origin}/dashboard/account?upgrade=success`
    : `${window.location.origin}/subscribe?${new URLSearchParams({ plan: answer.plan, email: answer.email, payment: 'done' })}`;
  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="step-title" className="text-xl font-semibold text-slate-900">
            2. Pagamento
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            {answer.email} · {answer.seats} usuário(s) · {amountLabel}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft /> Alterar
        </Button>
      </div>
      {answer.pix && answer.clientSecret ? (
        <PixPayment pix={answer.pix} clientSecret={answer.clientSecret} local={answer.provider === 'local'} onPaid={onDone} onRestart={onBack} />
      ) : answer.boleto && answer.clientSecret ? (
        <BoletoPayment
          boleto={answer.boleto}
          email={answer.email}
          clientSecret={answer.clientSecret}
          local={answer.provider === 'local'}
          onPaid={onDone}
          onRestart={onBack}
        />
      ) : !answer.clientSecret ? (
        <p role="alert" className="text-sm text-red-700">
          O provedor de pagamento não retornou os dados do pagamento. Volte e tente novamente.
        </p>
      ) : answer.provider === 'stripe' && config.publishableKey ? (
        <Suspense fallback={<PageLoader label="Carregando pagamento seguro..." />}>
          <StripePayment
            publishableKey={config.publishableKey}
            clientSecret={answer.clientSecret}
            amountLabel={amountLabel}
            returnUrl={returnUrl}
            onSuccess={onDone}
            onFailure={onFailure}
          />
        </Suspense>
      ) : answer.provider === 'stripe' ? (
        <p role="alert" className="text-sm text-red-700">
          Pagamento indisponível: a chave pública do Stripe (STRIPE_PUBLISHABLE_KEY) não está configurada.
        </p>
      ) : (
        <LocalCardForm clientSecret={answer.clientSecret} amountLabel={amountLabel} onSuccess={onDone} onFailure={onFailure} />
      )}
    </div>
  );
}

export function DoneStep({ plan, email, upgrade, renewed }: { plan: PlanId; email: string; upgrade: boolean; renewed: boolean }) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const registerUrl = `/auth?${new URLSearchParams({ mode: 'register', plan, ...(email ? { email } : {}) })}`;
  useEffect(() => {
    if (!upgrade) return;
    // D4: the agency is updated; the account screen shows the return toast (docs/product.md).
    void refresh().then(() => navigate(`/dashboard/account?upgrade=${renewed ? 'renewed' : 'success'}`, { replace: true }));
  }, [upgrade, renewed, refresh, navigate]);
  return (
    <div className="space-y-5 text-center sm:text-left" role="status">
      <CheckCircle2 className="mx-auto size-14 text-emerald-600 sm:mx-0" aria-hidden="true" />
      <div>
        <h2 id="step-title" className="text-2xl font-bold text-slate-900">
          Pagamento confirmado!
        </h2>
        <p className="mt-2 text-slate-600">
          {upgrade
            ? renewed
              ? 'Sua assinatura está ativa novamente. Voltando para a sua conta...'
              : 'Seu plano foi atualizado. Voltando para a sua conta...'
            : `Plano ${getPlan(plan).name} ativo para ${email || 'o seu email'}. Agora crie o acesso da sua agência: o plano e o email já estarão preenchidos.`}
        </p>
      </div>
      {upgrade ? null : (
        <Button asChild size="lg">
          <Link to={registerUrl}>Criar minha conta</Link>
        </Button>
      )}
    </div>
  );
}
