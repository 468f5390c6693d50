// The page a login returns to ("?next=" on /auth and /client-auth). Only a same-origin relative
// path under one of the principal's own areas is accepted, so a crafted link cannot send someone
// who just typed a password to another site (open redirect) or into the other principal's area.
// Browsers read "//host", "/\host" and "\\host" as another host, and strip tabs and newlines
// before parsing, so all of those are refused rather than cleaned.

export const AGENCY_NEXT_PREFIXES = ['/dashboard'] as const;
export const CLIENT_NEXT_PREFIXES = ['/client-dashboard', '/client-canvas/'] as const;

const MAX_NEXT_LENGTH = 2048;

export function safeNextPath(raw: string | null | undefined, prefixes: readonly string[]): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_NEXT_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Backslashes, control characters and whitespace have no place in our own paths.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\\\u0000-\u0020\u007f]/.test(raw)) return null;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (path.split('/').some((seg) => seg === '..' || seg === '.')) return null;
  if (/%2f|%5c|%2e/i.test(path)) return null;
  const underPrefix = prefixes.some((p) => (p.endsWith('/') ? path.startsWith(p) && path.length > p.length : path === p || path.startsWith(`${p}/`)));
  return underPrefix ? raw : null;
}

/** The login page's address carrying where to go afterwards. */
export function loginHref(loginPath: string, next: string, prefixes: readonly string[]): string {
  const safe = safeNextPath(next, prefixes);
  if (!safe) return loginPath;
  return `${loginPath}${loginPath.includes('?') ? '&' : '?'}next=${encodeURIComponent(safe)}`;
}
