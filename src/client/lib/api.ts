// How every request behaves and the error format (docs/product.md).
import { NEXT_CURSOR_HEADER, type Page, TOTAL_COUNT_HEADER } from '#shared/paging.ts';

/** Non-OK answers raise this; message is "<status>: <body or status text>" (docs/product.md). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, statusText: string, text: string) {
    super(`${status}: ${text || statusText}`);
    this.status = status;
    try {
      this.body = text ? JSON.parse(text) : null;
    } catch {
      this.body = text;
    }
  }
  /** The server's pt-BR `{ error }` when there is one (D21). */
  get serverMessage(): string | undefined {
    const b = this.body as { error?: unknown } | null;
    return b && typeof b === 'object' && typeof b.error === 'string' ? b.error : undefined;
  }
}

/** The best pt-BR text for a toast description. */
export function errorMessage(e: unknown, fallback = 'Tente novamente.'): string {
  if (e instanceof ApiError) return e.serverMessage ?? fallback;
  if (e instanceof TypeError) return 'Não foi possível conectar ao servidor. Verifique sua conexão.';
  return e instanceof Error && e.message ? e.message : fallback;
}

/** The answer of a call that succeeded (2xx); a non-OK answer throws ApiError. */
async function apiFetch(path: string, method = 'GET', body?: unknown, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    cache: 'no-store',
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  return res;
}

export async function apiRequest<T = unknown>(path: string, method = 'GET', body?: unknown, init: RequestInit = {}): Promise<T> {
  const res = await apiFetch(path, method, body, init);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One page of a paged list (decision 011): the array answer plus X-Total-Count and X-Next-Cursor. */
export async function apiPage<T>(path: string, init: RequestInit = {}): Promise<Page<T>> {
  const res = await apiFetch(path, 'GET', undefined, init);
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isFinite(total) ? total : items.length, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}
