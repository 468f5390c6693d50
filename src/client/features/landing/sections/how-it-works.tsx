// How it works (docs/product.md): the five steps.
import { MessageSquareText, PenTool, Rocket, Send, Users } from 'lucide-react';
import { btn, CenteredIntro, container, DemoButton, Lead, PlansButton, Section } from '../ui.tsx';

const STEPS = [
  {
    icon: PenTool,
    title: 'Crie o funil visual',
    text: 'Arraste páginas, anúncios, e-mails e automações para o funil e conecte o caminho do lead. São mais de 35 componentes e 12 templates prontos.',
  },
  {
    icon: Users,
    title: 'Colabore em tempo real',
    text: 'Sua equipe edita o mesmo funil ao mesmo tempo, vê quem está online e conta com o histórico de alterações.',
  },
  {
    icon: Send,
    title: 'Publique para o cliente',
    text: 'Com um clique o funil aparece no portal exclusivo do cliente, com login próprio. Nada de PDF perdido no e-mail.',
  },
  {
    icon: MessageSquareText,
    title: 'Receba feedback contextual',
    text: 'O cliente comenta direto em cada página, anúncio ou e-mail, e aprova ou pede ajustes com um clique.',
  },
  {
    icon: Rocket,
    title: 'Apresente e implemente',
    text: 'Apresente em tela cheia na reunião ou imprima, registre a aprovação e coloque o funil no ar sem ruído.',
  },
];

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" labelledBy="how-title" className="bg-white py-20 sm:py-28">
      <div className={container}>
        <CenteredIntro eyebrow="Como funciona" id="how-title" title="Um sistema de 5 passos, do briefing ao funil no ar">
          <Lead>O mesmo fluxo para todos os clientes: sua equipe trabalha com método e o cliente sabe exatamente o que está aprovando.</Lead>
        </CenteredIntro>
        <ol className="relative mt-14 grid gap-6 md:grid-cols-5 md:gap-4">
          <span
            className="absolute top-7 right-[10%] left-[10%] hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 md:block"
            aria-hidden="true"
          />
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative flex gap-4 md:flex-col md:items-center md:text-center">
              <span
                className="relative grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white shadow-lg shadow-brand-700/25 ring-4 ring-white"
                aria-hidden="true"
              >
                <Icon className="size-6" />
              </span>
              <div>
                <p className="text-sm font-semibold text-brand-700">Passo {i + 1}</p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-14 flex flex-col justify-center gap-3 sm:flex-row">
          <PlansButton className={btn.primary} />
          <DemoButton className={btn.outline} />
        </div>
      </div>
    </Section>
  );
}
