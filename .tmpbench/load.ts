import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { docFromContent } from '../src/shared/canvas/doc.ts';
const N = 1000;
const components = Array.from({ length: N }, (_, i) => ({ id: `component-${i}`, type: 'landing-page', position: { x: (i % 40) * 280, y: Math.floor(i / 40) * 320 }, data: { title: `Etapa ${i}`, description: '' } }));
const connections = components.slice(1).map((c, i) => ({ id: `e${i}`, from: `component-${i}`, to: c.id, style: { dashed: false, organic: true, endType: 'dot' as const } }));
for (let r = 0; r < 3; r++) {
  let t = performance.now();
  const doc = docFromContent({ components, connections, textElements: [], comments: [], drawings: [] } as never);
  const a = performance.now() - t; t = performance.now();
  const u = Y.encodeStateAsUpdate(doc);
  const b = performance.now() - t; t = performance.now();
  const d2 = new Y.Doc(); Y.applyUpdate(d2, u);
  const c = performance.now() - t;
  console.log(`docFromContent ${a.toFixed(0)} ms, encode ${b.toFixed(0)} ms (${u.length} B), apply ${c.toFixed(0)} ms`);
}
