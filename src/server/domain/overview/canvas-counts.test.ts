// canvas_counts (migration 0005, canvas-counts.ts) must always add up to a count of the funnels
// themselves: every kind of write (one row, many rows in one statement, cascades, concurrent
// transactions, folds) is checked against `group by` over canvases, and the overview reads it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedCanvas, seedClient } from '../../../../tests/helpers/canvas-fixtures.ts';
import { canvases, clients } from '../../db/schema.ts';
import { FOLD_ABOVE_ROWS, foldCanvasCounts } from './canvas-counts.ts';

const t = withTestApp();

async function counted() {
  const rows = await t.db.execute<{ agency_id: string; status: string; due_key: string; n: number }>(
    sql`select agency_id, status, due_key::text, sum(n) as n from canvas_counts group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`,
  );
  return rows.rows.map((r) => ({ ...r, n: Number(r.n) }));
}

async function truth() {
  const rows = await t.db.execute<{ agency_id: string; status: string; due_key: string; n: number }>(
    sql`select agency_id, status, coalesce(due_date, 'infinity'::date)::text as due_key, count(*) as n from canvases group by 1, 2, 3 order by 1, 2, 3`,
  );
  return rows.rows.map((r) => ({ ...r, n: Number(r.n) }));
}

describe('canvas_counts', () => {
  it('equals the funnels after inserts, bulk and single updates, content saves, deletes and cascades', async () => {
    const a = await seedAgency(t.db);
    const b = await seedAgency(t.db);
    const ca = await seedClient(t.db, a.agency.id);
    const ca2 = await seedClient(t.db, a.agency.id);
    const cb = await seedClient(t.db, b.agency.id);
    const made = [];
    for (const [i, status] of ['draft', 'published', 'approved', 'needs_adjustments', 'published'].entries()) {
      made.push(await seedCanvas(t.db, { agencyId: a.agency.id, clientId: i % 2 ? ca2.id : ca.id, status, dueDate: i % 2 ? '2026-12-01' : null }));
    }
    await seedCanvas(t.db, { agencyId: b.agency.id, clientId: cb.id, status: 'published' });
    // Many rows in one statement.
    await t.db
      .insert(canvases)
      .values(Array.from({ length: 7 }, (_, i) => ({ agencyId: a.agency.id, clientId: ca.id, title: `Lote ${i}`, status: i % 2 ? 'draft' : 'approved' })));
    expect(await counted()).toEqual(await truth());

    await t.db.update(canvases).set({ status: 'published' }).where(eq(canvases.id, made[0].id));
    await t.db.update(canvases).set({ dueDate: '2027-01-15' }).where(eq(canvases.id, made[1].id));
    await t.db.update(canvases).set({ dueDate: null, status: 'approved' }).where(eq(canvases.id, made[3].id));
    // A bulk update moving rows both ways in one statement.
    await t.db
      .update(canvases)
      .set({ status: sql`case when ${canvases.status} = 'approved' then 'draft' else 'approved' end` })
      .where(eq(canvases.agencyId, a.agency.id));
    expect(await counted()).toEqual(await truth());

    // A content save changes no count.
    const before = await counted();
    await t.db.update(canvases).set({ title: 'Outro título', updatedAt: new Date() }).where(eq(canvases.agencyId, a.agency.id));
    expect(await counted()).toEqual(before);

    await t.db.delete(canvases).where(inArray(canvases.id, [made[2].id, made[4].id]));
    await t.db.delete(clients).where(and(eq(clients.id, ca2.id), eq(clients.agencyId, a.agency.id))); // cascades to its funnels
    expect(await counted()).toEqual(await truth());

    const api = await loginAs(t.app, a.email, a.password);
    const m = (await api.get('/api/metrics')).json();
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*) as n from canvases where agency_id = ${a.agency.id}`)).rows;
    expect(m.totalCanvases).toBe(Number(n));

    // Deleting the agency leaves no counter row of it behind, and the other agency's stay.
    expect((await api.request('DELETE', '/api/agency', { password: a.password })).statusCode).toBe(200);
    const left = await counted();
    expect(left.filter((r) => r.agency_id === a.agency.id)).toEqual([]);
    expect(left).toEqual(await truth());
    const rows = await t.db.execute(sql`select 1 from canvas_counts where agency_id = ${a.agency.id}`);
    expect(rows.rows).toEqual([]);
  });

  it('stays exact under concurrent transactions moving funnels between statuses', async () => {
    const a = await seedAgency(t.db);
    const c = await seedClient(t.db, a.agency.id);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await seedCanvas(t.db, { agencyId: a.agency.id, clientId: c.id, status: i % 2 ? 'published' : 'draft' })).id);
    const statuses = ['draft', 'published', 'approved', 'needs_adjustments'];
    // Each transaction changes two funnels (in id order, so the funnels' own rows cannot deadlock)
    // while folds run beside them: counters never make writers wait on each other.
    await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const pair = [ids[i % ids.length], ids[(i * 5 + 1) % ids.length]].sort();
          await tx
            .update(canvases)
            .set({ status: statuses[i % 4] })
            .where(eq(canvases.id, pair[0]));
          await tx
            .update(canvases)
            .set({ status: statuses[(i + 1) % 4], dueDate: i % 3 ? null : '2026-12-24' })
            .where(eq(canvases.id, pair[1]));
        }),
      ),
      ...Array.from({ length: 5 }, () => foldCanvasCounts(t.db, a.agency.id)),
    ]);
    expect(await counted()).toEqual(await truth());
    const rowsOf = async () =>
      Number((await t.db.execute<{ n: number }>(sql`select count(*) as n from canvas_counts where agency_id = ${a.agency.id}`)).rows[0].n);
    for (let i = 0; i < FOLD_ABOVE_ROWS; i++) await t.db.update(canvases).set({ status: statuses[i % 4] }).where(eq(canvases.id, ids[0]));
    expect(await rowsOf()).toBeGreaterThan(FOLD_ABOVE_ROWS);
    expect(await counted()).toEqual(await truth());
    // The overview's read folds a long history into one row per status and due day.
    const api = await loginAs(t.app, a.email, a.password);
    const m = (await api.get('/api/metrics')).json();
    expect(m.totalCanvases).toBe(12);
    expect(await rowsOf()).toBeLessThanOrEqual(8);
    expect((await api.get('/api/metrics')).json()).toEqual(m);
    expect(await counted()).toEqual(await truth());
    // The funnel list, whose total reads the same rows, folds them too.
    for (let i = 0; i < FOLD_ABOVE_ROWS + 1; i++) await t.db.update(canvases).set({ status: statuses[i % 4] }).where(eq(canvases.id, ids[0]));
    expect(await rowsOf()).toBeGreaterThan(FOLD_ABOVE_ROWS);
    const listed = await api.get('/api/canvases?limit=5');
    expect(listed.headers['x-total-count']).toBe('12');
    expect(await rowsOf()).toBeLessThanOrEqual(8);
    expect((await api.get('/api/canvases?limit=5')).headers['x-total-count']).toBe('12');
    expect(await counted()).toEqual(await truth());
  });
});
