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
  /** "por email", "prioritário": the support line's end. */
  support: string;
  /** Derived from maxClients (planTexts): never written by hand, so it cannot contradict the limit. */
  suggestedFor: string;
  /**
   * The plan card's lines (landing, account, subscribe): the limits, the price of a user and the
   * support line are derived from the fields above; only the portal line is free text.
   */
  highlights: string[];
}

type PlanData = Omit<Plan, 'suggestedFor' | 'highlights'> & { portal: string };

const DATA: Record<PlanId, PlanData> = {
  business: {
    id: 'business',
    name: 'Business',
    priceCents: 5700,
    maxClients: 3,
    maxFunnelsPerClient: 5,
    features: { templates: false, portalDrawing: false, publicLinks: false, exportAndPresent: true },
    support: 'por email',
    portal: 'Painel do cliente básico',
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    priceCents: 12700,
    maxClients: null,
    maxFunnelsPerClient: null,
    features: { templates: true, portalDrawing: true, publicLinks: true, exportAndPresent: true },
    support: 'prioritário',
    portal: 'Painel do cliente avançado',
  },
};

export function formatPlanPrice(plan: Pick<Plan, 'priceCents'>): string {
  return `R$ ${(plan.priceCents / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}`;
}

/** The largest client limit of a limited plan: an unlimited plan is suggested above it. */
const largestClientLimit = Math.max(...Object.values(DATA).map((p) => p.maxClients ?? 0));

/**
 * The texts a person reads about a plan, from its numbers and features. There is no user limit
 * (docs/product.md: each user costs the plan's price), so the user line states that price
 * rather than "ilimitados" beside the account's seat count.
 */
export function planTexts(p: Omit<PlanData, 'portal'> & { portal?: string }): Pick<Plan, 'suggestedFor' | 'highlights'> {
  const upTo = (n: number | null, noun: string, unlimited: string) => (n === null ? unlimited : `Até ${n} ${noun}`);
  return {
    suggestedFor: p.maxClients === null ? `Para agências com mais de ${largestClientLimit} clientes` : `Para agências com até ${p.maxClients} clientes`,
    highlights: [
      upTo(p.maxClients, 'clientes', 'Clientes ilimitados'),
      upTo(p.maxFunnelsPerClient, 'funis por cliente', 'Funis ilimitados'),
      `Adicione usuários quando quiser, ${formatPlanPrice(p)}/mês cada`,
      ...(p.portal ? [p.portal] : []),
      ...(p.features.portalDrawing ? ['Cliente desenha e anota no portal'] : []),
      ...(p.features.exportAndPresent ? ['Exportação em PDF e modo apresentação'] : []),
      'Colaboração por comentários',
      ...(p.features.templates ? ['Templates de funis'] : []),
      ...(p.features.publicLinks ? ['Links públicos de revisão'] : []),
      `Suporte ${p.support}`,
    ],
  };
}

const plan = ({ portal, ...p }: PlanData): Plan => ({ ...p, ...planTexts({ ...p, portal }) });

export const PLANS: Record<PlanId, Plan> = { business: plan(DATA.business), enterprise: plan(DATA.enterprise) };

export function getPlan(id: string | null | undefined): Plan {
  return id === 'enterprise' ? PLANS.enterprise : PLANS.business;
}

export function isPlanId(v: unknown): v is PlanId {
  return typeof v === 'string' && (PLAN_IDS as readonly string[]).includes(v);
}

export function planAllows(plan: string, feature: keyof PlanFeatures): boolean {
  return getPlan(plan).features[feature];
}

/** D5: a limit reached is refused with a message naming the limit and the plan. */
export function clientLimitMessage(plan: Plan): string {
  return `Limite de ${plan.maxClients} clientes do plano ${plan.name} atingido. Faça upgrade para o Enterprise para ter clientes ilimitados.`;
}
export function funnelLimitMessage(plan: Plan): string {
  return `Limite de ${plan.maxFunnelsPerClient} funis por cliente do plano ${plan.name} atingido. Faça upgrade para o Enterprise para ter funis ilimitados.`;
}
