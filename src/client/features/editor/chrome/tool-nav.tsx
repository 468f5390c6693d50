// The left toolbar, generated from the tool registry for the tools a person has, plus the
// Histórico de Comentários and Alinhar à grade toggles. Memoised: no re-render on drag frames.
// Horizontal on a phone, in the bottom dock: bigger touch targets with their names under the
// icons, no tooltips.
import { Grid3x3, MessagesSquare } from 'lucide-react';
import { Fragment, memo, useId } from 'react';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import type { ToolId } from '../nodes/node-api.ts';
import { TOOLS } from '../tools/registry.ts';

export const ToolNav = memo(function ToolNav({
  toolList,
  tool,
  setTool,
  showComments,
  setShowComments,
  commentCount,
  canEditStructure,
  snap,
  setSnap,
  horizontal = false,
  extra,
}: {
  toolList: readonly ToolId[];
  tool: ToolId | null;
  setTool: (t: ToolId) => void;
  showComments: boolean;
  setShowComments: React.Dispatch<React.SetStateAction<boolean>>;
  commentCount: number;
  canEditStructure: boolean;
  snap: boolean;
  setSnap: React.Dispatch<React.SetStateAction<boolean>>;
  horizontal?: boolean;
  /** More controls of the agency's canvas, after Alinhar à grade (e.g. Previsão, forecast/). */
  extra?: React.ReactNode;
}) {
  const countId = useId();
  const withTip = (key: string, content: string, button: React.ReactElement) =>
    horizontal ? (
      <Fragment key={key}>{button}</Fragment>
    ) : (
      <Tooltip key={key} side="right" content={content}>
        {button}
      </Tooltip>
    );
  const btn = horizontal
    ? 'relative flex h-12 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-[11px] font-medium leading-none'
    : 'relative flex size-10 items-center justify-center rounded-lg';
  // Beside the button, not in it: the button's name is what it says, and a speech user who says
  // "Histórico" (or the icon's tooltip) presses it; the count is its description.
  const countBadge = commentCount ? (
    <span
      id={countId}
      className={`pointer-events-none absolute min-w-4 rounded-full bg-amber-500 px-1 text-center text-[10px] font-bold leading-4 text-slate-950 ${horizontal ? 'left-1/2 top-0.5 ml-2' : 'right-0.5 top-0.5'}`}
    >
      {commentCount}
      <span className="sr-only"> comentários</span>
    </span>
  ) : null;
  return (
    <nav
      className={
        horizontal ? 'flex items-center gap-1 px-2 py-1' : 'z-30 flex w-14 shrink-0 flex-col items-center gap-1 border-r border-slate-800 bg-slate-900 py-2'
      }
      aria-label="Ferramentas"
    >
      {toolList.map((t) => {
        const m = TOOLS[t];
        const Icon = m.icon;
        const active = tool === t;
        return withTip(
          t,
          `${m.label} (${m.shortcut})`,
          <button
            type="button"
            aria-pressed={active}
            aria-label={m.label}
            aria-keyshortcuts={horizontal ? undefined : (m.shortcut ?? undefined)}
            onClick={() => setTool(t)}
            className={`${btn} transition-colors ${active ? (m.danger ? 'bg-red-500 text-white' : 'bg-orange-500 text-white') : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`}
          >
            {Icon ? <Icon className="size-5" aria-hidden="true" /> : null}
            {horizontal ? <span className="max-w-full truncate">{m.label}</span> : null}
          </button>,
        );
      })}
      {horizontal ? <div className="mx-0.5 h-8 w-px shrink-0 bg-slate-800" /> : <div className="my-1 h-px w-8 bg-slate-800" />}
      <div className={horizontal ? 'relative flex min-w-0 flex-1' : 'relative'}>
        {withTip(
          'history',
          showComments ? 'Fechar Histórico de Comentários' : 'Histórico de Comentários',
          <button
            type="button"
            aria-pressed={showComments}
            aria-label="Histórico de Comentários"
            aria-describedby={commentCount ? countId : undefined}
            onClick={() => setShowComments((v) => !v)}
            className={`${btn} ${showComments ? 'bg-slate-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`}
          >
            <MessagesSquare className="size-5" aria-hidden="true" />
            {horizontal ? <span className="max-w-full truncate">Histórico</span> : null}
          </button>,
        )}
        {countBadge}
      </div>
      {canEditStructure
        ? withTip(
            'snap',
            snap ? 'Alinhar à grade: ligado' : 'Alinhar à grade: desligado',
            <button
              type="button"
              aria-pressed={snap}
              aria-label="Alinhar à grade"
              onClick={() => setSnap((v) => !v)}
              className={`flex size-10 items-center justify-center rounded-lg ${snap ? 'text-orange-400' : 'text-slate-500'} hover:bg-slate-800`}
            >
              <Grid3x3 className="size-5" aria-hidden="true" />
            </button>,
          )
        : null}
      {extra}
    </nav>
  );
});
