// decision 010: GET /api/clients pages (oldest first, keyset cursor), searches the name without case
// or accents, counts in X-Total-Count, and refuses bad parameters in pt-BR.
import { describe, expect, it } from 'vitest';
import { LIMIT_MSG } from '#shared/schemas/paging.ts';
import { type ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { seedWorkspace } from '../../../../../tests/helpers/workspace.ts';
import { clients } from '../../../db/schema.ts';

const t = withTestApp();

type Item = { id: string; name: string; activeFunnels: number };

async function page(api: ApiClient, query: string) {
  const res = await api.get(`/api/clients${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Item[], total: Number(res.headers['x-total-count']), next: res.headers['x-next-cursor'] as string | undefined };
}

describe('GET /api/clients paging', () => {
  it('reaches every client once, oldest first, while clients are created between pages', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const base = Date.now() - 3600_000;
    const seeded = await t.db
      .insert(clients)
      .values(Array.from({ length: 23 }, (_, i) => ({ agencyId: w.agency.id, name: `Cliente ${i}`, createdAt: new Date(base + Math.floor(i / 3) * 1000) })))
      .returning();
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: seeded[0].id });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: seeded[0].id });
    const seen: Item[] = [];
    let cursor: string | undefined;
    let created = 0;
    for (let n = 0; n < 50; n++) {
      const p = await page(w.as.creator, `limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...p.items);
      if (!p.next) break;
      cursor = p.next;
      expect((await w.as.owner.post('/api/clients', { name: `Criado durante ${n}` })).statusCode).toBe(201);
      created += 1;
    }
    const ids = seen.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of seeded) expect(ids.filter((id) => id === s.id)).toHaveLength(1);
    expect(seen.find((c) => c.id === seeded[0].id)?.activeFunnels).toBe(2);
    // Clients created meanwhile are newer: they come at the end, once each.
    expect(seen.filter((c) => c.name.startsWith('Criado durante')).length).toBeLessThanOrEqual(created);
    expect((await page(w.as.owner, '')).total).toBe(23 + created);
  });

  it('searches the name without case or accents, and hides other agencies', async () => {
    const w = await seedWorkspace(t.app, t.db);
    await t.db.insert(clients).values([
      { agencyId: w.agency.id, name: 'Clínica São José' },
      { agencyId: w.agency.id, name: 'Padaria Pão Quente' },
    ]);
    const other = await seedAgency(t.db);
    await t.db.insert(clients).values({ agencyId: other.agency.id, name: 'Clínica Concorrente' });
    const names = async (api: ApiClient, q: string) => (await page(api, `q=${encodeURIComponent(q)}`)).items.map((c) => c.name);
    expect(await names(w.as.owner, 'CLINICA')).toEqual(['Clínica São José']);
    expect(await names(w.as.owner, 'pao')).toEqual(['Padaria Pão Quente']);
    expect(await names(w.as.owner, 'concorrente')).toEqual([]);
    expect((await page(w.as.owner, 'q=clinica')).total).toBe(1);
    const o = await loginAs(t.app, other.email, other.password);
    expect(await names(o, 'clinica')).toEqual(['Clínica Concorrente']);
  });

  it('refuses bad parameters with 400 in pt-BR', async () => {
    const w = await seedWorkspace(t.app, t.db);
    for (const [query, message] of [
      ['limit=0', LIMIT_MSG],
      ['limit=500', LIMIT_MSG],
      ['cursor=zz', 'Parâmetro cursor inválido'],
      // year 0: JavaScript takes it, PostgreSQL does not (a 500 before)
      [
        `cursor=${Buffer.from(JSON.stringify(['created', '0000-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
        'Parâmetro cursor inválido',
      ],
      [
        `cursor=${Buffer.from(JSON.stringify(['due', '2026-01-01', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
        'Parâmetro cursor inválido',
      ],
    ]) {
      const res = await w.as.owner.get(`/api/clients?${query}`);
      expect([query, res.statusCode, res.json().error]).toEqual([query, 400, message]);
    }
  });
});
