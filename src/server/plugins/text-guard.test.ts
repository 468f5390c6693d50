import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, buildTestApp, loginAs, seedAgency, type TestApp } from '../../../tests/helpers/app.ts';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  const s = await seedAgency(t.db);
  api = await loginAs(t.app, s.email, s.password);
});
afterAll(() => t.close());

describe('text guard', () => {
  it('answers 400 with the pt-BR message for NUL and lone surrogates in any body, never 5xx', async () => {
    for (const raw of ['{"name":"a\\u0000b"}', '{"name":"\\ud800"}', '{"x":{"\\udc00":1}}']) {
      const res = await api.request('POST', '/api/clients', JSON.parse(raw));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('O texto contém um caractere inválido.');
    }
  });
});
