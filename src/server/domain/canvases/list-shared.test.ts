// The same list page asked for at the same moment is read once (db/coalesce.ts sharedInTurn):
// every asker gets the page of its own agency and filters, and a page asked for after a write was
// answered holds that write.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedCanvas, seedClient } from '../../../../tests/helpers/canvas-fixtures.ts';
import { canvases } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { listCanvases } from './list-canvases.ts';

const t = withTestApp();

async function agencyWithFunnels(titles: string[]): Promise<AgencyCtx & { ids: string[] }> {
  const a = await seedAgency(t.db, { plan: 'enterprise' });
  const client = await seedClient(t.db, a.agency.id, `Cliente de ${titles[0]}`);
  const ids = [];
  for (const [i, title] of titles.entries())
    ids.push((await seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, userId: a.owner.id, title, status: i % 2 ? 'approved' : 'draft' })).id);
  const actor = {
    kind: 'agency' as const,
    sessionId: 'sessao',
    userId: a.owner.id,
    agencyId: a.agency.id,
    name: 'Dona',
    email: a.email,
    isAgencyUser: false,
    role: 'admin' as const,
    plan: 'enterprise' as const,
    subscription: { status: 'active', paidUntil: null, method: 'card' },
  };
  return { db: t.db, actor, ids };
}

/** Statements sent to the database while `fn` runs (the handle's driver, node-postgres or PGlite). */
async function countingStatements<T>(fn: () => Promise<T>): Promise<{ result: T; count: number }> {
  const client = t.db.$client as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return query.apply(this, args);
  };
  try {
    return { result: await fn(), count };
  } finally {
    client.query = query;
  }
}

const titlesOf = (json: string) => (JSON.parse(json) as { title: string }[]).map((c) => c.title);
const page = { limit: 50 };

describe('the same list page at the same moment', () => {
  it('is read once, and each agency and filter gets its own page', async () => {
    const a = await agencyWithFunnels(['Funil A1', 'Funil A2', 'Funil A3']);
    const b = await agencyWithFunnels(['Funil B1']);
    // The stored cards and reviewers written first: later reads only read.
    for (const [ctx, query] of [
      [a, page],
      [b, page],
      [a, { ...page, status: 'approved' }],
    ] as const)
      await listCanvases(ctx, query);
    const one = await countingStatements(() => listCanvases(a, page));
    const many = await countingStatements(() =>
      Promise.all([
        listCanvases(a, page),
        listCanvases(a, page),
        listCanvases(b, page),
        listCanvases(a, { ...page, status: 'approved' }),
        listCanvases(a, page),
      ]),
    );
    const [a1, a2, b1, approved, a3] = many.result;
    expect(titlesOf(a1.json).sort()).toEqual(['Funil A1', 'Funil A2', 'Funil A3']);
    expect(a2).toEqual(a1);
    expect(a3).toEqual(a1);
    expect(titlesOf(b1.json)).toEqual(['Funil B1']);
    expect(titlesOf(approved.json)).toEqual(['Funil A2']);
    expect([a1.total, b1.total, approved.total]).toEqual([3, 1, 1]);
    // Three pages asked for (a's, b's, a's approved ones): at most three times one page's statements.
    expect(many.count).toBeLessThanOrEqual(3 * one.count);
  });

  it('holds a write answered before the page was asked for', async () => {
    const a = await agencyWithFunnels(['Antes']);
    expect(titlesOf((await listCanvases(a, page)).json)).toEqual(['Antes']);
    const pending = listCanvases(a, page); // asked before the write: may or may not hold it
    await t.db.update(canvases).set({ title: 'Depois' }).where(eq(canvases.id, a.ids[0]));
    await pending;
    expect(titlesOf((await listCanvases(a, page)).json)).toEqual(['Depois']);
  });
});
