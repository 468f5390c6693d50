// Who it is for (docs/product.md); the plan suggestions come from PLANS (D20).
import { Building2, Layers, Rocket, ShoppingBag, UserRound } from 'lucide-react';
import { PLANS } from '#shared/plans.ts';
import { btn, container, Eyebrow, H2, IconCard, Lead, PlansButton, Section } from '../ui.tsx';

const AUDIENCES = [
  { icon: Rocket, title: 'Agências de lançamento', text: 'Planeje captação, aquecimento, CPLs e carrinho aberto com o expert enxergando cada etapa.' },
  {
    icon: Layers,
    title: 'Agências de tráfego e performance',
    text: 'Mostre de onde vem o lead e para onde ele vai. Justifique o investimento em mídia com o funil na tela.',
  },
  {
    icon: ShoppingBag,
    title: 'E-commerce e varejo',
    text: 'Desenhe recuperação de carrinho, pós-venda e recompra e aprove as réguas de e-mail e WhatsApp com o lojista.',
  },
  { icon: UserRound, title: 'Consultores e estrategistas', text: 'Entregue um diagnóstico visual profissional e feche mais projetos já na primeira reunião.' },
];

export function WhoItsForSection() {
  return (
    <Section id="who-its-for" labelledBy="who-title" className="bg-slate-50 py-20 sm:py-28">
      <div className={container}>
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <Eyebrow>Para quem é</Eyebrow>
            <H2 id="who-title">Feito para quem vende estratégia, não só execução</H2>
            <Lead>
              Do estúdio com três clientes à agência com dezenas de contas: o Funil cresce com você e cada usuário extra custa o mesmo valor do plano.
            </Lead>
            <div className="mt-8 space-y-3">
              {[PLANS.business, PLANS.enterprise].map((p) => (
                <p key={p.id} className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
                  <Building2 className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="text-slate-700">
                    {p.suggestedFor}: <strong className="font-semibold text-slate-900">{p.name}</strong>
                  </span>
                </p>
              ))}
            </div>
            <PlansButton className={`${btn.primary} mt-8`} />
          </div>
          <ul className="grid gap-5 sm:grid-cols-2">
            {AUDIENCES.map((a) => (
              <IconCard key={a.title} {...a} tone="bg-brand-50 text-brand-700" />
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
