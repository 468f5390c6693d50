import { describe, expect, it } from 'vitest';
import { getComponentDef } from '#shared/canvas/catalogue.ts';
import { PLANS } from '#shared/plans.ts';
import { hasIcon, nodeDef } from './catalogue-art.tsx';
import { titleLines } from './funnel-art.tsx';
import { HERO_TALL, HERO_WIDE, WEBINAR } from './layouts.ts';
import { PALETTE } from './palette.ts';
import { compactPrice, comparisonRows, enterpriseLabel, startNowLabel, subscribeHref } from './plans-view.ts';

describe('landing drawings', () => {
  const layouts = [HERO_WIDE, HERO_TALL, WEBINAR];
  it('draw only real catalogue components, with their own icons', () => {
    const types = [...layouts.flatMap((l) => l.nodes.map((n) => n.type)), ...PALETTE.flatMap((g) => g.types)];
    for (const t of types) {
      const def = getComponentDef(t);
      expect(def, t).toBeDefined();
      expect(hasIcon(def!.icon), `${t}: ${def!.icon}`).toBe(true);
      expect(nodeDef(t)).toMatchObject({ title: def!.title, color: def!.color });
    }
  });
  it('use the editor shapes (page, square ads, bars)', () => {
    expect(nodeDef('vsl').shape).toBe('page');
    expect(nodeDef('facebook-ads').shape).toBe('square');
    expect(nodeDef('email').shape).toBe('bar');
  });
  it('connect existing components and keep them inside the drawing', () => {
    for (const l of layouts) {
      const ids = new Set(l.nodes.map((n) => n.id));
      for (const e of l.edges) expect(ids.has(e.from) && ids.has(e.to), `${e.from}->${e.to}`).toBe(true);
      for (const n of l.nodes) {
        const w = { page: 200, square: 120, bar: 180 }[nodeDef(n.type).shape];
        expect(n.x >= 0 && n.x + w <= l.width, n.id).toBe(true);
      }
    }
  });
  it('wraps long titles on two lines', () => {
    expect(titleLines('Checkout', 14)).toEqual(['Checkout']);
    expect(titleLines('Abandono de Carrinho', 14)).toEqual(['Abandono de', 'Carrinho']);
    expect(titleLines('Recuperação de Carrinho Abandonado', 14)).toEqual(['Recuperação de', 'Carrinho Aban…']);
  });
});

describe('landing plans (D20, D11)', () => {
  it('labels and links come from the plan table', () => {
    expect(compactPrice(PLANS.business)).toBe(`R$${PLANS.business.priceCents / 100}`);
    expect(startNowLabel()).toBe('Começar Agora - R$57/mês');
    expect(enterpriseLabel()).toBe(`Assinar Enterprise - R$${PLANS.enterprise.priceCents / 100}/mês`);
    expect(subscribeHref('enterprise')).toBe('/subscribe?plan=enterprise');
  });
  it('the comparison table follows the plan limits and features', () => {
    const rows = Object.fromEntries(comparisonRows().map((r) => [r.label, r.cells]));
    expect(rows.Clientes).toEqual({ business: `Até ${PLANS.business.maxClients}`, enterprise: 'Ilimitados' });
    expect(rows['Templates de funis prontos']).toEqual({ business: PLANS.business.features.templates, enterprise: PLANS.enterprise.features.templates });
    expect(rows['Links públicos de revisão']).toEqual({ business: PLANS.business.features.publicLinks, enterprise: PLANS.enterprise.features.publicLinks });
    expect(rows.Suporte).toEqual({ business: 'Por email', enterprise: 'Prioritário' });
  });
});
