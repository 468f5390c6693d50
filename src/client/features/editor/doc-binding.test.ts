import { adoptUserNodes, getNodesInside } from '@xyflow/system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { CanvasContentSchema } from '#shared/canvas/content.ts';
import { docFromContent, readContent, setElement } from '#shared/canvas/doc.ts';
import { subscribedStore } from '../../../../tests/helpers/doc-store.ts';
import { LOCAL_ORIGIN, makeDocActions } from './doc-binding.ts';
import { buildEdges, buildNodes, threadsOf } from './flow-sync.ts';
import { AutosaveController, autosaveDelay } from './use-autosave.ts';

const content = CanvasContentSchema.parse({
  components: [
    { id: 'a', type: 'landing-page', position: { x: 0, y: 0 }, data: { title: 'A' } },
    { id: 'b', type: 'email', position: { x: 300, y: 0 }, data: { title: 'B' } },
  ],
  connections: [{ id: 'k', from: 'a', to: 'b' }],
  textElements: [{ id: 't', position: { x: 1, y: 2 }, content: 'oi' }],
});

const undoFor = (doc: Y.Doc) =>
  new Y.UndoManager(
    ['components', 'connections', 'textElements', 'comments', 'drawings'].map((k) => doc.getMap(k)),
    { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: 0 },
  );

describe('document store (structural sharing)', () => {
  it('keeps the objects of unchanged elements after an edit', () => {
    const { doc, store, un } = subscribedStore(content);
    const s1 = store.getSnapshot();
    expect(store.getSnapshot()).toBe(s1);
    makeDocActions(doc).patch('components', 'b', { position: { x: 999, y: 0 } });
    const s2 = store.getSnapshot();
    expect(s2).not.toBe(s1);
    expect(s2.components[0]).toBe(s1.components[0]);
    expect(s2.components[1]).not.toBe(s1.components[1]);
    expect(s2.components[1].position.x).toBe(999);
    expect(s2.connections).toBe(s1.connections);
    un();
  });
});

describe('undo (Y.UndoManager)', () => {
  it('undoes and redoes local edits one action at a time', () => {
    const doc = docFromContent(content);
    const um = undoFor(doc);
    const act = makeDocActions(doc, um);
    act.patch('components', 'a', { position: { x: 50, y: 50 } });
    act.remove('connections', ['k']);
    expect(readContent(doc).connections).toHaveLength(0);
    um.undo();
    expect(readContent(doc).connections).toHaveLength(1);
    expect(readContent(doc).components[0].position).toEqual({ x: 50, y: 50 });
    um.undo();
    expect(readContent(doc).components[0].position).toEqual({ x: 0, y: 0 });
    um.redo();
    expect(readContent(doc).components[0].position).toEqual({ x: 50, y: 50 });
  });
  it('never undoes edits made by someone else (D19)', () => {
    const doc = docFromContent(content);
    const um = undoFor(doc);
    makeDocActions(doc, um).patch('components', 'a', { position: { x: 5, y: 5 } });
    doc.transact(
      () =>
        setElement(doc, 'textElements', {
          id: 't2',
          type: 'paragraph',
          position: { x: 0, y: 0 },
          content: 'remoto',
          fontSize: 16,
          fontWeight: 'normal',
          color: 'white',
          width: 200,
          height: 'auto',
        }),
      'remote',
    );
    um.undo();
    const c = readContent(doc);
    expect(c.components[0].position).toEqual({ x: 0, y: 0 });
    expect(c.textElements.map((t) => t.id)).toEqual(['t', 't2']);
  });
  it('patch with null removes a field (a link removed by an empty url)', () => {
    const doc = docFromContent(content);
    const act = makeDocActions(doc);
    act.patch('components', 'a', { link: { url: 'https://x.com', text: '' } });
    expect(readContent(doc).components[0].link).toEqual({ url: 'https://x.com', text: '' });
    act.patch('components', 'a', { link: null });
    expect(readContent(doc).components[0]).not.toHaveProperty('link');
  });
});

