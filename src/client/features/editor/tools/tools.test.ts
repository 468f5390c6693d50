// Tools are data plus handlers over the editor context: testable without React or a browser.
import { describe, expect, it, vi } from 'vitest';
import { capabilitiesFor } from '#shared/canvas/capabilities.ts';
import { EMPTY_CONTENT } from '#shared/canvas/constants.ts';
import type { CanvasContent } from '#shared/canvas/content.ts';
import type { Removal } from '#shared/canvas/rules.ts';
import { DEFAULT_CONNECTION_STYLE } from '#shared/canvas/rules.ts';
import type { EditorCtx } from '../command-context.ts';
import { INITIAL_UI, type UiState } from '../editor-state.ts';
import type { EditorNode } from '../nodes/nodes.tsx';
import { pointerTool, TOOLS } from './registry.ts';

const content: CanvasContent = {
  ...EMPTY_CONTENT,
  components: [
    { id: 'a', type: 'email', position: { x: 100, y: 100 }, data: { title: 'E-mail', description: '' } },
    { id: 'b', type: 'email', position: { x: 500, y: 100 }, data: { title: 'Outro', description: '' } },
  ],
  connections: [{ id: 'ab', from: 'a', to: 'b', style: DEFAULT_CONNECTION_STYLE }],
};

function fakeCtx(principal: Parameters<typeof capabilitiesFor>[0], ui: Partial<UiState> = {}) {
  const removed: Removal[] = [];
  const patches: unknown[] = [];
  const state = { ...INITIAL_UI, ...ui };
  const ctx = {
    caps: capabilitiesFor(principal, 'desktop'),
    phone: false,
    author: { name: 'Ana', kind: 'agency' as const },
    content: () => content,
    ui: state,
    setUi: (p: Partial<UiState> | ((s: UiState) => Partial<UiState>)) => {
      const v = typeof p === 'function' ? p(state) : p;
      patches.push(v);
      Object.assign(state, v);
    },
    remove: (r: Removal) => removed.push(r),
    flowPoint: () => ({ x: 130.4, y: 120.6 }),
    connect: vi.fn(() => true),
    openThread: vi.fn(),
    doc: { set: vi.fn() },
  } as unknown as EditorCtx;
  return { ctx, removed, patches, state };
}
const node = (id: string, type: 'component' | 'comment' | 'text') => ({ id, type }) as EditorNode;
const click = {} as React.MouseEvent;
const agency = { kind: 'agency', actor: { isAgencyUser: false, role: 'admin', plan: 'enterprise' } } as const;

describe('tools', () => {
  it('Deletar Componentes deletes a component with its connections (the shared rule)', () => {
    const { ctx, removed } = fakeCtx(agency, { tool: 'delete' });
    expect(pointerTool(ctx.ui).onNodeClick?.(ctx, click, node('a', 'component'))).toBe(true);
    expect(removed[0].components).toEqual(['a']);
    expect(removed[0].connections).toEqual(['ab']);
  });

  it('Comentários pins a new comment relative to the component clicked', () => {
    const { ctx, state } = fakeCtx({ kind: 'client', canDraw: true }, { tool: 'comments' });
    TOOLS.comments.onNodeClick?.(ctx, click, node('a', 'component'));
    expect(state.commentAt).toEqual({ position: { x: 30, y: 21 }, componentId: 'a', title: 'E-mail' });
  });

  it('Texto places a paragraph, opens it for typing and goes back to select', () => {
    const { ctx, state } = fakeCtx(agency, { tool: 'text' });
    TOOLS.text.onPaneClick?.(ctx, click);
    expect(ctx.doc.set).toHaveBeenCalledWith('textElements', expect.objectContaining({ content: 'Texto', position: { x: 130, y: 121 } }));
    expect(state.tool).toBeNull();
    expect(state.editingTextId).toMatch(/^text-/);
  });

  it('after Conectar, the next component is the other end', () => {
    const { ctx, state } = fakeCtx(agency, { connectingFrom: 'a' });
    const t = pointerTool(ctx.ui);
    expect(t.id).toBe('connect');
    t.onNodeClick?.(ctx, click, node('b', 'component'));
    expect(ctx.connect).toHaveBeenCalledWith('a', 'b');
    expect(state.connectingFrom).toBeNull();
  });

  it('flow options: Desenhar stops panning, Mover Funil selects nothing', () => {
    expect(TOOLS.draw.flow.panOnDrag).toBe(false);
    expect(TOOLS.pan.flow.selectable).toBe(false);
    expect(TOOLS.delete.drawingsInteractive(capabilitiesFor({ kind: 'client', canDraw: true }, 'desktop'))).toBe(false);
  });
});
