// What a page hands the presentation: the review decisions its last slide offers.
// Types only, so the route bundles carry nothing of the presentation itself.

/** A decision on the last slide: the page's own flow (its dialog, status and celebration) runs it. */
export interface PresentationDecision {
  tone: 'approve' | 'adjust';
  /** The page's own button text, word for word (Aprovar Funil, Voltar como Ajuste; Aprovar, Ajustes). */
  label: string;
  disabled?: boolean;
  onChoose: () => void;
}
