// The client sees the approval due date the agency set (decision 008): in each item of
// GET /api/client/canvases and in GET /api/client/canvas/{id}.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../../../tests/helpers/app.ts';
import { clientLogin, seedPortalWorld } from '../../../../../tests/helpers/portal.ts';
import { canvases } from '../../../db/schema.ts';

const t = withTestApp();

describe('client portal: due date', () => {
  it('is in the list items and in the funnel, null when none is set', async () => {
    const { cl, published, adjust } = await seedPortalWorld(t);
    await t.db.update(canvases).set({ dueDate: '2026-12-01' }).where(eq(canvases.id, published.id));
    const c = await clientLogin(t, cl.email, cl.password);

    const list = await c.get('/api/client/canvases');
    expect(list.statusCode).toBe(200);
    const items = list.json() as { id: string; dueDate: string | null }[];
    expect(items.find((i) => i.id === published.id)?.dueDate).toBe('2026-12-01');
    expect(items.find((i) => i.id === adjust.id)).toHaveProperty('dueDate', null);
    // A later page ('Meus Funis' as it scrolls) carries it too.
    const one = (await c.get('/api/client/canvases?limit=1')).json() as { id: string; dueDate: string | null }[];
    expect(one).toHaveLength(1);
    expect(one[0]).toHaveProperty('dueDate');

    const detail = await c.get(`/api/client/canvas/${published.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().dueDate).toBe('2026-12-01');
    expect((await c.get(`/api/client/canvas/${adjust.id}`)).json()).toHaveProperty('dueDate', null);
  });
});
