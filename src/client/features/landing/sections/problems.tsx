// The problems the product solves (docs/product.md).
// Figures are marketing copy (docs/product.md; DECISIONS "Not built"): shown as text, nothing computes them.
import { Clock, MessagesSquare, MousePointerClick, Presentation } from 'lucide-react';
import { CenteredIntro, container, IconCard, Lead, Section } from '../ui.tsx';

const PROBLEMS = [
  {
    icon: MessagesSquare,
    title: 'Feedback espalhado por todo lado',
    text: 'Áudio no WhatsApp, resposta no e-mail, ajuste combinado na call. No fim, ninguém sabe qual é a versão aprovada.',
  },
  {
    icon: Presentation,
    title: 'Apresentações que não convencem',
    text: 'Print de quadro branco e slide estático não mostram o caminho do lead. O cliente não entende a estratégia e adia a decisão.',
  },
  {
    icon: MousePointerClick,
    title: '“Muda aquilo ali” vira cinco rodadas',
    text: 'Sem comentário preso ao elemento certo, cada ajuste vira adivinhação e retrabalho para a equipe.',
  },
  {
    icon: Clock,
    title: 'Campanha parada esperando o “ok”',
    text: 'Cada semana sem aprovação é tráfego desligado, cliente impaciente e faturamento que não entra.',
  },
];

export function ProblemsSection() {
  return (
    <Section id="problems" labelledBy="problems-title" className="bg-slate-50 py-20 sm:py-28">
      <div className={container}>
        <CenteredIntro eyebrow="O problema" id="problems-title" title="Aprovar um funil não deveria levar três semanas">
          <Lead>Se a sua agência vive alguma destas situações, você está perdendo tempo (e margem) em cada projeto.</Lead>
        </CenteredIntro>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2">
          {PROBLEMS.map((p) => (
            <IconCard key={p.title} {...p} tone="bg-red-50 text-red-700" />
          ))}
        </ul>
        <div className="mt-10 grid gap-6 rounded-2xl bg-brand-700 p-8 text-white sm:grid-cols-[1fr_auto_auto] sm:items-center sm:p-10">
          <p className="text-xl font-semibold text-balance">Com o Funil, a conversa inteira acontece em cima do próprio funil.</p>
          <p>
            <span className="block text-4xl font-bold">67%</span>
            <span className="text-brand-100">menos tempo em aprovações</span>
          </p>
          <p>
            <span className="block text-4xl font-bold">89%</span>
            <span className="text-brand-100">mais rápido para aprovar</span>
          </p>
        </div>
      </div>
    </Section>
  );
}
