import { describe, expect, it } from 'vitest';
import { CANVAS } from '#shared/canvas/constants.ts';
import type { CanvasComponent, CanvasConnection, TextElement } from '#shared/canvas/content.ts';
import {
  canConnect,
  centreOn,
  clampZoom,
  copySelection,
  DEFAULT_CONNECTION_STYLE,
  dropPosition,
  isClipboardEmpty,
  newConnection,
  newId,
  openingViewport,
  pasteClipboard,
  stepZoom,
  toggleStyle,
  wheelZoomFactor,
  zoomAround,
  zoomPercent,
} from './editor-logic.ts';
import { validateLink } from './link-check.ts';

const comp = (id: string, x = 0, y = 0): CanvasComponent => ({ id, type: 'email', position: { x, y }, data: { title: id, description: '' } });
const conn = (id: string, from: string, to: string): CanvasConnection => ({ id, from, to, style: { dashed: true, organic: false, endType: 'arrow' } });
const text = (id: string): TextElement => ({
  id,
  type: 'paragraph',
  position: { x: 5, y: 5 },
  content: 'oi',
  fontSize: 16,
  fontWeight: 'normal',
  color: 'white',
  width: 200,
  height: 'auto',
});

describe('ids', () => {
  it('follow the spec form and never repeat, even in one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => newId('component'));
    expect(new Set(ids).size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^component-\d{13,}-[a-z0-9]{1,4}$/);
    expect(newConnection('a', 'b').id).toMatch(/^connection-\d{13,}/);
  });
});

describe('zoom (docs/product.md)', () => {
  it('clamps to 10%..300%', () => {
    expect(clampZoom(0.01)).toBe(CANVAS.zoomMin);
    expect(clampZoom(9)).toBe(CANVAS.zoomMax);
    expect(clampZoom(1.23456)).toBe(1.235);
  });
  it('buttons step by 0.2 and stop at the limits', () => {
    expect(stepZoom(1, 1)).toBe(1.2);
    expect(stepZoom(1, -1)).toBe(0.8);
    expect(stepZoom(2.9, 1)).toBe(3);
    expect(stepZoom(0.2, -1)).toBe(0.1);
  });
  it('wheel uses factor 1.1 in and 0.9 out', () => {
    expect(wheelZoomFactor(-100)).toBe(1.1);
    expect(wheelZoomFactor(100)).toBe(0.9);
  });
  it('zooming around a point keeps that point still', () => {
    const v = { x: -100, y: 50, zoom: 1 };
    const p = { x: 400, y: 300 };
    const before = { x: (p.x - v.x) / v.zoom, y: (p.y - v.y) / v.zoom };
    const n = zoomAround(v, p, 2);
    expect(n.zoom).toBe(2);
    expect((p.x - n.x) / n.zoom).toBeCloseTo(before.x);
    expect((p.y - n.y) / n.zoom).toBeCloseTo(before.y);
    expect(zoomAround(v, p, 50).zoom).toBe(3);
  });
  it('shows the percentage and centres the origin', () => {
    expect(zoomPercent(0.58)).toBe('58%');
    expect(zoomPercent(1)).toBe('100%');
    const v = centreOn({ x: CANVAS.originX, y: CANVAS.originY }, 1000, 600, 1);
    expect(v).toEqual({ x: 500 - 10000, y: 300 - 7500, zoom: 1 });
  });
});

describe('connections (docs/product.md)', () => {
  it('default to solid, organic, dot', () => {
    expect(DEFAULT_CONNECTION_STYLE).toEqual({ dashed: false, organic: true, endType: 'dot' });
    expect(newConnection('a', 'b')).toMatchObject({ from: 'a', to: 'b', style: { dashed: false, organic: true, endType: 'dot' } });
  });
  it('refuse self loops and duplicates', () => {
    const list = [conn('k', 'a', 'b')];
    expect(canConnect(list, 'a', 'a')).toBe(false);
    expect(canConnect(list, 'a', 'b')).toBe(false);
    expect(canConnect(list, 'b', 'a')).toBe(true);
    expect(canConnect(list, 'a', 'c')).toBe(true);
  });
  it('toggle each style field', () => {
    const s = DEFAULT_CONNECTION_STYLE;
    expect(toggleStyle(s, 'dashed').dashed).toBe(true);
    expect(toggleStyle(s, 'organic').organic).toBe(false);
    expect(toggleStyle(s, 'endType').endType).toBe('arrow');
    expect(toggleStyle(toggleStyle(s, 'endType'), 'endType').endType).toBe('dot');
  });
});

