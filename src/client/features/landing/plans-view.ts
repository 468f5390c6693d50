// What the landing page shows about plans, all read from the one plan table (D5, D20).
import { formatPlanPrice, PLANS, type Plan, type PlanId } from '#shared/plans.ts';

/** "R$57", the compact form used in the Começar Agora - R$57/mês buttons (docs/product.md). */
export function compactPrice(plan: Plan): string {
  return formatPlanPrice(plan).replace(/\s/g, '');
}

/** D11: the subscribe buttons open the card payment page in a new tab. */
export const subscribeHref = (id: PlanId) => `/subscribe?plan=${id}`;

export const startNowLabel = () => `Começar Agora - ${compactPrice(PLANS.business)}/mês`;
export const enterpriseLabel = () => `Assinar Enterprise - ${compactPrice(PLANS.enterprise)}/mês`;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const limit = (n: number | null) => (n === null ? 'Ilimitados' : `Até ${n}`);

/** A cell is text, or true/false for included / not included. */
export type Cell = string | boolean;
export interface CompareRow {
  label: string;
  cells: Record<PlanId, Cell>;
}

const per = <T>(f: (p: Plan) => T): Record<PlanId, T> => ({ business: f(PLANS.business), enterprise: f(PLANS.enterprise) });

export function comparisonRows(): CompareRow[] {
  return [
    { label: 'Preço por usuário/mês', cells: per((p) => formatPlanPrice(p)) },
    { label: 'Indicado para', cells: per((p) => cap(p.suggestedFor.replace(/^Para /, ''))) },
    { label: 'Clientes', cells: per((p) => limit(p.maxClients)) },
    { label: 'Funis por cliente', cells: per((p) => limit(p.maxFunnelsPerClient)) },
    { label: 'Usuários na equipe', cells: per((p) => `Quantos precisar, ${formatPlanPrice(p)}/mês cada`) },
    // docs/product.md: the client portal is included in every plan.
    { label: 'Portal do cliente com login próprio', cells: per(() => true) },
    { label: 'Aprovação e comentários nos elementos', cells: per(() => true) },
    { label: 'Exportação em PDF e modo apresentação', cells: per((p) => p.features.exportAndPresent) },
    { label: 'Templates de funis prontos', cells: per((p) => p.features.templates) },
    { label: 'Cliente desenha e anota no portal', cells: per((p) => p.features.portalDrawing) },
    { label: 'Links públicos de revisão', cells: per((p) => p.features.publicLinks) },
    { label: 'Suporte', cells: per((p) => cap(p.support)) },
  ];
}
