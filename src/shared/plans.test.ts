import { describe, expect, it } from 'vitest';
import { PLANS, planTexts } from './plans.ts';

describe('plan texts (D20)', () => {
  it('are derived from the limits, the price and the features', () => {
    expect(PLANS.business.suggestedFor).toBe('Para agências com até 3 clientes');
    expect(PLANS.enterprise.suggestedFor).toBe('Para agências com mais de 3 clientes');
    expect(PLANS.business.highlights.slice(0, 3)).toEqual(['Até 3 clientes', 'Até 5 funis por cliente', 'Adicione usuários quando quiser, R$ 57/mês cada']);
    expect(PLANS.enterprise.highlights.slice(0, 3)).toEqual(['Clientes ilimitados', 'Funis ilimitados', 'Adicione usuários quando quiser, R$ 127/mês cada']);
    expect(PLANS.enterprise.highlights).toContain('Templates de funis');
    expect(PLANS.business.highlights).not.toContain('Templates de funis');
    expect(PLANS.business.highlights.at(-1)).toBe('Suporte por email');
  });

  it('follow a change of limit', () => {
    const t = planTexts({ ...PLANS.business, maxClients: 7, maxFunnelsPerClient: null });
    expect(t.suggestedFor).toBe('Para agências com até 7 clientes');
    expect(t.highlights.slice(0, 2)).toEqual(['Até 7 clientes', 'Funis ilimitados']);
  });
});
