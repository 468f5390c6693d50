// Probe (not a bench): the cost of encoding a GET /api/canvases/{id} answer with its response schema.
import { performance } from 'node:perf_hooks';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { encodeOnce, memoSerializerCompiler } from '../../src/server/plugins/serializer.ts';
import { sanitizeContent } from '../../src/shared/canvas/sanitize.ts';
import { same } from '../../src/shared/canvas/three-way-merge.ts';
import { CanvasDtoSchema } from '../../src/shared/schemas/canvas-editor.ts';

const components = Array.from({ length: 100 }, (_, i) => ({
  id: `c${i}`,
  type: 'landing-page',
  position: { x: i * 260, y: 0 },
  data: { title: `Etapa ${i}`, description: 'Página de captura com formulário e oferta' },
}));
const connections = components.slice(1).map((c, i) => ({ id: `e${i}`, from: components[i].id, to: c.id }));
const content = sanitizeContent({ components, connections, textElements: [], comments: [], drawings: [] } as never);
const dto = {
  id: 'x',
  title: 't',
  description: null,
  status: 'draft',
  clientId: 'c',
  clientName: 'n',
  userId: null,
  creatorName: null,
  views: 0,
  publicLink: null,
  version: 0,
  dueDate: null,
  contentVersion: 3,
  updatedAt: new Date().toISOString(),
  createdAt: new Date().toISOString(),
  content,
};
const route = { schema: CanvasDtoSchema, method: 'GET', url: '/x', httpStatus: '200' };
const plain = serializerCompiler(route as never);
const memo = memoSerializerCompiler(route as never);
const time = (label: string, f: () => unknown, n = 300) => {
  for (let i = 0; i < 30; i++) f();
  const t = performance.now();
  for (let i = 0; i < n; i++) f();
  console.log(`${label}: ${(((performance.now() - t) / n) * 1000).toFixed(0)} µs`);
};
console.log(`answer ${plain(dto).length} bytes`);
time('zod encode + JSON (before)', () => plain(dto));
time('encodeOnce, content cached (after)', () => memo(encodeOnce({ ...dto }, 'content')));
time('sanitizeContent (before, every GET)', () => sanitizeContent(JSON.parse(JSON.stringify(content))));
time('same() deep compare (before, every GET)', () => same(content, JSON.parse(JSON.stringify(content))));
