// What one element (or the forecast settings) of a live document may be, for the socket guard
// (guard.ts, docs/decisions/005): the REST element schemas, read from the element's OWN fields.
// Why own fields: `Y.Map.toJSON()` and Yjs' decoder write each field with `obj[key] = value`, so
// a field named "__proto__" becomes the object's prototype and vanishes from the schema check and
// from the size count, while the update carrying it is still stored and sent to every editor.
// Fields are read with Object.fromEntries instead (a real field, whatever its name) and pass the
// shape rule of #shared/json-shape.ts: no key that reaches a prototype, nothing nested deeper than
// MAX_ELEMENT_DEPTH, only plain objects and arrays (a value Yjs decoded with such a key has
// another prototype: refused too).
import * as Y from 'yjs';
import type { z } from 'zod';
import type { ContentKind } from '#shared/canvas/constants.ts';
import {
  CanvasCommentSchema,
  CanvasComponentSchema,
  CanvasConnectionSchema,
  DrawingSchema,
  ForecastSettingsSchema,
  TextElementSchema,
} from '#shared/canvas/content.ts';
import { FORECAST_KEY } from '#shared/canvas/doc.ts';
import { jsonBytes, MAX_ELEMENT_DEPTH } from '#shared/canvas/limits.ts';
import { jsonShapeFault, SHAPE_MESSAGE } from '#shared/json-shape.ts';

const ELEMENT: Record<ContentKind, z.ZodType> = {
  components: CanvasComponentSchema,
  connections: CanvasConnectionSchema,
  textElements: TextElementSchema,
  comments: CanvasCommentSchema,
  drawings: DrawingSchema,
};

/** A map's fields as own properties of a plain object (nested shared types as their JSON). */
function ownFields(map: Y.Map<unknown>): Record<string, unknown> {
  return Object.fromEntries(Array.from(map.entries(), ([k, v]) => [k, v instanceof Y.AbstractType ? v.toJSON() : v]));
}

/** Why the forecast settings may not be in a document, or null when they pass the REST schema. */
export function forecastFault(doc: Y.Doc): string | null {
  const map = doc.getMap(FORECAST_KEY);
  for (const v of map.values()) if (v instanceof Y.AbstractType) return 'previsão: campo com tipo aninhado';
  const fields = ownFields(map);
  const shape = jsonShapeFault(fields, MAX_ELEMENT_DEPTH);
  if (shape) return `previsão: ${SHAPE_MESSAGE[shape]}`;
  const r = ForecastSettingsSchema.strict().safeParse(fields);
  return r.success ? null : `previsão: ${r.error.issues[0]?.message ?? 'inválida'}`;
}

/** Why an element may not be in a document, or null when it passes the REST schema. */
export function elementFault(kind: ContentKind, id: string, value: unknown): string | null {
  if (!(value instanceof Y.Map)) return `${kind}/${id}: não é um elemento`;
  // Fields are plain values: the editor reads them as such (a nested shared type would crash it).
  for (const v of value.values()) if (v instanceof Y.AbstractType) return `${kind}/${id}: campo com tipo aninhado`;
  const all = ownFields(value);
  const shape = jsonShapeFault(all, MAX_ELEMENT_DEPTH);
  if (shape) return `${kind}/${id}: ${SHAPE_MESSAGE[shape]}`;
  const { _o, ...fields } = all;
  if (_o !== undefined && !(typeof _o === 'number' && Number.isFinite(_o))) return `${kind}/${id}: ordem inválida`;
  if (fields.id !== id) return `${kind}/${id}: id diferente da chave`;
  const r = ELEMENT[kind].safeParse(fields);
  return r.success ? null : `${kind}/${id}: ${r.error.issues[0]?.message ?? 'inválido'}`;
}

/** JSON size of an element, every own field counted (a "__proto__" field included). */
export function elementBytes(value: unknown): number {
  return jsonBytes(value instanceof Y.Map ? ownFields(value) : value instanceof Y.AbstractType ? value.toJSON() : (value ?? null));
}
