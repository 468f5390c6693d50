// The funnels the landing page draws: a VSL direct sale with upsell and cart recovery (hero),
// a webinar launch (editor section) and a capture funnel (client portal). Positions are
// canvas coordinates, as a template would store them.
import type { ArtLayout, ArtNode } from './funnel-art.tsx';

/** The components the drawings use, by id: the catalogue type and, where renamed, the title. */
const PARTS: Record<string, Omit<ArtNode, 'id' | 'x' | 'y'>> = {
  fb: { type: 'facebook-ads' },
  ig: { type: 'instagram-ads' },
  google: { type: 'google-ads' },
  vsl: { type: 'vsl', title: 'VSL Método 7D' },
  capture: { type: 'capture-page', title: 'Inscrição Webinar' },
  leads: { type: 'leads-base' },
  group: { type: 'whatsapp-groups', title: 'Grupo VIP' },
  webinar: { type: 'webinar', title: 'Webinar ao vivo' },
  email: { type: 'email', title: 'Lembretes' },
  checkout: { type: 'checkout-page' },
  upsell: { type: 'upsell-page', title: 'Upsell Mentoria' },
  thanks: { type: 'thank-you-page', title: 'Obrigado' },
  abandon: { type: 'abandon-cart' },
  recovery: { type: 'cart-recovery', title: 'Recuperação' },
};

/**
 * A drawing: each part at [x, y], drawn in that order; edges as 'from>to', or 'from..>to' for a
 * dashed one (a branch taken only sometimes).
 */
function layout(width: number, height: number, at: Record<string, [number, number]>, edges: string): ArtLayout {
  return {
    width,
    height,
    nodes: Object.entries(at).map(([id, [x, y]]) => ({ id, ...PARTS[id], x, y }) as ArtNode),
    edges: edges.split(' ').map((e) => {
      const [from, to] = e.split(/\.{0,2}>/);
      return { from, to, ...(e.includes('..>') ? { dashed: true } : {}) };
    }),
  };
}

export const HERO_WIDE = layout(
  1250,
  600,
  { fb: [24, 80], ig: [24, 390], vsl: [224, 180], checkout: [494, 180], upsell: [764, 30], thanks: [1026, 180], abandon: [504, 510], recovery: [774, 510] },
  'fb>vsl ig>vsl vsl>checkout checkout>upsell upsell>thanks checkout..>abandon abandon>recovery',
);

export const HERO_TALL = layout(
  460,
  740,
  { fb: [30, 40], ig: [30, 220], vsl: [240, 40], checkout: [240, 370], thanks: [10, 400], abandon: [250, 670] },
  'fb>vsl ig>vsl vsl>checkout checkout>thanks checkout..>abandon',
);

/** Editor section: a webinar launch built from the palette. */
export const WEBINAR = layout(
  980,
  560,
  { google: [30, 60], ig: [30, 260], capture: [230, 110], leads: [240, 440], group: [530, 30], webinar: [520, 250], email: [520, 440], checkout: [770, 170] },
  'google>capture ig>capture capture>group capture>webinar capture..>leads leads>email email..>webinar webinar>checkout',
);
