// A funnel written only through REST (no socket) does not stay in memory (decision 010): once its
// writes are stored, its live document is unloaded, even after concurrent writes.
import { describe, expect, it } from 'vitest';
import { loginAs, seedAgency, withTestApp } from '../../../tests/helpers/app.ts';
import { component, seedCanvas, seedClient } from '../../../tests/helpers/canvas-fixtures.ts';
import { eventually } from '../../../tests/helpers/collab.ts';

const t = withTestApp();

describe('documents opened only by REST', () => {
  it('are unloaded once stored, after concurrent writes too', async () => {
    const a = await seedAgency(t.db);
    const client = await seedClient(t.db, a.agency.id);
    const canvases = await Promise.all([1, 2, 3].map(() => seedCanvas(t.db, { agencyId: a.agency.id, clientId: client.id })));
    const api = await loginAs(t.app, a.email, a.password);
    const writes = canvases.flatMap((c) =>
      Array.from({ length: 8 }, (_, i) => api.patch(`/api/canvases/${c.id}`, { content: { components: [component('c1', `Título ${i}`)] } })),
    );
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(200);
    // The stores are debounced (under 2 s); the periodic sweep (30 s) is not waited for here.
    await eventually(() => {
      for (const c of canvases) expect(t.app.deps.canvasDocs.isLoaded(c.id)).toBe(false);
    }, 10_000);
    const after = await api.get(`/api/canvases/${canvases[0].id}`);
    expect(after.json().content.components).toHaveLength(1);
  });
});
