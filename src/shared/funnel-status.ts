export const FUNNEL_STATUSES = ['draft', 'published', 'needs_adjustments', 'approved'] as const;
export type FunnelStatus = (typeof FUNNEL_STATUSES)[number];

export const STATUS_META: Record<FunnelStatus, { label: string; tone: 'gray' | 'blue' | 'orange' | 'green' }> = {
  draft: { label: 'Rascunho', tone: 'gray' },
  published: { label: 'Aguardando Aprovação', tone: 'blue' },
  needs_adjustments: { label: 'Solicitação de Ajuste', tone: 'orange' },
  approved: { label: 'Aprovado', tone: 'green' },
};

/** Unknown values are shown as draft (docs/product.md). */
export function normalizeStatus(s: unknown): FunnelStatus {
  return (FUNNEL_STATUSES as readonly unknown[]).includes(s) ? (s as FunnelStatus) : 'draft';
}

/** Who may move a funnel from one status to another. */
export const TRANSITIONS: Record<'publish' | 'approve' | 'adjust', { from: FunnelStatus[]; to: FunnelStatus }> = {
  publish: { from: ['draft', 'published', 'needs_adjustments', 'approved'], to: 'published' },
  approve: { from: ['published', 'needs_adjustments', 'approved'], to: 'approved' },
  adjust: { from: ['published', 'approved', 'needs_adjustments'], to: 'needs_adjustments' },
};

/** Statuses a client (portal or public link) may see: never drafts (D6). */
export const CLIENT_VISIBLE_STATUSES: FunnelStatus[] = ['published', 'needs_adjustments', 'approved'];
