// Frequently asked questions and the closing call (docs/product.md); prices come from PLANS (D20).
import { PLANS } from '#shared/plans.ts';
import { startNowLabel, subscribeHref } from '../plans-view.ts';
import { btn, container, Eyebrow, H2, ScrollButton, Section, SubscribeLink } from '../ui.tsx';

const FAQ = [
  {
    q: 'Meu cliente precisa pagar alguma coisa?',
    a: 'Não. O portal do cliente está incluído em todos os planos. Você cria o acesso do cliente e ele entra com login próprio, vendo apenas os projetos dele.',
  },
  {
    q: 'Como funciona a cobrança por usuário?',
    a: `Não há limite de usuários. Cada usuário da equipe custa o valor do plano escolhido: ${PLANS.business.name} ou ${PLANS.enterprise.name}, por usuário, por mês.`,
  },
  {
    q: 'Posso pagar com Pix ou boleto?',
    a: 'Sim: cartão, Pix ou boleto. Com cartão ou Pix, o acesso começa na hora. Com boleto, ele começa quando o banco confirmar o pagamento, o que leva até 3 dias úteis; o boleto chega também por email.',
  },
  {
    q: 'Posso mudar de plano depois?',
    a: 'Sim. A mudança vale na hora e você paga apenas a diferença proporcional ao período restante.',
  },
  {
    q: 'Existe fidelidade? Como cancelo?',
    a: 'Não existe fidelidade. Você cancela quando quiser e mantém o acesso até o fim do mês já pago.',
  },
  {
    q: 'Quanto tempo leva para começar?',
    a: 'Menos de 5 minutos: assine, crie a conta, cadastre o primeiro cliente e comece um funil do zero ou a partir de um template.',
  },
  {
    q: 'Posso apresentar ou imprimir os funis?',
    a: 'Sim. Use o modo apresentação em tela cheia nas reuniões ou imprima o funil para entregar ao cliente.',
  },
  {
    q: 'Meus dados e os dos meus clientes estão seguros?',
    a: 'Sim. Toda a comunicação é protegida por criptografia SSL de 256 bits, as senhas são guardadas com hash e cada cliente só enxerga os próprios projetos.',
  },
];

export function FaqSection() {
  return (
    <Section id="faq" labelledBy="faq-title" className="bg-slate-50 py-20 sm:py-28">
      <div className={`${container} max-w-3xl`}>
        <div className="text-center">
          <Eyebrow>FAQ</Eyebrow>
          <H2 id="faq-title">Perguntas frequentes</H2>
        </div>
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group px-6 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900">
                {q}
                <span
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-700 transition-transform group-open:rotate-45"
                  aria-hidden="true"
                >
                  +
                </span>
              </summary>
              <p className="-mt-1 pb-5 leading-relaxed text-slate-600">{a}</p>
            </details>
          ))}
        </div>
        <div className="mt-14 rounded-2xl bg-brand-950 p-8 text-center text-white sm:p-10">
          <h3 className="text-2xl font-bold text-balance">Seu próximo funil pode ser aprovado esta semana.</h3>
          <p className="mt-3 text-brand-100">Comece hoje. Sem fidelidade, cancele quando quiser.</p>
          <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
            <SubscribeLink href={subscribeHref('business')} className={btn.light}>
              {startNowLabel()}
            </SubscribeLink>
            <ScrollButton to="pricing" className={btn.ghostDark}>
              Ver Planos
            </ScrollButton>
          </div>
        </div>
      </div>
    </Section>
  );
}
