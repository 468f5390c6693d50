// Testimonials (docs/product.md).
// Figures are marketing copy (docs/product.md; DECISIONS "Not built"): shown as text, nothing computes them.
import { Star } from 'lucide-react';
import { CenteredIntro, container, Figures, Section } from '../ui.tsx';

const TESTIMONIALS = [
  {
    quote:
      'Antes a aprovação de um lançamento levava três semanas de áudio e planilha. Hoje o expert comenta direto no funil e a gente aprova na mesma semana.',
    name: 'Camila Rocha',
    role: 'Sócia, Agência Ponto Alto',
  },
  {
    quote: 'O portal do cliente mudou o nível das nossas reuniões. O cliente enxerga a estratégia e para de pedir “só mais uma versão”.',
    name: 'Rafael Menezes',
    role: 'Diretor de estratégia, Tração Digital',
  },
  {
    quote: 'Montei o funil de recuperação de carrinho de uma loja em dez minutos a partir de um template. O lojista aprovou no celular.',
    name: 'Juliana Prado',
    role: 'Consultora de e-commerce',
  },
];

export function SocialProofSection() {
  return (
    <Section id="social-proof" labelledBy="proof-title" className="bg-slate-50 py-20 sm:py-28">
      <div className={container}>
        <CenteredIntro eyebrow="Testemunhos" id="proof-title" title="Mais de 500 agências já aprovam funis mais rápido">
          <p className="mt-5 inline-flex flex-wrap items-center justify-center gap-2 text-slate-700">
            <span className="flex text-amber-500" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} className="size-5 fill-current" />
              ))}
            </span>
            <span>
              <strong className="font-semibold text-slate-900">4,9 de 5</strong> em mais de 1.200 avaliações
            </span>
          </p>
        </CenteredIntro>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <blockquote className="flex-1 text-lg leading-relaxed text-slate-800">“{t.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800" aria-hidden="true">
                    {t.name
                      .split(' ')
                      .map((w) => w[0])
                      .join('')}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-sm text-slate-600">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <Figures
          items={[
            ['R$50 mil', 'de economia média por ano'],
            ['3x', 'aprovações mais rápidas'],
            ['24/7', 'suporte à sua agência'],
            ['SSL 256 bits', 'dados protegidos'],
          ]}
          className="mt-14 grid grid-cols-2 gap-6 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 lg:grid-cols-4"
          labelClassName="text-sm text-slate-600"
          valueClassName="text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl"
        />
      </div>
    </Section>
  );
}
