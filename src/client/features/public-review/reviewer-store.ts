// Who reviews on this browser (a public link's "Identifique-se"), kept in localStorage. Read on
// the page's first render without zod: the shape here, the shared schema once it has loaded
// (checkStoredReviewer), so the funnel shows without the 26 KB of validation code (decision 011).
import type { PublicIdentity } from '#shared/schemas/portal.ts';

export const REVIEWER_KEY = 'funil-public-reviewer';

/** The remembered name and email, if they have the identity's shape. */
export function storedReviewer(): PublicIdentity | null {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(REVIEWER_KEY) ?? 'null');
    if (typeof v !== 'object' || v === null) return null;
    const { clientName, email } = v as Record<string, unknown>;
    return typeof clientName === 'string' && typeof email === 'string' ? { clientName, email } : null;
  } catch {
    return null;
  }
}

/** The remembered identity checked with the shared schema (as the dialog that stored it did): the parsed value, or null. */
export async function checkStoredReviewer(who: PublicIdentity): Promise<PublicIdentity | null> {
  const { PublicIdentitySchema } = await import('#shared/schemas/portal.ts');
  const r = PublicIdentitySchema.safeParse(who);
  return r.success ? r.data : null;
}

const commentsKey = (apiBase: string) => `funil-public-comments:${apiBase}`;

/** Ids of the comments this browser made on a link before verifying: verifying makes them verified too. */
export function earlierComments(apiBase: string): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(commentsKey(apiBase)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(-200) : [];
  } catch {
    return [];
  }
}

export function rememberComment(apiBase: string, id: string): void {
  try {
    localStorage.setItem(commentsKey(apiBase), JSON.stringify([...earlierComments(apiBase), id].slice(-200)));
  } catch {
    // A browser that keeps nothing still comments; its comments just stay unverified.
  }
}

export function forgetEarlierComments(apiBase: string): void {
  localStorage.removeItem(commentsKey(apiBase));
}
