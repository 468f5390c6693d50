// The API describes itself: /api/openapi.json is generated from the routes' zod
// schemas (the same ones the client uses) and /api/docs shows it with Swagger UI. Only /api
// routes are documented: the SPA, /collab, /healthz and static files are not part of the API.
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_URL = '/api/openapi.json';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Sections of the reference, by the path's first segment after /api (the first match wins). */
const SECTIONS: [RegExp, string][] = [
  [/^\/api\/(auth\/register|billing|create-subscription|check-payment-status|payments|webhooks)\b/, 'Assinatura'],
  [/^\/api\/auth\b/, 'Sessão da agência'],
  [/^\/api\/(metrics|recent-comments)\b/, 'Visão geral'],
  [/^\/api\/clients\b/, 'Clientes e acessos'],
  [/^\/api\/canvases\b/, 'Funis'],
  [/^\/api\/(agency-users|agency-info)\b/, 'Equipe e agência'],
  [/^\/api\/templates\b/, 'Templates'],
  [/^\/api\/client\b/, 'Portal do cliente'],
  [/^\/api\/public\b/, 'Revisão pública'],
];
const sectionOf = (url: string) => SECTIONS.find(([re]) => re.test(url))?.[1] ?? 'Outros';

/**
 * Hides what is not an /api route, and the documentation's own routes. A resource's list
 * (/api/clients, registered as the prefix's '/') is documented without the trailing slash,
 * as the client calls it; Fastify answers both.
 */
function transform(doc: TransformInput) {
  const { url } = doc;
  if (!url.startsWith('/api/') || url === OPENAPI_URL || url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url };
  const { schema } = jsonSchemaTransform(doc);
  return { schema: { ...schema, tags: [sectionOf(url)] }, url: url.replace(/(.)\/$/, '$1') };
}

export default fp(async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Funil API',
        description:
          'API do Funil: agência (clientes, funis, equipe, assinatura), portal do cliente e revisão pública. ' +
          'Chamadas da agência e do portal usam o cookie de sessão; escritas exigem o cabeçalho X-Requested-With. ' +
          'Erros respondem { "error": "mensagem" }.',
        version: '1.0.0',
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Same origin only (the app's CSP): no badge from validator.swagger.io.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    theme: { title: 'Funil API' },
    // Our mark in the top bar, not the library's.
    logo: { type: 'image/svg+xml', content: readFileSync(new URL('../../client/public/favicon.svg', import.meta.url)), href: '/' },
  });
  app.get(OPENAPI_URL, { schema: { hide: true } }, async () => app.swagger());
});
