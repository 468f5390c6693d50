import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api.ts';
import { cn } from '../lib/utils.ts';
import { Button } from './ui/button.tsx';
import { Skeleton } from './ui/skeleton.tsx';

export function EmptyState({ icon: Icon, title, description, action }: { icon: LucideIcon; title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description ? <p className="mt-1 max-w-sm text-sm text-slate-500">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** No funnel to show: with filters on, it offers to clear them; else it says how the list fills. */
export function NoFunnels({
  icon,
  filtered,
  onClearFilters,
  description,
  action,
}: {
  icon: LucideIcon;
  filtered: boolean;
  onClearFilters: () => void;
  description: string;
  action?: ReactNode;
}) {
  return (
    <EmptyState
      icon={icon}
      title="Nenhum funil encontrado"
      description={filtered ? 'Tente ajustar os filtros' : description}
      action={
        filtered ? (
          <Button variant="outline" onClick={onClearFilters}>
            Limpar filtros
          </Button>
        ) : (
          action
        )
      }
    />
  );
}

/** D18: failures shown inline with Tentar novamente. */
export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <span>{message}</span>
      <button type="button" onClick={onRetry} className="rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-700 hover:bg-red-100">
        Tentar novamente
      </button>
    </div>
  );
}

/** D18: a list that failed to load, named by `what` ("os funis"), with the server's own message. */
export function LoadError({ what, query }: { what: string; query: { error: unknown; refetch: () => unknown } }) {
  return <InlineError message={`Não foi possível carregar ${what}. ${errorMessage(query.error)}`} onRetry={() => query.refetch()} />;
}

/** A short list while it loads (two placeholder rows of `rowClassName`'s height), or its LoadError. */
export function ListLoadState({
  what,
  query,
  rowClassName,
}: {
  what: string;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  rowClassName: string;
}) {
  if (query.isError) return <LoadError what={what} query={query} />;
  return (
    <div className="space-y-2">
      <Skeleton className={cn('w-full', rowClassName)} />
      <Skeleton className={cn('w-full', rowClassName)} />
    </div>
  );
}
