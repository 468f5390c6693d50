import { sql } from 'drizzle-orm';
import type { ClientAnalytics } from '#shared/schemas/portal.ts';
import { canvases } from '../../db/schema.ts';
import type { ClientCtx } from '../../principal.ts';
import { clientScope } from './client-canvases.ts';

export async function clientAnalytics({ db, actor }: ClientCtx): Promise<ClientAnalytics> {
  const rows = await db.select({ status: canvases.status, n: sql<number>`count(*)::int` }).from(canvases).where(clientScope(actor)).groupBy(canvases.status);
  const n = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return {
    totalApproved: n('approved'),
    totalAguardandoAjustes: n('needs_adjustments'),
    totalParaAprovacao: n('published'),
    totalFunisCriados: rows.reduce((a, r) => a + r.n, 0),
  };
}
