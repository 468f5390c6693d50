// D16: a component's link, checked with the shared schema when the link dialog saves. Apart from
// editor-logic.ts so that zod (the schema's) loads with the dialog, not with every canvas page.
import { SafeUrlSchema } from '#shared/canvas/content.ts';

export type LinkResult = { ok: true; link: { url: string; text: string } | null } | { ok: false; error: string };

/** D16: only http/https/mailto; an empty url removes the link. A bare domain gets https://. */
export function validateLink(url: string, text = ''): LinkResult {
  const raw = url.trim();
  if (!raw) return { ok: true, link: null };
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  const parsed = SafeUrlSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Link inválido' };
  return { ok: true, link: { url: parsed.data, text: text.trim().slice(0, 200) } };
}
