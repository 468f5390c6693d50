// 'Meus Funis' and 'Status dos Funis' (docs/product.md): only the published,
// adjustment-requested and approved funnels of the signed-in client, never drafts (D7), under
// the title of their latest published version (decision 008: the client never sees the draft).
// What list-client-canvases.ts and client-analytics.ts share.
import { and, eq, inArray } from 'drizzle-orm';
import { CLIENT_VISIBLE_STATUSES } from '#shared/funnel-status.ts';
import { canvases } from '../../db/schema.ts';
import type { ClientPrincipal } from '../../principal.ts';

export const ORDER = 'updated';

export const clientScope = (actor: ClientPrincipal) =>
  and(eq(canvases.agencyId, actor.agencyId), eq(canvases.clientId, actor.clientId), inArray(canvases.status, CLIENT_VISIBLE_STATUSES));
