// The agency's working notes stay the agency's (docs/decisions/022-internal-comments.md): an
// internal thread never reaches the client portal, the public link or a client's export, and
// nobody outside the agency can reply into one. Threads marked "Visível para o cliente", threads
// a reviewer started, and threads written before the rule existed still reach them.
import { describe, expect, it } from 'vitest';
import type { CanvasComment } from '#shared/canvas/content.ts';
import { ApiClient, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedPublicFunnel } from '../../../../../tests/helpers/portal.ts';
import { seedClientAccess } from '../../../../../tests/helpers/portal-seed.ts';

const t = withTestApp();

const NOTE = 'Revisar a headline antes de publicar';
const NO_VISIBILITY = 'Nota sem visibilidade escrita hoje';
const NOTE_REPLY = 'Resposta interna da equipe';
const SHARED = 'Olá! Vejam a nova oferta';
const OLD = 'Comentário antigo da agência';

const agencyComment = (id: string, content: string, over: Partial<CanvasComment> = {}): CanvasComment => ({
  id,
  position: { x: 10, y: 20 },
  content,
  author: 'Equipe',
  authorKind: 'agency',
  timestamp: new Date(Date.now() + 60_000).toISOString(),
  ...over,
});

async function world() {
  const w = await seedPublicFunnel(t);
  const access = await seedClientAccess(t.db, w.ag.agency.id, { clientId: w.canvas.clientId });
  await t.app.deps.canvasDocs.updateKinds(w.canvas.id, ['comments'], (cur) => ({
    next: {
      comments: [
        ...cur.comments,
        agencyComment('comment-note', NOTE, { visibility: 'internal' }),
        agencyComment('comment-novis', NO_VISIBILITY),
        agencyComment('comment-note-reply', NOTE_REPLY, { parentId: 'comment-note' }),
        agencyComment('comment-shared', SHARED, { visibility: 'client' }),
        agencyComment('comment-old', OLD, { timestamp: '2025-05-01T12:00:00.000Z' }),
      ],
    },
    result: null,
  }));
  const client = new ApiClient(t.app);
  expect((await client.post('/api/client/login', { email: access.email, password: access.password })).statusCode).toBe(200);
  const agency = new ApiClient(t.app);
  expect((await agency.post('/api/auth/login', { email: w.ag.email, password: w.ag.password })).statusCode).toBe(200);
  return { ...w, client, agency };
}

const texts = (content: { comments: CanvasComment[] }) => content.comments.map((c) => c.content);

describe('internal comment threads', () => {
  it('never reach the portal nor the public link; shared, reviewer and older threads do', async () => {
    const w = await world();
    const portal = await w.client.get(`/api/client/canvas/${w.canvas.id}`);
    expect(portal.statusCode, portal.body).toBe(200);
    const pub = await new ApiClient(t.app).get(`/api/public/canvas/${w.link}`);
    expect(pub.statusCode, pub.body).toBe(200);
    for (const res of [portal, pub]) {
      for (const hidden of [NOTE, NO_VISIBILITY, NOTE_REPLY, 'comment-note']) expect(res.body).not.toContain(hidden);
      expect(texts(res.json().content)).toEqual(expect.arrayContaining([SHARED, OLD]));
    }
    // The agency still sees all of them.
    const own = await w.agency.get(`/api/canvases/${w.canvas.id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(texts(own.json().content)).toEqual(expect.arrayContaining([NOTE, NO_VISIBILITY, NOTE_REPLY, SHARED, OLD]));
  });

  it('a reply aimed at an internal thread by a client or a public reviewer starts a thread of its own', async () => {
    const w = await world();
    const put = await w.client.put(`/api/client/canvas/${w.canvas.id}`, {
      content: {
        comments: [
          { id: 'comment-client-reply', position: { x: 1, y: 1 }, content: 'Do cliente', author: 'Cliente', timestamp: 'x', parentId: 'comment-note' },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.body).not.toContain(NOTE);
    const pub = await new ApiClient(t.app).post(`/api/public/canvas/${w.link}/comments`, {
      clientName: 'Visitante',
      email: 'visitante@exemplo.test',
      comment: { id: 'comment-guest-reply', position: { x: 2, y: 2 }, content: 'Do visitante', componentId: null, parentId: 'comment-note' },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.body).not.toContain(NOTE);
    const all = (await t.app.deps.canvasDocs.readContent(w.canvas.id)).comments;
    expect(all.find((c) => c.id === 'comment-client-reply')?.parentId).toBeNull();
    expect(all.find((c) => c.id === 'comment-guest-reply')?.parentId).toBeNull();
    // Both still reach the client, the thread they aimed at does not.
    const portal = await w.client.get(`/api/client/canvas/${w.canvas.id}`);
    expect(texts(portal.json().content)).toEqual(expect.arrayContaining(['Do cliente', 'Do visitante']));
    expect(portal.body).not.toContain(NOTE);
  });

  it("never reach a client's export", async () => {
    const w = await world();
    await w.client.put(`/api/client/canvas/${w.canvas.id}`, {
      content: {
        comments: [
          { id: 'comment-client-own', position: { x: 1, y: 1 }, content: 'Meu comentário', author: 'Cliente', timestamp: 'x', parentId: 'comment-note' },
        ],
      },
    });
    const res = await w.client.get('/api/client/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Meu comentário');
    for (const hidden of [NOTE, NO_VISIBILITY, NOTE_REPLY, 'comment-note']) expect(res.body).not.toContain(hidden);
  });
});
