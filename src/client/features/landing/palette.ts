// The component groups the canvas editor section draws as a palette; landing.test.ts checks
// that they are real catalogue components.
export const PALETTE = [
  { label: 'Páginas', types: ['landing-page', 'vsl', 'checkout-page', 'upsell-page'] },
  { label: 'Tráfego', types: ['facebook-ads', 'google-ads', 'instagram-ads'] },
  { label: 'Comunidades e mensagens', types: ['whatsapp-groups', 'email', 'automation', 'cart-recovery'] },
];
