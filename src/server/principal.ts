import type { Role } from '#shared/permissions.ts';
import type { PlanId } from '#shared/plans.ts';
import type { Db } from './db/client.ts';
import type { CanvasDocs } from './domain/canvases/canvas-docs.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** An agency user acting (owner or team member, D3). */
export interface AgencyPrincipal {
  kind: 'agency';
  sessionId: string;
  userId: string;
  agencyId: string;
  name: string;
  email: string;
  isAgencyUser: boolean;
  role: Role;
  plan: PlanId;
  /** The agency's subscription, to tell whether it is still in force (#shared/billing-status.ts). */
  subscription: AgencySubscription;
}

export interface AgencySubscription {
  status: string;
  paidUntil: Date | null;
  /** How the last period was paid: Pix and boleto lock the agency when unpaid (#shared/billing-status.ts billingLock). */
  method: string;
}

/** A client's contact logged in to the portal through a client access (D8). */
export interface ClientPrincipal {
  kind: 'client';
  sessionId: string;
  accessId: string;
  clientId: string;
  agencyId: string;
  email: string;
  clientName: string;
  plan: PlanId;
  /** The agency's subscription: its portal closes when it ended (docs/product.md). */
  subscription: AgencySubscription;
}

/** Someone with a public review link (D6): the link is all they hold. */
export interface PublicPrincipal {
  kind: 'public';
  link: string;
  /** The verified-guest cookie of this link, if any; checked against the link. */
  guestToken?: string;
  /** The caller's address: the limits on codes and mail are per address (docs/decisions/021-mail-budget.md). */
  ip: string;
}

export type Principal = AgencyPrincipal | ClientPrincipal | PublicPrincipal;

export interface Log {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** What a domain operation may use besides the database; each one names those it needs. */
export interface Services {
  mailer: Mailer;
  appSecret: string;
  publicUrl: string;
  /** Live canvas documents (D19): content is read and written through them. */
  docs: CanvasDocs;
  payments: PaymentProvider;
  log: Log;
  /** The time (a test moves it; see lib/clock.ts). */
  clock: Clock;
}

/**
 * What every domain operation receives first, as `op(ctx, input)`: the database, who acts
 * (null when nobody is signed in: login, registration, payment, webhooks) and the services
 * named in S. Routes build it with the helpers of routes/ctx.ts.
 */
export type Ctx<A extends Principal | null = AgencyPrincipal, S extends keyof Services = never> = { db: Db; actor: A } & Pick<Services, S>;
export type AgencyCtx<S extends keyof Services = never> = Ctx<AgencyPrincipal, S>;
export type ClientCtx<S extends keyof Services = never> = Ctx<ClientPrincipal, S>;
export type PublicCtx<S extends keyof Services = never> = Ctx<PublicPrincipal, S>;
export type AnonCtx<S extends keyof Services = never> = Ctx<null, S>;
/** A job on the timer or a CLI command: nobody signed in acts (jobs/index.ts builds it). */
export type SystemCtx<S extends keyof Services = never> = Ctx<null, S>;
/** For what both a request and a job do, e.g. mailing the agency on a reviewer's behalf. */
export type AnyCtx<S extends keyof Services = never> = Ctx<Principal | null, S>;
