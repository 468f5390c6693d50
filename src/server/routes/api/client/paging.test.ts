// decision 010: the portal's GET /api/client/canvases pages (last updated first), searches the
// published title without case or accents, keeps its status filter, and shows only that client's
// visible funnels (never drafts, never another client's).
import { describe, expect, it } from 'vitest';
import { type ApiClient, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { clientLogin } from '../../../../../tests/helpers/portal.ts';
import { seedClientAccess } from '../../../../../tests/helpers/portal-seed.ts';

const t = withTestApp();

type Item = { id: string; title: string; status: string };

async function page(api: ApiClient, query: string) {
  const res = await api.get(`/api/client/canvases${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Item[], total: Number(res.headers['x-total-count']), next: res.headers['x-next-cursor'] as string | undefined };
}

describe('GET /api/client/canvases paging', () => {
  it('pages the client’s visible funnels once each, searches and filters', async () => {
    const ag = await seedAgency(t.db);
    const cl = await seedClientAccess(t.db, ag.agency.id, { name: 'Loja' });
    const other = await seedClientAccess(t.db, ag.agency.id, { name: 'Outra loja' });
    const mk = (title: string, status: string, clientId = cl.clientId, i = 0) =>
      seedCanvas(t.db, { agencyId: ag.agency.id, clientId, title, status, updatedAt: new Date(Date.now() - i * 1000) });
    const visible = [];
    for (let i = 0; i < 11; i++) visible.push(await mk(`Campanha ${i}`, i % 2 ? 'approved' : 'published', cl.clientId, i));
    visible.push(await mk('Lançamento de Páscoa', 'needs_adjustments'));
    await mk('Rascunho Lançamento', 'draft');
    await mk('Lançamento alheio', 'published', other.clientId);
    const api = await clientLogin(t, cl.email, cl.password);

    const seen: Item[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 20; n++) {
      const p = await page(api, `limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(p.total).toBe(12 + n); // the count follows what exists now
      seen.push(...p.items);
      if (!p.next) break;
      cursor = p.next;
      await mk(`Publicado durante ${n}`, 'published'); // newer: before the cursor, not served again
    }
    expect(seen.map((x) => x.id).sort()).toEqual(visible.map((x) => x.id).sort());

    expect((await page(api, 'q=LANCAMENTO')).items.map((x) => x.title)).toEqual(['Lançamento de Páscoa']);
    expect((await page(api, 'q=pascoa&status=needs_adjustments')).total).toBe(1);
    expect((await page(api, 'q=pascoa&status=approved')).total).toBe(0);
    const approved = await page(api, 'status=approved&limit=200');
    expect(approved.items.every((x) => x.status === 'approved')).toBe(true);
    expect(approved.total).toBe(5);

    for (const [query, message] of [
      ['limit=0', 'Parâmetro limit inválido: use um número de 1 a 200'],
      ['status=draft', 'Parâmetro status inválido'],
      ['cursor=***', 'Parâmetro cursor inválido'],
      // year 0: JavaScript takes it, PostgreSQL does not (a 500 before)
      [
        `cursor=${Buffer.from(JSON.stringify(['updated', '0000-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
        'Parâmetro cursor inválido',
      ],
    ]) {
      const res = await api.get(`/api/client/canvases?${query}`);
      expect([query, res.statusCode, res.json().error]).toEqual([query, 400, message]);
    }
  });
});
