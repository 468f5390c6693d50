// DELETE /api/clients/{id}/access/{accessId} with { mode } (decision 012): delete the access with
// its comments and decisions, or keep them as "Cliente removido" with no trace of the person.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REMOVAL_MODE_MSG, REMOVED_CLIENT_NAME } from '#shared/schemas/client-data.ts';
import { findEverywhere, seedReviewedWorld } from '../../../../../tests/helpers/access-data.ts';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedClientAccess } from '../../../../../tests/helpers/portal-seed.ts';
import { seedMember } from '../../../../../tests/helpers/workspace.ts';
import { approvals, canvases, clientAccesses, comments, notificationEvents, reviewerVisits, reviewReminders, sessions } from '../../../db/schema.ts';

const t = withTestApp();

const remove = (c: ApiClient, clientId: string, accessId: string, body?: unknown) => c.request('DELETE', `/api/clients/${clientId}/access/${accessId}`, body);
const live = (canvasId: string) => t.app.deps.canvasDocs.readContent(canvasId);
const statusOf = async (id: string) => (await t.db.select({ s: canvases.status }).from(canvases).where(eq(canvases.id, id)))[0].s;

async function reminderFor(w: Awaited<ReturnType<typeof seedReviewedWorld>>) {
  await t.db.insert(reviewReminders).values({ agencyId: w.ag.agency.id, canvasId: w.p.id, reviewerKey: w.ana.access.id, stage: 'before', version: 1 });
}

