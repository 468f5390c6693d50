// The editor page's whole-screen message (funnel not found, failed load), with the way back to Funis.
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

export function EditorMessage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-950 px-6 text-center text-white">
      <AlertTriangle className="size-10 text-amber-400" aria-hidden="true" />
      <p role="alert" className="text-lg font-semibold">
        {message}
      </p>
      <div className="flex gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            Tentar novamente
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/dashboard?tab=funnels">Voltar para Funis</Link>
        </Button>
      </div>
    </div>
  );
}
