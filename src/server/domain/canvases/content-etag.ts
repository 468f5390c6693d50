// ETag / If-Match of a canvas's content (concurrent REST writers, decision 006). The ETag names a
// version of the stored projection (content-history.ts): `"v<contentVersion>"`.
import type { CanvasContent } from '#shared/canvas/content.ts';
import { same } from '#shared/canvas/three-way-merge.ts';
import { AppError } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { readStoredContent } from './content-history.ts';

export const BAD_IF_MATCH_MSG = 'Cabeçalho If-Match inválido. Envie o ETag recebido ao abrir o funil.';
export const STALE_BASE_MSG = 'Este funil mudou e a versão em que você se baseou não está mais disponível. Recarregue e tente de novo.';

export const etagOf = (version: number) => `"v${version}"`;

/**
 * The version an If-Match names. undefined: no If-Match, or `*` (any current content): the
 * PATCH replaces, as the spec says. Anything else that is not one ETag of ours: 400.
 */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const raw = (Array.isArray(header) ? header.join(',') : header).trim();
  if (raw === '*') return undefined;
  const m = /^(?:W\/)?"v([1-9][0-9]{0,9})"$/.exec(raw);
  const n = m ? Number(m[1]) : Number.NaN;
  if (!Number.isSafeInteger(n) || n > 2_147_483_647) throw new AppError('VALIDATION', BAD_IF_MATCH_MSG);
  return n;
}

/**
 * The current content and the version that names it. The live document may hold edits not
 * stored yet; then it is stored first, so that the version returned names exactly this content.
 * `storedVersion` (the canvas row's content_version, when the caller has just read it) lets an
 * unchanged funnel come from the content cache without reading or comparing anything.
 */
export async function currentContent(
  { db, docs }: Pick<AgencyCtx<'docs'>, 'db' | 'docs'>,
  id: string,
  storedVersion?: number,
): Promise<{ content: CanvasContent; version: number }> {
  const cached = storedVersion === undefined ? undefined : docs.contents.get(id, storedVersion);
  if (cached && storedVersion !== undefined) return { content: cached, version: storedVersion };
  let stored = await readStoredContent(db, id);
  if (!stored) throw new AppError('NOT_FOUND');
  // Not open on this instance: no live edit is newer than the stored projection, which is then
  // the answer as it is. Opening the document to compare and store here made 50 concurrent first
  // reads of one funnel queue 50 document loads and copies behind its save mutex (p99 ~1 s).
  if (!docs.isLoaded(id)) return { content: docs.contents.remember(id, stored.version, stored.content), version: stored.version };
  const live = await docs.readContent(id);
  if (!same(stored.content, live)) {
    await docs.updateKinds(id, [], () => ({ next: {}, result: null }));
    stored = await readStoredContent(db, id);
    if (!stored) throw new AppError('NOT_FOUND');
  }
  return { content: docs.contents.remember(id, stored.version, stored.content), version: stored.version };
}
