// Paying by boleto (docs/decisions/027-pix-and-boleto.md): the linha digitável to copy into the
// bank's app, the PDF, the due date; the same went by email. Access starts once the bank confirms
// it, which takes up to 3 working days: the page says so and goes on by itself if still open.
import { FileText, Loader2 } from 'lucide-react';
import { formatDueDate } from '#shared/due-date.ts';
import type { BoletoAnswer } from '#shared/schemas/billing.ts';
import { CodeBlock } from '../../components/code-block.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TestPayButton } from './pix-payment.tsx';
import { usePaymentWait } from './use-payment-wait.ts';

/** 47 digits as printed: 00190.00009 01234.567004 ... */
export function formatDigitableLine(l: string): string {
  if (!/^\d{47}$/.test(l)) return l;
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l.slice(32, 33)} ${l.slice(33)}`;
}

export function BoletoPayment({
  boleto,
  email,
  clientSecret,
  local,
  onPaid,
  onRestart,
}: {
  boleto: BoletoAnswer;
  email: string;
  clientSecret: string;
  local: boolean;
  onPaid: () => void;
  onRestart: () => void;
}) {
  const { status, simulate } = usePaymentWait(clientSecret, onPaid);
  if (status === 'expired') {
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-semibold">Este boleto venceu sem pagamento.</p>
        <p>Nada foi cobrado. Gere um novo boleto ou escolha Pix ou cartão.</p>
        <Button onClick={onRestart}>Gerar novo pagamento</Button>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        Vencimento: <span className="font-semibold text-slate-900">{formatDueDate(boleto.dueDate)}</span>. Enviamos o boleto também para{' '}
        <span className="font-medium text-slate-900">{email}</span>.
      </p>
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700">Linha digitável</p>
        <CodeBlock
          code={formatDigitableLine(boleto.digitableLine)}
          copyLabel="Copiar a linha digitável"
          copiedTitle="Linha digitável copiada"
          testId="boleto-line"
        />
      </div>
      <Button asChild variant="outline">
        <a href={boleto.pdfUrl} target="_blank" rel="noopener noreferrer">
          <FileText aria-hidden="true" /> Abrir boleto em PDF
        </a>
      </Button>
      <p className="flex items-start gap-2 text-sm text-slate-600" role="status">
        <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin text-brand-600" aria-hidden="true" />O acesso é liberado assim que o banco confirmar o pagamento
        (até 3 dias úteis). Você pode fechar esta página: avisaremos por email.
      </p>
      {local ? <TestPayButton pending={simulate.isPending} onClick={() => simulate.mutate()} /> : null}
    </div>
  );
}
