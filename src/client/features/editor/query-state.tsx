import { Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';

/** What an editor dialog shows while its list loads, or once loading it failed (D18: Tentar novamente). */
export function QueryState({ query, loading }: { query: { isPending: boolean; error: unknown; refetch: () => unknown }; loading: string }) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {loading}
      </p>
    );
  }
  return (
    <div className="grid gap-2 text-sm text-red-600" role="alert">
      <p>{errorMessage(query.error)}</p>
      <Button size="sm" variant="outline" className="justify-self-start" onClick={() => void query.refetch()}>
        Tentar novamente
      </Button>
    </div>
  );
}
