// Client-portal set-up shared by the client-portal route tests (src/server/routes/api/client).
import { expect } from 'vitest';
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

/** An Enterprise agency and one funnel of its client, published behind a public link. */
export async function seedPublicFunnel(t: TestApp, title = 'Funil da Black Friday') {
  const ag = await seedAgency(t.db, { plan: 'enterprise' });
  const cl = await seedClientAccess(t.db, ag.agency.id, { name: 'Cliente Convidado' });
  const link = newPublicLink();
  const canvas = await seedCanvas(t.db, {
    agencyId: ag.agency.id,
    clientId: cl.clientId,
    userId: ag.owner.id,
    status: 'published',
    publicLink: link,
    title,
    content: sampleContent(),
  });
  return { ag, link, canvas };
}
