// canvas_counts (the funnel list's total, decision 017) always equals counting the funnels:
// the database keeps it at commit for every insert, status change and delete, whoever writes.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, seedAgency, type TestApp, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedCanvas, seedClient } from '../../../../tests/helpers/canvas-fixtures.ts';
import { agencies, canvasCounts, canvases } from '../../db/schema.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

/** Both sides as {agencyId: {status: n}}, statuses with no funnel left out. */
async function bothWays() {
  const counted = await t.db.execute<{ agency_id: string; status: string; n: number }>(
    sql`select agency_id, status, count(*)::int as n from ${canvases} group by agency_id, status`,
  );
  const kept = await t.db.select().from(canvasCounts);
  const put = (m: Record<string, Record<string, number>>, agencyId: string, status: string, n: number) => {
    m[agencyId] = { ...m[agencyId], [status]: n };
  };
  const fromRows: Record<string, Record<string, number>> = {};
  for (const r of counted.rows) put(fromRows, r.agency_id, r.status, r.n);
  const fromCounter: Record<string, Record<string, number>> = {};
  for (const r of kept) {
    for (const [status, n] of Object.entries(r.byStatus as Record<string, number>)) if (n !== 0) put(fromCounter, r.agencyId, status, n);
  }
  return { fromRows, fromCounter };
}

async function expectCountsKept() {
  const { fromRows, fromCounter } = await bothWays();
  expect(fromCounter).toEqual(fromRows);
}

describe('canvas_counts', () => {
  it('follows inserts, status changes and deletes (also cascades and rolled back work)', async () => {
    const a = await seedAgency(t.db, { plan: 'enterprise' });
    const b = await seedAgency(t.db, { plan: 'enterprise' });
    const ca = await seedClient(t.db, a.agency.id);
    const cb = await seedClient(t.db, b.agency.id);
    const api = await loginAs(t.app, a.email, a.password);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await api.post('/api/canvases', { title: `Funil ${i}`, clientId: ca.id })).json().id);
    await seedCanvas(t.db, { agencyId: a.agency.id, clientId: ca.id, status: 'approved' });
    await seedCanvas(t.db, { agencyId: b.agency.id, clientId: cb.id, status: 'review' }); // an unknown status counts too
    await expectCountsKept();

    expect((await api.put(`/api/canvases/${ids[0]}`, { title: 'Funil 0', status: 'published' })).statusCode).toBe(200);
    await t.db.update(canvases).set({ status: 'needs_adjustments' }).where(eq(canvases.id, ids[1]));
    await t.db.update(canvases).set({ status: 'draft' }).where(eq(canvases.id, ids[2])); // unchanged
    await expectCountsKept();

    expect((await api.delete(`/api/canvases/${ids[3]}`)).statusCode).toBe(200);
    await expectCountsKept();

    // Inserted and deleted in one transaction, or rolled back: nothing is left counted.
    await t.db.transaction(async (tx) => {
      const [x] = await tx.insert(canvases).values({ agencyId: a.agency.id, clientId: ca.id, title: 'Passageiro' }).returning();
      await tx.update(canvases).set({ status: 'approved' }).where(eq(canvases.id, x.id));
      await tx.delete(canvases).where(eq(canvases.id, x.id));
    });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(canvases).values({ agencyId: a.agency.id, clientId: ca.id, title: 'Desfeito' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await expectCountsKept();

    // A client's deletion takes its funnels; an agency's deletion takes its counter too.
    expect((await api.delete(`/api/clients/${ca.id}`)).statusCode).toBe(200);
    await expectCountsKept();
    await t.db.delete(agencies).where(eq(agencies.id, b.agency.id));
    await expectCountsKept();
    expect(await t.db.select().from(canvasCounts).where(eq(canvasCounts.agencyId, b.agency.id))).toEqual([]);
  });

  it('stays exact under concurrent creates and status changes', async () => {
    const a = await seedAgency(t.db, { plan: 'enterprise' });
    const c = await seedClient(t.db, a.agency.id);
    const api = await loginAs(t.app, a.email, a.password);
    const created = await Promise.all(Array.from({ length: 8 }, (_, i) => api.post('/api/canvases', { title: `Funil ${i}`, clientId: c.id })));
    expect(created.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    await Promise.all(created.slice(0, 4).map((r) => api.put(`/api/canvases/${r.json().id}`, { title: 'Publicado', status: 'published' })));
    await expectCountsKept();
    const list = await api.get('/api/canvases?status=published');
    expect(list.headers['x-total-count']).toBe('4');
    expect((await api.get('/api/canvases?status=draft')).headers['x-total-count']).toBe('4');
    expect((await api.get('/api/canvases')).headers['x-total-count']).toBe('8');
  });
});
