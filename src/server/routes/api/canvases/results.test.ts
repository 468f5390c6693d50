// GET /api/canvases/{id}/results: steps bound to pages and events (data.track, saved over REST and
// checked by the shared schema) read the traffic the snippet sent, beside the forecast.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, manualClock, withTestApp } from '../../../../../tests/helpers/app.ts';
import { clientLogin, seedPublicFunnel } from '../../../../../tests/helpers/portal.ts';
import { trackingSeen, trackingStepDays } from '../../../db/tracking-schema.ts';

const clock = manualClock(new Date('2026-11-23T15:00:00Z'));
const t = withTestApp({}, { clock });

const UA = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${n}.0.0.0 Safari/537.36`;
const step = (id: string, x: number, data: Record<string, unknown>) => ({ id, type: 'landing', position: { x, y: 0 }, data: { title: id, ...data } });

async function setup() {
  const { ag, cl, link, canvas } = await seedPublicFunnel(t, 'Funil com resultados', { status: 'draft', clientName: 'Loja Resultados' });
  const api = await loginAs(t.app, ag.email, ag.password);
  const { siteKey } = (await api.put('/api/agency/tracking', { allowedDomains: ['loja.example'] })).json();
  const url = `/api/canvases/${canvas.id}`;
  const content = {
    components: [
      step('entrada', 0, { conversionRate: 50, track: { path: '/' } }),
      step('checkout', 300, { conversionRate: 20, price: 97, track: { path: '/checkout/*' } }),
      step('compra', 600, { track: { path: '/obrigado', event: 'purchase' } }),
      step('sem-rastreio', 900, {}),
    ],
    connections: [
      { id: 'c1', from: 'entrada', to: 'checkout' },
      { id: 'c2', from: 'checkout', to: 'compra' },
      { id: 'c3', from: 'compra', to: 'sem-rastreio' },
    ],
    forecast: { visitors: 3000, enabled: true },
  };
  const saved = await api.patch(url, { content });
  expect(saved.statusCode, saved.body).toBe(200);
  const send = (ua: number, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/collect',
      headers: { 'content-type': 'text/plain', origin: 'https://loja.example', 'user-agent': UA(ua) },
      remoteAddress: '203.0.113.50',
      payload: JSON.stringify(body),
    });
  return { api, url, siteKey, send, cl, link, agencyId: ag.agency.id };
}

describe('GET /api/canvases/{id}/results', () => {
  it('three visitors land, two reach checkout, one buys for R$ 97: 3 → 2 → 1 beside the forecast for the period', async () => {
    const s = await setup();
    const pv = (path: string) => ({ site: s.siteKey, type: 'pageview', url: `https://loja.example${path}?utm_source=x&email=a@b.c` });
    for (const v of [1, 2, 3]) expect((await s.send(v, pv('/'))).statusCode).toBe(202);
    for (const v of [1, 2]) expect((await s.send(v, pv('/checkout/plano-anual'))).statusCode).toBe(202);
    // A second view the same day is the same visitor; a page outside every step counts nowhere.
    expect((await s.send(1, [pv('/checkout/plano-anual'), pv('/blog')])).statusCode).toBe(202);
    const buy = { site: s.siteKey, type: 'event', url: 'https://loja.example/obrigado', name: 'purchase', value: 97 };
    expect((await s.send(1, [pv('/obrigado/'), buy])).statusCode).toBe(202);

    const res = await s.api.get(`${s.url}/results?from=2026-10-25&to=2026-11-23`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.from).toBe('2026-10-25');
    expect(body.to).toBe('2026-11-23');
    // 30 days: the monthly forecast as it is (3,000 → 1,500 → 300; checkout sells 1,500 × 20 % × R$ 97).
    expect(body.steps).toEqual([
      { componentId: 'entrada', visitors: 3, conversions: 2, revenue: 0, forecast: { people: 3000, revenue: null }, difference: -1 },
      { componentId: 'checkout', visitors: 2, conversions: 1, revenue: 0, forecast: { people: 1500, revenue: 29100 }, difference: -1 },
      { componentId: 'compra', visitors: 1, conversions: 0, revenue: 97, forecast: { people: 300, revenue: null }, difference: -1 },
    ]);
    expect(body.revenue).toBe(97);
    expect(body.forecastRevenue).toBe(29100);

    // 7 days: the forecast scaled to the period; the days without traffic count nothing.
    const week = (await s.api.get(`${s.url}/results?from=2026-11-17&to=2026-11-23`)).json();
    expect(week.steps[0]).toMatchObject({ visitors: 3, forecast: { people: 700 } });
    const before = (await s.api.get(`${s.url}/results?from=2026-11-01&to=2026-11-22`)).json();
    expect(before.steps.map((x: { visitors: number }) => x.visitors)).toEqual([0, 0, 0]);
    // Without a period: the 30 days up to today in São Paulo.
    const dflt = (await s.api.get(`${s.url}/results`)).json();
    expect([dflt.from, dflt.to]).toEqual(['2026-10-25', '2026-11-23']);
    expect(dflt.steps[0].visitors).toBe(3);
  });

  it('a visitor is a new one each day: the same browser tomorrow counts again, and conversions stay within a day', async () => {
    const s = await setup();
    const pv = (path: string) => ({ site: s.siteKey, type: 'pageview', url: `https://loja.example${path}` });
    clock.set('2026-11-20T15:00:00Z');
    await s.send(7, pv('/'));
    clock.set('2026-11-21T15:00:00Z');
    await s.send(7, pv('/'));
    await s.send(8, pv('/checkout/x'));
    clock.set('2026-11-23T15:00:00Z');
    const body = (await s.api.get(`${s.url}/results?from=2026-11-20&to=2026-11-21`)).json();
    expect(body.steps[0]).toMatchObject({ componentId: 'entrada', visitors: 2, conversions: 0 });
    expect(body.steps[1]).toMatchObject({ componentId: 'checkout', visitors: 1 });
  });

  it('a finished day is counted once and kept; today is counted again once a minute, and every day again after the bindings change', async () => {
    const s = await setup();
    const pv = (path: string) => ({ site: s.siteKey, type: 'pageview', url: `https://loja.example${path}` });
    const read = async () =>
      (await s.api.get(`${s.url}/results?from=2026-11-20&to=2026-11-23`))
        .json()
        .steps.map((x: { visitors: number; conversions: number }) => [x.visitors, x.conversions]);
    const keptDays = () => t.db.select().from(trackingStepDays).where(eq(trackingStepDays.agencyId, s.agencyId));
    const countedAt = async (day: string) => (await keptDays()).find((k) => k.day === day)?.countedAt.toISOString();
    clock.set('2026-11-22T15:00:00Z');
    for (const v of [1, 2]) await s.send(v, pv('/'));
    await s.send(1, pv('/checkout/a'));
    clock.set('2026-11-23T15:00:00Z');
    await s.send(3, pv('/'));
    expect(await read()).toEqual([
      [3, 1],
      [1, 0],
      [0, 0],
    ]);
    const kept = await keptDays();
    expect(kept.map((k) => k.day).sort()).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(kept.find((k) => k.day === '2026-11-22')?.figures).toEqual({ entrada: [2, 1], checkout: [1, 0] });
    // A finished day is not counted again: with the 22nd's marks gone, the answer is the same.
    await t.db.delete(trackingSeen).where(and(eq(trackingSeen.agencyId, s.agencyId), eq(trackingSeen.day, '2026-11-22')));
    // Today's count is reused for a minute, then counted again.
    await s.send(4, pv('/'));
    expect(await read()).toEqual([
      [3, 1],
      [1, 0],
      [0, 0],
    ]);
    clock.advance(61_000);
    expect(await read()).toEqual([
      [4, 1],
      [1, 0],
      [0, 0],
    ]);
    // Counted before its day ended, the 23rd is counted again after; until ten minutes past midnight
    // (a late group may still be committing) that count is not final either.
    clock.set('2026-11-24T03:05:00Z');
    await read();
    expect(await countedAt('2026-11-23')).toBe('2026-11-24T03:05:00.000Z');
    clock.set('2026-11-24T03:11:00Z');
    await read();
    expect(await countedAt('2026-11-23')).toBe('2026-11-24T03:11:00.000Z');
    clock.set('2026-11-24T15:00:00Z');
    await read();
    expect(await countedAt('2026-11-23')).toBe('2026-11-24T03:11:00.000Z');
    expect(await countedAt('2026-11-22')).toBe('2026-11-23T15:00:00.000Z');
    // Other bindings are another count: the 22nd is counted from its (now missing) marks.
    const content = (await s.api.get(s.url)).json().content;
    content.components[0].data.track = { path: '/*' };
    expect((await s.api.patch(s.url, { content })).statusCode).toBe(200);
    const changed = (await s.api.get(`${s.url}/results?from=2026-11-22&to=2026-11-23`)).json();
    expect(changed.steps[0].visitors).toBe(2);
    clock.set('2026-11-23T15:00:00Z');
  });

  it('refuses a bad period or binding in pt-BR, and another agency gets 404', async () => {
    const s = await setup();
    for (const q of ['from=2026-11-30&to=2026-11-01', 'from=2026-02-30', 'from=2025-01-01&to=2026-11-23', 'to=nada', 'from=-001-01-01']) {
      const res = await s.api.get(`${s.url}/results?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error, q).toMatch(/período válido/);
    }
    const bad = async (track: unknown) => {
      const res = await s.api.patch(s.url, { content: { components: [step('x', 0, { track })] } });
      expect(res.statusCode, JSON.stringify(track)).toBe(400);
      return res.json().error as string;
    };
    expect(await bad({ path: 'obrigado' })).toContain('começa com /');
    expect(await bad({ event: '' })).toContain('nome do evento');
    expect(await bad({})).toContain('Informe o caminho da página');
    const other = await seedPublicFunnel(t, 'Outro', { status: 'draft', clientName: 'Outra' });
    const them = await loginAs(t.app, other.ag.email, other.ag.password);
    expect((await them.get(`${s.url}/results`)).statusCode).toBe(404);
  });

  it('the client and the public link see the results of the published funnel only once the agency shows them', async () => {
    const s = await setup();
    await s.send(1, { site: s.siteKey, type: 'pageview', url: 'https://loja.example/' });
    const client = await clientLogin(t, s.cl.email, s.cl.password);
    const portal = `/api/client/canvas/${s.url.split('/').pop()}/results`;
    const pub = `/api/public/canvas/${s.link}/results`;
    // A draft is not the client's to see.
    expect((await client.get(portal)).statusCode).toBe(404);
    expect((await s.api.request('PUT', s.url, { status: 'published' })).statusCode).toBe(200);
    expect((await client.get(portal)).json()).toEqual({ shared: false });
    expect((await t.app.inject({ method: 'GET', url: pub })).json()).toEqual({ shared: false });
    const on = await s.api.patch(s.url, { showResults: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().showResults).toBe(true);
    const seen = (await client.get(`${portal}?from=2026-11-17&to=2026-11-23`)).json();
    expect(seen).toMatchObject({ shared: true, from: '2026-11-17', to: '2026-11-23' });
    expect(seen.steps.map((x: { componentId: string; visitors: number }) => [x.componentId, x.visitors])).toEqual([
      ['entrada', 1],
      ['checkout', 0],
      ['compra', 0],
    ]);
    const open = await t.app.inject({ method: 'GET', url: pub });
    expect(open.statusCode).toBe(200);
    expect(open.json().steps[0].visitors).toBe(1);
    expect((await client.get(`${portal}?from=2026-11-30&to=2026-11-01`)).statusCode).toBe(400);
    // Steps added after publishing are the draft's: the client reads the published version's.
    await s.api.patch(s.url, { content: { components: [step('nova', 0, { track: { path: '/' } })] } });
    expect((await client.get(portal)).json().steps.map((x: { componentId: string }) => x.componentId)).toEqual(['entrada', 'checkout', 'compra']);
    // Switched off again: nothing shown; another client's funnel is 404.
    await s.api.patch(s.url, { showResults: false });
    expect((await client.get(portal)).json()).toEqual({ shared: false });
    const other = await seedPublicFunnel(t, 'Outro', { status: 'published', clientName: 'Outra' });
    expect((await client.get(`/api/client/canvas/${other.canvas.id}/results`)).statusCode).toBe(404);
  });
});