describe('flow sync', () => {
  it('reuses nodes of unchanged elements and keeps selection', () => {
    const { doc, store } = subscribedStore(content);
    const n1 = buildNodes([], store.getSnapshot());
    expect(n1.map((n) => [n.id, n.type])).toEqual([
      ['a', 'component'],
      ['b', 'component'],
      ['t', 'text'],
    ]);
    expect(n1[0]).toMatchObject({ width: 200, height: 240 });
    const sel = n1.map((n) => (n.id === 'a' ? { ...n, selected: true } : n));
    makeDocActions(doc).patch('components', 'b', { position: { x: 1, y: 1 } });
    const n2 = buildNodes(sel, store.getSnapshot());
    expect(n2[0]).toBe(sel[0]);
    expect(n2[1]).not.toBe(sel[1]);
    expect(n2[1].position).toEqual({ x: 1, y: 1 });
    expect(buildNodes(n2, store.getSnapshot())).toBe(n2);
    const sel2 = buildNodes(n2, store.getSnapshot(), new Set(['b']));
    expect(sel2.map((n) => !!n.selected)).toEqual([false, true, false]);
  });
  it('draws a pin per thread: pinned ones follow their component, replies stay in the thread', () => {
    const withComments = CanvasContentSchema.parse({
      ...content,
      comments: [
        { id: 'c1', position: { x: 10, y: 20 }, content: 'no checkout', timestamp: 't', componentId: 'b' },
        { id: 'c2', position: { x: 10, y: 20 }, content: 'resposta', timestamp: 't', componentId: 'b', parentId: 'c1' },
        { id: 'c3', position: { x: 5, y: 5 }, content: 'solta', timestamp: 't', parentId: 'sumiu' },
      ],
    });
    const pins = buildNodes([], withComments).filter((n) => n.type === 'comment');
    expect(pins.map((n) => [n.id, n.position])).toEqual([
      ['c1', { x: 310, y: 20 }],
      ['c3', { x: 5, y: 5 }],
    ]);
    expect(threadsOf(withComments.comments).map((c) => c.id)).toEqual(['c1', 'c3']);
  });
  it('drops connections whose components are gone', () => {
    const c = { ...content, components: content.components.slice(0, 1) };
    expect(buildEdges([], c)).toEqual([]);
    expect(buildEdges([], content)).toHaveLength(1);
  });
});

describe('autosave (docs/product.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  it('uses 1 s after an edit, 10 s after text/comment/drawing, 3 s while dragging', () => {
    expect(autosaveDelay(new Set(['components']), false)).toBe(1000);
    expect(autosaveDelay(new Set(['connections', 'drawings']), false)).toBe(1000);
    expect(autosaveDelay(new Set(['textElements']), false)).toBe(10000);
    expect(autosaveDelay(new Set(['comments']), false)).toBe(10000);
    expect(autosaveDelay(new Set(['components']), true)).toBe(3000);
  });
  it('saves local edits after the delay, ignores remote ones, and retries a failure', async () => {
    const doc = docFromContent(content);
    const save = vi.fn().mockResolvedValue(undefined);
    const onError = vi.fn();
    const ctl = new AutosaveController(doc, save, onError);
    ctl.attach();
    doc.transact(() => setElement(doc, 'components', { id: 'r', type: 'email', position: { x: 0, y: 0 }, data: { title: 'R' } }), 'remote');
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(ctl.status).toBe('saved');

    makeDocActions(doc).patch('textElements', 't', { content: 'novo' });
    expect(ctl.status).toBe('dirty');
    await vi.advanceTimersByTimeAsync(9000);
    expect(save).not.toHaveBeenCalled();
    // a component edit does not wait for the 10 s of the text edit
    makeDocActions(doc).patch('components', 'a', { position: { x: 7, y: 7 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0].components[0].position).toEqual({ x: 7, y: 7 });
    expect(ctl.status).toBe('saved');
    expect(ctl.pending).toBe(false);

    save.mockRejectedValueOnce(new Error('rede'));
    makeDocActions(doc).patch('components', 'a', { position: { x: 8, y: 8 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(ctl.status).toBe('error');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(ctl.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(10000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(ctl.status).toBe('saved');
    ctl.dispose();
  });
  it('waits while a drag is in progress', async () => {
    const doc = docFromContent(content);
    const save = vi.fn().mockResolvedValue(undefined);
    const ctl = new AutosaveController(doc, save);
    ctl.attach();
    makeDocActions(doc).patch('components', 'a', { position: { x: 1, y: 1 } });
    ctl.setDragging(true);
    await vi.advanceTimersByTimeAsync(2500);
    expect(save).not.toHaveBeenCalled();
    ctl.setDragging(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(1);
  });
  it('flush sends pending edits with keepalive', async () => {
    const doc = docFromContent(content);
    const save = vi.fn().mockResolvedValue(undefined);
    const ctl = new AutosaveController(doc, save);
    ctl.attach();
    ctl.flush();
    expect(save).not.toHaveBeenCalled();
    makeDocActions(doc).patch('components', 'a', { position: { x: 1, y: 1 } });
    ctl.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith(expect.anything(), { keepalive: true, manual: false });
  });
});

describe('big funnels render only what is in view', () => {
  it('component nodes declare their handles, so React Flow does not mount unmeasured nodes out of view', () => {
    const content = CanvasContentSchema.parse({
      components: [
        { id: 'near', type: 'landing-page', position: { x: 0, y: 0 }, data: { title: 'Perto' } },
        { id: 'far', type: 'email', position: { x: 50000, y: 50000 }, data: { title: 'Longe' } },
      ],
    });
    const nodes = buildNodes([], content);
    expect(nodes.every((n) => n.handles?.some((h) => h.type === 'source') && n.handles.some((h) => h.type === 'target'))).toBe(true);
    // React Flow's own visibility rule (onlyRenderVisibleElements): a node without handle
    // bounds is always "visible" until measured; with declared handles only the near one is.
    const lookup = new Map();
    adoptUserNodes(nodes, lookup, new Map());
    const inView = getNodesInside(lookup, { x: 0, y: 0, width: 1200, height: 800 }, [0, 0, 1], true).map((n) => n.id);
    expect(inView).toEqual(['near']);
  });
});
