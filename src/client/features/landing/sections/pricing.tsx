// Pricing with the plan comparison table. Everything here comes from PLANS (D20); the
// subscribe buttons open /subscribe?plan= in a new tab (D11).
import { Check, Minus, ShieldCheck } from 'lucide-react';
import { formatPlanPrice, PLAN_IDS, PLANS, type PlanId } from '#shared/plans.ts';
import { type Cell, comparisonRows, enterpriseLabel, startNowLabel, subscribeHref } from '../plans-view.ts';
import { btn, container, Eyebrow, H2, Lead, Section, SubscribeLink } from '../ui.tsx';

function PlanCard({ id }: { id: PlanId }) {
  const plan = PLANS[id];
  const featured = id === 'enterprise';
  return (
    <article
      aria-labelledby={`plan-${id}`}
      data-testid={`plan-${id}`}
      className={`relative flex flex-col rounded-3xl p-6 sm:p-10 ${featured ? 'bg-brand-950 text-white shadow-2xl shadow-brand-900/30 ring-1 ring-brand-800' : 'bg-white shadow-sm ring-1 ring-slate-200'}`}
    >
      {featured && (
        <p className="absolute -top-3.5 left-8 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wider text-white uppercase shadow sm:left-10">
          Mais completo
        </p>
      )}
      <h3 id={`plan-${id}`} className="text-2xl font-bold">
        {plan.name}
      </h3>
      <p className={`mt-1 ${featured ? 'text-brand-200' : 'text-slate-600'}`}>{plan.suggestedFor}</p>
      <p className="mt-8 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-4xl font-extrabold tracking-tight whitespace-nowrap sm:text-5xl" data-testid={`price-${id}`}>
          {formatPlanPrice(plan)}
        </span>
        <span className={featured ? 'text-brand-200' : 'text-slate-600'}>/mês por usuário</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3">
        {plan.highlights.map((h) => (
          <li key={h} className="flex items-start gap-3">
            <Check className={`mt-0.5 size-5 shrink-0 ${featured ? 'text-emerald-400' : 'text-emerald-600'}`} aria-hidden="true" />
            <span className={featured ? 'text-brand-50' : 'text-slate-700'}>{h}</span>
          </li>
        ))}
      </ul>
      <SubscribeLink href={subscribeHref(id)} className={`${featured ? btn.light : btn.primary} mt-10 w-full`}>
        {id === 'business' ? startNowLabel() : enterpriseLabel()}
      </SubscribeLink>
    </article>
  );
}

function CellView({ value, featured }: { value: Cell; featured?: boolean }) {
  if (value === true)
    return (
      <>
        <Check className={`mx-auto size-5 ${featured ? 'text-brand-700' : 'text-emerald-600'}`} aria-hidden="true" />
        <span className="sr-only">Incluído</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus className="mx-auto size-5 text-slate-400" aria-hidden="true" />
        <span className="sr-only">Não incluído</span>
      </>
    );
  return <>{value}</>;
}

export function PricingSection() {
  const rows = comparisonRows();
  return (
    <Section id="pricing" labelledBy="pricing-title" className="bg-white py-20 sm:py-28">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>Planos</Eyebrow>
          <H2 id="pricing-title">Preço simples, por usuário, sem surpresa</H2>
          <Lead>
            Sem fidelidade e sem limite de usuários. Mude de plano quando quiser, pagando só a diferença proporcional. Cancelou? O acesso continua até o fim do
            mês pago.
          </Lead>
        </div>
        <div className="mx-auto mt-14 grid max-w-4xl gap-8 md:grid-cols-2">
          {PLAN_IDS.map((id) => (
            <PlanCard key={id} id={id} />
          ))}
        </div>
        <p className="mx-auto mt-8 flex max-w-4xl items-start justify-center gap-2 text-sm text-slate-600">
          <ShieldCheck className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          Pague com cartão, Pix ou boleto, em ambiente seguro (SSL 256 bits). Com boleto, o acesso começa quando o banco confirmar o pagamento. A assinatura abre em uma nova aba.
        </p>

        <div className="mx-auto mt-20 max-w-4xl">
          <h3 className="text-center text-2xl font-bold tracking-tight text-slate-900">Compare os planos</h3>
          {/* bg-white: the table's own backdrop, so a contrast check never looks through to a section content-visibility skipped. */}
          <div className="relative mt-8 overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
            <table className="w-full border-collapse text-left text-sm sm:text-[15px]">
              <caption className="sr-only">Comparação dos planos {PLAN_IDS.map((id) => PLANS[id].name).join(' e ')}</caption>
              <thead>
                <tr className="bg-slate-50">
                  <th scope="col" className="w-2/5 px-3 py-4 font-semibold text-slate-900 sm:px-5">
                    Recurso
                  </th>
                  {PLAN_IDS.map((id) => (
                    <th
                      key={id}
                      scope="col"
                      className={`px-2 py-4 text-center sm:px-5 font-semibold ${id === 'enterprise' ? 'bg-brand-50 text-brand-800' : 'text-slate-900'}`}
                    >
                      {PLANS[id].name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((r) => (
                  <tr key={r.label}>
                    <th scope="row" className="px-3 py-3.5 font-medium text-slate-700 sm:px-5">
                      {r.label}
                    </th>
                    {PLAN_IDS.map((id) => (
                      <td key={id} data-plan={id} className={`px-2 py-3.5 text-center sm:px-5 text-slate-700 ${id === 'enterprise' ? 'bg-brand-50/60' : ''}`}>
                        <CellView value={r.cells[id]} featured={id === 'enterprise'} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </Section>
  );
}