describe('links (D16)', () => {
  it('accept http, https and mailto', () => {
    expect(validateLink('https://exemplo.com/a?b=1', ' Ver ')).toEqual({ ok: true, link: { url: 'https://exemplo.com/a?b=1', text: 'Ver' } });
    expect(validateLink('http://x.com')).toMatchObject({ ok: true });
    expect(validateLink('mailto:ana@x.com')).toMatchObject({ ok: true });
  });
  it('add https:// to a bare domain', () => {
    expect(validateLink('exemplo.com.br')).toEqual({ ok: true, link: { url: 'https://exemplo.com.br', text: '' } });
  });
  it('refuse script and other schemes', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>', 'ftp://x.com', 'vbscript:x']) {
      const r = validateLink(bad);
      expect(r.ok, bad).toBe(false);
    }
  });
  it('an empty url removes the link', () => {
    expect(validateLink('   ')).toEqual({ ok: true, link: null });
  });
});

describe('copy and paste', () => {
  const content = {
    components: [comp('a', 0, 0), comp('b', 100, 0), comp('c', 200, 0)],
    connections: [conn('ab', 'a', 'b'), conn('bc', 'b', 'c'), conn('ca', 'c', 'a')],
    textElements: [text('t1'), text('t2')],
  };
  it('copies the selection and only the connections among it', () => {
    const clip = copySelection(content, new Set(['a', 'b', 't2']));
    expect(clip.components.map((c) => c.id)).toEqual(['a', 'b']);
    expect(clip.connections.map((c) => c.id)).toEqual(['ab']);
    expect(clip.textElements.map((t) => t.id)).toEqual(['t2']);
    expect(isClipboardEmpty(clip)).toBe(false);
    expect(isClipboardEmpty(copySelection(content, new Set(['zz'])))).toBe(true);
  });
  it('pastes copies with new ids, shifted, connections remapped to the copies', () => {
    const clip = copySelection(content, new Set(['a', 'b']));
    const made = pasteClipboard(clip, { x: 40, y: 40 });
    expect(made.components).toHaveLength(2);
    const [a2, b2] = made.components;
    expect(a2.id).not.toBe('a');
    expect(b2.id).not.toBe('b');
    expect(a2.position).toEqual({ x: 40, y: 40 });
    expect(b2.position).toEqual({ x: 140, y: 40 });
    expect(made.connections).toHaveLength(1);
    expect(made.connections[0]).toMatchObject({ from: a2.id, to: b2.id, style: { dashed: true, organic: false, endType: 'arrow' } });
    expect(made.connections[0].id).not.toBe('ab');
    // the clipboard is not changed by pasting: a second paste gives other ids
    const again = pasteClipboard(clip, { x: 80, y: 80 });
    expect(again.components[0].id).not.toBe(a2.id);
    expect(clip.components[0].position).toEqual({ x: 0, y: 0 });
  });
});

describe('placement', () => {
  it('centres the dropped component on the pointer, snapped, inside the surface', () => {
    expect(dropPosition('landing-page', { x: 10000, y: 7500 })).toEqual({ x: 9900, y: 7380 });
    expect(dropPosition('email', { x: 10007, y: 7511 }, 20)).toEqual({ x: 9920, y: 7480 });
    expect(dropPosition('email', { x: -50, y: 99999 })).toEqual({ x: 0, y: CANVAS.height - 60 });
  });
});

describe('openingViewport', () => {
  const box = (id: string, x: number, y: number) => ({ id, position: { x, y }, data: {}, width: 200, height: 100, measured: { width: 200, height: 100 } });
  it('opens an empty canvas on the origin at 100 %', () => {
    expect(openingViewport([], 1000, 800, { padding: 0.2, maxZoom: 1 })).toEqual(centreOn({ x: CANVAS.originX, y: CANVAS.originY }, 1000, 800, 1));
  });
  it('opens a funnel where fitting it lands: its centre in the middle, never above the largest zoom', () => {
    const v = openingViewport([box('a', 0, 0), box('b', 400, 200)], 1000, 800, { padding: 0.2, maxZoom: 1 });
    expect(v.zoom).toBe(1);
    expect(v.x + 300 * v.zoom).toBeCloseTo(500);
    expect(v.y + 150 * v.zoom).toBeCloseTo(400);
  });
  it('opens a big funnel at no less than its minimum zoom, on its centre', () => {
    const nodes = Array.from({ length: 400 }, (_, i) => box(`n${i}`, (i % 20) * 300, Math.floor(i / 20) * 300));
    const v = openingViewport(nodes, 1000, 800, { padding: 0.2, maxZoom: 1, minZoom: 0.4 });
    expect(v.zoom).toBe(0.4);
    expect(v.x + ((19 * 300 + 200) / 2) * v.zoom).toBeCloseTo(500);
  });
});
