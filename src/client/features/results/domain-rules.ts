// The Adicionar button's checks, with the server's own rules and messages. They live in the shared
// schema file, which brings zod (26 KB, decision 011): it loads when someone starts typing a
// domain, not with the page.
import { onUse } from '../../lib/on-use.ts';

const rules = onUse(() => import('#shared/schemas/tracking.ts'));

/** Starts the download ahead of the first Adicionar (focus on the field); a failure shows then. */
export function preloadDomainRules() {
  rules.preload().catch(() => {});
}

export type AddResult = { ok: true; list: string[] } | { ok: false; error: string };

/** The list with `raw` added as the server would store it, or the pt-BR reason it cannot be. */
export async function addDomain(list: readonly string[], raw: string): Promise<AddResult> {
  const { normalizeDomain, DOMAIN_MSG, MAX_DOMAINS, TOO_MANY_DOMAINS_MSG } = await rules.preload();
  if (!raw.trim()) return { ok: false, error: DOMAIN_MSG };
  const domain = normalizeDomain(raw);
  // Same words as the server's 400, so the person reads one message whichever side refused.
  if (domain === null) return { ok: false, error: `${DOMAIN_MSG} Recebido: "${raw.slice(0, 60)}".` };
  if (list.includes(domain)) return { ok: false, error: `${domain} já está na lista.` };
  if (list.length >= MAX_DOMAINS) return { ok: false, error: TOO_MANY_DOMAINS_MSG };
  return { ok: true, list: [...list, domain] };
}
