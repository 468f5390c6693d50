import type { Role } from '#shared/permissions.ts';
import type { PlanId } from '#shared/plans.ts';
import type { Db } from './db/client.ts';

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
  /** The agency's subscription: its portal closes when it ended (spec 01 section 9). */
  subscription: AgencySubscription;
}

/** Someone with a public review link (D6). */
export interface PublicPrincipal {
  kind: 'public';
  name: string;
  email: string;
}

export type Principal = AgencyPrincipal | ClientPrincipal | PublicPrincipal;

/** What every domain function receives: the database and who acts. */
export interface Ctx<A extends Principal = AgencyPrincipal> {
  db: Db;
  actor: A;
}
