// Rows the canvas tests need: clients, canvases, team members, client sessions.

import type { Db } from '../../src/server/db/client.ts';
import { canvases, canvasVersions, clientAccesses, clients, users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/domain/auth/sessions.ts';
import { hashPassword } from '../../src/server/lib/crypto.ts';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';
import type { Role } from '../../src/shared/permissions.ts';

let n = 0;
/** A client of the agency (the one seeding helper for clients). */
export async function seedClient(db: Db, agencyId: string, name = `Cliente ${++n}`) {
  const [c] = await db.insert(clients).values({ agencyId, name, segment: 'Varejo' }).returning();
  return c;
}

type CanvasInsert = typeof canvases.$inferInsert;

const CLIENT_VISIBLE = ['published', 'needs_adjustments', 'approved'];

/**
 * One funnel row, written through the schema. A draft (D1) with empty content unless told;
 * the content kinds left out are empty. A funnel seeded as published (or decided on) gets its
 * version 1 with that content, as Publicar records it, unless a version is given.
 */
export async function seedCanvas(db: Db, opts: Omit<CanvasInsert, 'title' | 'content'> & { title?: string; content?: Partial<CanvasContent> }) {
  const content = { components: [], connections: [], textElements: [], comments: [], drawings: [], ...(opts.content ?? {}) };
  const published = opts.version === undefined && CLIENT_VISIBLE.includes(opts.status ?? 'draft');
  const [c] = await db
    .insert(canvases)
    .values({ title: `Funil ${++n}`, status: 'draft', ...opts, ...(published ? { version: 1 } : {}), content })
    .returning();
  if (published) await db.insert(canvasVersions).values({ agencyId: c.agencyId, canvasId: c.id, version: 1, title: c.title, content });
  return c;
}

export async function seedTeamMember(db: Db, agencyId: string, role: Role, password = 'senha123') {
  const email = `membro${++n}-${Math.random().toString(36).slice(2, 8)}@agencia.test`;
  const [u] = await db
    .insert(users)
    .values({ agencyId, name: `Membro ${n}`, email, passwordHash: await hashPassword(password), isAgencyUser: true, role })
    .returning();
  return { user: u, email, password };
}

/** A client access and an open client session; returns the cookie value (funil_client_session). */
export async function seedClientSession(db: Db, agencyId: string, clientId: string) {
  const [access] = await db
    .insert(clientAccesses)
    .values({ agencyId, clientId, email: `contato${++n}@cliente.test`, passwordHash: 'x', passwordEncrypted: 'x' })
    .returning();
  const token = await createSession(db, { kind: 'client', clientAccessId: access.id });
  return { access, token };
}

export const component = (id: string, title = id, x = 0) => ({
  id,
  type: 'landing-page',
  position: { x, y: 0 },
  data: { title, description: '' },
});
export const comment = (id: string, content: string) => ({
  id,
  position: { x: 1, y: 2 },
  content,
  author: 'Cliente',
  timestamp: '2026-01-01T00:00:00.000Z',
});
