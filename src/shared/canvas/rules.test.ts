import { describe, expect, it } from 'vitest';
import type { CanvasContent } from './content.ts';
import {
  canConnect,
  canDeleteDrawing,
  clipboardIds,
  commentThreadIds,
  copySelection,
  duplicateSelection,
  isEmptyRemoval,
  newDrawing,
  newTextElement,
  removalFor,
} from './rules.ts';

const comp = (id: string, x = 0) => ({ id, type: 'email', position: { x, y: 0 }, data: { title: id, description: '' } });
const conn = (id: string, from: string, to: string) => ({ id, from, to, style: { dashed: false, organic: true, endType: 'dot' as const } });
const content: CanvasContent = {
  components: [comp('a'), comp('b', 300), comp('c', 600)],
  connections: [conn('ab', 'a', 'b'), conn('bc', 'b', 'c'), conn('ca', 'c', 'a')],
  textElements: [
    { id: 't', type: 'paragraph', position: { x: 5, y: 5 }, content: 'x', fontSize: 16, fontWeight: 'normal', color: 'white', width: 200, height: 'auto' },
  ],
  comments: [
    { id: 'm1', position: { x: 0, y: 0 }, content: 'oi', author: 'A', timestamp: '1' },
    { id: 'm2', position: { x: 0, y: 0 }, content: 're', author: 'B', timestamp: '2', parentId: 'm1' },
    { id: 'm3', position: { x: 0, y: 0 }, content: 'outro', author: 'C', timestamp: '3' },
  ],
  drawings: [],
};

describe('removalFor', () => {
  it('a component goes with every connection touching it, and nothing else', () => {
    const r = removalFor(content, { components: ['b'] });
    expect(r.components).toEqual(['b']);
    expect(r.connections.sort()).toEqual(['ab', 'bc']);
    expect(r.textElements).toEqual([]);
  });
  it('keeps selected connections and does not list one twice', () => {
    const r = removalFor(content, { components: ['a'], connections: ['ab', 'bc'] });
    expect(r.connections.sort()).toEqual(['ab', 'bc', 'ca']);
  });
  it('an empty selection removes nothing', () => {
    expect(isEmptyRemoval(removalFor(content, {}))).toBe(true);
    expect(isEmptyRemoval(removalFor(content, { textElements: ['t'] }))).toBe(false);
  });
});

describe('comments and drawings', () => {
  it('a comment goes with its replies', () => {
    expect(commentThreadIds(content.comments, 'm1')).toEqual(['m1', 'm2']);
    expect(commentThreadIds(content.comments, 'm3')).toEqual(['m3']);
  });
  it('drawings are deleted by their own side only', () => {
    const d = newDrawing([{ x: 1, y: 2 }], 'client');
    expect(d.color).toBe('#3b82f6');
    expect(canDeleteDrawing(d, 'client')).toBe(true);
    expect(canDeleteDrawing(d, 'agency')).toBe(false);
  });
});

describe('duplicate and paste', () => {
  it('duplicates with new ids, shifted, connections only among the copies', () => {
    const made = duplicateSelection(content, new Set(['a', 'b', 't']), { x: 40, y: 40 });
    expect(made.components.map((c) => c.position.x)).toEqual([40, 340]);
    expect(made.connections).toHaveLength(1);
    const ids = new Set(made.components.map((c) => c.id));
    expect(ids.has('a') || ids.has('b')).toBe(false);
    expect(ids.has(made.connections[0].from) && ids.has(made.connections[0].to)).toBe(true);
    expect(made.textElements[0].id).not.toBe('t');
    expect(new Set(clipboardIds(made)).size).toBe(4);
    // the source is untouched
    expect(content.components[0]).toEqual(comp('a'));
  });
  it('copy holds only the selection', () => {
    const clip = copySelection(content, new Set(['c']));
    expect(clip.components.map((c) => c.id)).toEqual(['c']);
    expect(clip.connections).toEqual([]);
  });
  it('connections never loop nor repeat', () => {
    expect(canConnect(content.connections, 'a', 'a')).toBe(false);
    expect(canConnect(content.connections, 'a', 'b')).toBe(false);
    expect(canConnect(content.connections, 'b', 'a')).toBe(true);
  });
  it('a new text is the default paragraph at a rounded position', () => {
    const t = newTextElement({ x: 10.6, y: 3.2 });
    expect(t).toMatchObject({ content: 'Texto', position: { x: 11, y: 3 }, fontSize: 16, width: 200, height: 'auto' });
  });
});
