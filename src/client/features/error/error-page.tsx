// What the router's error boundary shows (decision 006): a render error or a failed lazy chunk
// shows this pt-BR page; the message and stack go to the console only.
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { isChunkLoadError } from './chunk-load-error.ts';

export default function ErrorPage({ error }: { error: unknown }) {
  // The details go to the console for whoever debugs; the user never sees them.
  useEffect(() => {
    console.error(error);
  }, [error]);
  const updated = isChunkLoadError(error);
  const Icon = updated ? RefreshCw : TriangleAlert;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 text-center">
      <Logo className="mb-10" />
      <Icon className="mb-4 size-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold text-slate-900">Algo deu errado</h1>
      <p className="mt-3 max-w-md text-slate-600">
        {updated
          ? 'Esta página foi atualizada enquanto você navegava. Clique em Recarregar para abrir a versão mais recente.'
          : 'Não foi possível exibir esta página. Recarregue para tentar de novo ou volte para o início.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
        <Button asChild variant="outline">
          {/* A full load, not a client-side navigation: after a deploy it brings the new chunks. */}
          <a href="/">Voltar ao início</a>
        </Button>
      </div>
    </div>
  );
}
