// GET /api/client/export, "Meus dados" (decision 012): only the signed-in access's own data, as a
// download, with no secret in it; nobody else gets it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ClientExportSchema } from '#shared/schemas/client-data.ts';
import { seedReviewedWorld } from '../../../../../tests/helpers/access-data.ts';
import { ApiClient, manualClock, withTestApp } from '../../../../../tests/helpers/app.ts';
import { clientAccesses, sessions } from '../../../db/schema.ts';

const clock = manualClock(new Date('2026-11-23T15:00:00Z'));
const t = withTestApp({}, { clock });

describe('client export (Meus dados)', () => {
  it("answers a JSON download of the access's profile, comments and decisions, and nothing of anyone else", async () => {
    const w = await seedReviewedWorld(t);
    const res = await w.sessions.a.get('/api/client/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meus-dados-2026-11-23.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = ClientExportSchema.parse(res.json());

    expect(data.exportedAt).toBe('2026-11-23T15:00:00.000Z');
    expect(data.profile).toEqual({
      name: w.ana.clientName,
      email: w.ana.email,
      clientName: w.ana.clientName,
      agencyName: expect.any(String),
      isActive: true,
      createdAt: w.ana.access.createdAt.toISOString(),
    });
    expect(data.comments).toEqual([
      {
        funnelId: w.p.id,
        funnelTitle: w.p.title,
        commentId: w.ids.anaP,
        parentId: null,
        elementId: 'component-1',
        elementTitle: 'Página de Captura',
        content: w.texts.anaOnP,
        createdAt: expect.any(String),
      },
      {
        funnelId: w.q.id,
        funnelTitle: w.q.title,
        commentId: w.ids.anaQ,
        parentId: null,
        elementId: null,
        elementTitle: null,
        content: w.texts.anaOnQ,
        createdAt: expect.any(String),
      },
    ]);
    expect(data.decisions.map((d) => [d.funnelId, d.version, d.decision, d.feedback])).toEqual([
      [w.q.id, 1, 'approved', null],
      [w.p.id, 1, 'adjustment_requested', w.texts.anaFeedback],
    ]);

    // Nothing of Bia (same client), the neighbour client, nor the agency's reply.
    const [row] = await t.db.select().from(clientAccesses).where(eq(clientAccesses.id, w.ana.access.id));
    for (const foreign of [w.bia.email, w.texts.biaOnP, w.neighbour.email, w.texts.neighbour, w.texts.agencyReply, w.other.id, w.other.title]) {
      expect(res.body).not.toContain(foreign);
    }
    // D8: never the password, its hash or its encrypted copy; no session token either.
    const [session] = await t.db.select().from(sessions).where(eq(sessions.clientAccessId, w.ana.access.id));
    for (const secret of [w.ana.password, row.passwordHash, row.passwordEncrypted as string, session.tokenHash, w.sessions.a.cookieHeader().split('=')[1]]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/argon2|password|senha/i);

    // Bia's own export holds hers, not Ana's.
    const bia = (await w.sessions.b.get('/api/client/export')).json();
    expect(bia.profile.email).toBe(w.bia.email);
    expect(bia.comments.map((c: { content: string }) => c.content)).toEqual([w.texts.biaOnP]);
    expect(bia.decisions).toHaveLength(1);
    expect(JSON.stringify(bia)).not.toContain(w.ana.email);
  });

  it('refuses anyone without a portal session: anonymous and agency users get 401', async () => {
    const w = await seedReviewedWorld(t);
    const anon = await new ApiClient(t.app).get('/api/client/export');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error).toEqual(expect.any(String));
    const agency = await w.owner.get('/api/client/export');
    expect(agency.statusCode).toBe(401);
    expect(agency.body).not.toContain(w.ana.email);
    expect(agency.headers['content-disposition']).toBeUndefined();
  });

  it('a switched-off access is signed out and can no longer download', async () => {
    const w = await seedReviewedWorld(t);
    const off = await w.owner.put(`/api/clients/${w.ana.clientId}/access/${w.ana.access.id}`, { email: w.ana.email, isActive: false });
    expect(off.statusCode).toBe(200);
    expect((await w.sessions.a.get('/api/client/export')).statusCode).toBe(401);
  });
});
