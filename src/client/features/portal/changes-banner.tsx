// What changed since the version this client last reviewed (D9), over the portal's canvas, with
// "Mostrar alterações" to hide the highlights. Loaded only when there are changes to show
// (client-canvas-page.tsx): a first review has nothing to compare with.
import type { ContentDiff } from '#shared/canvas/content-diff.ts';
import { Switch } from '../../components/ui/switch.tsx';

export function ChangesBanner({
  diff,
  reviewedVersion,
  showDiff,
  onShowDiff,
}: {
  diff: ContentDiff;
  reviewedVersion: number | undefined;
  showDiff: boolean;
  onShowDiff: (show: boolean) => void;
}) {
  return (
    <div
      className="absolute bottom-3 left-3 right-3 z-30 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-700 bg-slate-900/95 px-3 py-2 text-xs text-slate-200 shadow-xl sm:right-auto sm:max-w-[calc(100%-15rem)]"
      data-testid="diff-banner"
    >
      <span className="font-semibold text-white">Mudanças desde a versão que você revisou (v{reviewedVersion}):</span>
      <span className="text-green-400">{diff.counts.added} novo(s)</span>
      <span className="text-amber-400">{diff.counts.changed} alterado(s)</span>
      <span className="text-red-400">
        {diff.counts.removed} removido(s)
        {diff.removedComponents.length ? `: ${diff.removedComponents.map((c) => c.data.title).join(', ')}` : ''}
      </span>
      <span className="ml-auto inline-flex items-center gap-2 font-medium">
        <Switch id="show-diff" checked={showDiff} onCheckedChange={onShowDiff} />
        <label htmlFor="show-diff">Mostrar alterações</label>
      </span>
    </div>
  );
}
