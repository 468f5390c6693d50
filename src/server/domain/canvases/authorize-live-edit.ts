// Who may open a canvas document on the live socket: the same session and the same rules as the
// REST calls (docs/product.md section 3). The live-editing server asks here on every connection
// and every access re-check; it never reads the database itself.
import { and, eq } from 'drizzle-orm';
import { billingLock, subscriptionEnded } from '#shared/billing-status.ts';
import { socketAccess } from '#shared/canvas/capabilities.ts';
import { can } from '#shared/permissions.ts';
import { isId } from '#shared/schemas/common.ts';
import { canvases } from '../../db/schema.ts';
import type { AnonCtx } from '../../principal.ts';
import { loadAgencySession } from '../auth/sessions.ts';

export interface LiveEditGrant {
  readOnly: boolean;
  user: { kind: 'agency'; id: string; name: string; agencyId: string };
}

/**
 * An agency session whose user may read canvases, of an agency whose subscription has not
 * ended, on a canvas of that agency: granted, read-write when socketAccess says so (the editor's
 * capabilitiesFor asks the same rule). Anything else: null. The database is read every time
 * (no session cache): a socket stays open, so its access must be what is true now.
 */
export async function authorizeLiveEdit({ db }: AnonCtx, { agencyToken, canvasId }: { agencyToken: string; canvasId: string }): Promise<LiveEditGrant | null> {
  if (!isId(canvasId)) return null;
  const actor = await loadAgencySession(db, agencyToken);
  if (!actor || !can(actor, 'canvases:read') || subscriptionEnded(actor.subscription.status, actor.subscription.paidUntil)) return null;
  const [row] = await db
    .select({ id: canvases.id })
    .from(canvases)
    .where(and(eq(canvases.id, canvasId), eq(canvases.agencyId, actor.agencyId)))
    .limit(1);
  if (!row) return null;
  return {
    // Unpaid past its grace, the agency reads its funnels but edits none (#shared/billing-status.ts).
    readOnly:
      socketAccess({ kind: 'agency', actor }) !== 'read-write' ||
      billingLock(actor.subscription.status, actor.subscription.paidUntil, actor.subscription.method) === 'readOnly',
    user: { kind: 'agency', id: actor.userId, name: actor.name, agencyId: actor.agencyId },
  };
}
