// The map behind the presentation follows the slide: the step is centred in the part of the
// screen the slide's card leaves free (left of it on a computer, above it on a phone), at a zoom
// that shows it whole with room around it, with a short animation.
import type { ReactFlowInstance } from '@xyflow/react';
import { componentSize } from '#shared/canvas/catalogue.ts';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { CanvasComponent } from '#shared/canvas/content.ts';

export const FOCUS_MS = 350;

/** The free part of the window (screen px) beside or above the card. */
export function freeArea(card: DOMRect, win: { width: number; height: number }): { x: number; y: number; width: number; height: number } {
  const beside = card.left > win.width * 0.35;
  return beside ? { x: 0, y: 0, width: card.left, height: win.height } : { x: 0, y: 0, width: win.width, height: Math.max(card.top, win.height * 0.25) };
}

/** The viewport that centres a box of the flow (flow px) in `area` (screen px) of a pane at `pane`. */
export function viewportFor(
  box: { x: number; y: number; width: number; height: number },
  area: { x: number; y: number; width: number; height: number },
  pane: { left: number; top: number },
): { x: number; y: number; zoom: number } {
  const fit = Math.min(area.width / (box.width * 2), area.height / (box.height * 1.8));
  const zoom = Math.max(CANVAS.zoomMin, Math.min(1.1, fit));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return { x: area.x + area.width / 2 - pane.left - cx * zoom, y: area.y + area.height / 2 - pane.top - cy * zoom, zoom };
}

/** Moves the map to the step; false when there is no map or no such step. */
export function focusStep(rf: ReactFlowInstance, step: Pick<CanvasComponent, 'id' | 'type' | 'position'>, card: HTMLElement | null): boolean {
  const pane = document.querySelector('.funil-editor .react-flow');
  if (!pane || !card) return false;
  const node = rf.getInternalNode(step.id);
  const size = componentSize(step.type);
  const pos = node?.internals.positionAbsolute ?? step.position;
  const box = { x: pos.x, y: pos.y, width: node?.measured.width ?? size.width, height: node?.measured.height ?? size.height };
  const area = freeArea(card.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight });
  void rf.setViewport(viewportFor(box, area, pane.getBoundingClientRect()), { duration: FOCUS_MS });
  return true;
}
