// How big a funnel may grow, the same for REST and the live socket (decision 006). The numbers
// are chosen so that a whole funnel still fits one REST body (BODY_LIMIT, 5 MiB) and opens
// in a browser: a real funnel has tens of components, the largest seen a few hundred.
import { MAX_JSON_DEPTH } from '../json-shape.ts';

/** Elements per funnel, per kind (CanvasContentSchema uses these numbers). */
export const MAX_ELEMENTS = {
  components: 2000,
  connections: 5000,
  textElements: 2000,
  comments: 5000,
  drawings: 5000,
} as const;

/**
 * Bytes per document: the UTF-8 size of the content's JSON projection. A socket update that
 * makes a document grow past it is refused; a document already over it (written before the
 * limit existed) may still shrink.
 */
export const MAX_CONTENT_BYTES = 4 * 1024 * 1024;

/** Characters per text field (content.ts applies them). */
export const MAX_TEXT = {
  title: 200,
  description: 2000,
  paragraph: 10000,
  comment: 5000,
  author: 200,
} as const;

/**
 * Levels of nesting of one element, itself included. A REST body carries an element three levels
 * down ({content: {components: [element]}}) and may nest MAX_JSON_DEPTH levels in all, so what one
 * way in accepts the other does too (the socket guard and the stored content use this number).
 */
export const MAX_ELEMENT_DEPTH = MAX_JSON_DEPTH - 3;

/** Points per freehand drawing. */
export const MAX_DRAWING_POINTS = 20000;

/** One socket message may not carry more than a whole document (plus Yjs framing). */
export const MAX_SOCKET_MESSAGE_BYTES = MAX_CONTENT_BYTES + 64 * 1024;

/** Presence (awareness) is a name, a colour, a cursor and a selection: small. */
export const MAX_AWARENESS_BYTES = 64 * 1024;

const encoder = new TextEncoder();
/** UTF-8 size of a value's JSON. */
export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value) ?? '').length;
}
