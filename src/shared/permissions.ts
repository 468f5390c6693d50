// Roles x views x actions (docs/product.md; D3, D7). The sidebar, the route
// guards and the server's checks all read this file.
import { planAllows } from './plans.ts';

export const ROLES = ['admin', 'gestor', 'creator'] as const;
export type Role = (typeof ROLES)[number];

export const DASHBOARD_VIEWS = ['overview', 'clients', 'funnels', 'canvas-editor', 'templates', 'account', 'resultados'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/** The facts about the acting agency user that permissions depend on. */
export interface AgencyActor {
  isAgencyUser: boolean; // false = the owner (D3)
  role: Role;
  plan: string;
}

export function isOwner(a: AgencyActor): boolean {
  return !a.isAgencyUser;
}

export function canAccessView(a: AgencyActor, view: DashboardView): boolean {
  if (isOwner(a) || a.role === 'admin') return true;
  if (a.role === 'gestor') return view !== 'account';
  // creator: Resultados too, since the snippet is no secret (it sits on the client's pages).
  if (view === 'funnels' || view === 'canvas-editor' || view === 'resultados') return true;
  if (view === 'templates') return planAllows(a.plan, 'templates');
  return false;
}

/** Where a refused view sends the user (spec: creator to funnels, others to overview). */
export function fallbackView(a: AgencyActor): DashboardView {
  return a.role === 'creator' && !isOwner(a) ? 'funnels' : 'overview';
}

export function deniedHint(a: AgencyActor): string {
  if (a.role === 'creator') {
    return planAllows(a.plan, 'templates')
      ? 'Criadores têm acesso apenas a Funis, Templates e Resultados.'
      : 'Criadores têm acesso apenas a Funis e Resultados.';
  }
  return 'Gestores não podem acessar configurações de conta.';
}

export type Action =
  | 'metrics:read'
  | 'activity:read'
  | 'clients:read'
  | 'clients:write'
  | 'accesses:read'
  | 'accesses:write'
  | 'accesses:reveal'
  | 'canvases:read'
  | 'canvases:write'
  | 'templates:use'
  | 'team:read'
  | 'team:write'
  /** Changing a member's role (decision 008): the owner and admins; never the owner's own role. */
  | 'team:roles'
  | 'agency:write'
  | 'plans:read'
  | 'billing:write';

/** Server-side action rules (D7). Plan gating (templates, public links) is checked with planAllows. */
export function can(a: AgencyActor, action: Action): boolean {
  const owner = isOwner(a);
  if (owner) return true;
  switch (a.role) {
    case 'admin':
      // Team members never manage the team nor see plans (docs/product.md).
      return action !== 'team:write' && action !== 'plans:read' && action !== 'billing:write';
    case 'gestor':
      return !['team:write', 'team:roles', 'agency:write', 'plans:read', 'billing:write', 'accesses:reveal'].includes(action);
    case 'creator':
      return (
        ['clients:read', 'canvases:read', 'canvases:write', 'team:read'].includes(action) || (action === 'templates:use' && planAllows(a.plan, 'templates'))
      );
    default:
      return false;
  }
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin - Acesso total (padrão)',
  gestor: 'Gestor - Tudo exceto configurações',
  creator: 'Criador - Funis e templates',
};
export function roleLabel(role: Role, plan: string): string {
  if (role === 'creator') return planAllows(plan, 'templates') ? 'Criador - Funis e templates' : 'Criador - Funis apenas';
  return ROLE_LABELS[role];
}
