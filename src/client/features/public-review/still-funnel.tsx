// The funnel on a public link before its drawing's code is there: the same header and the whole
// funnel as one SVG (components/funnel-drawing.tsx), so a newcomer sees what they are asked to
// review under "Identifique-se" at once, on a phone too, and the editor (public-review-drawing.tsx)
// loads only once they start answering or close the dialog.
import type { PublicCanvas } from '#shared/schemas/portal.ts';
import { FunnelDrawing } from '../../components/funnel-drawing.tsx';
import { Logo } from '../../components/logo.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';

export function StillFunnel({ data, status }: { data: PublicCanvas; status: PublicCanvas['status'] }) {
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-slate-950 text-white" data-testid="still-funnel">
      <header className="z-40 flex h-14 shrink-0 items-center gap-2 border-b border-slate-800 bg-slate-900 px-2 sm:px-3">
        <span className="shrink-0 [&>span>span:last-child]:hidden sm:[&>span>span:last-child]:inline">
          <Logo light />
        </span>
        <h1 className="min-w-0 truncate px-1 text-sm font-semibold sm:text-base">{data.title}</h1>
        <StatusBadge status={status} className="shrink-0" />
      </header>
      <main className="flex min-h-0 flex-1 items-center justify-center bg-[#0f172a] p-4">
        {/* At most the canvas's own size, as the editor fits a funnel (zoom at most 100 %). */}
        <FunnelDrawing content={data.content} title={data.title} scale={1} className="max-h-full max-w-full" />
      </main>
    </div>
  );
}
