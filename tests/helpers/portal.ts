// Client-portal set-up shared by the client-portal route tests (src/server/routes/api/client).
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import type { PlanId } from '../../src/shared/plans.ts';
import { ApiClient, seedAgency, type TestApp } from './app.ts';
import { seedCanvas } from './canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from './portal-seed.ts';

export async function clientLogin(t: TestApp, email: string, password: string) {
  const c = new ApiClient(t.app);
  const res = await c.post('/api/client/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

/** An agency (owner signed in), one client with an access, and a funnel in each status. */
export async function seedPortalWorld(t: TestApp, plan: 'business' | 'enterprise' = 'enterprise') {
  const ag = await seedAgency(t.db, { plan });
  const cl = await seedClientAccess(t.db, ag.agency.id, { name: 'Loja Azul' });
  const mk = (status: 'draft' | 'published' | 'needs_adjustments' | 'approved', title: string) =>
    seedCanvas(t.db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, status, title, content: sampleContent() });
  const draft = await mk('draft', 'Rascunho secreto');
  const published = await mk('published', 'Funil Publicado');
  const adjust = await mk('needs_adjustments', 'Funil Ajuste');
  const approved = await mk('approved', 'Funil Aprovado');
  return { ag, cl, draft, published, adjust, approved };
}

type SeedCanvasOpts = Parameters<typeof seedCanvas>[1];

/** A funnel (published unless said) with the sample content, behind a fresh public link. */
export async function seedLinkedCanvas(db: Db, opts: Omit<SeedCanvasOpts, 'publicLink' | 'content'>) {
  const link = newPublicLink();
  const canvas = await seedCanvas(db, { ...opts, status: opts.status ?? 'published', publicLink: link, content: sampleContent() });
  return { link, canvas };
}

/** An agency (Enterprise unless said) and one funnel of its client, published unless said, behind a public link. */
export async function seedPublicFunnel(
  t: TestApp,
  title = 'Funil da Black Friday',
  opts: { plan?: PlanId; status?: SeedCanvasOpts['status']; clientName?: string } = {},
) {
  const ag = await seedAgency(t.db, { plan: opts.plan ?? 'enterprise' });
  const cl = await seedClientAccess(t.db, ag.agency.id, { name: opts.clientName ?? 'Cliente Convidado' });
  const { link, canvas } = await seedLinkedCanvas(t.db, { agencyId: ag.agency.id, clientId: cl.clientId, userId: ag.owner.id, status: opts.status, title });
  return { ag, cl, link, canvas };
}
