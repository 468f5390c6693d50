// DELETE /api/canvases/{id}/comments/{commentId} (decision 008): the agency deletes any comment,
// the client's and a public reviewer's too, with its replies; the rows of `comments` go with
// it, so the activity list does not show a deleted comment.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedTeamMember } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { clientLogin, seedPublicFunnel } from '../../../../../tests/helpers/portal.ts';
import { comments } from '../../../db/schema.ts';

const t = withTestApp();

async function world() {
  const { ag, cl, link, canvas } = await seedPublicFunnel(t, 'Funil Comentado', { clientName: 'Loja Azul' });
  const owner = await loginAs(t.app, ag.email, ag.password);
  const client = await clientLogin(t, cl.email, cl.password);
  const put = await client.put(`/api/client/canvas/${canvas.id}`, {
    content: {
      comments: [
        { id: 'comment-c1', position: { x: 1, y: 1 }, content: 'Trocar a cor', timestamp: new Date().toISOString() },
        { id: 'comment-c1-r', position: { x: 1, y: 1 }, parentId: 'comment-c1', content: 'E o título', timestamp: new Date().toISOString() },
      ],
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  const pub = await new ApiClient(t.app).post(`/api/public/canvas/${link}/comments`, {
    clientName: 'Bruno',
    email: 'bruno@x.test',
    comment: { id: 'comment-p1', position: { x: 5, y: 5 }, content: 'Gostei' },
  });
  expect(pub.statusCode, pub.body).toBe(200);
  return { ag, canvas, owner, client };
}

const rowIds = async (canvasId: string) => (await t.db.select().from(comments).where(eq(comments.canvasId, canvasId))).map((r) => r.elementId).sort();
const contentIds = async (api: ApiClient, canvasId: string) =>
  ((await api.get(`/api/canvases/${canvasId}`)).json().content.comments as { id: string }[]).map((c) => c.id).sort();
const activity = async (api: ApiClient) => ((await api.get('/api/recent-comments')).json() as { content?: string }[]).map((x) => x.content);

describe('DELETE /api/canvases/:id/comments/:commentId', () => {
  it("deletes a client's comment with its replies, from the document and the activity list", async () => {
    const w = await world();
    expect(await rowIds(w.canvas.id)).toEqual(['comment-c1', 'comment-c1-r', 'comment-p1']);
    expect(await activity(w.owner)).toEqual(expect.arrayContaining(['Trocar a cor', 'Gostei']));

    const res = await w.owner.delete(`/api/canvases/${w.canvas.id}/comments/comment-c1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deleted.sort()).toEqual(['comment-c1', 'comment-c1-r']);
    expect(await contentIds(w.owner, w.canvas.id)).toEqual(['comment-agency', 'comment-p1']);
    expect(await rowIds(w.canvas.id)).toEqual(['comment-p1']);
    expect(await activity(w.owner)).not.toContain('Trocar a cor');
    // The client no longer sees it either.
    const seen = (await w.client.get(`/api/client/canvas/${w.canvas.id}`)).json().content.comments.map((c: { id: string }) => c.id);
    expect(seen).not.toContain('comment-c1');
  });

  it("deletes a public reviewer's comment and the agency's own; any member with canvases:write may", async () => {
    const w = await world();
    const creator = await seedTeamMember(t.db, w.ag.agency.id, 'creator');
    const api = await loginAs(t.app, creator.email, creator.password);
    expect((await api.delete(`/api/canvases/${w.canvas.id}/comments/comment-p1`)).statusCode).toBe(200);
    expect((await w.owner.delete(`/api/canvases/${w.canvas.id}/comments/comment-agency`)).statusCode).toBe(200);
    expect(await contentIds(w.owner, w.canvas.id)).toEqual(['comment-c1', 'comment-c1-r']);
    expect(await rowIds(w.canvas.id)).toEqual(['comment-c1', 'comment-c1-r']);
    expect(await activity(w.owner)).not.toContain('Gostei');
  });

  it('answers 404 for an unknown comment, another agency and a malformed id; 401 without a session', async () => {
    const w = await world();
    const missing = await w.owner.delete(`/api/canvases/${w.canvas.id}/comments/nao-existe`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Comentário não encontrado');
    const other = await seedAgency(t.db, { plan: 'enterprise' });
    const b = await loginAs(t.app, other.email, other.password);
    expect((await b.delete(`/api/canvases/${w.canvas.id}/comments/comment-c1`)).statusCode).toBe(404);
    expect((await w.owner.delete('/api/canvases/nao-e-id/comments/comment-c1')).statusCode).toBe(404);
    expect((await new ApiClient(t.app).delete(`/api/canvases/${w.canvas.id}/comments/comment-c1`)).statusCode).toBe(401);
    // The client's portal session is nothing on an agency route.
    expect((await w.client.delete(`/api/canvases/${w.canvas.id}/comments/comment-c1`)).statusCode).toBe(401);
    expect(await rowIds(w.canvas.id)).toEqual(['comment-c1', 'comment-c1-r', 'comment-p1']);
  });
});
