// Route handlers build the domain ctx here, one helper per principal kind, then call
// op(ctx, input). The services come from app.deps; the payment provider is the billing
// routes' own (routes/api/billing) and is added there.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import type { Services } from '../principal.ts';
import { guestCookieName } from './guest-cookie.ts';

function base(req: FastifyRequest): { db: Db } & Omit<Services, 'payments'> {
  const { db, mailer, config, canvasDocs, clock } = req.server.deps;
  return { db, mailer, appSecret: config.appSecret, publicUrl: config.publicUrl, docs: canvasDocs, log: req.log, clock: clock ?? systemClock };
}

/** The signed-in agency user (401 without a session). */
export const agencyCtx = async (req: FastifyRequest) => ({ ...base(req), actor: await req.agency() });
/** The agency user if signed in, else null (buying a plan before having an account, D2). */
export const optionalAgencyCtx = async (req: FastifyRequest) => ({ ...base(req), actor: await req.optionalAgency() });
/** The signed-in client of the portal (401 without a session). */
export const clientCtx = async (req: FastifyRequest) => ({ ...base(req), actor: await req.client() });
/** Whoever holds a public review link (D6), with the link's verified-guest cookie if any (decision 008). */
export const publicCtx = (req: FastifyRequest, link: string) => ({
  ...base(req),
  actor: { kind: 'public' as const, link, guestToken: req.cookies[guestCookieName(link)], ip: req.ip },
});
/** Nobody signed in: login, password reset, registration, webhooks. */
export const anonCtx = (req: FastifyRequest) => ({ ...base(req), actor: null });
