// "Baixar dados da agência" (decision 012; LGPD access and portability): the owner downloads the
// agency's JSON file. Read through fetch, not a plain link, so the screen can show how much
// has arrived and say in pt-BR what went wrong.
import { Download, FileJson, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardHeading } from '../../components/ui/card.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { attachmentName, saveBlob } from '../../lib/download.ts';

const INTERRUPTED = 'O download foi interrompido. Verifique sua conexão e tente novamente.';

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 0 })} KB`;
  return `${(n / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

type State = { kind: 'idle' } | { kind: 'loading'; bytes: number } | { kind: 'done'; bytes: number } | { kind: 'error'; message: string };

export function ExportCard() {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function download() {
    setState({ kind: 'loading', bytes: 0 });
    let res: Response;
    try {
      res = await fetch('/api/agency/export', { credentials: 'include', cache: 'no-store', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
    } catch (e) {
      setState({ kind: 'error', message: errorMessage(e, 'Não foi possível baixar os dados. Tente novamente.') });
      return;
    }
    const parts: BlobPart[] = [];
    let bytes = 0;
    try {
      const reader = res.body?.getReader();
      if (!reader) throw new Error(INTERRUPTED);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.byteLength;
        setState({ kind: 'loading', bytes });
      }
    } catch {
      setState({ kind: 'error', message: INTERRUPTED });
      return;
    }
    saveBlob(new Blob(parts, { type: 'application/json' }), attachmentName(res, 'funil-dados.json'));
    setState({ kind: 'done', bytes });
  }

  const loading = state.kind === 'loading';
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <CardHeading icon={FileJson} title="Dados da agência" description="Uma cópia de tudo o que a agência guarda no Funil, num arquivo JSON." fixed />
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-slate-600">
          Equipe, clientes, acessos ao portal (sem senhas), funis com o conteúdo e todas as versões, comentários, decisões, revisores públicos, prazos e
          atividade. Senhas nunca vão no arquivo.
        </p>
        <Button onClick={download} disabled={loading} variant="outline">
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Baixar dados da agência
        </Button>
        <p className="min-h-5 text-sm" aria-live="polite" data-testid="export-status">
          {state.kind === 'loading' ? <span className="text-slate-600">Baixando… {formatBytes(state.bytes)} recebidos</span> : null}
          {state.kind === 'done' ? <span className="text-emerald-700">Arquivo baixado ({formatBytes(state.bytes)}).</span> : null}
          {state.kind === 'error' ? (
            <span role="alert" className="font-medium text-red-600">
              {state.message}
            </span>
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}
