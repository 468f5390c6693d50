// The end of a paged list (decision 011): more loads when this comes near the screen, and the
// "Carregar mais" button does the same for a keyboard or when the observer is not there.
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from './ui/button.tsx';

export function LoadMore({
  hasMore,
  loading,
  onLoad,
  shown,
  total,
  noun,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  shown: number;
  total: number;
  /** plural noun for the status line, e.g. "funis" */
  noun: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  // Observed again after each load: a page that did not fill the screen asks for the next one.
  useEffect(() => {
    const el = sentinel.current;
    if (!hasMore || loading || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-6" data-testid="load-more">
      <p className="text-sm text-slate-500" aria-live="polite">
        {loading ? `Carregando mais ${noun}...` : `Mostrando ${shown} de ${total} ${noun}`}
      </p>
      <Button variant="outline" onClick={onLoad} disabled={loading}>
        {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Carregar mais
      </Button>
    </div>
  );
}
