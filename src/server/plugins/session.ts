// Reads the session cookies into request principals. Agency and client sessions are
// separate cookies and separate principals: neither satisfies the other's routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { billingLock, PORTAL_UNAVAILABLE_MESSAGE, readOnlyMessage, subscriptionEnded, subscriptionEndedMessage } from '#shared/billing-status.ts';
import type { Db } from '../db/client.ts';
import type { SessionCache } from '../domain/auth/session-cache.ts';
import { cachedAgencySession, cachedClientSession, SESSION_ABSOLUTE_MS } from '../domain/auth/sessions.ts';
import { AppError } from '../errors.ts';
import type { AgencyPrincipal, ClientPrincipal } from '../principal.ts';

export const AGENCY_COOKIE = 'funil_session';
export const CLIENT_COOKIE = 'funil_client_session';

/**
 * docs/product.md(D4, D11): once a cancelled subscription's paid period is over, every
 * agency call is refused with 402 SUBSCRIPTION_ENDED, except what the agency needs to come
 * back: who am I / sign out, the billing summary, and a new payment by the owner through
 * /subscribe (create-subscription is owner-only in the domain; /api/check-payment-status,
 * /api/payments/local/confirm and /api/billing/config need no agency session at all).
 * Checked here, where the principal is resolved, so no route can forget it. Nothing is
 * deleted: a new payment makes the subscription active again and everything comes back.
 */
export const ALLOWED_WHEN_ENDED: ReadonlySet<string> = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'GET /api/billing/subscription',
  'POST /api/create-subscription',
  // Data rights outlive the subscription (decision 012): take the data, or erase it.
  'GET /api/agency/export',
  'DELETE /api/agency',
]);

/**
 * A Pix or boleto period unpaid past its grace (#shared/billing-status.ts billingLock): the agency
 * still reads everything (GET), exports and presents, but writes nothing, except signing out, its
 * own profile, paying, and its data rights.
 */
export const ALLOWED_WHEN_READ_ONLY: ReadonlySet<string> = new Set([
  ...ALLOWED_WHEN_ENDED,
  'POST /api/billing/invoices/:id/pay',
  'POST /api/billing/cancel',
  'PATCH /api/agency-users/me',
]);

const ended = (p: AgencyPrincipal | ClientPrincipal) => subscriptionEnded(p.subscription.status, p.subscription.paidUntil);

function assertAgencyInForce(req: FastifyRequest, p: AgencyPrincipal): void {
  const route = `${req.method} ${req.routeOptions.url}`;
  if (ended(p) && !ALLOWED_WHEN_ENDED.has(route)) throw new AppError('SUBSCRIPTION_ENDED', subscriptionEndedMessage(p.subscription.paidUntil));
  const { status, paidUntil, method } = p.subscription;
  if (req.method !== 'GET' && req.method !== 'HEAD' && !ALLOWED_WHEN_READ_ONLY.has(route) && billingLock(status, paidUntil, method) === 'readOnly') {
    throw new AppError('BILLING_READ_ONLY', readOnlyMessage(paidUntil));
  }
}

/** The agency's clients lose the portal while its subscription is over (docs/product.md). */
function assertClientInForce(p: ClientPrincipal): void {
  if (ended(p)) throw new AppError('SUBSCRIPTION_ENDED', PORTAL_UNAVAILABLE_MESSAGE);
}

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

export default fp(async function session(app: FastifyInstance, opts: { db: Db; secure: boolean; cache: SessionCache }) {
  const cache = new WeakMap<FastifyRequest, Map<string, Promise<unknown>>>();
  function memo<T>(req: FastifyRequest, key: string, f: () => Promise<T>): Promise<T> {
    let m = cache.get(req);
    if (!m) cache.set(req, (m = new Map()));
    if (!m.has(key)) m.set(key, f());
    return m.get(key) as Promise<T>;
  }

  app.decorateRequest('optionalAgency', async function (this: FastifyRequest) {
    const token = this.cookies[AGENCY_COOKIE];
    const p = await memo(this, 'agency', async () => (token ? cachedAgencySession(opts.cache, opts.db, token) : null));
    if (p) assertAgencyInForce(this, p);
    return p;
  });
  app.decorateRequest('optionalClient', async function (this: FastifyRequest) {
    const token = this.cookies[CLIENT_COOKIE];
    const p = await memo(this, 'client', async () => (token ? cachedClientSession(opts.cache, opts.db, token) : null));
    if (p) assertClientInForce(p);
    return p;
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

  // A call that may have changed who may do what (logout, password, role, access switched off,
  // subscription) empties the session cache before its answer leaves, so the caller's next
  // call already sees the change (session-cache.ts).
  app.addHook('onSend', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') opts.cache.clear();
  });

  const cookieOpts = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secure };
  app.decorateReply('setSessionCookie', function (this: FastifyReply, kind: 'agency' | 'client', token: string) {
    this.setCookie(kind === 'agency' ? AGENCY_COOKIE : CLIENT_COOKIE, token, { ...cookieOpts, maxAge: SESSION_ABSOLUTE_MS / 1000 });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply, kind: 'agency' | 'client') {
    this.clearCookie(kind === 'agency' ? AGENCY_COOKIE : CLIENT_COOKIE, cookieOpts);
  });
});
