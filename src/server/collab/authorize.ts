// Who may open a canvas document on the live socket (D7): the same
// session cookies and the same rules as the REST calls.
import { and, eq } from 'drizzle-orm';
import { subscriptionEnded } from '#shared/billing-status.ts';
import { socketAccess } from '#shared/canvas/capabilities.ts';
import { can } from '#shared/permissions.ts';
import { isId } from '#shared/schemas/common.ts';
import type { Db } from '../db/client.ts';
import { canvases } from '../db/schema.ts';
import { loadAgencySession } from '../domain/auth/sessions.ts';

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
  /** The portal's cookie, if the browser sends it: never granted (clients use REST). */
  clientToken?: string;
  /** Which session to use when the browser holds both ('agency' | 'client'); default agency first. */
  as?: string;
}

/**
 * Agency session: the canvas must belong to the user's agency; read-write with canvases:write.
 * Client session: refused (socketAccess says 'none'). The live document is the agency's draft;
 * clients see the latest published version through REST (decision 008), which also takes their
 * comments and drawings. Read-only or not is socketAccess's answer
 * (#shared/canvas/capabilities.ts), which the editor's capabilitiesFor uses too.
 * An agency whose subscription ended (docs/product.md) is refused, like REST.
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
  return null;
}
