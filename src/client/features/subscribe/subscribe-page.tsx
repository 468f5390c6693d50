// /subscribe?plan= (D11, D20; docs/product.md): plan summary, email and seats,
// then the card form (local provider) or Stripe's Payment Element, then back to the flow:
// a new customer creates the account (/auth?mode=register, D2); a signed-in owner returns
// to the account screen with upgrade=success (D4); after a cancelled period ended, the
// owner subscribes again here (any plan, a full month) and returns with upgrade=renewed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Crown, Loader2, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { changeIsProrated, formatBillingDate } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import { formatPlanPrice, getPlan, isPlanId, PLAN_IDS, PLANS, type PlanId } from '#shared/plans.ts';
import { type BillingConfig, type CreateSubscriptionAnswer, SeatsSchema } from '#shared/schemas/billing.ts';
import { EmailSchema } from '#shared/schemas/common.ts';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { formatBRL } from '../../lib/format.ts';
import { cn } from '../../lib/utils.ts';
import { LocalCardForm } from './local-card-form.tsx';
import { PlanPitch } from './plan-pitch.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

const StripePayment = lazy(() => import('./stripe-payment.tsx'));

const DetailsSchema = z.object({ email: EmailSchema, seats: SeatsSchema });

type Step =
  | { kind: 'details' }
  | { kind: 'pay'; answer: CreateSubscriptionAnswer }
  | { kind: 'done'; plan: PlanId; email: string; upgrade: boolean; renewed?: boolean };

