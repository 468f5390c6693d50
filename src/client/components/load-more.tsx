// The end of a paged list (decision 011): more loads when this comes near the screen, and the
// "Carregar mais" button does the same for a keyboard or when the observer is not there.
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { InlineError } from './empty-state.tsx';
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

/** The end of a usePagedList list: LoadMore, or `errorMessage` with a retry when the next page failed. */
export function PagedListEnd({
  list,
  noun,
  errorMessage,
  shown = list.items.length,
}: {
  list: {
    isFetchNextPageError: boolean;
    hasNextPage: boolean;
    isPlaceholderData: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    items: unknown[];
    total: number;
  };
  noun: string;
  errorMessage: string;
  /** How many are on screen, when the screen hides some of the items. */
  shown?: number;
}) {
  if (list.isFetchNextPageError) return <InlineError message={errorMessage} onRetry={() => list.fetchNextPage()} />;
  return (
    <LoadMore
      hasMore={list.hasNextPage && !list.isPlaceholderData}
      loading={list.isFetchingNextPage}
      onLoad={() => list.fetchNextPage()}
      shown={shown}
      total={list.total}
      noun={noun}
    />
  );
}
