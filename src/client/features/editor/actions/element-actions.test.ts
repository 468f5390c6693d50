import { describe, expect, it, vi } from 'vitest';
import type { ConnectionStyle } from '#shared/canvas/content.ts';
import type { EditorApi } from '../nodes/node-api.ts';
import { COMPONENT_ACTIONS, CONNECTION_ACTIONS } from './element-actions.tsx';

function fakeApi() {
  const fns = { startConnect: vi.fn(), openLink: vi.fn(), openDescription: vi.fn(), removeElements: vi.fn(), setConnectionStyle: vi.fn() };
  return { fns, api: fns as unknown as EditorApi };
}

describe('element actions', () => {
  it('a component’s toolbar: the spec’s labels, each doing its one thing', () => {
    expect(COMPONENT_ACTIONS.map((a) => a.label(undefined))).toEqual(['Conectar', 'Adicionar Link', 'Adicionar Descrição', 'Excluir componente']);
    const { api, fns } = fakeApi();
    for (const a of COMPONENT_ACTIONS) a.run(api, 'c1', undefined);
    expect(fns.startConnect).toHaveBeenCalledWith('c1');
    expect(fns.openLink).toHaveBeenCalledWith('c1');
    expect(fns.openDescription).toHaveBeenCalledWith('c1');
    expect(fns.removeElements).toHaveBeenCalledWith('components', ['c1']);
  });

  it('a connection’s toolbar: three style toggles that name the current style, then delete', () => {
    const style: ConnectionStyle = { dashed: false, organic: true, endType: 'dot' };
    expect(CONNECTION_ACTIONS.map((a) => a.label(style))).toEqual(['Tracejada', 'Curva orgânica', 'Ponta: ponto', 'Excluir conexão']);
    expect(CONNECTION_ACTIONS.map((a) => a.pressed?.(style))).toEqual([false, true, false, undefined]);
    const { api, fns } = fakeApi();
    for (const a of CONNECTION_ACTIONS) a.run(api, 'k1', style);
    expect(fns.setConnectionStyle.mock.calls.map((call) => call[1])).toEqual([
      { ...style, dashed: true },
      { ...style, organic: false },
      { ...style, endType: 'arrow' },
    ]);
    expect(fns.removeElements).toHaveBeenCalledWith('connections', ['k1']);
  });

  it('ids are unique across both toolbars', () => {
    const ids = [...COMPONENT_ACTIONS, ...CONNECTION_ACTIONS].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
