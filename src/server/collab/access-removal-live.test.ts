// Removing a portal access (decision 012) with the funnel open in a live editor: the editor sees the
// comment go (or its author become "Cliente removido") at once, and its next save or edit never
// writes the old words back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REMOVED_CLIENT_NAME } from '#shared/schemas/client-data.ts';
import { findEverywhere, seedReviewedWorld } from '../../../tests/helpers/access-data.ts';
import type { TestApp } from '../../../tests/helpers/app.ts';
import { eventually, withLiveApp } from '../../../tests/helpers/collab.ts';
import { kindMap, readContent, setElement } from '../../shared/canvas/doc.ts';
import { canvases } from '../db/schema.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

const storedComments = async (id: string) =>
  ((await t.db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, id)))[0].content as { comments: { id: string; author: string }[] })
    .comments;

describe('removing an access while the funnel is open live', () => {
  it('delete: the open editor loses the comment and its reply; its Salvar and its next edit keep them gone', async () => {
    const w = await seedReviewedWorld(t);
    const editor = connect(base, w.p.id, w.owner.cookieHeader());
    expect(await editor.ready).toBe('synced');
    expect(kindMap(editor.doc, 'comments').has(w.ids.anaP)).toBe(true);

    const res = await w.owner.request('DELETE', `/api/clients/${w.ana.clientId}/access/${w.ana.access.id}`, { mode: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(() => {
      expect(kindMap(editor.doc, 'comments').has(w.ids.anaP)).toBe(false);
      expect(kindMap(editor.doc, 'comments').has(w.ids.reply)).toBe(false);
    });

    // The editor's Salvar sends what it holds; a socket edit stores the document again.
    expect((await w.owner.patch(`/api/canvases/${w.p.id}`, { content: readContent(editor.doc) })).statusCode).toBe(200);
    setElement(editor.doc, 'components', { id: 'c-novo', type: 'landing-page', position: { x: 900, y: 0 }, data: { title: 'Nova etapa', description: '' } });
    await eventually(async () => {
      const [row] = await t.db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, w.p.id));
      expect((row.content as { components: { id: string }[] }).components.map((c) => c.id)).toContain('c-novo');
    });
    expect((await storedComments(w.p.id)).map((c) => c.id).sort()).toEqual(['comment-agency', w.ids.biaP].sort());
    expect(await findEverywhere(t, w.texts.anaOnP)).toEqual([]);
  });

  it('anonymize: the open editor shows "Cliente removido"; its next edit keeps it so', async () => {
    const w = await seedReviewedWorld(t);
    const editor = connect(base, w.p.id, w.owner.cookieHeader());
    expect(await editor.ready).toBe('synced');
    expect(kindMap(editor.doc, 'comments').get(w.ids.anaP)?.get('author')).toBe(w.ana.clientName);

    const res = await w.owner.request('DELETE', `/api/clients/${w.ana.clientId}/access/${w.ana.access.id}`, { mode: 'anonymize' });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(() => expect(kindMap(editor.doc, 'comments').get(w.ids.anaP)?.get('author')).toBe(REMOVED_CLIENT_NAME));

    setElement(editor.doc, 'components', { id: 'c-novo', type: 'landing-page', position: { x: 900, y: 0 }, data: { title: 'Nova etapa', description: '' } });
    expect((await w.owner.patch(`/api/canvases/${w.p.id}`, { content: readContent(editor.doc) })).statusCode).toBe(200);
    const stored = await storedComments(w.p.id);
    expect(stored.find((c) => c.id === w.ids.anaP)?.author).toBe(REMOVED_CLIENT_NAME);
    expect(await findEverywhere(t, w.ana.email)).toEqual([]);
  });
});
