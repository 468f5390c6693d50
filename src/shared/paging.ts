// Paged lists (decision 010), the values the browser reads: no zod here, so the app shell's
// api.ts does not pull the validation library into every page. The query's schema is
// schemas/paging.ts, which re-exports these.

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** One page of a list as the browser reads it (headers included). */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}
