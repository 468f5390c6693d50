// Component tests of whole pages (happy-dom): the page at its address with the app's providers
// (a fresh query client with the app's defaults, the router, the toasts), over a fake server
// that answers fixed JSON per method and path and records every call.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../../src/client/components/ui/toast.tsx';
import { apiRequest } from '../../src/client/lib/api.ts';

// A page's dialogs load on first open: their first import in a test transforms the module,
// which takes seconds on a loaded machine. A limit, not a timing.
configure({ asyncUtilTimeout: 15_000 });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | ((call: ApiCall) => { status?: number; body: unknown });

/** `answers` by 'METHOD /path' (the query string is ignored); anything else answers 404. */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = answers[`${call.method} ${call.path}`];
    const { status = 200, body } = typeof answer === 'function' ? answer(call) : (answer ?? { status: 404, body: { error: 'Não encontrado' } });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path) };
}

/** Renders `page` at `address`, matched by `route` (a path of src/shared/routes.ts). */
export function renderPage(page: ReactElement, route: string, address: string) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: ({ queryKey, signal }) => apiRequest(String(queryKey[0]), 'GET', undefined, { signal }), retry: false, gcTime: 0 },
    },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
