// The API documents itself: /api/openapi.json lists every /api route with its
// answer's schema, and /api/docs shows it.
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operation = {
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
};
type OpenApi = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Operation>> };

const isDocsRoute = (url: string) => url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');
/** Fastify's /a/:id is OpenAPI's /a/{id}; a prefix's '/' twin (/api/clients/) is /api/clients. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

async function fetchDocument(): Promise<OpenApi> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document titled Funil API, with only /api routes', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Funil API', version: expect.any(String) });
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((p) => !p.startsWith('/api/') || isDocsRoute(p))).toEqual([]);
  });

  it('lists every /api route of the route table with a summary and a 200 or 201 answer schema', async () => {
    const doc = await fetchDocument();
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !isDocsRoute(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const { method, url } of routes) {
      const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      const ok = op?.responses['200'] ?? op?.responses['201'];
      if (!ok?.content?.['application/json']?.schema) missing.push(`${method} ${url}`);
      if (!op?.summary) missing.push(`${method} ${url}: no summary`);
    }
    expect(missing, 'routes without a documented answer').toEqual([]);
    // And nothing documented that the server does not answer.
    const served = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.filter((d) => !served.has(d))).toEqual([]);
  });

  it('declares every path parameter, and every schema in it is a valid JSON schema', async () => {
    const doc = await fetchDocument();
    const ajv = new Ajv({ strict: false, allErrors: true });
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const name of pathParams) {
          if (!op.parameters?.some((p) => p.in === 'path' && p.name === name && p.required)) problems.push(`${where}: path parameter ${name} not declared`);
        }
        const schemas = [
          ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema),
          ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)),
        ];
        for (const schema of schemas) {
          try {
            ajv.compile(schema ?? {});
          } catch (e) {
            problems.push(`${where}: ${(e as Error).message}`);
          }
        }
        // The one error shape is documented on every route.
        if (!op.responses['4XX']?.content?.['application/json']?.schema) problems.push(`${where}: no 4xx answer`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('answers the Swagger UI page, and its script and style', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Funil API</title>');
    expect(page.body).toContain('id="swagger-ui"');
    for (const asset of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/static/${asset}` });
      expect(res.statusCode, asset).toBe(200);
    }
  });
});
