// The funnels page's data (issue 14): the server searches, filters and pages; the search waits
// for a pause in typing. Clients for the filter and the new-funnel dialog come whole (every page).
import type { CanvasSummary } from '#shared/schemas/canvases.ts';
import type { Client } from '#shared/schemas/clients.ts';
import { useAllPages, useDebounced, usePagedList } from '../../lib/paged.ts';

const ALL = 'all';

export function useFunnelList({ search, clientFilter, statusFilter }: { search: string; clientFilter: string; statusFilter: string }) {
  const q = useDebounced(search.trim(), 300);
  return usePagedList<CanvasSummary>('/api/canvases', {
    q: q || undefined,
    clientId: clientFilter !== ALL ? clientFilter : undefined,
    status: statusFilter !== ALL ? statusFilter : undefined, // D13
  });
}

export const useAgencyClients = () => useAllPages<Client>('/api/clients');

export function funnelCountLabel(total: number, filtered: boolean): string {
  const n = `${total} ${total === 1 ? 'funil' : 'funis'}`;
  if (!filtered) return n;
  return `${n} ${total === 1 ? 'encontrado' : 'encontrados'}`;
}
