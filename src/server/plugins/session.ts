// Reads the session cookies into request principals. Agency and client sessions are
// separate cookies and separate principals: neither satisfies the other's routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadAgencySession, loadClientSession, SESSION_ABSOLUTE_MS } from '../domain/auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { AgencyPrincipal, ClientPrincipal } from '../principal.ts';

export const AGENCY_COOKIE = 'funil_session';
export const CLIENT_COOKIE = 'funil_client_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The agency user, or throws 401. */
    agency(): Promise<AgencyPrincipal>;
    /** The portal client, or throws 401. */
    client(): Promise<ClientPrincipal>;
    optionalAgency(): Promise<AgencyPrincipal | null>;
    optionalClient(): Promise<ClientPrincipal | null>;
  }
  interface FastifyReply {
    setSessionCookie(kind: 'agency' | 'client', token: string): void;
    clearSessionCookie(kind: 'agency' | 'client'): void;
  }
}

export default fp(async function session(app: FastifyInstance, opts: { db: Db; secure: boolean }) {
  const cache = new WeakMap<FastifyRequest, Map<string, Promise<unknown>>>();
  function memo<T>(req: FastifyRequest, key: string, f: () => Promise<T>): Promise<T> {
    let m = cache.get(req);
    if (!m) cache.set(req, (m = new Map()));
    if (!m.has(key)) m.set(key, f());
    return m.get(key) as Promise<T>;
  }

  app.decorateRequest('optionalAgency', function (this: FastifyRequest) {
    const token = this.cookies[AGENCY_COOKIE];
    return memo(this, 'agency', async () => (token ? loadAgencySession(opts.db, token) : null));
  });
  app.decorateRequest('optionalClient', function (this: FastifyRequest) {
    const token = this.cookies[CLIENT_COOKIE];
    return memo(this, 'client', async () => (token ? loadClientSession(opts.db, token) : null));
  });
  app.decorateRequest('agency', async function (this: FastifyRequest) {
    const p = await this.optionalAgency();
    if (!p) throw new AppError('UNAUTHENTICATED');
    return p;
  });
  app.decorateRequest('client', async function (this: FastifyRequest) {
    const p = await this.optionalClient();
    if (!p) throw new AppError('UNAUTHENTICATED', 'Sessão expirada. Faça login novamente.');
    return p;
  });

  const cookieOpts = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secure };
  app.decorateReply('setSessionCookie', function (this: FastifyReply, kind: 'agency' | 'client', token: string) {
    this.setCookie(kind === 'agency' ? AGENCY_COOKIE : CLIENT_COOKIE, token, { ...cookieOpts, maxAge: SESSION_ABSOLUTE_MS / 1000 });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply, kind: 'agency' | 'client') {
    this.clearCookie(kind === 'agency' ? AGENCY_COOKIE : CLIENT_COOKIE, cookieOpts);
  });
});
