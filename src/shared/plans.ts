// The one plan table (D5, D20): prices, limits and features. Landing page, account
// screen and server all read it; never write `if (plan === ...)` elsewhere.
export const PLAN_IDS = ['business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** PLAN_IDS is ordered from the smallest plan up; a move down is done by support (docs/product.md). */
export const isDowngrade = (from: PlanId, to: PlanId) => PLAN_IDS.indexOf(to) < PLAN_IDS.indexOf(from);

export interface PlanFeatures {
  templates: boolean;
  portalDrawing: boolean;
  publicLinks: boolean;
  exportAndPresent: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Price per user per month, in centavos. */
  priceCents: number;
  /** null = unlimited */
  maxClients: number | null;
  maxFunnelsPerClient: number | null;
  features: PlanFeatures;
  suggestedFor: string;
  highlights: string[];
}

export const PLANS: Record<PlanId, Plan> = {
  business: {
    id: 'business',
    name: 'Business',
    priceCents: 5700,
    maxClients: 3,
    maxFunnelsPerClient: 5,
    features: { templates: false, portalDrawing: false, publicLinks: false, exportAndPresent: true },
    suggestedFor: 'Para agências com até 10 clientes',
    highlights: [
      'Até 3 clientes',
      'Até 5 funis por cliente',
      'Painel do cliente básico',
      'Exportação em PDF',
      'Colaboração por comentários',
      'Suporte por email',
    ],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    priceCents: 12700,
    maxClients: null,
    maxFunnelsPerClient: null,
    features: { templates: true, portalDrawing: true, publicLinks: true, exportAndPresent: true },
    suggestedFor: 'Para agências com mais de 10 clientes',
    highlights: [
      'Clientes ilimitados',
      'Funis ilimitados',
      'Usuários ilimitados',
      'Painel do cliente avançado',
      'Exportação em PDF',
      'Templates de funis',
      'Aprovação de projetos',
      'Suporte prioritário',
    ],
  },
};

export function getPlan(id: string | null | undefined): Plan {
  return id === 'enterprise' ? PLANS.enterprise : PLANS.business;
}

export function isPlanId(v: unknown): v is PlanId {
  return typeof v === 'string' && (PLAN_IDS as readonly string[]).includes(v);
}

export function planAllows(plan: string, feature: keyof PlanFeatures): boolean {
  return getPlan(plan).features[feature];
}

export function formatPlanPrice(plan: Plan): string {
  return `R$ ${(plan.priceCents / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}`;
}

/** D5: a limit reached is refused with a message naming the limit and the plan. */
export function clientLimitMessage(plan: Plan): string {
  return `Limite de ${plan.maxClients} clientes do plano ${plan.name} atingido. Faça upgrade para o Enterprise para ter clientes ilimitados.`;
}
export function funnelLimitMessage(plan: Plan): string {
  return `Limite de ${plan.maxFunnelsPerClient} funis por cliente do plano ${plan.name} atingido. Faça upgrade para o Enterprise para ter funis ilimitados.`;
}