describe('removing a portal access (decision 012)', () => {
  it('delete: the access, its comments (rows, live document, stored history) and decisions go; statuses are computed again', async () => {
    const w = await seedReviewedWorld(t);
    await reminderFor(w);
    expect(await statusOf(w.p.id)).toBe('needs_adjustments'); // Ana asked last
    expect(await statusOf(w.q.id)).toBe('approved'); // only Ana decided on Q
    expect((await findEverywhere(t, w.texts.anaOnP)).length).toBeGreaterThan(0);
    expect((await findEverywhere(t, w.ana.email)).length).toBeGreaterThan(0);

    const read = await w.owner.get(`/api/canvases/${w.p.id}`);
    const before = { etag: read.headers.etag as string, content: read.json().content };
    expect(before.content.comments.some((c: { id: string }) => c.id === w.ids.anaP)).toBe(true);

    const res = await remove(w.owner, w.ana.clientId, w.ana.access.id, { mode: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    // Ana's two comments, and the agency's reply that answered one of them.
    expect(res.json()).toEqual({ ok: true, mode: 'delete', comments: 3, decisions: 2 });

    expect(await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, w.ana.access.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.clientAccessId, w.ana.access.id))).toHaveLength(0);
    expect((await w.sessions.a.get('/api/client/me')).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(approvals)
        .where(inArray(approvals.canvasId, [w.p.id, w.q.id])),
    ).toEqual([expect.objectContaining({ canvasId: w.p.id, reviewerEmail: w.bia.email, status: 'approved' })]);
    // P: Bia's approval is what is left; Q: nobody decided, the review is open again.
    expect(await statusOf(w.p.id)).toBe('approved');
    expect(await statusOf(w.q.id)).toBe('published');

    expect((await live(w.p.id)).comments.map((c) => c.id).sort()).toEqual(['comment-agency', w.ids.biaP].sort());
    expect((await live(w.q.id)).comments.map((c) => c.id)).toEqual(['comment-agency']);
    const rows = await t.db
      .select()
      .from(comments)
      .where(inArray(comments.canvasId, [w.p.id, w.q.id]));
    expect(rows.map((r) => r.elementId)).toEqual([w.ids.biaP]);
    // The words are nowhere: not in a row, the stored projection or its history, nor in the Yjs state.
    for (const gone of [w.texts.anaOnP, w.texts.anaOnQ, w.texts.agencyReply, w.texts.anaFeedback, w.ana.email]) {
      expect(await findEverywhere(t, gone), gone).toEqual([]);
    }
    expect(await t.db.select().from(reviewReminders).where(eq(reviewReminders.reviewerKey, w.ana.access.id))).toEqual([]);
    // Bia and the neighbour are untouched.
    expect((await findEverywhere(t, w.texts.biaOnP)).length).toBeGreaterThan(0);
    expect((await findEverywhere(t, w.texts.neighbour)).length).toBeGreaterThan(0);
    expect((await w.sessions.b.get('/api/client/me')).statusCode).toBe(200);
    expect(await statusOf(w.other.id)).toBe('approved');

    // A REST writer that read P before cannot merge the old comment back: its base is gone (412).
    const stale = await w.owner.request('PATCH', `/api/canvases/${w.p.id}`, { content: { comments: before.content.comments } }, { 'if-match': before.etag });
    expect(stale.statusCode, stale.body).toBe(412);
    expect((await live(w.p.id)).comments.some((c) => c.id === w.ids.anaP)).toBe(false);
  });

  it('anonymize: comments and decisions stay as "Cliente removido", keep counting, and the email is nowhere', async () => {
    const w = await seedReviewedWorld(t);
    await reminderFor(w);
    const anaComments = await t.db.select({ id: comments.id }).from(comments).where(eq(comments.clientAccessId, w.ana.access.id));
    const anaDecisions = await t.db.select({ id: approvals.id }).from(approvals).where(eq(approvals.clientAccessId, w.ana.access.id));
    expect(anaComments).toHaveLength(2);
    expect(anaDecisions).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(notificationEvents)
        .where(eq(notificationEvents.reviewerKey, `access:${w.ana.access.id}`)),
    ).not.toEqual([]);
    expect(await t.db.select().from(reviewerVisits).where(eq(reviewerVisits.reviewerEmail, w.ana.email))).not.toEqual([]);

    const res = await remove(w.owner, w.ana.clientId, w.ana.access.id, { mode: 'anonymize' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, mode: 'anonymize', comments: 2, decisions: 2 });
    expect(await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, w.ana.access.id))).toHaveLength(0);
    expect((await w.sessions.a.get('/api/client/export')).statusCode).toBe(401);

    // The rows that were Ana's: kept, pointing to no person.
    const cRows = await t.db
      .select()
      .from(comments)
      .where(
        inArray(
          comments.id,
          anaComments.map((c) => c.id),
        ),
      );
    expect(cRows.map((r) => [r.authorKind, r.authorName, r.authorEmail, r.clientAccessId]).sort()).toEqual([
      ['client', REMOVED_CLIENT_NAME, null, null],
      ['client', REMOVED_CLIENT_NAME, null, null],
    ]);
    expect(cRows.map((r) => r.content).sort()).toEqual([w.texts.anaOnP, w.texts.anaOnQ].sort());
    const aRows = await t.db
      .select()
      .from(approvals)
      .where(
        inArray(
          approvals.id,
          anaDecisions.map((d) => d.id),
        ),
      );
    expect(aRows.map((r) => [r.reviewerKind, r.reviewerName, r.reviewerEmail, r.clientAccessId, r.verified])).toEqual([
      ['client', REMOVED_CLIENT_NAME, null, null, true],
      ['client', REMOVED_CLIENT_NAME, null, null, true],
    ]);
    // Still the client's decisions: P stays needs_adjustments (Ana's was the last), Q approved.
    expect(await statusOf(w.p.id)).toBe('needs_adjustments');
    expect(await statusOf(w.q.id)).toBe('approved');

    // The live document: the comment's author is "Cliente removido"; the words, pin and reply stay.
    const p = await live(w.p.id);
    expect(p.comments.find((c) => c.id === w.ids.anaP)).toMatchObject({ author: REMOVED_CLIENT_NAME, content: w.texts.anaOnP, componentId: 'component-1' });
    expect(p.comments.find((c) => c.id === w.ids.reply)).toMatchObject({ parentId: w.ids.anaP });
    expect(p.comments.find((c) => c.id === w.ids.biaP)?.author).toBe(w.bia.clientName);
    expect((await live(w.q.id)).comments.find((c) => c.id === w.ids.anaQ)?.author).toBe(REMOVED_CLIENT_NAME);
    // The agency's views read it so: the editor's content and the activity list.
    const editor = (await w.owner.get(`/api/canvases/${w.p.id}`)).json();
    expect(editor.content.comments.find((c: { id: string }) => c.id === w.ids.anaP).author).toBe(REMOVED_CLIENT_NAME);
    const activity = await w.owner.get('/api/recent-comments');
    expect(activity.statusCode).toBe(200);
    expect(activity.body).toContain(REMOVED_CLIENT_NAME);
    expect(activity.body).not.toContain(w.ana.email);

    // No trace of the email anywhere: rows, notification events, visits, reminders, documents.
    expect(await findEverywhere(t, w.ana.email)).toEqual([]);
    expect(await findEverywhere(t, w.ana.email.split('@')[0])).toEqual([]);
    expect(await t.db.select().from(reviewReminders).where(eq(reviewReminders.reviewerKey, w.ana.access.id))).toEqual([]);
    // Bia's rows keep her.
    expect((await findEverywhere(t, w.bia.email)).length).toBeGreaterThan(0);
    const reviews = (await w.owner.get(`/api/canvases/${w.p.id}/reviews`)).json();
    expect(reviews.reviewers.map((r: { name: string; email: string | null }) => [r.name, r.email]).sort()).toEqual(
      [
        [REMOVED_CLIENT_NAME, null],
        [w.bia.clientName, w.bia.email],
      ].sort(),
    );
  });

  it('without a body (the call as the spec had it) the access is anonymised; a bad mode is 400 and changes nothing', async () => {
    const w = await seedReviewedWorld(t);
    for (const body of [{ mode: 'apagar' }, { mode: '' }, { mode: 42 }, { mode: null }, {}]) {
      const bad = await remove(w.owner, w.ana.clientId, w.ana.access.id, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ error: REMOVAL_MODE_MSG });
    }
    expect(await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, w.ana.access.id))).toHaveLength(1);
    expect((await w.sessions.a.get('/api/client/me')).statusCode).toBe(200);

    const plain = await w.owner.delete(`/api/clients/${w.ana.clientId}/access/${w.ana.access.id}`);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ ok: true, mode: 'anonymize' });
    expect((await live(w.p.id)).comments.find((c) => c.id === w.ids.anaP)?.author).toBe(REMOVED_CLIENT_NAME);
  });

  it("answers 404 for another agency's access or another client's, 403 for a creator, 401 signed out; nothing changes", async () => {
    const w = await seedReviewedWorld(t);
    const other = await seedAgency(t.db);
    const theirs = await seedClientAccess(t.db, other.agency.id);
    const intruder = await loginAs(t.app, other.email, other.password);
    const creator = await seedMember(t.app, t.db, w.ag.agency.id, 'creator');
    for (const mode of ['delete', 'anonymize']) {
      expect((await remove(intruder, w.ana.clientId, w.ana.access.id, { mode })).statusCode).toBe(404);
      expect((await remove(w.owner, theirs.clientId, theirs.access.id, { mode })).statusCode).toBe(404);
      // Ana's access under the neighbour client's id: 404 too.
      expect((await remove(w.owner, w.neighbour.clientId, w.ana.access.id, { mode })).statusCode).toBe(404);
      const byCreator = await remove(creator.api, w.ana.clientId, w.ana.access.id, { mode });
      expect(byCreator.statusCode).toBe(403);
      expect((await remove(new ApiClient(t.app), w.ana.clientId, w.ana.access.id, { mode })).statusCode).toBe(401);
    }
    expect(await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, w.ana.access.id))).toHaveLength(1);
    expect(await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, theirs.access.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(approvals)
        .where(and(eq(approvals.clientAccessId, w.ana.access.id))),
    ).toHaveLength(2);
    expect((await live(w.p.id)).comments.find((c) => c.id === w.ids.anaP)?.author).toBe(w.ana.clientName);
  });
});
