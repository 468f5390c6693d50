// The reviewers a list card shows are stored on the funnel (migration 0009): after any change of
// what they come from (a decision, an access made, switched off or renamed, the client renamed),
// the list shows exactly what it computes from scratch; a write-back computed before a change
// stores nothing (docs/decisions/018-list-reads.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, seedAgency, withTestApp } from '../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../tests/helpers/canvas-fixtures.ts';
import { clientLogin } from '../../../../tests/helpers/portal.ts';
import { sampleContent, seedClientAccess } from '../../../../tests/helpers/portal-seed.ts';
import { approvals, canvases } from '../../db/schema.ts';
import { storeReviewers } from './stored-reviewers.ts';

const t = withTestApp();

async function setup() {
  const a = await seedAgency(t.db, { plan: 'enterprise' });
  const cl = await seedClientAccess(t.db, a.agency.id, { name: 'Loja Revisores' });
  const canvas = await seedCanvas(t.db, { agencyId: a.agency.id, clientId: cl.clientId, userId: a.owner.id, status: 'published', content: sampleContent() });
  const api = await loginAs(t.app, a.email, a.password);
  return { ...a, cl, canvas, api };
}

async function stored(id: string) {
  const [row] = await t.db.select({ reviewers: canvases.reviewers, rev: canvases.reviewersRev }).from(canvases).where(eq(canvases.id, id));
  return row;
}

async function cardReviewers(api: Awaited<ReturnType<typeof setup>>['api'], id: string) {
  const res = await api.get('/api/canvases');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string; reviewers: unknown[] }[]).find((c) => c.id === id)?.reviewers;
}

/** The list shows the stored reviewers, and they are the ones it computes with nothing stored. */
async function expectStoredIsFresh(s: Awaited<ReturnType<typeof setup>>) {
  const shown = await cardReviewers(s.api, s.canvas.id);
  expect((await stored(s.canvas.id)).reviewers, 'the list stored the reviewers it computed').toEqual(shown);
  await t.db.update(canvases).set({ reviewers: null }).where(eq(canvases.id, s.canvas.id));
  expect(await cardReviewers(s.api, s.canvas.id)).toEqual(shown);
  return shown as { kind: string; name: string; email: string; decision: string | null }[];
}

describe('the stored reviewers of a funnel card', () => {
  it('follow decisions, accesses made, switched off or renamed, and a renamed client', async () => {
    const s = await setup();
    const first = await expectStoredIsFresh(s);
    expect(first.map((r) => r.email)).toEqual([s.cl.email]);

    const portal = await clientLogin(t, s.cl.email, s.cl.password);
    const decided = await portal.post(`/api/client/canvas/${s.canvas.id}/approval`, { status: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await stored(s.canvas.id)).reviewers, 'a decision clears them').toBeNull();
    expect((await expectStoredIsFresh(s)).map((r) => r.decision)).toEqual(['approved']);

    const made = await s.api.post(`/api/clients/${s.cl.clientId}/access`, { email: 'segundo@cliente.test' });
    expect(made.statusCode, made.body).toBe(201);
    expect((await stored(s.canvas.id)).reviewers, 'a new access clears them').toBeNull();
    expect((await expectStoredIsFresh(s)).map((r) => r.email)).toContain('segundo@cliente.test');

    const renamed = await s.api.put(`/api/clients/${s.cl.clientId}/access/${made.json().id}`, { email: 'terceiro@cliente.test', isActive: true });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await expectStoredIsFresh(s)).map((r) => r.email)).toContain('terceiro@cliente.test');

    const off = await s.api.put(`/api/clients/${s.cl.clientId}/access/${made.json().id}`, { email: 'terceiro@cliente.test', isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await expectStoredIsFresh(s)).map((r) => r.email)).not.toContain('terceiro@cliente.test');

    const client = await s.api.put(`/api/clients/${s.cl.clientId}`, { name: 'Loja Renomeada' });
    expect(client.statusCode, client.body).toBe(200);
    expect((await stored(s.canvas.id)).reviewers, 'renaming the client clears them').toBeNull();
    await expectStoredIsFresh(s);
  });

  it('a write-back computed before a change stores nothing', async () => {
    const s = await setup();
    await expectStoredIsFresh(s);
    const before = await stored(s.canvas.id);
    await t.db.insert(approvals).values({
      agencyId: s.agency.id,
      canvasId: s.canvas.id,
      reviewerKind: 'public',
      reviewerName: 'Visitante',
      reviewerEmail: 'visitante@exemplo.com',
      verified: false,
      status: 'approved',
      version: 1,
    });
    const after = await stored(s.canvas.id);
    expect(after).toEqual({ reviewers: null, rev: before.rev + 1 });
    // What a list that read the funnel before the decision would store.
    await storeReviewers(t.db, [{ id: s.canvas.id, rev: before.rev, reviewers: [] }]);
    expect((await stored(s.canvas.id)).reviewers).toBeNull();
    expect((await expectStoredIsFresh(s)).map((r) => r.name)).toContain('Visitante');
  });
});
