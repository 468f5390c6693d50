// What an export needs from the page it starts on. Kept apart from the rendering code so the
// menu (in every route bundle) imports nothing heavy: the rest loads on use.
import type { CanvasContent } from '#shared/canvas/content.ts';
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';

export type ExportKind = 'png' | 'pdf';

export interface ExportSource {
  content: CanvasContent;
  title: string;
  agencyName: string | null;
  clientName: string | null;
  /** Last published version; 0 or null: never published. */
  version: number | null;
  status: string;
  /** The traffic results shown on the page when the export starts (a "Resultados" page), if any. */
  results?: ResultsAnswer | null;
}

/** 0 to 1, with what is being done (read by the progress indicator). */
export type OnProgress = (fraction: number) => void;
