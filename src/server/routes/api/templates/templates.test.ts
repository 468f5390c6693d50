import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { componentSize, getComponentDef } from '#shared/canvas/catalogue.ts';
import { CanvasContentSchema } from '#shared/canvas/content.ts';
import { computeForecast } from '#shared/canvas/forecast.ts';
import { TEMPLATE_CATEGORY_IDS, type Template, templateFunnelTitle } from '#shared/schemas/templates.ts';
import { ApiClient, loginAs, seedAgency, withTestApp } from '../../../../../tests/helpers/app.ts';
import { canvases, templates, users } from '../../../db/schema.ts';
import { seedTemplates } from '../../../db/seed/templates.ts';
import { TEMPLATES } from '../../../db/seed/templates-data.ts';
import { hashPassword } from '../../../lib/crypto.ts';

const t = withTestApp();

async function member(agencyId: string, role: 'admin' | 'gestor' | 'creator') {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@agencia.test`;
  await t.db.insert(users).values({ agencyId, name: `Membro ${role}`, email, passwordHash: await hashPassword('senha123'), isAgencyUser: true, role });
  return loginAs(t.app, email, 'senha123');
}

describe('template data (D5)', () => {
  it('has at least 12 templates, at least 3 per category, unique slugs', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(12);
    for (const c of TEMPLATE_CATEGORY_IDS) expect(TEMPLATES.filter((x) => x.category === c).length, c).toBeGreaterThanOrEqual(3);
    expect(new Set(TEMPLATES.map((x) => x.slug)).size).toBe(TEMPLATES.length);
  });

  for (const tpl of TEMPLATES) {
    it(`${tpl.slug}: comes with a forecast: a rate on every step, a price on a selling step, a plausible monthly total`, () => {
      const content = CanvasContentSchema.parse(tpl.content);
      expect(content.forecast).toMatchObject({ enabled: true });
      for (const c of content.components) expect(c.data.conversionRate, `${tpl.slug}: ${c.data.title}`).toBeTypeOf('number');
      expect(content.components.some((c) => typeof c.data.price === 'number')).toBe(true);
      const f = computeForecast(content);
      expect(f?.complete).toBe(true);
      expect(f?.totalRevenue).toBeGreaterThan(1_000);
      expect(f?.totalRevenue).toBeLessThan(500_000);
    });

    it(`${tpl.slug}: a complete, connected, readable funnel of catalogue components`, () => {
      const content = CanvasContentSchema.parse(tpl.content);
      expect(content.components.length).toBeGreaterThanOrEqual(6);
      const ids = new Set(content.components.map((c) => c.id));
      expect(ids.size).toBe(content.components.length);
      for (const c of content.components) {
        expect(getComponentDef(c.type), `${tpl.slug}: ${c.type}`).toBeDefined();
        expect(c.id).toMatch(/^component-\d+$/);
        expect(c.data.title.length).toBeGreaterThan(2);
        expect(c.data.description.length).toBeGreaterThan(10);
      }
      // every component is part of the flow, and connections go left to right or down (flow order)
      const touched = new Set(content.connections.flatMap((k) => [k.from, k.to]));
      for (const c of content.components) expect(touched.has(c.id), `${tpl.slug}: ${c.data.title} is not connected`).toBe(true);
      const byId = new Map(content.components.map((c) => [c.id, c]));
      for (const k of content.connections) {
        expect(ids.has(k.from) && ids.has(k.to)).toBe(true);
        expect(k.id).toMatch(/^connection-\d+$/);
        const a = byId.get(k.from)!;
        const b = byId.get(k.to)!;
        if (!k.style.dashed) expect(b.position.x, `${tpl.slug}: ${a.data.title} -> ${b.data.title}`).toBeGreaterThan(a.position.x);
      }
      // no two components overlap
      const boxes = content.components.map((c) => ({ ...c.position, ...componentSize(c.type), title: c.data.title }));
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const p = boxes[i];
          const q = boxes[j];
          const overlap = p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
          expect(overlap, `${tpl.slug}: ${p.title} overlaps ${q.title}`).toBe(false);
        }
      }
      expect(tpl.title).toMatch(/\S/);
      expect(tpl.description.length).toBeGreaterThan(30);
    });
  }

  it('seeds idempotently (upsert by slug)', async () => {
    const [before] = await t.db.select({ n: count() }).from(templates);
    expect(before.n).toBe(TEMPLATES.length);
    await t.db.update(templates).set({ title: 'velho' }).where(eq(templates.slug, TEMPLATES[0].slug));
    await seedTemplates(t.db);
    const [after] = await t.db.select({ n: count() }).from(templates);
    expect(after.n).toBe(TEMPLATES.length);
    const [row] = await t.db.select().from(templates).where(eq(templates.slug, TEMPLATES[0].slug));
    expect(row.title).toBe(TEMPLATES[0].title);
  });

  it('leaves the templates already as written untouched (no new row version at each start)', async () => {
    await seedTemplates(t.db);
    const versions = async () =>
      (await t.db.execute(sql`select slug, xmin::text as v from templates order by slug`)) as unknown as { rows: { slug: string; v: string }[] };
    const before = (await versions()).rows;
    await t.db.update(templates).set({ description: 'velha' }).where(eq(templates.slug, TEMPLATES[1].slug));
    await seedTemplates(t.db);
    const after = (await versions()).rows;
    const changed = after.filter((r, i) => r.v !== before[i].v).map((r) => r.slug);
    expect(changed).toEqual([TEMPLATES[1].slug]);
  });
});

describe('GET /api/templates (D5, D7)', () => {
  it('lists all templates for an Enterprise agency, filtered by category', async () => {
    const { email, password } = await seedAgency(t.db, { plan: 'enterprise' });
    const c = await loginAs(t.app, email, password);
    const all = await c.get('/api/templates');
    expect(all.statusCode).toBe(200);
    const list = all.json() as Template[];
    expect(list.map((x) => x.slug)).toEqual(TEMPLATES.map((x) => x.slug));
    expect(list[0]).toMatchObject({ title: TEMPLATES[0].title, category: TEMPLATES[0].category, componentCount: TEMPLATES[0].content.components.length });
    expect(list[0].content.components.length).toBe(list[0].componentCount);

    for (const cat of TEMPLATE_CATEGORY_IDS) {
      const r = (await c.get(`/api/templates?category=${cat}`)).json() as Template[];
      expect(r.length).toBeGreaterThanOrEqual(3);
      expect(r.every((x) => x.category === cat)).toBe(true);
    }
    expect((await c.get('/api/templates?category=ecommerce')).json().map((x: Template) => x.category)).toEqual(expect.arrayContaining(['e-commerce']));
    expect((await c.get('/api/templates?category=all')).json()).toHaveLength(TEMPLATES.length);
    const bad = await c.get('/api/templates?category=outra');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Categoria inválida');

    const one = await c.get(`/api/templates/${list[1].id}`);
    expect(one.json()).toMatchObject({ id: list[1].id, slug: list[1].slug });
    expect((await c.get('/api/templates/00000000-0000-4000-8000-000000000000')).json()).toEqual({ error: 'Template não encontrado' });
  });

  it('refuses Business agencies with the upsell message, and creators on Business', async () => {
    const { email, password, agency } = await seedAgency(t.db, { plan: 'business' });
    const owner = await loginAs(t.app, email, password);
    const r = await owner.get('/api/templates');
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe('Templates são exclusivos do plano Enterprise. Faça upgrade para usar os templates de funis.');
    expect((await (await member(agency.id, 'creator')).get('/api/templates')).statusCode).toBe(403);
    expect((await new ApiClient(t.app).get('/api/templates')).statusCode).toBe(401);
  });

  it('lets every role of an Enterprise agency see templates, creators included', async () => {
    const { agency } = await seedAgency(t.db, { plan: 'enterprise' });
    for (const role of ['admin', 'gestor', 'creator'] as const) {
      const r = await (await member(agency.id, role)).get('/api/templates?category=launch');
      expect(r.statusCode, role).toBe(200);
      expect(r.json().length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('using a template (docs/product.md; D1, D5)', () => {
  it('creates a draft funnel with the template content for a client, titled "<title> - Novo Projeto"', async () => {
    const { email, password } = await seedAgency(t.db, { plan: 'enterprise' });
    const c = await loginAs(t.app, email, password);
    const client = (await c.post('/api/clients', { name: 'Padaria Pão Quente', segment: 'Alimentação' })).json();
    const [tpl] = (await c.get('/api/templates?category=launch')).json() as Template[];
    const created = await c.post('/api/canvases', { title: templateFunnelTitle(tpl.title), clientId: client.id, content: tpl.content, templateId: tpl.id });
    expect(created.statusCode).toBe(201);
    const canvas = created.json();
    expect(canvas).toMatchObject({ title: `${tpl.title} - Novo Projeto`, status: 'draft', clientId: client.id });
    const [row] = await t.db.select().from(canvases).where(eq(canvases.id, canvas.id));
    const content = CanvasContentSchema.parse(row.content);
    expect(content.components.map((x) => x.id)).toEqual(tpl.content.components.map((x) => x.id));
    expect(content.connections).toHaveLength(tpl.content.connections.length);
  });

  it('refuses template use on Business (D5) and an unknown template', async () => {
    const biz = await seedAgency(t.db, { plan: 'business' });
    const c = await loginAs(t.app, biz.email, biz.password);
    const client = (await c.post('/api/clients', { name: 'Cliente Business' })).json();
    const [row] = await t.db.select().from(templates).limit(1);
    const r = await c.post('/api/canvases', { title: 'X - Novo Projeto', clientId: client.id, templateId: row.id });
    expect(r.statusCode).toBe(403);

    const ent = await seedAgency(t.db, { plan: 'enterprise' });
    const e = await loginAs(t.app, ent.email, ent.password);
    const ec = (await e.post('/api/clients', { name: 'Cliente Enterprise' })).json();
    const missing = await e.post('/api/canvases', { title: 'X - Novo Projeto', clientId: ec.id, templateId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Template não encontrado');
  });
});
