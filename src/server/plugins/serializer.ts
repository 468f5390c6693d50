// Answers are encoded by their response schemas (fastify-type-provider-zod: zod encode, then
// JSON; fields not in the schema are not sent). A field marked with encodeOnce keeps its
// encoding for as long as its value is the same object: the content of an unchanged funnel
// comes from the content cache (collab/content-cache.ts) as the same frozen object, so its
// encoding is done once per version instead of on every GET (decision 010).
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const MEMO = Symbol('funil.encodeOnce');
const ENCODED = Symbol('funil.preEncoded');

/** Marks fields of an answer whose encoding is reused while their value is the same object. */
export function encodeOnce<T extends object>(answer: T, ...keys: (keyof T & string)[]): T {
  Object.defineProperty(answer, MEMO, { value: keys, enumerable: false });
  return answer;
}

/**
 * An answer already written as JSON text, sent as it is (the funnel list, whose encoding from
 * objects was a third of its CPU, decision 010: domain/canvases/list-json.ts). What such a route
 * answers is checked against its schema by a test (routes/api/canvases/list-encoding.test.ts),
 * not on every request. Typed as the route's answer, which its text is.
 */
export function preEncoded<T>(json: string): T {
  return { [ENCODED]: json } as T;
}

const encodedText = (data: unknown) => (data as { [ENCODED]?: string } | null)?.[ENCODED];

type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

export const memoSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route: RouteSchema) => {
  const whole = serializerCompiler(route);
  const schema = route.schema;
  if (!(schema instanceof z.ZodObject)) return (data: unknown) => encodedText(data) ?? whole(data);
  const order = Object.keys(schema.shape);
  const heads = new Map<string, z.ZodType>();
  const encoded = new Map<string, WeakMap<object, string>>();
  return (data: unknown) => {
    const text = encodedText(data);
    if (text !== undefined) return text;
    const keys = (data as { [MEMO]?: string[] } | null)?.[MEMO];
    if (!keys?.length) return whole(data);
    const id = keys.join(',');
    let head = heads.get(id);
    if (!head) {
      const mask = Object.fromEntries(keys.map((k) => [k, true])) as Record<string, true>;
      head = schema.omit(mask);
      heads.set(id, head);
    }
    const rest: Record<string, unknown> = { ...(data as object) };
    for (const k of keys) delete rest[k];
    const r = z.safeEncode(head, rest);
    if (!r.success) throw new Error(`Resposta fora do schema em ${route.method} ${route.url}`, { cause: r.error });
    const fields = r.data as Record<string, unknown>;
    // In the schema's order, as the whole answer's encoding writes it: the same bytes.
    const parts: string[] = [];
    for (const k of [...order, ...Object.keys(fields).filter((f) => !order.includes(f))]) {
      if (!keys.includes(k)) {
        if (fields[k] !== undefined) parts.push(`${JSON.stringify(k)}:${JSON.stringify(fields[k])}`);
        continue;
      }
      const value = (data as Record<string, unknown>)[k];
      if (value === undefined) continue;
      const memo = encoded.get(k) ?? new WeakMap<object, string>();
      encoded.set(k, memo);
      let piece = typeof value === 'object' && value ? memo.get(value) : undefined;
      if (piece === undefined) {
        const e = z.safeEncode(schema.shape[k] as z.ZodType, value);
        if (!e.success) throw new Error(`Resposta fora do schema em ${route.method} ${route.url} (${k})`, { cause: e.error });
        piece = JSON.stringify(e.data);
        if (typeof value === 'object' && value) memo.set(value, piece);
      }
      parts.push(`${JSON.stringify(k)}:${piece}`);
    }
    return `{${parts.join(',')}}`;
  };
};
