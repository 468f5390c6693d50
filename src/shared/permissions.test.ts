import { describe, expect, it } from 'vitest';
import { can, canAccessView, DASHBOARD_VIEWS, fallbackView } from './permissions.ts';
import { getPlan, PLANS, planAllows } from './plans.ts';

const owner = { isAgencyUser: false, role: 'admin' as const, plan: 'business' };
const admin = { isAgencyUser: true, role: 'admin' as const, plan: 'business' };
const gestor = { isAgencyUser: true, role: 'gestor' as const, plan: 'business' };
const creatorB = { isAgencyUser: true, role: 'creator' as const, plan: 'business' };
const creatorE = { ...creatorB, plan: 'enterprise' };

describe('views per role (docs/product.md)', () => {
  it('owner and admin see all five', () => {
    for (const v of DASHBOARD_VIEWS) {
      expect(canAccessView(owner, v)).toBe(true);
      expect(canAccessView(admin, v)).toBe(true);
    }
  });
  it('gestor sees all but Conta', () => {
    expect(DASHBOARD_VIEWS.filter((v) => !canAccessView(gestor, v))).toEqual(['account']);
  });
  it('creator sees Funis, the editor and Resultados, Templates only on Enterprise', () => {
    expect(DASHBOARD_VIEWS.filter((v) => canAccessView(creatorB, v))).toEqual(['funnels', 'canvas-editor', 'resultados']);
    expect(DASHBOARD_VIEWS.filter((v) => canAccessView(creatorE, v))).toEqual(['funnels', 'canvas-editor', 'templates', 'resultados']);
  });
  it('redirects creators to funnels, others to overview', () => {
    expect(fallbackView(creatorB)).toBe('funnels');
    expect(fallbackView(gestor)).toBe('overview');
  });
});

describe('actions (D7)', () => {
  it('only the owner manages the team and billing', () => {
    expect(can(owner, 'team:write')).toBe(true);
    for (const a of [admin, gestor, creatorE]) {
      expect(can(a, 'team:write')).toBe(false);
      expect(can(a, 'billing:write')).toBe(false);
    }
  });
  it('creator reads clients but never changes them, and sees no metrics', () => {
    expect(can(creatorB, 'clients:read')).toBe(true);
    expect(can(creatorB, 'clients:write')).toBe(false);
    expect(can(creatorB, 'accesses:write')).toBe(false);
    expect(can(creatorB, 'metrics:read')).toBe(false);
    expect(can(creatorB, 'canvases:write')).toBe(true);
  });
  it('gestor cannot edit agency info', () => {
    expect(can(gestor, 'agency:write')).toBe(false);
    expect(can(gestor, 'clients:write')).toBe(true);
  });
});

describe('plans (D5, D20)', () => {
  it('has the spec prices and limits', () => {
    expect(PLANS.business.priceCents).toBe(5700);
    expect(PLANS.enterprise.priceCents).toBe(12700);
    expect(PLANS.business.maxClients).toBe(3);
    expect(PLANS.business.maxFunnelsPerClient).toBe(5);
    expect(PLANS.enterprise.maxClients).toBeNull();
  });
  it('gates templates, portal drawing and public links to Enterprise', () => {
    for (const f of ['templates', 'portalDrawing', 'publicLinks'] as const) {
      expect(planAllows('business', f)).toBe(false);
      expect(planAllows('enterprise', f)).toBe(true);
    }
    expect(getPlan('nonsense').id).toBe('business');
  });
});
