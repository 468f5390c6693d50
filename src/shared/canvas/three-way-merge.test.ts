import { describe, expect, it } from 'vitest';
import { mergeElements, mergeFields, threeWayMerge } from './three-way-merge.ts';

const el = (id: string, extra: Record<string, unknown> = {}) => ({ id, x: 0, data: { title: id, note: '' }, ...extra });

describe('threeWayMerge', () => {
  it('applies what the writer added, removed and changed; keeps what others added, removed and changed', () => {
    const base = [el('a'), el('b'), el('c'), el('d')];
    const mine = [el('a', { x: 1 }), el('b'), el('d'), el('m')]; // changed a, removed c, added m
    const theirs = [el('a'), el('b', { x: 2 }), el('c'), el('t')]; // changed b, removed d, added t
    const out = mergeElements(base, mine, theirs);
    expect(out.map((e) => e.id)).toEqual(['a', 'b', 't', 'm']);
    expect(out.find((e) => e.id === 'a')?.x).toBe(1);
    expect(out.find((e) => e.id === 'b')?.x).toBe(2);
  });

  it('the same field changed on both sides: the writer (the later write) wins', () => {
    const out = mergeElements([el('a')], [el('a', { x: 5 })], [el('a', { x: 9 })]);
    expect(out[0]?.x).toBe(5);
  });

  it('an element others removed but the writer edited comes back with the writer version; unedited stays removed', () => {
    expect(mergeElements([el('a'), el('b')], [el('a', { x: 3 }), el('b')], []).map((e) => e.id)).toEqual(['a']);
  });

  it('merges a nested object (data) key by key, and removes a field the writer removed', () => {
    const b = { id: 'a', x: 0, label: 'l', data: { title: 'T', note: 'N', deep: { k: 1, j: 1 } } };
    const m = { id: 'a', x: 0, data: { title: 'T2', note: 'N', deep: { k: 2, j: 1 } } };
    const t = { id: 'a', x: 0, label: 'l', data: { title: 'T', note: 'N2', deep: { k: 1, j: 3 } } };
    expect(mergeFields(b, m, t)).toEqual({ id: 'a', x: 0, data: { title: 'T2', note: 'N2', deep: { k: 2, j: 3 } } });
  });

  it('treats arrays as one value and ignores key order when comparing', () => {
    const b = { id: 'a', pts: [1, 2], o: { p: 1, q: 2 } };
    const m = { id: 'a', pts: [1, 2], o: { q: 2, p: 1 } };
    const t = { id: 'a', pts: [1, 2, 3], o: { p: 1, q: 2 } };
    expect(mergeFields(b, m, t)).toEqual(t);
  });

  it('leaves out the kinds the writer did not send', () => {
    const out = threeWayMerge({ components: [el('a')], drawings: [el('d')] }, { components: [] }, { components: [el('a')], drawings: [el('d')] });
    expect(out).toEqual({ components: [] });
  });
});
