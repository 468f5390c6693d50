// Who may open a canvas document on the live socket (DESIGN "Security model", D7): the same
// session cookies and the same rules as the REST calls.
import { and, eq, inArray } from 'drizzle-orm';
import { subscriptionEnded } from '#shared/billing-status.ts';
import { socketAccess } from '#shared/canvas/capabilities.ts';
import { CLIENT_VISIBLE_STATUSES } from '#shared/funnel-status.ts';
import { can } from '#shared/permissions.ts';
import { isId } from '#shared/schemas/common.ts';
import type { Db } from '../db/client.ts';
import { canvases } from '../db/schema.ts';
import { loadAgencySession, loadClientSession } from '../domain/auth/sessions.ts';

export interface CollabUser {
  kind: 'agency' | 'client';
  id: string;
  name: string;
  agencyId: string;
}

export interface CollabGrant {
  readOnly: boolean;
  user: CollabUser;
}

export interface CollabCredentials {
  agencyToken?: string;
  clientToken?: string;
  /** Which session to use when the browser holds both ('agency' | 'client'); default agency first. */
  as?: string;
}

/**
 * Agency session: the canvas must belong to the user's agency; read-write with canvases:write.
 * Client session: only its own client's published, needs_adjustments or approved canvases, and
 * read-only (client writes go through REST, which limits them to comments and own drawings).
 * Read-only or not is socketAccess's answer (#shared/canvas/capabilities.ts), which the editor's
 * capabilitiesFor uses too.
 * An agency whose subscription ended (spec 01 section 9) is refused on both sides, like REST.
 * Anything else: null (refused).
 */
export async function authorizeCollab(db: Db, creds: CollabCredentials, canvasId: string): Promise<CollabGrant | null> {
  if (!isId(canvasId)) return null;
  if (creds.agencyToken && creds.as !== 'client') {
    const actor = await loadAgencySession(db, creds.agencyToken);
    if (actor && can(actor, 'canvases:read') && !subscriptionEnded(actor.subscription.status, actor.subscription.paidUntil)) {
      const [row] = await db
        .select({ id: canvases.id })
        .from(canvases)
        .where(and(eq(canvases.id, canvasId), eq(canvases.agencyId, actor.agencyId)))
        .limit(1);
      if (row) {
        return {
          readOnly: socketAccess({ kind: 'agency', actor }) !== 'read-write',
          user: { kind: 'agency', id: actor.userId, name: actor.name, agencyId: actor.agencyId },
        };
      }
    }
  }
  if (creds.clientToken && creds.as !== 'agency') {
    const client = await loadClientSession(db, creds.clientToken);
    if (client && !subscriptionEnded(client.subscription.status, client.subscription.paidUntil)) {
      const [row] = await db
        .select({ id: canvases.id })
        .from(canvases)
        .where(
          and(
            eq(canvases.id, canvasId),
            eq(canvases.agencyId, client.agencyId),
            eq(canvases.clientId, client.clientId),
            inArray(canvases.status, CLIENT_VISIBLE_STATUSES),
          ),
        )
        .limit(1);
      if (row)
        return {
          readOnly: socketAccess({ kind: 'client', canDraw: false }) !== 'read-write',
          user: { kind: 'client', id: client.accessId, name: client.clientName, agencyId: client.agencyId },
        };
    }
  }
  return null;
}
