// Instalar: the three steps that make a client's site count on the funnel map (decision 026).
import { CodeXml, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TrackingSettings } from '#shared/schemas/tracking.ts';
import { Card, CardContent, CardHeader, CardHeading } from '../../components/ui/card.tsx';
import { CodeBlock } from '../../components/code-block.tsx';
import { DomainsStep } from './domains-step.tsx';

const LEAD = "funil.track('lead')";
const PURCHASE = "funil.track('purchase', { value: 97 })";

function Step({ n, title, children }: { n: number; title: ReactNode; children: ReactNode }) {
  return (
    <li className="space-y-3">
      <div className="flex items-start gap-3">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white" aria-hidden="true">
          {n}
        </span>
        <h4 className="pt-0.5 font-semibold text-slate-900">{title}</h4>
      </div>
      {/* Indented under the title from the tablet up; a phone needs the width for the code. */}
      <div className="min-w-0 space-y-3 sm:pl-10">{children}</div>
    </li>
  );
}

function EventExample({ code, what, detail }: { code: string; what: string; detail: string }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{what}</span>: {detail}
      </p>
      <CodeBlock code={code} copyLabel={`Copiar código de ${what.toLowerCase()}`} copiedTitle="Código copiado" />
    </div>
  );
}

function PrivacyLine() {
  return (
    <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600" data-testid="tracking-privacy">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      <p>
        Sem cookies e sem guardar endereço IP ou navegador: cada visitante vira um código que muda todo dia. Quem ativa 'Não rastrear' (Do Not Track ou Global
        Privacy Control) não é contado. {/* A new tab, so domains typed but not saved are still here when the person comes back. */}
        <a href="/privacidade" target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Política de privacidade
        </a>
      </p>
    </div>
  );
}

export function InstallCard({ settings, mayEdit }: { settings: TrackingSettings; mayEdit: boolean }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center gap-3">
        <CardHeading icon={CodeXml} title="Instalar" description="Uma linha no site do cliente e os domínios onde ela conta." fixed />
      </CardHeader>
      <CardContent className="space-y-6">
        <ol className="space-y-8">
          <Step
            n={1}
            title={
              <>
                Cole esta linha no <code className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">&lt;head&gt;</code> de cada página do site do cliente
              </>
            }
          >
            <CodeBlock code={settings.snippet} copyLabel="Copiar script" copiedTitle="Script copiado" testId="tracking-snippet" />
            <p className="text-sm text-slate-500">A mesma linha serve para todos os clientes da agência e conta cada troca de página.</p>
          </Step>
          <Step n={2} title="Domínios permitidos">
            <p className="text-sm text-slate-500">Só as páginas destes domínios (e dos subdomínios deles) são contadas.</p>
            <DomainsStep saved={settings.allowedDomains} mayEdit={mayEdit} />
          </Step>
          <Step n={3} title="Eventos (opcional)">
            <p className="text-sm text-slate-500">Para ver cadastros e vendas no mapa, chame no site do cliente, no momento em que acontecem:</p>
            <EventExample code={LEAD} what="Cadastro" detail="quando alguém envia o formulário." />
            <EventExample code={PURCHASE} what="Compra" detail="quando a compra é confirmada; value é o valor em reais." />
          </Step>
        </ol>
        <PrivacyLine />
      </CardContent>
    </Card>
  );
}
