// The funnels the landing page draws: a VSL direct sale with upsell and cart recovery (hero),
// a webinar launch (editor section) and a capture funnel (client portal). Positions are
// canvas coordinates, as a template would store them.
import type { ArtLayout } from './funnel-art.tsx';

export const HERO_WIDE: ArtLayout = {
  width: 1250,
  height: 600,
  nodes: [
    { id: 'fb', type: 'facebook-ads', x: 24, y: 80 },
    { id: 'ig', type: 'instagram-ads', x: 24, y: 390 },
    { id: 'vsl', type: 'vsl', title: 'VSL Método 7D', x: 224, y: 180 },
    { id: 'checkout', type: 'checkout-page', x: 494, y: 180 },
    { id: 'upsell', type: 'upsell-page', title: 'Upsell Mentoria', x: 764, y: 30 },
    { id: 'thanks', type: 'thank-you-page', title: 'Obrigado', x: 1026, y: 180 },
    { id: 'abandon', type: 'abandon-cart', x: 504, y: 510 },
    { id: 'recovery', type: 'cart-recovery', title: 'Recuperação', x: 774, y: 510 },
  ],
  edges: [
    { from: 'fb', to: 'vsl' },
    { from: 'ig', to: 'vsl' },
    { from: 'vsl', to: 'checkout' },
    { from: 'checkout', to: 'upsell' },
    { from: 'upsell', to: 'thanks' },
    { from: 'checkout', to: 'abandon', dashed: true },
    { from: 'abandon', to: 'recovery' },
  ],
};

export const HERO_TALL: ArtLayout = {
  width: 460,
  height: 740,
  nodes: [
    { id: 'fb', type: 'facebook-ads', x: 30, y: 40 },
    { id: 'ig', type: 'instagram-ads', x: 30, y: 220 },
    { id: 'vsl', type: 'vsl', title: 'VSL Método 7D', x: 240, y: 40 },
    { id: 'checkout', type: 'checkout-page', x: 240, y: 370 },
    { id: 'thanks', type: 'thank-you-page', title: 'Obrigado', x: 10, y: 400 },
    { id: 'abandon', type: 'abandon-cart', x: 250, y: 670 },
  ],
  edges: [
    { from: 'fb', to: 'vsl' },
    { from: 'ig', to: 'vsl' },
    { from: 'vsl', to: 'checkout' },
    { from: 'checkout', to: 'thanks' },
    { from: 'checkout', to: 'abandon', dashed: true },
  ],
};

/** Editor section: a webinar launch built from the palette. */
export const WEBINAR: ArtLayout = {
  width: 980,
  height: 560,
  nodes: [
    { id: 'google', type: 'google-ads', x: 30, y: 60 },
    { id: 'ig', type: 'instagram-ads', x: 30, y: 260 },
    { id: 'capture', type: 'capture-page', title: 'Inscrição Webinar', x: 230, y: 110 },
    { id: 'leads', type: 'leads-base', x: 240, y: 440 },
    { id: 'group', type: 'whatsapp-groups', title: 'Grupo VIP', x: 530, y: 30 },
    { id: 'webinar', type: 'webinar', title: 'Webinar ao vivo', x: 520, y: 250 },
    { id: 'email', type: 'email', title: 'Lembretes', x: 520, y: 440 },
    { id: 'checkout', type: 'checkout-page', x: 770, y: 170 },
  ],
  edges: [
    { from: 'google', to: 'capture' },
    { from: 'ig', to: 'capture' },
    { from: 'capture', to: 'group' },
    { from: 'capture', to: 'webinar' },
    { from: 'capture', to: 'leads', dashed: true },
    { from: 'leads', to: 'email' },
    { from: 'email', to: 'webinar', dashed: true },
    { from: 'webinar', to: 'checkout' },
  ],
};
