import { describe, expect, it } from 'vitest';
import { COMPONENT_ICONS } from '../../client/components/component-icon.tsx';
import { COMPONENT_CATALOGUE, COMPONENT_TYPES, componentDefOrFallback, componentSize, getComponentDef, isPageType, searchCatalogue } from './catalogue.ts';

// docs/product.md: the complete list of component types.
const SPEC_TYPES = [
  'landing-page',
  'thank-you-page',
  'quiz-page',
  'checkout-page',
  'upsell-page',
  'downsell-page',
  'purchase-confirmation',
  'members-area',
  'ecommerce-site',
  'capture-page',
  'email',
  'automation',
  'ad',
  'fill-action',
  'click-action',
  'watch-action',
  'share-action',
  'download-action',
  'reply-action',
  'start-action',
  'access-action',
  'buy-action',
  'abandon-cart',
  'create-account',
  'facebook-ads',
  'instagram-ads',
  'google-ads',
  'tiktok-ads',
  'pinterest-ads',
  'linkedin-ads',
  'blog',
  'seo',
  'facebook-organic',
  'instagram-organic',
  'youtube-organic',
  'influencers',
  'affiliates',
  'whatsapp-groups',
  'instagram-community',
  'whatsapp-community',
  'leads-base',
  'qr-code',
  'vsl',
  'calendly',
  'whatsapp-button',
  'product-catalog',
  'product-page',
  'cart-recovery',
  'webinar',
  'webinar-replay',
  'countdown',
];

describe('component catalogue (docs/product.md)', () => {
  it('holds exactly the spec types, each once', () => {
    expect([...COMPONENT_TYPES].sort()).toEqual([...SPEC_TYPES].sort());
    expect(new Set(COMPONENT_TYPES).size).toBe(COMPONENT_TYPES.length);
  });

  it('has the nine -action types', () => {
    expect(COMPONENT_TYPES.filter((t) => t.endsWith('-action'))).toHaveLength(9);
  });

  it('gives every type a pt-BR title, a short description, a hex colour and a known icon', () => {
    for (const d of COMPONENT_CATALOGUE) {
      expect(d.title.trim().length, d.type).toBeGreaterThan(1);
      expect(d.description.length, d.type).toBeGreaterThan(5);
      expect(d.description.length, d.type).toBeLessThanOrEqual(60);
      expect(d.color, d.type).toMatch(/^#[0-9a-f]{6}$/);
      expect(COMPONENT_ICONS[d.icon], `${d.type} icon ${d.icon}`).toBeDefined();
      expect(['page', 'traffic', 'social', 'community', 'action', 'other']).toContain(d.category);
    }
  });

  it('sizes per docs/product.md', () => {
    expect(componentSize('landing-page')).toEqual({ width: 200, height: 240 });
    expect(componentSize('checkout-page')).toEqual({ width: 200, height: 240 });
    expect(componentSize('members-area')).toEqual({ width: 200, height: 240 });
    for (const t of ['ad', 'facebook-ads', 'linkedin-ads', 'instagram-organic', 'whatsapp-groups', 'instagram-community', 'whatsapp-button']) {
      expect(componentSize(t), t).toEqual({ width: 120, height: 120 });
    }
    for (const t of ['email', 'automation', 'buy-action', 'countdown', 'seo']) expect(componentSize(t), t).toEqual({ width: 180, height: 60 });
    expect(componentSize('something-unknown')).toEqual({ width: 180, height: 60 });
    for (const d of COMPONENT_CATALOGUE) {
      const ok = [
        [200, 240],
        [120, 120],
        [180, 60],
      ].some(([w, h]) => d.size.width === w && d.size.height === h);
      expect(ok, d.type).toBe(true);
      expect(d.size.width === 200, d.type).toBe(d.category === 'page');
    }
  });

  it('looks types up, with a fallback for unknown ones', () => {
    expect(getComponentDef('email')?.title).toBe('E-mail');
    expect(getComponentDef('nope')).toBeUndefined();
    expect(componentDefOrFallback('nope')).toMatchObject({ type: 'nope', title: 'nope', icon: 'box' });
    expect(isPageType('quiz-page')).toBe(true);
    expect(isPageType('email')).toBe(false);
    // sizes handed out are copies: mutating one does not change the catalogue
    const s = componentSize('email');
    s.width = 1;
    expect(componentSize('email').width).toBe(180);
  });

  it('filters by title or description, ignoring case and accents', () => {
    expect(searchCatalogue('').length).toBe(COMPONENT_CATALOGUE.length);
    expect(searchCatalogue('checkout').map((d) => d.type)).toContain('checkout-page');
    expect(searchCatalogue('PAGINA DE CAPTURA').map((d) => d.type)).toEqual(['capture-page']);
    expect(searchCatalogue('formulário').map((d) => d.type)).toContain('fill-action');
    expect(searchCatalogue('zzzz')).toEqual([]);
  });
});
