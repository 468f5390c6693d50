// Two agency members with the same funnel open (decision 008): a rename reaches the other editor
// live, and the other editor's Salvar (a PATCH of the content only, editor-page.tsx) or a later
// socket edit never writes an older title back into canvases.title.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, type TestApp } from '../../../tests/helpers/app.ts';
import { seedTeamMember } from '../../../tests/helpers/canvas-fixtures.ts';
import { eventually, expectSynced, seedLiveCanvas, withLiveApp } from '../../../tests/helpers/collab.ts';
import { readContent, readDocTitle, setElement } from '../../shared/canvas/doc.ts';
import { canvases } from '../db/schema.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

const dbTitle = async (id: string) => (await t.db.select({ title: canvases.title }).from(canvases).where(eq(canvases.id, id)))[0]?.title;

/** A funnel open in the editors of its owner (A) and of an admin (B, who has an API client too). */
async function twoEditors() {
  const s = await seedLiveCanvas(t);
  const member = await seedTeamMember(t.db, s.agency.id, 'admin');
  const apiB = await loginAs(t.app, member.email, member.password);
  return { s, apiB, a: connect(base, s.canvas.id, s.cookie), b: connect(base, s.canvas.id, apiB.cookieHeader()) };
}

describe('live-synced funnel title', () => {
  it('A renames, B sees it live, B saves: the title stays A’s', async () => {
    const { s, apiB, a, b } = await twoEditors();
    await expectSynced(a, b);

    const renamed = await s.api.patch(`/api/canvases/${s.canvas.id}`, { title: 'Nome de A' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe('Nome de A');
    await eventually(() => expect(readDocTitle(b.doc)).toBe('Nome de A'));
    await eventually(() => expect(readDocTitle(a.doc)).toBe('Nome de A'));

    // B's Salvar: the editor sends its whole content and no title.
    const saved = await apiB.patch(`/api/canvases/${s.canvas.id}`, { content: readContent(b.doc) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().title).toBe('Nome de A');
    expect(await dbTitle(s.canvas.id)).toBe('Nome de A');

    // A socket edit by B stores the document again: the title projection is still A's.
    setElement(b.doc, 'components', { id: 'c9', type: 'landing-page', position: { x: 900, y: 0 }, data: { title: 'Nova', description: '' } });
    await eventually(async () => {
      const [row] = await t.db.select({ content: canvases.content, title: canvases.title }).from(canvases).where(eq(canvases.id, s.canvas.id));
      expect((row.content as { components: { id: string }[] }).components.map((c) => c.id)).toContain('c9');
      expect(row.title).toBe('Nome de A');
    });
    const detail = await apiB.get(`/api/canvases/${s.canvas.id}`);
    expect(detail.json().title).toBe('Nome de A');
  });

  it('two renames one after the other: both editors and the row end on the last one', async () => {
    const { s, apiB, a, b } = await twoEditors();
    await Promise.all([a.ready, b.ready]);
    expect((await s.api.patch(`/api/canvases/${s.canvas.id}`, { title: 'Primeiro' })).statusCode).toBe(200);
    expect((await apiB.patch(`/api/canvases/${s.canvas.id}`, { title: 'Segundo' })).statusCode).toBe(200);
    await eventually(() => {
      expect(readDocTitle(a.doc)).toBe('Segundo');
      expect(readDocTitle(b.doc)).toBe('Segundo');
    });
    expect(await dbTitle(s.canvas.id)).toBe('Segundo');
  });

  it('a socket write to the title is refused: only the server renames', async () => {
    const s = await seedLiveCanvas(t);
    const a = connect(base, s.canvas.id, s.cookie);
    expect(await a.ready).toBe('synced');
    a.doc.getMap('meta').set('title', 'Escrito pelo socket');
    await new Promise((r) => setTimeout(r, 500));
    expect(await dbTitle(s.canvas.id)).not.toBe('Escrito pelo socket');
  });
});
