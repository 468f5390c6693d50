// axe-core inside the journeys: the WCAG 2.x A/AA rules (2.2 included), and only what axe rates
// serious or critical, the bar docs/product.md sets for every screen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/**
 * The serious and critical violations on the page as it is now. axe ships "the accessible name
 * contains the visible text" (WCAG 2.5.3, level A) as experimental, so off; it is turned on here,
 * since a speech user says what they see ("42%"), not a hidden "Redefinir zoom".
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim()),
    }));
}

/** One line per page: page, count of failing elements, rule ids; printed so CI logs show it. */
export function axeTable(rows: { page: string; findings: AxeFinding[] }[]): string {
  const width = Math.max(...rows.map((r) => r.page.length), 4);
  const lines = rows.map((r) => {
    const count = r.findings.reduce((s, f) => s + f.nodes, 0);
    const rules = r.findings.map((f) => `${f.id}(${f.impact[0]}×${f.nodes})`).join(' ');
    return `${r.page.padEnd(width)}  ${String(count).padStart(3)}  ${rules}`;
  });
  return [`${'page'.padEnd(width)}  n    rules`, ...lines].join('\n');
}
