// Behind HTTPS (PUBLIC_URL https://…) the verified-guest cookie is Secure, like the session cookies.
import { expect, it } from 'vitest';
import { ApiClient, seedAgency, withTestApp } from '../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../tests/helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedClientAccess } from '../../../tests/helpers/portal-seed.ts';
import { guestCookieName } from './guest-cookie.ts';

const t = withTestApp({ publicUrl: 'https://funil.example' });

it('is Secure, httpOnly, lax, path / and named after its link', async () => {
  const ag = await seedAgency(t.db, { plan: 'enterprise' });
  const cl = await seedClientAccess(t.db, ag.agency.id);
  const link = newPublicLink();
  await seedCanvas(t.db, { agencyId: ag.agency.id, clientId: cl.clientId, status: 'published', publicLink: link, title: 'Funil', content: sampleContent() });
  const c = new ApiClient(t.app);
  await c.post(`/api/public/canvas/${link}/identify`, { clientName: 'Ana', email: 'ana@x.test' });
  const code = t.mailer.sent.find((m) => m.to === 'ana@x.test')?.text.match(/\b(\d{6})\b/)?.[1];
  const r = await c.post(`/api/public/canvas/${link}/verify`, { email: 'ana@x.test', code });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.cookies).toEqual([expect.objectContaining({ name: guestCookieName(link), secure: true, httpOnly: true, sameSite: 'Lax', path: '/' })]);
  expect(guestCookieName(link)).not.toContain(link);
});
