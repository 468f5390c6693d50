// The clients page's data (decision 011): paged and searched by the server, the search sent after a
// pause in typing. The plan limit counts every client, whatever is searched.
import { useQuery } from '@tanstack/react-query';
import type { Client } from '#shared/schemas/clients.ts';
import { apiPage } from '../../lib/api.ts';
import { useDebounced, usePagedList } from '../../lib/paged.ts';

export function useClientList(search: string) {
  const q = useDebounced(search.trim(), 300);
  return { ...usePagedList<Client>('/api/clients', { q: q || undefined }), searched: q };
}

/** How many clients the agency has (X-Total-Count of a one-item page). */
export function useClientCount(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/clients', 'count'],
    queryFn: async ({ signal }) => (await apiPage<Client>('/api/clients?limit=1', { signal })).total,
    enabled,
  });
}

export function clientCountLabel(total: number, searching: boolean): string {
  const n = `${total} ${total === 1 ? 'cliente' : 'clientes'}`;
  if (!searching) return n;
  return `${n} ${total === 1 ? 'encontrado' : 'encontrados'}`;
}
