// Paying by Pix (docs/decisions/027-pix-and-boleto.md): the QR code to scan, the "Pix copia e
// cola" code to paste in the bank's app, and the time left; the page goes on by itself once paid.
import { Clock, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PixAnswer } from '#shared/schemas/billing.ts';
import { CodeBlock } from '../../components/code-block.tsx';
import { Button } from '../../components/ui/button.tsx';
import { usePaymentWait } from './use-payment-wait.ts';

function useSecondsLeft(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return Math.max(0, Math.round((Date.parse(until) - now) / 1000));
}

const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

export function PixPayment({
  pix,
  clientSecret,
  local,
  onPaid,
  onRestart,
}: {
  pix: PixAnswer;
  clientSecret: string;
  local: boolean;
  onPaid: () => void;
  onRestart: () => void;
}) {
  const { status, simulate } = usePaymentWait(clientSecret, onPaid);
  const left = useSecondsLeft(pix.expiresAt);
  if (status === 'expired' || (left === 0 && status === 'pending')) {
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-semibold">Este código Pix expirou.</p>
        <p>Nada foi cobrado. Gere um novo código para continuar.</p>
        <Button onClick={onRestart}>Gerar novo código</Button>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qrSvg)}`}
          alt="QR code do Pix"
          width={208}
          height={208}
          className="size-52 shrink-0 rounded-lg border border-slate-200 bg-white p-1"
          data-testid="pix-qr"
        />
        <div className="space-y-2 text-sm text-slate-600">
          <p className="font-semibold text-slate-900">Pague com o app do seu banco</p>
          <ol className="list-decimal space-y-1 pl-5">
            <li>Abra a área Pix do app e escolha pagar com QR code ou com Pix copia e cola.</li>
            <li>Escaneie o código ou cole o código abaixo.</li>
            <li>Confirme o pagamento: esta página continua sozinha.</li>
          </ol>
          <p className="flex items-center gap-1.5 font-medium text-slate-800" role="timer" aria-live="off">
            <Clock className="size-4" aria-hidden="true" /> Expira em {mmss(left)}
          </p>
        </div>
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700">Pix copia e cola</p>
        <CodeBlock code={pix.copyPaste} copyLabel="Copiar o código Pix copia e cola" copiedTitle="Código Pix copiado" testId="pix-copy-paste" />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden="true" /> Aguardando a confirmação do pagamento...
      </p>
      {local ? <TestPayButton pending={simulate.isPending} onClick={() => simulate.mutate()} /> : null}
    </div>
  );
}

/** Only with the local provider, where no bank will ever confirm anything. */
export function TestPayButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-3 text-xs text-slate-600">
      <p className="mb-2">Provedor de pagamento local (testes): nenhum banco confirma este pagamento. Simule a confirmação:</p>
      <Button variant="outline" size="sm" disabled={pending} onClick={onClick}>
        {pending ? <Loader2 className="animate-spin" /> : null}
        Simular pagamento
      </Button>
    </div>
  );
}
