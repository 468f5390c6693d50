// The problems the product solves (docs/product.md).
// Figures are marketing copy (docs/product.md; DECISIONS "Not built"): shown as text, nothing computes them.
import { Clock, MessagesSquare, MousePointerClick, Presentation } from 'lucide-react';
import { container, Eyebrow, H2, Lead, Section } from '../ui.tsx';

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
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>O problema</Eyebrow>
          <H2 id="problems-title">Aprovar um funil não deveria levar três semanas</H2>
          <Lead>Se a sua agência vive alguma destas situações, você está perdendo tempo (e margem) em cada projeto.</Lead>
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2">
          {PROBLEMS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-7">
              <span className="grid size-11 place-items-center rounded-xl bg-red-50 text-red-700" aria-hidden="true">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
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
