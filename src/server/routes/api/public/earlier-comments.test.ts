// A visitor of a public link may comment before proving their email: when the same browser then
// verifies, the comments it made become verified (under the email proven, never a stranger's), and
// the agency's Revisores shows whoever commented or decided as having opened the funnel.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reviewer } from '#shared/schemas/reviews.ts';
import { ApiClient, visitorsFrom, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedPublicFunnel } from '../../../../../tests/helpers/portal.ts';
import { comments } from '../../../db/schema.ts';

const t = withTestApp();

const anon = visitorsFrom(1, () => t.app);

async function comment(c: ApiClient, link: string, id: string, who: { clientName: string; email: string }, content: string) {
  const r = await c.post(`/api/public/canvas/${link}/comments`, {
    ...who,
    comment: { id, position: { x: 5, y: 5 }, content, componentId: null, parentId: null },
  });
  expect(r.statusCode, r.body).toBe(200);
}

async function verify(c: ApiClient, link: string, who: { clientName: string; email: string }, commentIds: string[]) {
  const before = t.mailer.sent.length;
  expect((await c.post(`/api/public/canvas/${link}/identify`, who)).statusCode).toBe(200);
  const code = t.mailer.sent
    .slice(before)
    .find((m) => m.to === who.email)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  const r = await c.post(`/api/public/canvas/${link}/verify`, { email: who.email, code, commentIds });
  expect(r.statusCode, r.body).toBe(200);
}

const marta = { clientName: 'Marta Revisora', email: 'marta@cliente.test' };
const paulo = { clientName: 'Paulo Estranho', email: 'paulo@cliente.test' };

describe('comments made before verifying', () => {
  it("become verified when the same browser verifies; a stranger's named alongside do not", async () => {
    const { link, canvas } = await seedPublicFunnel(t);
    const browser = anon();
    await comment(browser, link, 'comment-marta-1', marta, 'Antes de verificar');
    await comment(anon(), link, 'comment-paulo-1', paulo, 'De outra pessoa');
    await verify(browser, link, marta, ['comment-marta-1', 'comment-paulo-1']);

    const live = (await browser.get(`/api/public/canvas/${link}`)).json().content.comments as { id: string; verified?: boolean; author: string }[];
    expect(live.find((c) => c.id === 'comment-marta-1')).toMatchObject({ verified: true, author: 'Marta Revisora' });
    expect(live.find((c) => c.id === 'comment-paulo-1')?.verified).toBe(false);
    const rows = await t.db.select().from(comments).where(eq(comments.canvasId, canvas.id));
    expect(Object.fromEntries(rows.map((r) => [r.elementId, r.verified]))).toEqual({ 'comment-marta-1': true, 'comment-paulo-1': false });
  });

  it('another browser that proves the same email does not take comments it was not told of', async () => {
    const { link } = await seedPublicFunnel(t);
    await comment(anon(), link, 'comment-marta-2', marta, 'No meu celular');
    const other = anon();
    await verify(other, link, marta, []);
    const live = (await other.get(`/api/public/canvas/${link}`)).json().content.comments as { id: string; verified?: boolean }[];
    expect(live.find((c) => c.id === 'comment-marta-2')?.verified).toBe(false);
  });
});

describe("the agency's Revisores", () => {
  it('shows a reviewer who commented or decided as having opened the funnel', async () => {
    const { ag, link, canvas } = await seedPublicFunnel(t);
    await comment(anon(), link, 'comment-only', paulo, 'Só comentei');
    await anon().post(`/api/public/canvas/${link}/approvals`, { status: 'approved', feedback: '', ...marta });

    const agency = new ApiClient(t.app);
    expect((await agency.post('/api/auth/login', { email: ag.email, password: ag.password })).statusCode).toBe(200);
    const res = await agency.get(`/api/canvases/${canvas.id}/reviews`);
    expect(res.statusCode, res.body).toBe(200);
    const byName = new Map((res.json().reviewers as Reviewer[]).map((r) => [r.name, r]));
    expect(byName.get('Paulo Estranho')).toMatchObject({ kind: 'public', verified: false, decision: null, lastSeenAt: expect.any(String) });
    expect(byName.get('Marta Revisora')).toMatchObject({ decision: 'approved', lastSeenAt: expect.any(String) });
  });
});
