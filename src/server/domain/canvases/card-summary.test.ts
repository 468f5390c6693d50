// The stored card (canvases.preview, open_comments) is always the one of the stored content:
// every kind of content write stores it with the content, a write that forgets it leaves none
// (the trigger), and the list then computes it and stores it back (decision 018).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { comment, component, seedCanvas, seedClient } from '../../../../tests/helpers/canvas-fixtures.ts';
import { clientLogin, seedPortalWorld } from '../../../../tests/helpers/portal.ts';
import { canvases, templates } from '../../db/schema.ts';
import { cardFields, cardSummary, cardsOf } from './card-summary.ts';

const t = withTestApp();

async function stored(id: string) {
  const [row] = await t.db
    .select({ content: canvases.content, preview: canvases.preview, openComments: canvases.openComments })
    .from(canvases)
    .where(eq(canvases.id, id));
  return row;
}

/** The write stored a card, and it is the card of the content it stored. */
async function expectCardOfContent(id: string) {
  const row = await stored(id);
  expect(row.preview, 'card not written with the content').not.toBeNull();
  expect({ preview: row.preview, openComments: row.openComments }).toEqual(cardSummary(row.content));
}

const open = (id: string, parentId?: string) => ({ ...comment(id, `comentário ${id}`), ...(parentId ? { parentId } : {}) });

async function setup() {
  const a = await seedAgency(t.db, { plan: 'enterprise' });
  const client = await seedClient(t.db, a.agency.id, 'Loja Card');
  const api = await loginAs(t.app, a.email, a.password);
  return { ...a, client, api };
}

describe('the stored card of a funnel', () => {
  it('is written with the content by create, create from a template, PATCH, comment resolve, publish and restore', async () => {
    const s = await setup();
    const created = await s.api.post('/api/canvases', {
      title: 'Funil card',
      clientId: s.client.id,
      content: { components: [component('a'), component('b', 'B', 300)], connections: [{ id: 'e', from: 'a', to: 'b' }], comments: [open('k1')] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await expectCardOfContent(id);
    expect((await stored(id)).openComments).toBe(1);

    const [tpl] = await t.db
      .insert(templates)
      .values({ slug: `tpl-card-${Date.now()}`, title: 'T', description: 'd', category: 'launch', content: { components: [component('t1')], connections: [] } })
      .returning();
    const fromTemplate = await s.api.post('/api/canvases', { title: 'Do template', clientId: s.client.id, templateId: tpl.id });
    expect(fromTemplate.statusCode, fromTemplate.body).toBe(201);
    await expectCardOfContent(fromTemplate.json().id);

    const patched = await s.api.patch(`/api/canvases/${id}`, {
      content: { components: [component('a', 'A', 50)], comments: [open('k1'), open('k2'), open('k3', 'k1')] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await expectCardOfContent(id);
    expect((await stored(id)).openComments).toBe(2);

    // A write that changes neither the boxes nor the open threads keeps a card too.
    expect((await s.api.patch(`/api/canvases/${id}`, { content: { components: [component('a', 'Outro título', 50)] } })).statusCode).toBe(200);
    await expectCardOfContent(id);

    expect((await s.api.patch(`/api/canvases/${id}/comments/k2`, { resolved: true })).statusCode).toBe(200);
    await expectCardOfContent(id);
    expect((await stored(id)).openComments).toBe(1);

    expect((await s.api.put(`/api/canvases/${id}`, { title: 'Funil card', status: 'published' })).statusCode).toBe(200);
    await expectCardOfContent(id);
    expect((await s.api.patch(`/api/canvases/${id}`, { content: { components: [] } })).statusCode).toBe(200);
    expect((await stored(id)).preview).toMatchObject({ total: 0 });
    expect((await s.api.post(`/api/canvases/${id}/versions/1/restore`)).statusCode).toBe(200);
    await expectCardOfContent(id);
    expect((await stored(id)).preview).toMatchObject({ total: 1 });
  });

  it("is written with the content by the client's save in the portal", async () => {
    const { cl, published } = await seedPortalWorld(t);
    const c = await clientLogin(t, cl.email, cl.password);
    const before = (await c.get(`/api/client/canvas/${published.id}`)).json().content;
    const r = await c.put(`/api/client/canvas/${published.id}`, { content: { ...before, comments: [...before.comments, open('comment-novo')] } });
    expect(r.statusCode, r.body).toBe(200);
    await expectCardOfContent(published.id);
  });

  it('is cleared by a content write without it; the list computes it and stores it back', async () => {
    const s = await setup();
    const created = await s.api.post('/api/canvases', { title: 'Funil', clientId: s.client.id, content: { components: [component('a')] } });
    const id = created.json().id as string;
    await t.db
      .update(canvases)
      .set({ content: { components: [component('a'), component('b', 'B', 300)], connections: [], textElements: [], comments: [open('k')], drawings: [] } })
      .where(eq(canvases.id, id));
    expect((await stored(id)).preview).toBeNull();
    const items = (await s.api.get('/api/canvases')).json();
    expect(items[0]).toMatchObject({ id, openComments: 1, preview: { total: 2 } });
    await expectCardOfContent(id);
  });

  it('is computed for rows inserted without it (bulk SQL, older rows), and not stored back over newer content', async () => {
    const s = await setup();
    const row = await seedCanvas(t.db, { agencyId: s.agency.id, clientId: s.client.id, content: { components: [component('a')] } });
    expect((await stored(row.id)).preview).toBeNull();
    const [read] = await t.db
      .select({ id: canvases.id, ...cardFields })
      .from(canvases)
      .where(eq(canvases.id, row.id));
    // Meanwhile another write changes the content (without a card): the late write-back must not land.
    await t.db
      .update(canvases)
      .set({ content: sql`jsonb_set(${canvases.content}, '{components}', '[]'::jsonb)` })
      .where(eq(canvases.id, row.id));
    const [card] = await cardsOf(t.db, [read], (r) => r.id);
    expect(card.preview.total).toBe(1);
    expect((await stored(row.id)).preview).toBeNull();
    // Read again: computed from the current content and stored.
    const [again] = await t.db
      .select({ id: canvases.id, ...cardFields })
      .from(canvases)
      .where(eq(canvases.id, row.id));
    expect((await cardsOf(t.db, [again], (r) => r.id))[0].preview.total).toBe(0);
    await expectCardOfContent(row.id);
  });
});
