// Which path a request is for, as the router read it (docs/decisions/006). The router decodes the
// address before matching (`/%61pi/auth/me` runs GET /api/auth/me), so a check on the raw
// `req.url` would miss exactly the spellings an attacker picks. Every check that depends on the
// path reads it from here.
import type { FastifyRequest } from 'fastify';

/**
 * The matched route's pattern (`/api/canvases/:id`); for no route, or the built files' wildcard
 * (which answers any address it has no file for with the not-found handler), the decoded path.
 */
export function routedPath(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (pattern !== undefined && !pattern.includes('*')) return pattern;
  const raw = req.url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    // Not decodable: the router refused it already (frameworkErrors), nothing routes there.
    return raw;
  }
}

/** Whether the request is for the API (a route under /api, or an address there with no route). */
export function isApiPath(req: FastifyRequest): boolean {
  const path = routedPath(req);
  return path === '/api' || path.startsWith('/api/');
}
