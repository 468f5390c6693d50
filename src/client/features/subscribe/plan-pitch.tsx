// A plan's pitch, the same on the account's plan cards and in the subscribe page's summary:
// every word of it comes from #shared/plans.ts (D20).
import { Check } from 'lucide-react';
import { formatPlanPrice, type Plan } from '#shared/plans.ts';
import { cn } from '../../lib/utils.ts';

export function PlanPitch({ plan, listClassName }: { plan: Plan; listClassName?: string }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-500">{plan.suggestedFor}</p>
      <p className="mt-4">
        <span className="text-3xl font-bold text-slate-900">{formatPlanPrice(plan)}</span>
        <span className="text-sm text-slate-500">/mês por usuário</span>
      </p>
      <ul className={cn('mt-4 space-y-2 text-sm text-slate-700', listClassName)}>
        {plan.highlights.map((h) => (
          <li key={h} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            {h}
          </li>
        ))}
      </ul>
    </>
  );
}
