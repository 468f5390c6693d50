// The answer the Resultados bar shows for each funnel open in this tab, for the PDF export to
// carry a "Resultados" page for the period on screen (docs/decisions/026). Set by the bar through
// the agency's layer (agency-results-layer.tsx), read by the editor page's Exportar and Apresentar.
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';

const shown = new Map<string, ResultsAnswer>();

export function setShownResults(canvasId: string, answer: ResultsAnswer | null) {
  if (answer) shown.set(canvasId, answer);
  else shown.delete(canvasId);
}

export const shownResults = (canvasId: string): ResultsAnswer | null => shown.get(canvasId) ?? null;
