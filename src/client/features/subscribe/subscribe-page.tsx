import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Crown, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { changeIsProrated, formatBillingDate } from '#shared/billing-status.ts';
import { can } from '#shared/permissions.ts';
import { getPlan, isPlanId, type PlanId } from '#shared/plans.ts';
import type { BillingConfig, CreateSubscriptionAnswer } from '#shared/schemas/billing.ts';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { formatBRL } from '../../lib/format.ts';
import { DetailsStep } from './details-step.tsx';
import { DoneStep, PayStep } from './pay-step.tsx';
import { PlanPitch } from './plan-pitch.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

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
              askAddress={config.data?.provider === 'stripe'}
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
