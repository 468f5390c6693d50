// A poison text (U+0000, a lone surrogate) typed through the socket must not block storing:
// PostgreSQL refuses U+0000 in jsonb (22P05), and before the fix every later store failed.
// The socket guard now refuses such an update outright (the text rule is in the content
// schema); the projection is also cleaned before it is written (sanitize.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, listenOnFreePort, loginAs, seedAgency, type TestApp } from '../../../tests/helpers/app.ts';
import { component, seedCanvas, seedClient } from '../../../tests/helpers/canvas-fixtures.ts';
import { connectProvider, eventually, expectSynced } from '../../../tests/helpers/collab.ts';
import { setElement } from '../../shared/canvas/doc.ts';
import { canvases } from '../db/schema.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await listenOnFreePort(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('poison content through the socket', () => {
  it('a NUL and a lone surrogate in a text do not stop later edits from being stored', async () => {
    const a = await seedAgency(t.db);
    const client = await seedClient(t.db, a.agency.id);
    const canvas = await seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, userId: a.owner.id, content: { components: [component('c1', 'Um')] } });
    const api = await loginAs(t.app, a.email, a.password);
    const p = connectProvider(base, canvas.id, api.cookieHeader());
    const q = connectProvider(base, canvas.id, api.cookieHeader());
    try {
      await expectSynced(p, q);
      setElement(p.doc, 'components', component('c1', 'a\u0000b\ud800c'));
      await new Promise((r) => setTimeout(r, 100));
      setElement(q.doc, 'components', component('c2', 'depois', 300));
      const titles = async () => {
        const [row] = await t.db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, canvas.id));
        return ((row?.content as { components?: { id: string; data: { title: string } }[] })?.components ?? []).map((c) => `${c.id}:${c.data.title}`);
      };
      await eventually(async () => expect(await titles()).toContain('c2:depois'), 10_000);
      expect(JSON.stringify(await titles())).not.toMatch(/\\u0000|\\ud800/);
      expect(await titles()).toContain('c1:Um'); // the poison edit was refused, not stored
      // The REST side answers too, and its later save is stored.
      expect((await api.patch(`/api/canvases/${canvas.id}`, { title: 'Depois do NUL' })).statusCode).toBe(200);
    } finally {
      p.destroy();
      q.destroy();
    }
  });
});
