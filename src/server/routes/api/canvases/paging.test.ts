// decision 010 "Paged lists with server-side search": GET /api/canvases pages by keyset (every funnel
// once, whatever is inserted meanwhile), searches without case or accents, filters, and refuses
// bad parameters in pt-BR. Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMIT_MSG } from '#shared/schemas/paging.ts';
import { type ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { seedCanvas } from '../../../../../tests/helpers/canvas-fixtures.ts';
import { seedClient, seedWorkspace } from '../../../../../tests/helpers/workspace.ts';
import { canvases } from '../../../db/schema.ts';

const t = withTestApp();

type Item = { id: string; title: string; clientName: string; status: string; updatedAt: string; dueDate: string | null };

async function page(api: ApiClient, query: string) {
  const res = await api.get(`/api/canvases${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as Item[],
    total: Number(res.headers['x-total-count']),
    next: res.headers['x-next-cursor'] as string | undefined,
  };
}

/** Follows X-Next-Cursor to the end; `between` runs after each page (concurrent writers). */
async function walk(api: ApiClient, query: string, between: (n: number) => Promise<void> = async () => {}) {
  const seen: Item[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 100; n++) {
    const p = await page(api, [query, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'));
    seen.push(...p.items);
    if (!p.next) return seen;
    cursor = p.next;
    await between(n);
  }
  throw new Error('paging never ended');
}

/** Many funnels at once; `at` gives each one's updated time (equal times test the id tie-break). */
async function seedMany(agencyId: string, clientId: string, n: number, at: (i: number) => Date, title = (i: number) => `Funil ${i}`) {
  const rows = Array.from({ length: n }, (_, i) => ({ agencyId, clientId, title: title(i), updatedAt: at(i) }));
  return t.db.insert(canvases).values(rows).returning({ id: canvases.id, updatedAt: canvases.updatedAt });
}

describe('GET /api/canvases paging', () => {
  it('reaches every funnel exactly once across pages while funnels are inserted between fetches', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id, 'Loja');
    const base = Date.now() - 86_400_000;
    // 37 funnels, in groups of 4 sharing the same instant (microseconds included).
    const seeded = await seedMany(w.agency.id, c.id, 37, (i) => new Date(base + Math.floor(i / 4) * 1000));
    // and 9 inside one millisecond, microseconds apart: a cursor at JS Date precision would skip some.
    const micro = await t.db
      .insert(canvases)
      .values(
        Array.from({ length: 9 }, (_, i) => ({
          agencyId: w.agency.id,
          clientId: c.id,
          title: `Micro ${i}`,
          updatedAt: sql`${new Date(base + 500).toISOString()}::timestamptz + ${i} * interval '1 microsecond'` as unknown as Date,
        })),
      )
      .returning({ id: canvases.id, updatedAt: canvases.updatedAt });
    seeded.push(...micro);
    const inserted: string[] = [];
    const seen = await walk(w.as.creator, 'limit=4', async (n) => {
      const created = await w.as.owner.post('/api/canvases', { title: `Novo durante a leitura ${n}`, clientId: c.id });
      expect(created.statusCode).toBe(201);
      inserted.push(created.json().id);
      // and one with an old time, in the middle of what is still to be read
      const mid = await seedCanvas(t.db, { agencyId: w.agency.id, clientId: c.id, title: `Antigo ${n}`, updatedAt: new Date(base - 1000) });
      inserted.push(mid.id);
    });
    const ids = seen.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length); // nothing twice
    for (const s of seeded) expect(ids.filter((id) => id === s.id)).toHaveLength(1); // every one once
    expect(inserted.length).toBeGreaterThanOrEqual(7);
    // The order is last edited first, ties by id, and the pages follow it.
    // (Micro rows are equal at the answer's millisecond precision: their order is checked by title.)
    const plain = seen.filter((x) => !x.title.startsWith('Micro'));
    const order = [...plain].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
    expect(plain.map((x) => x.id)).toEqual(order.map((x) => x.id));
    expect(seen.filter((x) => x.title.startsWith('Micro')).map((x) => x.title)).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0].map((i) => `Micro ${i}`));
  });

  it('defaults to 50 per page, allows 200, counts the whole list and drops the cursor on the last page', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id);
    await seedMany(w.agency.id, c.id, 55, (i) => new Date(Date.now() - i * 1000));
    const first = await page(w.as.owner, '');
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(55);
    expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/);
    const rest = await page(w.as.owner, `cursor=${first.next}`);
    expect(rest.items).toHaveLength(5);
    expect(rest.total).toBe(55);
    expect(rest.next).toBeUndefined();
    const all = await page(w.as.owner, 'limit=200');
    expect(all.items).toHaveLength(55);
    expect(all.next).toBeUndefined();
    expect(all.items[0]).not.toHaveProperty('content');
  });

  it('searches title, description and client name without case or accents', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const sj = await seedClient(t.db, w.agency.id, 'Clínica São José');
    const other = await seedClient(t.db, w.agency.id, 'Padaria');
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: other.id, title: 'Lançamento de Verão' });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: other.id, title: 'Captação', description: 'Campanha de LANÇAMENTO' });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: sj.id, title: 'Funil da clínica' });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: other.id, title: 'Promoção 50% off' });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: other.id, title: 'Outro' });
    const titles = async (q: string) => (await page(w.as.gestor, `q=${encodeURIComponent(q)}`)).items.map((x) => x.title).sort();
    expect(await titles('lancamento')).toEqual(['Captação', 'Lançamento de Verão']);
    expect(await titles('LANÇAMENTO de verao')).toEqual(['Lançamento de Verão']);
    expect(await titles('  VERÃO ')).toEqual(['Lançamento de Verão']);
    expect(await titles('clinica sao jose')).toEqual(['Funil da clínica']);
    expect(await titles('50%')).toEqual(['Promoção 50% off']);
    expect(await titles('%')).toEqual(['Promoção 50% off']); // a literal %, not a wildcard
    expect(await titles('_')).toEqual([]);
    expect(await titles('nada disso')).toEqual([]);
    expect((await page(w.as.gestor, 'q=lancamento')).total).toBe(2);
    expect((await page(w.as.gestor, 'q=')).total).toBe(5); // empty search: everything
  });

  it('walks a search page by page: every match once, in edit order with ties broken by id, and the due order too', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const named = await seedClient(t.db, w.agency.id, 'Ótica Lanterna');
    const other = await seedClient(t.db, w.agency.id, 'Padaria');
    const base = Date.now() - 86_400_000;
    // Matches by title (every third) and by client name (all of named's), among funnels that do not match.
    await seedMany(
      w.agency.id,
      other.id,
      30,
      (i) => new Date(base + Math.floor(i / 3) * 1000),
      (i) => (i % 3 === 0 ? `Lanterna ${i}` : `Outro ${i}`),
    );
    await seedMany(
      w.agency.id,
      named.id,
      7,
      (i) => new Date(base + i * 500),
      (i) => `Funil ${i}`,
    );
    const expected = (await t.db.select().from(canvases).where(sql`${canvases.agencyId} = ${w.agency.id}`))
      .filter((r) => r.title.startsWith('Lanterna') || r.clientId === named.id)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1));
    const seen = await walk(w.as.owner, 'q=lanterna&limit=3');
    expect(seen.map((x) => x.id)).toEqual(expected.map((r) => r.id));
    expect((await page(w.as.owner, 'q=lanterna&limit=3')).total).toBe(17);
    // A status filter and the due order, with a search.
    await t.db.execute(
      sql`update ${canvases} set due_date = '2030-01-01'::date + (extract(second from updated_at)::int % 5) where ${canvases.clientId} = ${named.id}`,
    );
    const due = await walk(w.as.owner, 'q=lanterna&due=pending&limit=2');
    expect(due).toHaveLength(7);
    const keys = due.map((x) => `${x.dueDate} ${x.id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('filters by status and client, with the search, and counts what matches', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const a = await seedClient(t.db, w.agency.id, 'Cliente A');
    const b = await seedClient(t.db, w.agency.id, 'Cliente B');
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: a.id, title: 'A rascunho' });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: a.id, title: 'A estranho', status: 'review' }); // shown as draft
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: a.id, title: 'A aprovado', status: 'approved' });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: b.id, title: 'B aprovado', status: 'approved' });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: b.id, title: 'B ajustes', status: 'needs_adjustments' });
    const titles = async (q: string) => {
      const p = await page(w.as.owner, q);
      expect(p.total).toBe(p.items.length);
      return p.items.map((x) => x.title).sort();
    };
    expect(await titles('status=approved')).toEqual(['A aprovado', 'B aprovado']);
    expect(await titles('status=draft')).toEqual(['A estranho', 'A rascunho']);
    expect(await titles(`clientId=${b.id}`)).toEqual(['B ajustes', 'B aprovado']);
    expect(await titles(`clientId=${a.id}&status=approved`)).toEqual(['A aprovado']);
    expect(await titles(`clientId=${a.id}&q=aprovado`)).toEqual(['A aprovado']);
    expect(await titles('q=cliente b&status=needs_adjustments')).toEqual(['B ajustes']);
  });

  it('due=pending lists funnels with a due date not yet approved, nearest first, paging in that order', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const c = await seedClient(t.db, w.agency.id);
    const days = ['2026-03-05', '2026-01-10', '2026-02-01', '2026-01-10', '2026-12-31'];
    for (const [i, d] of days.entries())
      await seedCanvas(t.db, { agencyId: w.agency.id, clientId: c.id, title: `Prazo ${i}`, dueDate: d, status: 'published' });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: c.id, title: 'Aprovado', dueDate: '2026-01-01', status: 'approved' });
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: c.id, title: 'Sem prazo' });
    const seen = await walk(w.as.owner, 'due=pending&limit=2');
    expect(seen.map((x) => x.dueDate)).toEqual([...days].sort());
    expect((await page(w.as.owner, 'due=pending&limit=2')).total).toBe(5);
    // A cursor of one order is refused by the other.
    const { next } = await page(w.as.owner, 'due=pending&limit=2');
    const wrong = await w.as.owner.get(`/api/canvases?cursor=${next}`);
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses bad parameters with 400 and a pt-BR message', async () => {
    const w = await seedWorkspace(t.app, t.db);
    const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const uuid = '00000000-0000-4000-8000-000000000000';
    const cases: [string, string][] = [
      ['limit=0', LIMIT_MSG],
      ['limit=201', LIMIT_MSG],
      ['limit=abc', LIMIT_MSG],
      ['limit=2.5', LIMIT_MSG],
      ['limit=1&limit=2', LIMIT_MSG],
      ['cursor=!!!', 'Parâmetro cursor inválido'],
      ['cursor=abc', 'Parâmetro cursor inválido'],
      [`cursor=${forged(['updated', '2026-02-30T00:00:00.000000Z', uuid])}`, 'Parâmetro cursor inválido'],
      [`cursor=${forged(['updated', '2026-02-01T00:00:00.000000Z', 'x'])}`, 'Parâmetro cursor inválido'],
      [`cursor=${forged(['updated', "2026'; drop table canvases; --", uuid])}`, 'Parâmetro cursor inválido'],
      [`cursor=${forged({ a: 1 })}`, 'Parâmetro cursor inválido'],
      // JavaScript takes year 0; PostgreSQL has none (22008, a 500 before)
      [`cursor=${forged(['updated', '0000-01-01T00:00:00.000000Z', uuid])}`, 'Parâmetro cursor inválido'],
      [`due=pending&cursor=${forged(['due', '0000-01-01', uuid])}`, 'Parâmetro cursor inválido'],
      [`cursor=${forged(['updated', '+275760-09-13T00:00:00.000000Z', uuid])}`, 'Parâmetro cursor inválido'],
      ['status=review', 'Parâmetro status inválido'],
      ['clientId=123', 'Parâmetro clientId inválido'],
      ['due=soon', 'Parâmetro due inválido'],
      [`q=${'x'.repeat(201)}`, 'Máximo de 200 caracteres'],
      ['q=%00', 'O texto contém um caractere inválido.'],
    ];
    for (const [query, message] of cases) {
      const res = await w.as.owner.get(`/api/canvases?${query}`);
      expect([query, res.statusCode, res.json().error]).toEqual([query, 400, message]);
    }
    // a valid cursor with a time no row has is fine
    expect((await w.as.owner.get(`/api/canvases?cursor=${forged(['updated', '2026-02-01T00:00:00.000000Z', uuid])}`)).statusCode).toBe(200);
    // and so are the first and last years PostgreSQL and the cursor's four digits share
    expect((await w.as.owner.get(`/api/canvases?cursor=${forged(['updated', '0001-01-01T00:00:00.000000Z', uuid])}`)).statusCode).toBe(200);
    expect((await w.as.owner.get(`/api/canvases?due=pending&cursor=${forged(['due', '9999-12-31', uuid])}`)).statusCode).toBe(200);
  });

  it("never shows another agency's funnels: not by search, client filter or a cursor", async () => {
    const w = await seedWorkspace(t.app, t.db);
    const mine = await seedClient(t.db, w.agency.id, 'Meu Cliente');
    await seedCanvas(t.db, { agencyId: w.agency.id, clientId: mine.id, title: 'Lançamento meu' });
    const other = await seedAgency(t.db);
    const theirs = await seedClient(t.db, other.agency.id, 'Cliente Deles');
    await seedMany(
      other.agency.id,
      theirs.id,
      12,
      (i) => new Date(Date.now() - i * 1000),
      (i) => `Lançamento deles ${i}`,
    );
    const o = await loginAs(t.app, other.email, other.password);
    const theirFirst = await page(o, 'limit=3');
    expect(theirFirst.total).toBe(12);

    expect((await page(w.as.owner, 'q=lancamento')).items.map((x) => x.title)).toEqual(['Lançamento meu']);
    expect((await page(w.as.owner, 'q=deles')).total).toBe(0);
    const byClient = await page(w.as.owner, `clientId=${theirs.id}`);
    expect([byClient.items, byClient.total]).toEqual([[], 0]);
    const withTheirCursor = await page(w.as.owner, `cursor=${theirFirst.next}`);
    expect(withTheirCursor.items.every((x) => x.clientName === 'Meu Cliente')).toBe(true);
  });
});
