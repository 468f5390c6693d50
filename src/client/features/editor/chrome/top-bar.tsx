// The editor's top bar: back link, title (inline rename), status, presence, then the undo and
// zoom groups generated from the action registry, the save state and the page's actions.

import { useStore } from '@xyflow/react';
import { ArrowLeft, PencilLine } from 'lucide-react';
import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type FunnelStatus, normalizeStatus, STATUS_META } from '#shared/funnel-status.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/utils.ts';
import type { ActionDef } from '../actions/types.ts';
import { ariaShortcuts, shortcutLabel } from '../actions/types.ts';
import { zoomPercent } from '../editor-logic.ts';

/** Redefinir zoom shows the zoom level; its name starts with it, so saying what one sees ("42%") presses it. */
function ZoomResetButton(props: Omit<Parameters<typeof ActionButton>[0], 'name' | 'children'>) {
  const percent = useStore((s) => zoomPercent(s.transform[2]));
  return (
    <ActionButton {...props} name={`${percent} — ${props.action.label}`}>
      <span className="w-12 text-center text-xs tabular-nums text-slate-200">{percent}</span>
    </ActionButton>
  );
}

export const TopBar = memo(function TopBar({
  title,
  onRename,
  status,
  backHref,
  actions,
  saveIndicator,
  presence,
  dueDate,
  history,
  zoom,
  isEnabled,
  onAction,
  compact,
}: {
  title: string;
  onRename?: (t: string) => Promise<boolean>;
  status: string;
  backHref?: string;
  actions?: ReactNode;
  saveIndicator?: ReactNode;
  presence?: ReactNode;
  /** The due-date picker (due-date-picker.tsx), agency editor only. */
  dueDate?: ReactNode;
  /** The registry's 'history' and 'zoom' groups, already filtered by the capabilities. */
  history: readonly ActionDef[];
  zoom: readonly ActionDef[];
  isEnabled: (a: ActionDef) => boolean;
  onAction: (a: ActionDef) => void;
  compact: boolean;
}) {
  const iconBtn =
    'flex size-8 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    // On a phone the title takes a second line as wide as the screen (the controls fill the first);
    // wider, it shares the line and the actions' words give way before it does (editor-page.tsx).
    <header
      className={cn('z-40 flex shrink-0 items-center gap-2 border-b border-slate-800 bg-slate-900 px-2 sm:px-3', compact ? 'flex-wrap gap-y-0 py-1' : 'h-14')}
    >
      {backHref ? (
        <Tooltip content="Voltar" side="bottom">
          <Link to={backHref} className={iconBtn} aria-label="Voltar">
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Tooltip>
      ) : null}
      {compact ? (
        // A phone has no room for the badge beside the title: a dot and the label after it.
        <div className="order-last flex w-full min-w-0 items-center gap-2" data-testid="editor-title-line">
          <TitleField title={title} onRename={onRename} />
          <PhoneStatus status={status} />
        </div>
      ) : (
        <>
          <TitleField title={title} onRename={onRename} />
          <StatusBadge status={status} />
        </>
      )}
      {dueDate}
      {presence}
      <div className="ml-auto flex items-center gap-1">
        {history.length ? (
          <div className="hidden items-center md:flex">
            {history.map((a) => (
              <ActionButton key={a.id} action={a} className={iconBtn} disabled={!isEnabled(a)} onAction={onAction} aria />
            ))}
          </div>
        ) : null}
        <fieldset className="m-0 flex items-center rounded-lg border border-slate-800 bg-slate-950/60 p-0" aria-label="Zoom">
          {zoom.map((a) =>
            a.icon ? (
              <ActionButton key={a.id} action={a} className={iconBtn} onAction={onAction} />
            ) : (
              <ZoomResetButton key={a.id} action={a} className="rounded-md px-0.5 hover:bg-slate-800" onAction={onAction} />
            ),
          )}
        </fieldset>
        {!compact && saveIndicator ? <div className="hidden whitespace-nowrap lg:block">{saveIndicator}</div> : null}
        {actions}
      </div>
    </header>
  );
});

/** A top bar button of an action: its icon (or the zoom level), its name, its shortcut in the tooltip. */
function ActionButton({
  action: a,
  className,
  disabled,
  onAction,
  aria = false,
  name,
  children,
}: {
  action: ActionDef;
  className: string;
  disabled?: boolean;
  onAction: (a: ActionDef) => void;
  /** Announce the shortcuts (aria-keyshortcuts). */
  aria?: boolean;
  /** The accessible name when it is not the action's label. */
  name?: string;
  /** What the button shows instead of the action's icon. */
  children?: ReactNode;
}) {
  const Icon = a.icon;
  const first = a.shortcuts[0];
  return (
    <Tooltip content={`${a.tooltip ?? a.label}${first ? ` (${shortcutLabel(first)})` : ''}`} side="bottom">
      <button
        type="button"
        className={className}
        onClick={() => onAction(a)}
        disabled={disabled}
        aria-label={name ?? a.label}
        aria-keyshortcuts={aria ? ariaShortcuts(a) : undefined}
      >
        {Icon ? <Icon className="size-4" aria-hidden="true" /> : children}
      </button>
    </Tooltip>
  );
}

const STATUS_DOT: Record<(typeof STATUS_META)[FunnelStatus]['tone'], string> = {
  gray: 'bg-slate-400',
  blue: 'bg-blue-400',
  orange: 'bg-orange-400',
  green: 'bg-emerald-400',
};

function PhoneStatus({ status }: { status: string }) {
  const s = normalizeStatus(status);
  const meta = STATUS_META[s];
  return (
    <p className="flex shrink-0 items-center gap-1 text-[11px] leading-4 text-slate-300" data-status={s} data-testid="editor-status">
      <span className={`size-1.5 shrink-0 rounded-full ${STATUS_DOT[meta.tone]}`} aria-hidden="true" />
      <span className="truncate">{meta.label}</span>
    </p>
  );
}

function TitleField({ title, onRename }: { title: string; onRename?: (t: string) => Promise<boolean> }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [shown, setShown] = useState(title);
  const cancelled = useRef(false);
  useEffect(() => {
    setShown(title);
  }, [title]);
  const commit = async () => {
    setEditing(false);
    if (cancelled.current) {
      cancelled.current = false;
      return;
    }
    const next = draft.trim();
    if (!onRename || !next || next === shown) return;
    const before = shown;
    setShown(next);
    const ok = await onRename(next);
    if (!ok) setShown(before); // 'Erro ao salvar nome' reverts (docs/product.md)
  };
  if (!onRename) return <h1 className="min-w-0 truncate text-sm font-semibold sm:text-base">{shown}</h1>;
  if (editing)
    return (
      <input
        aria-label="Nome do funil"
        className="h-9 min-w-0 max-w-xs flex-1 rounded-md border border-orange-500 bg-slate-950 px-2 text-sm font-semibold text-white outline-none sm:text-base"
        value={draft}
        maxLength={200}
        // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to rename
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') {
            cancelled.current = true;
            setDraft(shown);
            e.currentTarget.blur();
          }
        }}
      />
    );
  return (
    <button
      type="button"
      className="group flex min-w-0 items-center gap-1.5 rounded-md px-1.5 py-1 text-left hover:bg-slate-800"
      onClick={() => {
        setDraft(shown);
        setEditing(true);
      }}
      title="Clique para renomear"
    >
      <h1 className="truncate text-sm font-semibold sm:text-base">{shown}</h1>
      <PencilLine className="hidden size-3.5 shrink-0 text-slate-500 group-hover:block" aria-hidden="true" />
      <span className="sr-only">Renomear funil</span>
    </button>
  );
}
