// The registries are the only list of tools and actions: every action has its own shortcuts,
// and the top bar and the keyboard map are generated from them for each person.
import { describe, expect, it } from 'vitest';
import { CANVAS_ACTION_IDS, CANVAS_TOOL_IDS, type CanvasPrincipal, capabilitiesFor } from '#shared/canvas/capabilities.ts';
import { ALL_TOOLS, TOOL_CURSOR_CSS, TOOLS } from '../tools/registry.ts';
import { ACTION_BY_ID, ACTIONS, buildKeymap, lookupKey, toolbarActions } from './registry.ts';
import { ariaShortcuts, comboName, shortcutLabel } from './types.ts';

const agency: CanvasPrincipal = { kind: 'agency', actor: { isAgencyUser: false, role: 'admin', plan: 'enterprise' } };
const key = (k: string, mods: { ctrl?: boolean; shift?: boolean; alt?: boolean } = {}) => ({
  key: k,
  ctrlKey: !!mods.ctrl,
  metaKey: false,
  shiftKey: !!mods.shift,
  altKey: !!mods.alt,
});

describe('action registry', () => {
  it('holds exactly the actions the capabilities know, once each', () => {
    expect(ACTIONS.map((a) => a.id).sort()).toEqual([...CANVAS_ACTION_IDS].sort());
  });

  it('every action has a shortcut, and no shortcut (actions and tools) is used twice', () => {
    const names = [...ACTIONS.flatMap((a) => a.shortcuts.map(comboName)), ...Object.values(TOOLS).map((t) => comboName({ key: t.shortcut ?? '' }))];
    for (const a of ACTIONS) expect(a.shortcuts.length, a.id).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it('every action appears in the generated keymap under each of its shortcuts, and the toolbar ones in the top bar', () => {
    const caps = capabilitiesFor(agency, 'desktop');
    const map = buildKeymap(caps.actions, caps.tools);
    for (const a of ACTIONS)
      for (const s of a.shortcuts) {
        const hit = map.get(comboName(s));
        expect(hit?.kind === 'action' && hit.action.id, `${a.id} ${comboName(s)}`).toBe(a.id);
      }
    const bar = [...toolbarActions(caps.actions, 'history'), ...toolbarActions(caps.actions, 'zoom')].map((a) => a.id);
    expect(bar).toEqual(['undo', 'redo', 'zoomOut', 'zoomReset', 'zoomIn', 'zoomFit']);
    for (const a of ACTIONS) expect(bar.includes(a.id), a.id).toBe(!!a.toolbar);
  });

  it('the top bar shows the labels and shortcuts of the spec, word for word', () => {
    const tip = (id: (typeof CANVAS_ACTION_IDS)[number]) => {
      const a = ACTION_BY_ID.get(id);
      return a ? `${a.tooltip ?? a.label} (${shortcutLabel(a.shortcuts[0])})` : '';
    };
    expect(tip('undo')).toBe('Desfazer (Ctrl+Z)');
    expect(tip('redo')).toBe('Refazer (Ctrl+Shift+Z)');
    expect(tip('zoomOut')).toBe('Diminuir zoom (-)');
    expect(tip('zoomReset')).toBe('Redefinir zoom para 100% (0)');
    expect(tip('zoomIn')).toBe('Aumentar zoom (+)');
    expect(tip('zoomFit')).toBe('Ajustar à tela (F)');
    expect(ariaShortcuts(ACTION_BY_ID.get('redo') ?? ACTIONS[0])).toBe('Control+Shift+Z Control+Y');
  });

  it('keys find their action or tool, only for what the person may do', () => {
    const caps = capabilitiesFor(agency, 'desktop');
    const map = buildKeymap(caps.actions, caps.tools);
    const id = (e: ReturnType<typeof key>) => {
      const hit = lookupKey(map, e);
      return hit?.kind === 'action' ? hit.action.id : hit?.tool;
    };
    expect(id(key('z', { ctrl: true }))).toBe('undo');
    expect(id(key('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(id(key('y', { ctrl: true }))).toBe('redo');
    expect(id(key('C', { ctrl: true, shift: true }))).toBe('copy');
    expect(id(key('+', { shift: true }))).toBe('zoomIn');
    expect(id(key('F'))).toBe('zoomFit');
    expect(id(key('x'))).toBe('delete');
    expect(id(key('Backspace'))).toBe('delete');
    expect(id(key('x', { alt: true }))).toBeUndefined();

    const client = capabilitiesFor({ kind: 'client', canDraw: false }, 'desktop');
    const cmap = buildKeymap(client.actions, client.tools);
    expect(lookupKey(cmap, key('c', { ctrl: true }))).toBeUndefined();
    expect(lookupKey(cmap, key('d'))).toBeUndefined();
    expect(lookupKey(cmap, key('m'))).toEqual({ kind: 'tool', tool: 'comments' });
  });
});

describe('tool registry', () => {
  it('every toolbar tool has its spec label, an icon and a one-letter shortcut', () => {
    expect(Object.keys(TOOLS).sort()).toEqual([...CANVAS_TOOL_IDS].sort());
    expect(Object.fromEntries(Object.values(TOOLS).map((t) => [t.label, t.shortcut]))).toEqual({
      Componentes: 'C',
      Desenhar: 'D',
      Texto: 'T',
      Comentários: 'M',
      'Mover Funil': 'H',
      'Deletar Componentes': 'X',
    });
    for (const t of Object.values(TOOLS)) expect(t.icon, t.id).toBeTruthy();
  });

  it('generates the cursor rules of every tool', () => {
    expect(TOOL_CURSOR_CSS).toContain('.funil-flow.tool-delete .react-flow__node { cursor: not-allowed; }');
    expect(TOOL_CURSOR_CSS).toContain('.funil-flow.tool-pan .react-flow__pane { cursor: grab; }');
    expect(TOOL_CURSOR_CSS).toContain('.funil-flow.is-connecting .react-flow__node-component { cursor: copy; }');
    expect(ALL_TOOLS.map((t) => t.id)).toContain('select');
  });
});
