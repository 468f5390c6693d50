// The editor header's status badges: what is saved, whether editing is live, and whether the
// server is holding edits it cannot store yet.
import { AlertCircle, Check, CloudOff, Loader2, PenLine, Wifi, WifiOff } from 'lucide-react';
import type { UseCanvasDoc } from '../../collab/use-canvas-doc.ts';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import type { SaveStatus } from './use-autosave.ts';

/** The server keeps the edits in memory and retries while the database is unreachable (collab.ts). */
const STORE_PENDING_TITLE = 'Salvamento pendente: sem conexão com o banco. Suas edições estão guardadas e serão salvas.';

export function saveLabel(s: SaveStatus): string {
  return { saved: 'Todas as alterações salvas', dirty: 'Alterações não salvas', saving: 'Salvando...', error: 'Erro ao salvar' }[s];
}

const SAVE_ICON = { saved: Check, dirty: PenLine, saving: Loader2, error: AlertCircle } as const;

/**
 * What is saved. The top bar has room for the words only on wide screens (with the title,
 * Apresentar and Exportar beside them); narrower, an icon says it and the words stay for
 * screen readers and the tooltip.
 */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  const Icon = SAVE_ICON[status];
  return (
    <span
      className={`flex items-center gap-1 whitespace-nowrap text-xs ${status === 'error' ? 'text-red-400' : 'text-slate-400'}`}
      role="status"
      aria-live="polite"
      title={saveLabel(status)}
      data-save-status={status}
    >
      <Icon className={`size-4 min-[1800px]:hidden ${status === 'saving' ? 'animate-spin' : ''}`} aria-hidden="true" />
      <span className="sr-only min-[1800px]:not-sr-only">{saveLabel(status)}</span>
    </span>
  );
}

export function StorePendingBadge() {
  return (
    <Tooltip content={STORE_PENDING_TITLE} side="bottom">
      <span
        className="flex shrink-0 items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-[11px] font-medium text-amber-300"
        role="status"
        aria-live="polite"
        aria-label={STORE_PENDING_TITLE}
        data-save-status="store-pending"
      >
        <CloudOff className="size-3" aria-hidden="true" />
        <span className="hidden sm:inline">Salvamento pendente</span>
        <span className="sm:hidden">Pendente</span>
      </span>
    </Tooltip>
  );
}

export function LiveBadge({ live, status }: { live: boolean; status: UseCanvasDoc['status'] }) {
  const on = live && status === 'connected';
  const text = on
    ? 'Ao vivo: as alterações aparecem para todos na hora'
    : live
      ? 'Reconectando... suas alterações são salvas e enviadas ao voltar'
      : 'Edição sem tempo real: salvando pelo servidor';
  return (
    <Tooltip content={text} side="bottom">
      <span
        className={`hidden shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-medium md:flex ${on ? 'bg-emerald-500/15 text-emerald-300' : 'bg-amber-500/15 text-amber-300'}`}
        data-live={on ? 'on' : 'off'}
      >
        {on ? <Wifi className="size-3" aria-hidden="true" /> : <WifiOff className="size-3" aria-hidden="true" />}
        {on ? 'Ao vivo' : 'Offline'}
      </span>
    </Tooltip>
  );
}
