// The shape any JSON from outside may have, whatever it carries (docs/decisions/006): REST bodies
// (server/plugins/json-body.ts), live document values (server/collab/guard-elements.ts) and
// content already stored (canvas/sanitize.ts). Two things break the code that reads such values
// however valid their fields look:
// - keys that reach an object's prototype. `obj[key] = v` with key "__proto__" replaces the
//   prototype instead of adding a field (Yjs' decoder and `toJSON` do exactly this, so the field
//   vanishes from every check while it is still sent and stored); a "constructor" field makes Yjs
//   refuse the value. None of the three is a name a funnel ever needs.
// - nesting. Every deep reader (text checks, stable JSON, JSON.stringify itself) recurses, and
//   thousands of levels overflow the stack: a 500 on every later read or save.
// The walk here is iterative, so checking a hostile value can never overflow.

/** Levels of arrays and objects inside each other: `[]` is 1, `{"a":[1]}` is 2. */
export const MAX_JSON_DEPTH = 32;

export const HOSTILE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const HOSTILE_KEY_MESSAGE = 'Campos chamados __proto__, constructor ou prototype não são aceitos.';
export const TOO_DEEP_MESSAGE = `Dados aninhados demais: no máximo ${MAX_JSON_DEPTH} níveis.`;
export const NOT_PLAIN_MESSAGE = 'Valor de tipo não aceito.';

/**
 * key: a hostile key; depth: more than `maxDepth` levels; plain: an object that is not a plain
 * object or array (a changed prototype, binary data).
 */
export type ShapeFault = 'key' | 'depth' | 'plain';

export const SHAPE_MESSAGE: Record<ShapeFault, string> = { key: HOSTILE_KEY_MESSAGE, depth: TOO_DEEP_MESSAGE, plain: NOT_PLAIN_MESSAGE };

/**
 * The first fault of a JSON value, or null. Only own keys are read (what JSON.stringify and the
 * encoders send). `{ keys: false, plain: false }` checks the depth alone, reading any object as
 * a plain one: for content that is cleaned (canvas/sanitize.ts) rather than refused.
 */
export function jsonShapeFault(value: unknown, maxDepth = MAX_JSON_DEPTH, opts: { keys?: boolean; plain?: boolean } = {}): ShapeFault | null {
  const checkKeys = opts.keys ?? true;
  const checkPlain = opts.plain ?? true;
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const v = values.pop();
    const depth = (depths.pop() as number) + 1;
    if (v === null || typeof v !== 'object') continue;
    if (depth > maxDepth) return 'depth';
    const proto = Object.getPrototypeOf(v);
    if (Array.isArray(v) && (proto === Array.prototype || !checkPlain)) {
      for (const item of v as unknown[]) {
        values.push(item);
        depths.push(depth);
      }
      continue;
    }
    if (checkPlain && proto !== Object.prototype) return 'plain';
    for (const key of Object.keys(v)) {
      if (checkKeys && HOSTILE_KEYS.has(key)) return 'key';
      values.push((v as Record<string, unknown>)[key]);
      depths.push(depth);
    }
  }
  return null;
}
