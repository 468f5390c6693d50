// The account's plans (docs/product.md; D4, D20): every text of a plan card comes from
// #shared/plans.ts, so the card cannot say a limit the server does not apply.
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { can } from '#shared/permissions.ts';
import { isDowngrade, PLAN_IDS, PLANS, type PlanId } from '#shared/plans.ts';
import type { User } from '#shared/schemas/auth.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/utils.ts';
import { PlanPitch } from '../subscribe/plan-pitch.tsx';
import { SubscriptionCard } from '../subscribe/subscription-card.tsx';

export function PlansSection({ user }: { user: User }) {
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
      <PlanCards plan={user.plan} />
    </section>
  );
}

/** One card per plan, the agency's current one marked. */
export function PlanCards({ plan: userPlan }: { plan: PlanId }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        const current = userPlan === id;
        return (
          <Card key={id} className={cn('flex flex-col p-6', current && 'border-brand-500 ring-1 ring-brand-500')} data-testid={`plan-${id}`}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              {current ? <Badge tone="brand">Plano atual</Badge> : null}
            </div>
            <PlanPitch plan={plan} listClassName="flex-1" />
            {isDowngrade(userPlan, id) ? (
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
  );
}
