// Every JSON body is read once, by one parser, before any route sees it (decision 006): nesting
// past MAX_JSON_DEPTH and the keys that reach an object's prototype are refused with a pt-BR 400,
// signed in or not, whatever the route.
import { describe, expect, it } from 'vitest';
import { HOSTILE_KEY_MESSAGE, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '#shared/json-shape.ts';
import { ApiClient, loginAs, withTestApp } from '../../../tests/helpers/app.ts';
import { component } from '../../../tests/helpers/canvas-fixtures.ts';
import { seedLiveCanvas } from '../../../tests/helpers/collab.ts';

const t = withTestApp();

/** `depth` arrays inside each other, as text (JSON.stringify of such a value would itself overflow). */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** An object `depth` levels deep: {"a":{"a":...{}}}. */
const nestedObject = (depth: number): unknown => {
  let v: unknown = {};
  for (let i = 1; i < depth; i++) v = { a: v };
  return v;
};

function sendRaw(url: string, method: 'POST' | 'PATCH' | 'PUT', payload: string, cookie?: string) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });
}

describe('JSON bodies', () => {
  it('refuses 9,000 nested arrays in a login body with 400 in pt-BR, not 500', async () => {
    const res = await sendRaw('/api/auth/login', 'POST', `{"email":"a@b.test","password":${nestedArrays(9000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TOO_DEEP_MESSAGE);
  });

  it('refuses component data nested past the limit, so a later If-Match PATCH still works', async () => {
    const s = await seedLiveCanvas(t);
    const deep = { ...component('c3', 'Fundo'), data: { title: 'Fundo', description: '', extra: nestedObject(3000) } };
    const url = `/api/canvases/${s.canvas.id}`;
    const refused = await s.api.patch(url, { content: { components: [component('c1', 'Captura'), deep] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(TOO_DEEP_MESSAGE);

    const open = await s.api.get(url);
    expect(open.statusCode).toBe(200);
    const merged = await s.api.request(
      'PATCH',
      url,
      { content: { components: [component('c1', 'Depois'), component('c2', 'Vendas', 300)] } },
      { 'if-match': open.headers.etag as string },
    );
    expect(merged.statusCode).toBe(200);
    expect(merged.json().content.components.map((c: { data: { title: string } }) => c.data.title)).toEqual(['Depois', 'Vendas']);
  });

  it('lets a body exactly MAX_JSON_DEPTH deep reach the route, and refuses one level more', async () => {
    const api = new ApiClient(t.app);
    const at = await sendRaw('/api/auth/login', 'POST', `{"email":"a@b.test","password":${nestedArrays(MAX_JSON_DEPTH - 1)}}`);
    expect(at.statusCode).toBe(400);
    expect(at.json().error).not.toBe(TOO_DEEP_MESSAGE); // the route's own schema answered
    const over = await sendRaw('/api/auth/login', 'POST', `{"email":"a@b.test","password":${nestedArrays(MAX_JSON_DEPTH)}}`);
    expect(over.json().error).toBe(TOO_DEEP_MESSAGE);
    expect((await api.post('/api/auth/login', { email: 'a@b.test', password: 'senha-errada' })).statusCode).toBe(401);
  });

  it('refuses __proto__, constructor and prototype keys at any depth with 400 in pt-BR, and creates nothing', async () => {
    const s = await seedLiveCanvas(t);
    const before = (await s.api.get('/api/canvases')).json().length;
    for (const key of ['constructor', 'prototype', '__proto__']) {
      const data = `{"title":"Chave","description":"","${key}":"x"}`;
      const created = await sendRaw(
        '/api/canvases',
        'POST',
        `{"title":"Com ${key}","clientId":"${s.client.id}","content":{"components":[{"id":"k","type":"landing","position":{"x":0,"y":0},"data":${data}}]}}`,
        s.cookie,
      );
      expect([key, created.statusCode, created.json().error]).toEqual([key, 400, HOSTILE_KEY_MESSAGE]);
      // deeper, and written with an escape that a text search would miss
      const escaped = key.replace('_', '\\u005f');
      const deeper = await sendRaw(`/api/canvases/${s.canvas.id}`, 'PATCH', `{"title":"Outro","x":[{"y":{"${escaped}":{"z":1}}}]}`, s.cookie);
      expect([key, deeper.statusCode, deeper.json().error]).toEqual([key, 400, HOSTILE_KEY_MESSAGE]);
      const anonymous = await sendRaw('/api/auth/login', 'POST', `{"email":"a@b.test","password":"x","${escaped}":{"admin":true}}`);
      expect([key, anonymous.statusCode, anonymous.json().error]).toEqual([key, 400, HOSTILE_KEY_MESSAGE]);
    }
    expect((await s.api.get('/api/canvases')).json().length).toBe(before);
    expect((await s.api.get(`/api/canvases/${s.canvas.id}`)).json().title).not.toBe('Outro');
  });

  it('still parses ordinary bodies and answers an empty or broken one in pt-BR', async () => {
    const s = await seedLiveCanvas(t);
    const ok = await s.api.patch(`/api/canvases/${s.canvas.id}`, {
      title: 'Renomeado',
      content: { components: [component('c1', 'Com "aspas" e [colchetes]')] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().content.components[0].data.title).toBe('Com "aspas" e [colchetes]');
    const empty = await sendRaw(`/api/canvases/${s.canvas.id}`, 'PATCH', '', s.cookie);
    expect(empty.statusCode).toBe(400);
    const broken = await sendRaw(`/api/canvases/${s.canvas.id}`, 'PATCH', '{"title":', s.cookie);
    expect([broken.statusCode, broken.json().error]).toEqual([400, 'Corpo da requisição não é um JSON válido']);
    await loginAs(t.app, s.email, s.password);
  });
});
