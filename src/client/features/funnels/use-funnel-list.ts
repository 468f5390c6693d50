// The funnels page's data (decision 011): the server searches, filters and pages; the search waits
// for a pause in typing. Clients for the filter and the new-funnel dialog come whole (every page).
import { useEffect, useRef, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { requestedView } from '#shared/routes.ts';
import type { CanvasSummary } from '#shared/schemas/canvases.ts';
import type { Client } from '#shared/schemas/clients.ts';
import { apiPage } from '../../lib/api.ts';
import { afterSessionCheck, startEarly, takeEarly } from '../../lib/first-reads.ts';
import { type ListParams, useAllPages, useDebounced, usePagedList, withParams } from '../../lib/paged.ts';

const ALL = 'all';

/**
 * The search box: what is typed shows at once; after a pause it goes to the URL (a link
 * or the back button keeps it) and to the server. A change of the URL from elsewhere (back,
 * Limpar filtros) comes back into the box.
 */
export function useSearchBox(params: URLSearchParams, setParams: SetURLSearchParams) {
  const inUrl = params.get('q') ?? '';
  const [typed, setTyped] = useState(inUrl);
  const settled = useDebounced(typed, 300);
  const written = useRef(inUrl);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (settled) next.set('q', settled);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [settled, setParams]);
  useEffect(() => {
    if (inUrl === written.current) return;
    written.current = inUrl;
    setTyped(inUrl);
  }, [inUrl]);
  // The query reads the URL: it holds the settled search, and an outside change at once.
  return [{ typed, settled: inUrl }, setTyped] as const;
}

/** What the server is asked for the filters of the address (q, client, status). */
function listParams(search: string, clientFilter: string, statusFilter: string): ListParams {
  const q = search.trim();
  return {
    q: q || undefined,
    clientId: clientFilter !== ALL ? clientFilter : undefined,
    status: statusFilter !== ALL ? statusFilter : undefined, // D13
  };
}

export function useFunnelList({ search, clientFilter, statusFilter }: { search: { settled: string }; clientFilter: string; statusFilter: string }) {
  return usePagedList<CanvasSummary>('/api/canvases', listParams(search.settled, clientFilter, statusFilter), { first: takeEarly });
}

/** The list's first page of this address, asked with the session check (lib/first-reads.ts). */
export function startFirstPage() {
  afterSessionCheck(() => {
    if (requestedView(location.pathname, location.search) !== 'funnels') return;
    const p = new URLSearchParams(location.search);
    const url = withParams('/api/canvases', listParams(p.get('q') ?? '', p.get('client') ?? ALL, p.get('status') ?? ALL));
    startEarly(url, () => apiPage<CanvasSummary>(url));
  });
}

export const useAgencyClients = () => useAllPages<Client>('/api/clients');

export function funnelCountLabel(total: number, filtered: boolean): string {
  const n = `${total} ${total === 1 ? 'funil' : 'funis'}`;
  if (!filtered) return n;
  return `${n} ${total === 1 ? 'encontrado' : 'encontrados'}`;
}
