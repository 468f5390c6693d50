// Who may open a canvas document on the live socket: what the socket's cookies hold, asked of
// the domain (domain/canvases/authorize-live-edit.ts), which applies the REST calls' rules.
import type { Db } from '../db/client.ts';
import { authorizeLiveEdit } from '../domain/canvases/authorize-live-edit.ts';

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
 * Agency session: the domain's rule (authorizeLiveEdit: the canvas belongs to the user's agency,
 * read-write with canvases:write, refused once the subscription ended).
 * Client session: refused (socketAccess says 'none'). The live document is the agency's draft;
 * clients see the latest published version through REST, which also takes their comments and
 * drawings. Anything else: null (refused).
 */
export async function authorizeCollab(db: Db, creds: CollabCredentials, canvasId: string): Promise<CollabGrant | null> {
  if (!creds.agencyToken || creds.as === 'client') return null;
  return authorizeLiveEdit({ db, actor: null }, { agencyToken: creds.agencyToken, canvasId });
}
