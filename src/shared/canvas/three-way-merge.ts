// Three-way merge of a REST writer's content against the content it read (base) and the
// content as it is now (theirs): concurrent REST writers (decision 006).
//
// Per element (by id):
// - in theirs, in base, absent from mine: the writer removed it -> removed;
// - in theirs, absent from base and mine: someone else added it -> kept;
// - in mine, absent from base: the writer added it -> added;
// - in base and mine, absent from theirs (someone else removed it): kept removed, unless the
//   writer changed it relative to base, then it comes back with the writer's version (an edit
//   is not silently thrown away);
// - in all three: merged field by field: a field the writer changed relative to base takes the
//   writer's value (the writer is the later write, so "later wins"), otherwise theirs is kept.
//   A plain object field (e.g. a component's `data`) is merged the same way key by key, at
//   every depth; arrays and scalars are one value each.
// The order follows theirs, with the writer's new elements appended in the writer's order.

type Obj = Record<string, unknown>;
type Element = { id: string } & Obj;

const isPlain = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Deep equality of JSON values, whatever the key order (jsonb reorders keys). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  return stableJson(a) === stableJson(b);
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (isPlain(v)) {
    return `{${Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(v[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'undefined';
}

/** Merges one object's fields; `undefined` in the result means the field is absent. */
export function mergeFields(base: Obj, mine: Obj, theirs: Obj): Obj {
  const out: Obj = {};
  const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)]);
  for (const k of keys) {
    const b = base[k];
    const m = mine[k];
    const t = theirs[k];
    let v: unknown;
    if (same(b, m)) v = t;
    else if (isPlain(b) && isPlain(m) && isPlain(t)) v = mergeFields(b, m, t);
    else v = m;
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** Merges one kind's list of elements. */
export function mergeElements<T extends Element>(base: readonly T[], mine: readonly T[], theirs: readonly T[]): T[] {
  const byId = (xs: readonly T[]) => new Map(xs.map((x) => [x.id, x]));
  const b = byId(base);
  const m = byId(mine);
  const t = byId(theirs);
  const out: T[] = [];
  for (const el of theirs) {
    const be = b.get(el.id);
    const me = m.get(el.id);
    if (!me) {
      if (!be) out.push(el);
      continue;
    }
    out.push((be ? mergeFields(be, me, el) : me) as T);
  }
  for (const el of mine) {
    if (t.has(el.id)) continue;
    const be = b.get(el.id);
    if (!be || !same(be, el)) out.push(el);
  }
  return out;
}

/** Merges every kind the writer sent; kinds it left out are not in the result (left alone). */
export function threeWayMerge<C extends Partial<Record<string, readonly Element[]>>>(base: C, mine: C, theirs: C): Partial<C> {
  const out: Partial<Record<string, Element[]>> = {};
  for (const kind of Object.keys(mine)) {
    const m = mine[kind];
    if (!m) continue;
    out[kind] = mergeElements(base[kind] ?? [], m, theirs[kind] ?? []);
  }
  return out as Partial<C>;
}
