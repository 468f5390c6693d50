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
