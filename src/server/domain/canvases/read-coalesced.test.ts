// GET /api/canvases/:id reads its funnel with the reads asked for at the same moment (db/coalesce.ts):
// one statement per agency, each request answered with its own funnel, never another agency's,
// and every write answered before a read is in what it reads.
import { describe, expect, it } from 'vitest';
import { loginAs, seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedCanvas, seedClient } from '../../../../tests/helpers/canvas-fixtures.ts';
import { readAgencyCanvas } from './canvas-dto.ts';

const t = withTestApp();

async function agencyWithFunnels(titles: string[]) {
  const a = await seedAgency(t.db, { plan: 'enterprise' });
  const client = await seedClient(t.db, a.agency.id, `Cliente de ${titles[0]}`);
  const funnels = [];
  for (const title of titles) funnels.push(await seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id, userId: a.owner.id, title }));
  return { ...a, funnels };
}

/** Statements sent to the database while `fn` runs (the handle's driver, node-postgres or PGlite). */
async function countingStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const client = t.db.$client as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    statements.push(text);
    return query.apply(this, args);
  };
  try {
    return { result: await fn(), statements };
  } finally {
    client.query = query;
  }
}

describe('reading funnels at the same moment', () => {
  it('reads them in one statement per agency, each with its own funnel, and 404 for another agency', async () => {
    const a = await agencyWithFunnels(['Funil A1', 'Funil A2']);
    const b = await agencyWithFunnels(['Funil B1']);
    const [a1, a2] = a.funnels;
    const [b1] = b.funnels;
    const { result, statements } = await countingStatements(() =>
      Promise.allSettled([
        readAgencyCanvas(t.db, a.agency.id, a1.id),
        readAgencyCanvas(t.db, a.agency.id, a2.id.toUpperCase()),
        readAgencyCanvas(t.db, b.agency.id, b1.id),
        readAgencyCanvas(t.db, a.agency.id, b1.id),
        readAgencyCanvas(t.db, a.agency.id, a1.id),
      ]),
    );
    const titles = result.map((r) => (r.status === 'fulfilled' ? r.value.canvas.title : (r.reason as { code?: string }).code));
    expect(titles).toEqual(['Funil A1', 'Funil A2', 'Funil B1', 'NOT_FOUND', 'Funil A1']);
    expect(statements.filter((s) => s.includes('string_to_array'))).toHaveLength(2);
  });

  it('answers concurrent GETs of two agencies with their own funnels, after the writes answered before them', async () => {
    const a = await agencyWithFunnels(['Funil A1', 'Funil A2']);
    const b = await agencyWithFunnels(['Funil B1']);
    const apiA = await loginAs(t.app, a.email, a.password);
    const apiB = await loginAs(t.app, b.email, b.password);
    const [a1, a2] = a.funnels;
    const [b1] = b.funnels;
    for (let round = 1; round <= 3; round++) {
      expect((await apiA.patch(`/api/canvases/${a1.id}`, { title: `Funil A1 v${round}` })).statusCode).toBe(200);
      const answers = await Promise.all([
        apiA.get(`/api/canvases/${a1.id}`),
        apiA.get(`/api/canvases/${a2.id}`),
        apiB.get(`/api/canvases/${b1.id}`),
        apiB.get(`/api/canvases/${a1.id}`),
        apiA.get(`/api/canvases/${b1.id}`),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 404]);
      expect(answers.slice(0, 3).map((r) => r.json().title)).toEqual([`Funil A1 v${round}`, 'Funil A2', 'Funil B1']);
    }
  });
});
