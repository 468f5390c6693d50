// The store never takes the process down (decision 006): failed stores keep the document dirty and
// retry; REST changes are one transaction under one server clientID; a failed REST store
// changes nothing live. Runs with vitest's default: an unhandled rejection fails the run.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { seedAgency, withTestApp } from '../../../tests/helpers/app.ts';
import { component, seedCanvas, seedClient } from '../../../tests/helpers/canvas-fixtures.ts';
import type { Db } from '../db/client.ts';
import { canvasDocuments, canvases } from '../db/schema.ts';
import { isUnavailable } from '../plugins/error-handler.ts';
import { createCollab } from './collab.ts';

const t = withTestApp();

/** The test database, whose stores (a transaction, or the one-statement save) fail like an unreachable PostgreSQL while `down`. */
function flakyDb(db: Db) {
  const state = { down: false, failures: 0 };
  const proxy = new Proxy(db, {
    get(target, prop, recv) {
      if ((prop === 'transaction' || prop === 'execute') && state.down) {
        return async () => {
          state.failures += 1;
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
        };
      }
      const v = Reflect.get(target, prop, recv);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return { db: proxy as Db, state };
}

async function newCanvas() {
  const a = await seedAgency(t.db);
  const client = await seedClient(t.db, a.agency.id);
  return seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, content: { components: [component('c1', 'Um')] } });
}
const storedState = async (id: string) => (await t.db.select().from(canvasDocuments).where(eq(canvasDocuments.canvasId, id)))[0]?.state;
const until = async (f: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 2000 && !(await f()); i++) await new Promise((r) => setTimeout(r, 5));
  return f();
};

describe('live store failures', () => {
  it('a REST change that cannot be stored rejects (503) and is not applied; a live edit is kept dirty and retried until stored', async () => {
    const c = await newCanvas();
    const { db, state } = flakyDb(t.db);
    const logs: string[] = [];
    const log = pino({ level: 'info' }, { write: (l: string) => logs.push(JSON.parse(l).msg) });
    const collab = createCollab({ db, log });
    try {
      // An editor holds the document open (direct connection stands in for a socket).
      const editor = await collab.hocuspocus.openDirectConnection(c.id, {});
      state.down = true;
      const err = await collab.docs.applyContent(c.id, { components: [component('c1', 'REST')] }, ['components']).catch((e) => e);
      expect(isUnavailable(err)).toBe(true);
      expect((await collab.docs.readContent(c.id)).components[0]?.data.title).toBe('Um');

      // A live edit while the database is down: stored once it is back, by itself.
      await editor.transact((doc) => doc.getMap('components').get('c1') && (doc.getMap('components').get('c1') as import('yjs').Map<unknown>).set('x', 42));
      expect(await until(() => state.failures >= 3)).toBe(true);
      expect(logs.filter((m) => m.includes('store failed'))).toHaveLength(1);
      state.down = false;
      expect(await until(() => logs.some((m) => m.includes('store recovered')))).toBe(true);
      expect(logs.filter((m) => m.includes('store failed'))).toHaveLength(1);
      await editor.disconnect();
    } finally {
      await collab.close(2000);
    }
  });

  it('close() does not hang when the database is down', async () => {
    const c = await newCanvas();
    const { db, state } = flakyDb(t.db);
    const collab = createCollab({ db, log: pino({ level: 'silent' }) });
    const editor = await collab.hocuspocus.openDirectConnection(c.id, {});
    state.down = true;
    await editor.transact((doc) => doc.getMap('extra').set('k', 1));
    await collab.close(500);
    expect(state.failures).toBeGreaterThan(0);
  });

  it('REST saves reuse one server clientID: the stored state does not grow with the number of saves', async () => {
    const c = await newCanvas();
    const collab = createCollab({ db: t.db, log: pino({ level: 'silent' }) });
    try {
      await collab.docs.applyContent(c.id, { components: [component('c1', 'title 0')] }, ['components']);
      const after1 = (await storedState(c.id))?.length ?? 0;
      // Each save on a funnel nobody has open: the document is loaded and unloaded every time.
      for (let i = 1; i <= 300; i++) {
        await collab.docs.applyContent(c.id, { components: [component('c1', `title ${i}`)] }, ['components']);
        await until(() => !collab.hocuspocus.documents.has(c.id));
      }
      const afterN = (await storedState(c.id))?.length ?? 0;
      console.log(`stored state: ${after1} bytes after 1 save, ${afterN} after 301`);
      expect((await collab.docs.readContent(c.id)).components[0]?.data.title).toBe('title 300');
      expect(afterN).toBeLessThan(after1 * 2);
    } finally {
      await collab.close();
    }
  });

  it('a REST change whose store failed never reaches a later save; live edits made meanwhile do', async () => {
    const c = await newCanvas();
    const { db, state } = flakyDb(t.db);
    const collab = createCollab({ db, log: pino({ level: 'silent' }) });
    try {
      const editor = await collab.hocuspocus.openDirectConnection(c.id, {});
      // A first save builds the server's copy of the open document.
      await collab.docs.applyContent(c.id, { components: [component('c1', 'Um'), component('c2', 'Dois')] }, ['components']);
      state.down = true;
      const err = await collab.docs.applyContent(c.id, { components: [component('c1', 'Perdido'), component('c2', 'Dois')] }, ['components']).catch((e) => e);
      expect(isUnavailable(err)).toBe(true);
      state.down = false;
      // An editor's edit, then another REST save of one element only: both stored, the failed one nowhere.
      await editor.transact((doc) => doc.getMap('forecast').set('visitors', 500));
      await collab.docs.updateKinds(c.id, ['components'], (cur) => ({
        next: { components: cur.components.map((x) => (x.id === 'c2' ? { ...x, data: { ...x.data, title: 'Dois, de novo' } } : x)) },
        result: null,
      }));
      const [row] = await t.db.select({ content: canvases.content }).from(canvases).where(eq(canvases.id, c.id));
      const content = row.content as { components: { id: string; data: { title: string } }[]; forecast?: { visitors?: number } };
      expect(content.components.map((x) => x.data.title).sort()).toEqual(['Dois, de novo', 'Um']);
      expect(content.forecast?.visitors).toBe(500);
      expect((await collab.docs.readContent(c.id)).components.find((x) => x.id === 'c1')?.data.title).toBe('Um');
      await editor.disconnect();
    } finally {
      await collab.close(2000);
    }
  });
});
