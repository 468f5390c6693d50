// The forecast fields over REST: the agency saves and reads them (with and without
// If-Match), out-of-range values are refused with the schema's pt-BR message and change nothing,
// a client can never set them, and the portal and the public link read the published version's.
import { describe, expect, it } from 'vitest';
import { ApiClient, loginAs, withTestApp } from '../../../../../tests/helpers/app.ts';
import { clientLogin, seedPublicFunnel } from '../../../../../tests/helpers/portal.ts';
import { computeForecast } from '../../../../shared/canvas/forecast.ts';

const t = withTestApp();

type Comp = { id: string; data: Record<string, unknown> };

async function setup() {
  const { ag, cl, link, canvas } = await seedPublicFunnel(t, 'Funil com previsão', { status: 'draft', clientName: 'Loja Previsão' });
  const api = await loginAs(t.app, ag.email, ag.password);
  const url = `/api/canvases/${canvas.id}`;
  const read = async () => {
    const res = await api.get(url);
    expect(res.statusCode).toBe(200);
    return { etag: String(res.headers.etag), content: res.json().content as { components: Comp[]; forecast?: unknown } };
  };
  /** The example: capture page 20 %, checkout 10 % at R$ 100. */
  const rated = (components: Comp[]) =>
    components.map((c) => ({
      ...c,
      data: { ...c.data, ...(c.id === 'component-1' ? { conversionRate: 20 } : { conversionRate: 10, price: 100 }) },
    }));
  return { ag, cl, link, canvas, api, url, read, rated };
}

describe('forecast over REST', () => {
  it('PATCH saves the settings and the rates; GET reads them back; the figures are the issue example', async () => {
    const s = await setup();
    const { content } = await s.read();
    expect(content.forecast).toBeUndefined();
    const res = await s.api.patch(s.url, { content: { components: s.rated(content.components), forecast: { visitors: 10_000, enabled: true } } });
    expect(res.statusCode, res.body).toBe(200);
    const back = (await s.read()).content;
    expect(back.forecast).toEqual({ visitors: 10_000, enabled: true });
    expect(back.components.map((c) => [c.data.conversionRate, c.data.price ?? null])).toEqual([
      [20, null],
      [10, 100],
    ]);
    const f = computeForecast(back as never);
    expect(f?.steps.get('component-2')?.people).toBe(2000);
    expect(f?.totalRevenue).toBe(20_000);

    // settings alone, without components: switched off, the rates stay
    expect((await s.api.patch(s.url, { content: { forecast: { visitors: 10_000, enabled: false } } })).statusCode).toBe(200);
    const off = (await s.read()).content;
    expect(off.forecast).toEqual({ visitors: 10_000, enabled: false });
    expect(off.components[1].data.price).toBe(100);
  });

  it('with If-Match, two saves from one version changing different settings both count', async () => {
    const s = await setup();
    await s.api.patch(s.url, { content: { forecast: { visitors: 1000, enabled: true } } });
    const { etag } = await s.read();
    const a = await s.api.request('PATCH', s.url, { content: { forecast: { visitors: 5000, enabled: true } } }, { 'if-match': etag });
    expect(a.statusCode, a.body).toBe(200);
    const b = await s.api.request('PATCH', s.url, { content: { forecast: { visitors: 1000, enabled: false } } }, { 'if-match': etag });
    expect(b.statusCode, b.body).toBe(200);
    expect((await s.read()).content.forecast).toEqual({ visitors: 5000, enabled: false });
  });

  it('refuses negative, over 100 and non-numeric values with the pt-BR message, and changes nothing', async () => {
    const s = await setup();
    const { content } = await s.read();
    await s.api.patch(s.url, { content: { components: s.rated(content.components), forecast: { visitors: 10_000, enabled: true } } });
    const before = (await s.read()).content;
    const withData = (id: string, data: Record<string, unknown>) => before.components.map((c) => (c.id === id ? { ...c, data: { ...c.data, ...data } } : c));
    const cases: [unknown, string][] = [
      [{ forecast: { visitors: -1, enabled: true } }, 'Visitantes por mês não pode ser negativo'],
      [{ forecast: { visitors: 'muitos', enabled: true } }, 'Visitantes por mês inválidos'],
      [{ forecast: { visitors: 10.5, enabled: true } }, 'Visitantes por mês deve ser um número inteiro'],
      [{ components: withData('component-1', { conversionRate: 120 }) }, 'A taxa de conversão deve ser um número de 0 a 100'],
      [{ components: withData('component-1', { conversionRate: -3 }) }, 'A taxa de conversão deve ser um número de 0 a 100'],
      [{ components: withData('component-1', { conversionRate: '20%' }) }, 'A taxa de conversão deve ser um número de 0 a 100'],
      [{ components: withData('component-2', { price: -10 }) }, 'O preço não pode ser negativo'],
    ];
    for (const [body, message] of cases) {
      const res = await s.api.patch(s.url, { content: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    const share = await s.api.patch(s.url, {
      content: { connections: [{ id: 'connection-1', from: 'component-1', to: 'component-2', share: 101 }] },
    });
    expect(share.statusCode).toBe(400);
    expect(share.json().error).toContain('A divisão do tráfego deve ser um número de 0 a 100');
    const publish = await s.api.put(s.url, { status: 'published', content: { forecast: { visitors: -5, enabled: true } } });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().error).toContain('Visitantes por mês não pode ser negativo');
    expect((await s.read()).content).toEqual(before);
  });

  it('portal and public link read the published version’s settings; a client cannot set them', async () => {
    const s = await setup();
    const { content } = await s.read();
    const pub = await s.api.put(s.url, {
      status: 'published',
      content: { components: s.rated(content.components), forecast: { visitors: 10_000, enabled: true } },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    // a later draft change is not what the client sees
    await s.api.patch(s.url, { content: { forecast: { visitors: 99, enabled: true } } });

    const c = await clientLogin(t, s.cl.email, s.cl.password);
    const portal = (await c.get(`/api/client/canvas/${s.canvas.id}`)).json();
    expect(portal.content.forecast).toEqual({ visitors: 10_000, enabled: true });
    expect(portal.content.components[1].data).toMatchObject({ conversionRate: 10, price: 100 });
    const pub2 = (await new ApiClient(t.app).get(`/api/public/canvas/${s.link}`)).json();
    expect(pub2.content.forecast).toEqual({ visitors: 10_000, enabled: true });
    expect(computeForecast(pub2.content)?.totalRevenue).toBe(20_000);

    // the client's save carries forecast fields: only its comments and drawings are read
    const put = await c.put(`/api/client/canvas/${s.canvas.id}`, { content: { comments: [], forecast: { visitors: 1, enabled: false } } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await s.read()).content.forecast).toEqual({ visitors: 99, enabled: true });

    // publishing the change shows it
    expect((await s.api.put(s.url, { status: 'published' })).statusCode).toBe(200);
    expect((await c.get(`/api/client/canvas/${s.canvas.id}`)).json().content.forecast).toEqual({ visitors: 99, enabled: true });
  });
});
