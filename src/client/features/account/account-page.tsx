// Conta (docs/product.md; D3, D4, D20).
import { Check, LifeBuoy, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { can, isOwner } from '#shared/permissions.ts';
import { formatPlanPrice, isDowngrade, PLAN_IDS, PLANS } from '#shared/plans.ts';
import type { User } from '#shared/schemas/auth.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardHeading } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { cn } from '../../lib/utils.ts';
import { SubscriptionCard } from '../subscribe/subscription-card.tsx';
import { AgencyCard } from './agency-card.tsx';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { ExportCard } from './export-card.tsx';
import { TeamCard } from './team-card.tsx';

function SupportCard() {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <CardHeading icon={LifeBuoy} title="Suporte" description="Precisa de ajuda? Fale com a nossa equipe." />
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="mailto:suporte@funil.app">
            <Mail /> suporte@funil.app
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

function PlansSection({ user }: { user: User }) {
  return (
    <section id="planos" aria-labelledby="planos-title" className="scroll-mt-20">
      <h2 id="planos-title" className="mb-4 text-xl font-bold text-slate-900">
        Planos Disponíveis
      </h2>
      {/* Upgrade, seats (the plan buttons) and cancellation in one place (D4; docs/product.md). */}
      {can(user, 'billing:write') ? (
        <div className="mb-4">
          <SubscriptionCard />
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          const current = user.plan === id;
          return (
            <Card key={id} className={cn('flex flex-col p-6', current && 'border-brand-500 ring-1 ring-brand-500')} data-testid={`plan-${id}`}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                {current ? <Badge tone="brand">Plano atual</Badge> : null}
              </div>
              <p className="mt-1 text-sm text-slate-500">{plan.suggestedFor}</p>
              <p className="mt-4">
                <span className="text-3xl font-bold text-slate-900">{formatPlanPrice(plan)}</span>
                <span className="text-sm text-slate-500">/mês por usuário</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {plan.highlights.map((h) => (
                  <li key={h} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {h}
                  </li>
                ))}
              </ul>
              {isDowngrade(user.plan, id) ? (
                // The server refuses a move down while the period runs: support does it.
                <div className="mt-6 grid gap-2">
                  <p className="text-sm text-slate-500">Para mudar para um plano menor, fale com o suporte.</p>
                  <Button asChild variant="outline">
                    <a href={`mailto:suporte@funil.app?subject=${encodeURIComponent(`Mudar para o plano ${plan.name}`)}`}>
                      <Mail /> Falar com o suporte
                    </a>
                  </Button>
                </div>
              ) : (
                <Button asChild className="mt-6" variant={current ? 'outline' : 'default'}>
                  <Link to={`/subscribe?plan=${id}`}>
                    {current ? 'Adicionar usuários' : id === 'enterprise' ? 'Fazer upgrade para Enterprise' : `Assinar ${plan.name}`}
                  </Link>
                </Button>
              )}
            </Card>
          );
        })}
      </div>
    </section>
  );
}

export default function AccountPage() {
  const { user, refresh } = useAuth();
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);
  const { hash } = useLocation();

  // "Fazer upgrade" (D5 plan limits) links to #planos: bring the plans into view.
  useEffect(() => {
    if (hash === '#planos' && user) document.getElementById('planos')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash, user]);

  // Return from payment: toast, clean the URL, refresh the user (docs/product.md).
  useEffect(() => {
    const upgrade = params.get('upgrade');
    if (!upgrade || handled.current === upgrade) return;
    handled.current = upgrade;
    if (upgrade === 'success') toast({ title: 'Upgrade realizado com sucesso!', description: 'Seu plano já está ativo.', variant: 'success' });
    else if (upgrade === 'renewed')
      toast({ title: 'Assinatura ativa novamente!', description: 'Bem-vindo de volta: seus clientes e funis estão como você deixou.', variant: 'success' });
    else if (upgrade === 'cancelled') toast({ title: 'Upgrade cancelado', description: 'Nenhuma cobrança foi feita.' });
    const next = new URLSearchParams(params);
    next.delete('upgrade');
    setParams(next, { replace: true });
    void refresh();
  }, [params, setParams, refresh]);

  if (!user) return <PageLoader />;
  return (
    <div className="space-y-6">
      <PageHeader title="Conta" subtitle="Dados da agência, equipe e plano" />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <AgencyCard user={user} />
        <div className="min-w-0 space-y-6">
          <TeamCard user={user} />
          <SupportCard />
        </div>
      </div>
      {/* Hidden for team members (docs/product.md). */}
      {can(user, 'plans:read') ? <PlansSection user={user} /> : null}
      {/* The agency's data rights are the owner's (decision 012). */}
      {isOwner(user) ? (
        <section aria-label="Seus dados" className="grid grid-cols-1 gap-6 xl:grid-cols-2">
          <ExportCard />
          <DeleteAccountCard user={user} />
        </section>
      ) : null}
    </div>
  );
}
