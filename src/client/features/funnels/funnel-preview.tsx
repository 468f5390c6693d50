// The funnel card's thumbnail and open comment threads (decision 008): a small SVG drawn from the
// list's compact preview (shared/canvas/preview.ts: component boxes and the connections
// between them), and one line with the count of open comments.
import { MessageSquare } from 'lucide-react';
import type { CanvasPreview } from '#shared/canvas/preview.ts';
import { cn } from '../../lib/utils.ts';

const PAD = 40;

export function FunnelThumbnail({ preview, className }: { preview: CanvasPreview | undefined; className?: string }) {
  const boxes = preview?.boxes ?? [];
  const total = preview?.total ?? 0;
  const label = total === 0 ? 'Funil vazio' : `Miniatura do funil: ${total} ${total === 1 ? 'componente' : 'componentes'}`;
  if (!boxes.length) {
    return (
      <div className={cn('flex h-24 items-center justify-center rounded-lg bg-slate-900 text-xs text-slate-400', className)} role="img" aria-label={label}>
        Funil vazio
      </div>
    );
  }
  const width = Math.max(...boxes.map(([x, , w]) => x + w)) + PAD * 2;
  const height = Math.max(...boxes.map(([, y, , h]) => y + h)) + PAD * 2;
  const mid = (i: number) => {
    const [x, y, w, h] = boxes[i];
    return { x: x + w / 2 + PAD, y: y + h / 2 + PAD };
  };
  // Strokes keep one on-screen width whatever the funnel's size (non-scaling-stroke).
  return (
    <svg
      className={cn('h-24 w-full rounded-lg bg-slate-900', className)}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
      data-testid="funnel-thumbnail"
    >
      {(preview?.links ?? []).map(([from, to]) => {
        if (!boxes[from] || !boxes[to]) return null;
        const a = mid(from);
        const b = mid(to);
        return <line key={`${from}-${to}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#94a3b8" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />;
      })}
      {boxes.map(([x, y, w, h, color], i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes have no id; the list is redrawn whole
          key={i}
          x={x + PAD}
          y={y + PAD}
          width={w}
          height={h}
          rx={Math.min(w, h) / 8}
          fill={color}
          fillOpacity={0.9}
          data-testid="thumbnail-box"
        />
      ))}
    </svg>
  );
}

export function OpenCommentsLine({ count }: { count: number | undefined }) {
  const n = count ?? 0;
  return (
    <p className={cn('flex items-center gap-2', n > 0 ? 'font-medium text-amber-700' : 'text-slate-500')} data-testid="open-comments">
      <MessageSquare className={cn('size-4 shrink-0', n > 0 ? 'text-amber-600' : 'text-slate-400')} aria-hidden="true" />
      <span>{n === 0 ? 'Nenhum comentário aberto' : n === 1 ? '1 comentário aberto' : `${n} comentários abertos`}</span>
    </p>
  );
}

/** Thumbnail and open comments of one card: the card adds this one line. */
export function FunnelPreview({ canvas }: { canvas: { preview?: CanvasPreview; openComments?: number } }) {
  return (
    <div className="mt-3 space-y-2 text-sm">
      <FunnelThumbnail preview={canvas.preview} />
      <OpenCommentsLine count={canvas.openComments} />
    </div>
  );
}