export default function SubscribePage() {
  const [params] = useSearchParams();
  const { user, isLoading } = useAuth();
  const config = useQuery<BillingConfig>({ queryKey: ['/api/billing/config'] });
  const planParam = params.get('plan');
  const [plan, setPlan] = useState<PlanId>(isPlanId(planParam) ? planParam : 'enterprise');
  const returned = params.get('payment') === 'done' && params.get('redirect_status') !== 'failed';
  const [step, setStep] = useState<Step>(() =>
    returned ? { kind: 'done', plan: isPlanId(planParam) ? planParam : 'enterprise', email: params.get('email') ?? '', upgrade: false } : { kind: 'details' },
  );
  useEffect(() => {
    document.title = 'Assinatura · Funil';
  }, []);
  // docs/product.md: the paid period of a cancelled subscription ended; subscribing again
  // is a new month on any plan, not a change of the running one.
  const ended = !!user?.subscription.ended;
  useEffect(() => {
    // An Enterprise agency cannot choose Business here (downgrades go through support).
    if (user?.plan === 'enterprise' && !ended && plan === 'business') setPlan('enterprise');
  }, [user, ended, plan]);

  if (isLoading || config.isPending) return <PageLoader />;
  const owner = user && can(user, 'billing:write') ? user : null;
  const endedOn = user?.subscription.paidUntil ? ` em ${formatBillingDate(user.subscription.paidUntil)}` : '';

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="bg-gradient-to-br from-brand-950 via-brand-900 to-slate-950">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-5">
          <Link to={user ? '/dashboard/overview' : '/'} aria-label="Funil - início">
            <Logo light />
          </Link>
          {owner ? (
            <Link to="/dashboard/account?upgrade=cancelled" className="inline-flex items-center gap-1 text-sm font-medium text-brand-100 hover:text-white">
              <ArrowLeft className="size-4" aria-hidden="true" /> {ended ? 'Voltar' : 'Voltar para a conta'}
            </Link>
          ) : (
            <Link to="/auth?mode=login" className="text-sm font-medium text-brand-100 hover:text-white">
              Já tenho conta
            </Link>
          )}
        </div>
        <div className="mx-auto max-w-5xl px-4 pb-24 pt-4 text-white">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            {owner ? (ended ? 'Assine o Funil novamente' : 'Alterar plano e usuários') : 'Assine o Funil'}
          </h1>
          <p className="mt-2 max-w-2xl text-brand-100">
            {owner
              ? ended
                ? `Sua assinatura terminou${endedOn}. Assim que o pagamento for confirmado, o acesso volta com todos os seus clientes, funis e equipe.`
                : changeIsProrated(owner.subscription.paidUntil)
                  ? 'A mudança vale na hora; você paga só a diferença proporcional até o fim do período atual.'
                  : 'A mudança vale na hora; sua assinatura começa hoje, com um mês completo do novo total.'
              : 'Escolha o plano, pague com segurança e crie o acesso da sua agência em menos de 5 minutos. Sem fidelidade: cancele quando quiser.'}
          </p>
        </div>
      </header>

      <main className="mx-auto -mt-16 grid max-w-5xl gap-6 px-4 pb-16 lg:grid-cols-[1fr_22rem]">
        <section className="rounded-2xl bg-white p-6 shadow-xl sm:p-8" aria-labelledby="step-title">
          {user && !owner ? (
            <div role="alert" className="space-y-4">
              <h2 id="step-title" className="text-xl font-semibold text-slate-900">
                Apenas o dono da agência pode alterar o plano
              </h2>
              <p className="text-sm text-slate-600">Peça ao responsável pela conta da agência para fazer o upgrade ou comprar mais usuários.</p>
              <Button asChild variant="outline">
                <Link to="/dashboard">Voltar ao painel</Link>
              </Button>
            </div>
          ) : step.kind === 'details' ? (
            <DetailsStep
              plan={plan}
              onPlan={setPlan}
              owner={owner}
              ended={ended}
              initialEmail={params.get('email') ?? ''}
              // Same plan as today means buying seats (D4): start one above the current count.
              initialSeats={Number(params.get('seats')) || (owner ? owner.userLimit + (plan === owner.plan && !ended ? 1 : 0) : 1)}
              onReady={(answer) =>
                answer.status === 'succeeded'
                  ? setStep({ kind: 'done', plan: answer.plan, email: answer.email, upgrade: answer.upgrade, renewed: ended })
                  : setStep({ kind: 'pay', answer })
              }
            />
          ) : step.kind === 'pay' ? (
            <PayStep
              answer={step.answer}
              config={config.data ?? { provider: 'local', checkoutUrls: { business: '/subscribe?plan=business', enterprise: '/subscribe?plan=enterprise' } }}
              onBack={() => setStep({ kind: 'details' })}
              onDone={() => setStep({ kind: 'done', plan: step.answer.plan, email: step.answer.email, upgrade: step.answer.upgrade, renewed: ended })}
            />
          ) : (
            <DoneStep plan={step.plan} email={step.email} upgrade={step.upgrade} renewed={!!step.renewed} />
          )}
        </section>
        <div className="space-y-6">
          <PlanSummary
            plan={step.kind === 'pay' ? step.answer.plan : plan}
            seats={step.kind === 'pay' ? step.answer.seats : undefined}
            amountCents={step.kind === 'pay' ? step.answer.amountCents : undefined}
            prorated={step.kind === 'pay' ? step.answer.prorated : false}
          />
          {owner && step.kind === 'details' ? <SubscriptionCard /> : null}
        </div>
      </main>
    </div>
  );
}

function PlanSummary({ plan, seats, amountCents, prorated }: { plan: PlanId; seats?: number; amountCents?: number; prorated: boolean }) {
  const p = getPlan(plan);
  return (
    <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-label="Resumo do plano">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Resumo</p>
      <h2 className="mt-1 flex items-center gap-2 text-xl font-bold text-slate-900">
        {plan === 'enterprise' ? <Crown className="size-5 text-brand-600" aria-hidden="true" /> : null}
        Plano {p.name}
      </h2>
      <PlanPitch plan={p} />
      {seats !== undefined && amountCents !== undefined ? (
        <dl className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-500">Usuários</dt>
            <dd className="font-medium text-slate-900">{seats}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-500">{prorated ? 'Diferença proporcional hoje' : 'Total hoje'}</dt>
            <dd className="font-semibold text-slate-900" data-testid="amount-due">
              {formatBRL(amountCents)}
            </dd>
          </div>
          {!prorated ? <p className="text-xs text-slate-500">Renova mensalmente. Cancele quando quiser; o acesso continua até o fim do mês pago.</p> : null}
        </dl>
      ) : null}
      <p className="mt-6 flex items-center gap-2 text-xs text-slate-500">
        <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" /> Pagamento protegido com criptografia SSL de 256 bits
      </p>
    </aside>
  );
}

