// Paged lists in the browser (decision 011): infinite pages for a screen's list, every page for a
// picker. The query keys start with the API path, so invalidating ['/api/canvases'] (after a
// create or delete) refreshes these too.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PAGE_LIMIT_MAX, type Page } from '#shared/paging.ts';
import { apiPage } from './api.ts';

export type ListParams = Record<string, string | undefined>;

export function withParams(path: string, params: ListParams): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') qs.set(k, v);
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** Pages of `path` with these filters; the previous results stay on screen while new filters load. */
/** `first`: the first page's answer when it was asked already (lib/first-reads.ts), else undefined. */
export function usePagedList<T>(path: string, params: ListParams, opts: { enabled?: boolean; first?: (url: string) => Promise<Page<T>> | undefined } = {}) {
  const q = useInfiniteQuery({
    queryKey: [path, 'paged', params],
    queryFn: ({ pageParam, signal }) => {
      const url = withParams(path, { ...params, cursor: pageParam });
      return (pageParam === undefined ? opts.first?.(url) : undefined) ?? apiPage<T>(url, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
  });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  return { ...q, items, total };
}

/** Every item of a list, page after page (a picker of clients needs them all). */
export async function fetchAllPages<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiPage<T>(withParams(path, { limit: String(PAGE_LIMIT_MAX), cursor }), { signal });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

export const allPagesKey = (path: string) => [path, 'all'];

export function useAllPages<T>(path: string, opts: { enabled?: boolean } = {}) {
  return useQuery<T[]>({ queryKey: allPagesKey(path), queryFn: ({ signal }) => fetchAllPages<T>(path, signal), enabled: opts.enabled });
}

/** `value` once it has stayed the same for `ms` (a search box asks the server after a pause). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
