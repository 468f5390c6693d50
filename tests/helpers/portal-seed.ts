// Seeding for portal tests (API and e2e): a client, its access, sample content and published
// versions, written through the schema so the tests do not depend on other features' endpoints.
// Funnels themselves: seedCanvas in canvas-fixtures.ts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { canvases, canvasVersions, clientAccesses, clients } from '../../src/server/db/schema.ts';
import { encryptSecret, hashPassword, randomToken } from '../../src/server/lib/crypto.ts';
import type { CanvasContent } from '../../src/shared/canvas/content.ts';

let n = 0;

export async function seedClientAccess(
  db: Db,
  agencyId: string,
  opts: { name?: string; email?: string; password?: string; isActive?: boolean; clientId?: string } = {},
) {
  n += 1;
  let clientId = opts.clientId;
  let name = opts.name ?? `Cliente ${n}`;
  if (!clientId) {
    const [c] = await db.insert(clients).values({ agencyId, name }).returning();
    clientId = c.id;
  } else {
    const [c] = await db.select().from(clients).where(eq(clients.id, clientId));
    name = c.name;
  }
  const email = opts.email ?? `contato${n}-${Math.random().toString(36).slice(2, 7)}@cliente.test`;
  const password = opts.password ?? 'cliente123';
  const [access] = await db
    .insert(clientAccesses)
    .values({
      agencyId,
      clientId,
      email,
      passwordHash: await hashPassword(password),
      passwordEncrypted: encryptSecret('test', password),
      isActive: opts.isActive ?? true,
    })
    .returning();
  return { clientId, clientName: name, access, email, password };
}

export const sampleContent = (): CanvasContent => ({
  components: [
    { id: 'component-1', type: 'landing-page', position: { x: 100, y: 100 }, data: { title: 'Página de Captura', description: 'Captura de leads' } },
    { id: 'component-2', type: 'checkout-page', position: { x: 500, y: 100 }, data: { title: 'Checkout', description: '' } },
  ],
  connections: [{ id: 'connection-1', from: 'component-1', to: 'component-2', style: { dashed: false, organic: true, endType: 'dot' } }],
  textElements: [],
  comments: [
    {
      id: 'comment-agency',
      position: { x: 10, y: 10 },
      content: 'Nota da agência',
      author: 'Agência',
      authorKind: 'agency',
      timestamp: new Date().toISOString(),
      // A note the agency shares: internal threads never reach the portal (docs/decisions/022-internal-comments.md).
      visibility: 'client',
    },
  ],
  drawings: [
    {
      id: 'drawing-agency',
      type: 'brush',
      points: [
        { x: 1, y: 1 },
        { x: 5, y: 5 },
      ],
      color: '#f97316',
      strokeWidth: 3,
      author: 'agency',
    },
  ],
});

/** A published version snapshot (D9), as publishing does. */
export async function seedVersion(db: Db, canvas: { id: string; agencyId: string; title: string }, version: number, content: CanvasContent) {
  await db
    .insert(canvasVersions)
    .values({ agencyId: canvas.agencyId, canvasId: canvas.id, version, title: canvas.title, content })
    .onConflictDoUpdate({ target: [canvasVersions.canvasId, canvasVersions.version], set: { title: canvas.title, content } });
  await db.update(canvases).set({ version, content }).where(eq(canvases.id, canvas.id));
}

export const newPublicLink = () => randomToken(16);
