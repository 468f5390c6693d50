// The funnel the browser benches open (canvas, presentation, export): n components in a grid
// around the origin, each connected to the next and some further on.
const TYPES = ['landing-page', 'email', 'facebook-ads', 'checkout-page', 'automation', 'whatsapp-groups', 'buy-action', 'upsell-page'];

/** `withReview`: a description per step, a comment on every tenth, and the forecast on (what slides and exports show). */
export function benchFunnel(n: number, { withReview = false }: { withReview?: boolean } = {}) {
  const cols = Math.ceil(Math.sqrt(n * 1.6));
  const components = Array.from({ length: n }, (_, i) => ({
    id: `component-${i}`,
    type: TYPES[i % TYPES.length],
    position: { x: 10000 - (cols * 280) / 2 + (i % cols) * 280, y: 7500 - (Math.ceil(n / cols) * 320) / 2 + Math.floor(i / cols) * 320 },
    data: withReview
      ? { title: `Etapa ${i + 1}`, description: `Descrição da etapa ${i + 1}`, conversionRate: 50, ...(i % 8 === 6 ? { price: 97 } : {}) }
      : { title: `Etapa ${i + 1}`, description: '' },
  }));
  const connections = Array.from({ length: n }, (_, i) => ({
    id: `connection-${i}`,
    from: `component-${i}`,
    to: `component-${i % 3 === 0 ? (i + cols) % n : (i + 1) % n}`,
    style: { dashed: i % 4 === 0, organic: i % 5 !== 0, endType: i % 2 ? 'arrow' : 'dot' },
  })).filter((c) => c.from !== c.to);
  if (!withReview) return { components, connections, textElements: [], comments: [], drawings: [] };
  const comments = Array.from({ length: Math.ceil(n / 10) }, (_, i) => ({
    id: `comment-${i}`,
    position: { x: 10, y: 10 },
    componentId: `component-${i * 10}`,
    content: `Revisar a etapa ${i * 10 + 1}`,
    author: 'Cliente',
    authorKind: 'client',
    timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  }));
  return { components, connections, textElements: [], comments, drawings: [], forecast: { visitors: 10000, enabled: true } };
}