function DetailsStep({
  plan,
  onPlan,
  owner,
  ended,
  initialEmail,
  initialSeats,
  onReady,
}: {
  plan: PlanId;
  onPlan: (p: PlanId) => void;
  owner: { email: string; plan: PlanId; userLimit: number; subscription: { paidUntil: string | null } } | null;
  ended: boolean;
  initialEmail: string;
  initialSeats: number;
  onReady: (a: CreateSubscriptionAnswer) => void;
}) {
  const form = useForm({
    resolver: zodResolver(DetailsSchema),
    defaultValues: { email: owner?.email ?? initialEmail, seats: Math.max(1, Math.min(500, initialSeats)) },
  });
  const { errors, isSubmitting } = form.formState;
  const seats = Number(form.watch('seats')) || 0;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await apiRequest<CreateSubscriptionAnswer>(
        '/api/create-subscription',
        'POST',
        owner ? { plan, seats: values.seats } : { email: values.email, plan, seats: values.seats },
      );
      onReady(answer);
    } catch (e) {
      toast({ title: 'Erro ao processar solicitação', description: errorMessage(e), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div>
        <h2 id="step-title" className="text-xl font-semibold text-slate-900">
          1. Plano e usuários
        </h2>
        <p className="mt-1 text-sm text-slate-500">Cada usuário custa o preço do plano. O dono da agência conta como um usuário.</p>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Plano</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PLAN_IDS.map((id) => {
            const p = PLANS[id];
            const disabled = owner?.plan === 'enterprise' && id === 'business' && !ended;
            return (
              <label
                key={id}
                className={cn(
                  'flex cursor-pointer flex-col rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                  plan === id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
                  disabled && 'cursor-not-allowed opacity-50',
                )}
              >
                <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => onPlan(id)} disabled={disabled} className="sr-only" />
                <span className="font-semibold text-slate-900">{p.name}</span>
                <span className="text-sm text-slate-600">{formatPlanPrice(p)}/mês por usuário</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field
        label="Email"
        htmlFor="sub-email"
        error={errors.email?.message}
        hint={
          owner
            ? 'O email do dono da agência.'
            : 'Use este email para criar sua conta depois do pagamento. Já tem conta? Entre e mude o plano pela página Conta.'
        }
      >
        <Input
          id="sub-email"
          type="email"
          autoComplete="email"
          placeholder="voce@agencia.com.br"
          readOnly={!!owner}
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </Field>
      <Field
        label="Usuários"
        htmlFor="sub-seats"
        error={errors.seats?.message}
        hint={
          owner
            ? ended
              ? `Sua agência tinha ${owner.userLimit} usuário(s) pago(s).`
              : `Hoje sua agência tem ${owner.userLimit} usuário(s) pago(s).`
            : undefined
        }
      >
        <Input
          id="sub-seats"
          type="number"
          inputMode="numeric"
          min={owner && !ended ? owner.userLimit : 1}
          max={500}
          className="w-32"
          aria-invalid={!!errors.seats}
          {...form.register('seats')}
        />
      </Field>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {owner && !ended && changeIsProrated(owner.subscription.paidUntil) ? (
            'Valor proporcional calculado no próximo passo.'
          ) : (
            <>
              Total mensal: <span className="font-semibold text-slate-900">{formatBRL(getPlan(plan).priceCents * Math.max(0, seats))}</span>
            </>
          )}
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" /> : null}
          {isSubmitting ? 'Preparando pagamento...' : 'Continuar para o pagamento'}
        </Button>
      </div>
    </form>
  );
}

function PayStep({ answer, config, onBack, onDone }: { answer: CreateSubscriptionAnswer; config: BillingConfig; onBack: () => void; onDone: () => void }) {
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
      {!answer.clientSecret ? (
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

function DoneStep({ plan, email, upgrade, renewed }: { plan: PlanId; email: string; upgrade: boolean; renewed: boolean }) {
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
