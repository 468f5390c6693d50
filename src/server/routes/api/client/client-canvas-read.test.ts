// The portal's and the public link's one-statement reads (docs/decisions/010-fast-reads.md,
// "Reviewer reads") answer exactly what the answers built step by step after a write do
// (toClientCanvas, toPublicCanvas), on first reads and on reads of held contents.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock, withTestApp } from '../../../../../tests/helpers/app.ts';
import { clientLogin, seedPortalWorld } from '../../../../../tests/helpers/portal.ts';
import { newPublicLink, sampleContent, seedVersion } from '../../../../../tests/helpers/portal-seed.ts';
import { canvases } from '../../../db/schema.ts';
import { toClientCanvas } from '../../../domain/portal/client-canvas.ts';
import { findByLink, toPublicCanvas } from '../../../domain/public-review/public-canvas.ts';
import type { ClientCtx } from '../../../principal.ts';

const clock = manualClock();
const t = withTestApp({}, { clock });

describe('reviewer reads', () => {
  it('answer as the step-by-step reads do: published structure, live comments, last review, reviewed version, names, shown results', async () => {
    const { ag, cl, published } = await seedPortalWorld(t);
    await seedVersion(t.db, published, 1, sampleContent());
    const c = await clientLogin(t, cl.email, cl.password);
    expect((await c.post(`/api/client/canvas/${published.id}/approval`, { status: 'adjust', feedback: 'Mudar' })).statusCode).toBe(200);
    const v2 = sampleContent();
    v2.components.push({ id: 'component-3', type: 'upsell-page', position: { x: 900, y: 100 }, data: { title: 'Upsell', description: '' } });
    await seedVersion(t.db, published, 2, v2);
    const link = newPublicLink();
    await t.db.update(canvases).set({ status: 'published', publicLink: link, showResults: true }).where(eq(canvases.id, published.id));

    const docs = t.app.deps.canvasDocs;
    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, published.id));
    const actor = { kind: 'client', agencyId: ag.agency.id, clientId: cl.clientId, clientName: cl.clientName, plan: 'enterprise' } as ClientCtx['actor'];
    const expected = await toClientCanvas({ db: t.db, actor } as ClientCtx, row, await docs.readContent(row.id));
    expect(expected.reviewedContent?.components).toHaveLength(2);
    expect(expected.content.comments.length).toBeGreaterThan(0);
    expect(expected.showResults).toBe(true);
    const first = await c.get(`/api/client/canvas/${published.id}?refresh=1`);
    const again = await c.get(`/api/client/canvas/${published.id}?refresh=1`); // held contents
    expect(first.json()).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(again.body).toBe(first.body);

    const publicExpected = await toPublicCanvas(t.db, await findByLink(t.db, link), await docs.readContent(row.id), null);
    expect(publicExpected.showResults).toBe(true);
    const p1 = await t.app.inject({ method: 'GET', url: `/api/public/canvas/${link}` });
    const p2 = await t.app.inject({ method: 'GET', url: `/api/public/canvas/${link}` });
    expect(p1.json()).toEqual(JSON.parse(JSON.stringify(publicExpected)));
    expect(p2.body).toBe(p1.body);
  });
});
