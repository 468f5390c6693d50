// The demo agency's first funnel, made the way a person makes one: through the API. A sample
// client with a portal access, a funnel from a template (its forecast on), published, and a
// comment the client left on it. Opening the demo then shows the whole loop: client, funnel,
// publication, the portal, the feedback (README "Primeiro tour").
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO } from './demo.ts';

export const DEMO_CLIENT = { name: 'Doce Arte Confeitaria', segment: 'Confeitaria artesanal', email: 'cliente.demo@funil.app', password: 'cliente1234' };
export const DEMO_COMMENT = 'Adorei! Podemos trocar a foto do bolo na página de vendas por uma da vitrine?';

type Api = <T>(method: InjectOptions['method'], url: string, body?: unknown) => Promise<T>;

async function signIn(app: FastifyInstance, url: string, credentials: { email: string; password: string }): Promise<Api> {
  const headers = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const login = await app.inject({ method: 'POST', url, headers, payload: credentials });
  if (login.statusCode !== 200) throw new Error(`${url}: ${login.statusCode} ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return async (method, path, body) => {
    const res = await app.inject({ method, url: path, headers: { ...headers, cookie }, ...(body === undefined ? {} : { payload: body as object }) });
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

interface Comment {
  id: string;
}

/** Runs once, right after the demo agency is created on an empty embedded database. */
export async function seedDemoTour(app: FastifyInstance): Promise<void> {
  const agency = await signIn(app, '/api/auth/login', DEMO);
  const client = await agency<{ id: string }>('POST', '/api/clients', { name: DEMO_CLIENT.name, segment: DEMO_CLIENT.segment });
  const [template] = await agency<{ id: string; title: string }[]>('GET', '/api/templates');
  if (!template) throw new Error('nenhum template para o funil de exemplo');
  const canvas = await agency<{ id: string }>('POST', '/api/canvases', {
    title: `${template.title} - ${DEMO_CLIENT.name}`,
    clientId: client.id,
    templateId: template.id,
  });
  await agency('PUT', `/api/canvases/${canvas.id}`, { status: 'published' });
  await agency('POST', `/api/clients/${client.id}/access`, { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password });

  const portal = await signIn(app, '/api/client/login', { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password });
  const seen = await portal<{ content: { components: { id: string; position: { x: number; y: number } }[]; comments: Comment[] } }>(
    'GET',
    `/api/client/canvas/${canvas.id}`,
  );
  const on = seen.content.components.at(-1);
  const comment = {
    id: `comment-${Date.now()}`,
    // Pinned to the step, its position is relative to the step, as the canvas's comment tool
    // writes it (an absolute one drew the pin off the canvas and the funnel opened at 10 %).
    position: on ? { x: 40, y: -30 } : { x: 0, y: 0 },
    content: DEMO_COMMENT,
    timestamp: new Date().toISOString(),
    componentId: on?.id ?? null,
  };
  await portal('PUT', `/api/client/canvas/${canvas.id}`, { content: { comments: [...seen.content.comments, comment] } });
}
