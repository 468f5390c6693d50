// @vitest-environment happy-dom
// The editor's shortcuts are single letters, digits and signs: typed into any text field they
// are the person's text, never a command (decision 003's rule for the keyboard).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capabilitiesFor } from '#shared/canvas/capabilities.ts';
import { ToolNav } from '../chrome/tool-nav.tsx';
import type { EditorCtx } from '../command-context.ts';
import { chooseTool, useUiState } from '../editor-state.ts';
import { useKeyboard } from './use-keyboard.ts';

afterEach(cleanup);

const caps = capabilitiesFor({ kind: 'agency', actor: { isAgencyUser: false, role: 'admin', plan: 'enterprise' } }, 'desktop');
/** Each letter chooses a tool (C D T M H X), F fits the view, - and 0 zoom. */
const SHORTCUT_KEYS = 'cdtmhxf-0';

function Editor({ viewport, dialog = false }: { viewport: EditorCtx['viewport']; dialog?: boolean }) {
  const [ui, setUi] = useUiState();
  const [, setShowComments] = useState(false);
  const [, setSnap] = useState(true);
  const ctx = useRef<EditorCtx | null>(null);
  ctx.current = { ui, setUi, viewport, caps } as unknown as EditorCtx;
  useKeyboard(ctx, caps.actions, caps.tools);
  return (
    <>
      <ToolNav
        toolList={caps.tools}
        tool={ui.tool}
        setTool={(t) => setUi(chooseTool(t))}
        showComments={false}
        setShowComments={setShowComments}
        commentCount={0}
        canEditStructure
        snap
        setSnap={setSnap}
      />
      <input aria-label="Nome do funil" />
      <textarea aria-label="Conteúdo do texto" />
      <select aria-label="Categoria">
        <option>Captura</option>
        <option>Checkout</option>
      </select>
      <div data-testid="descricao" contentEditable suppressContentEditableWarning>
        <p>
          <b>Oferta</b>
        </p>
      </div>
      {dialog ? (
        <div role="dialog" aria-label="Link">
          <button type="button">Fechar</button>
        </div>
      ) : null}
    </>
  );
}

/** The tools shown pressed in the toolbar (the buttons with a letter). */
const pressedTools = () =>
  screen
    .queryAllByRole('button', { pressed: true })
    .filter((b) => b.hasAttribute('aria-keyshortcuts'))
    .map((b) => b.getAttribute('aria-label'));

function setup(dialog = false) {
  const viewport = { fit: vi.fn(), zoomBy: vi.fn(), centre: vi.fn() };
  const user = userEvent.setup();
  render(<Editor viewport={viewport} dialog={dialog} />);
  return { user, viewport };
}

describe('editor shortcuts', () => {
  it('work on the page: C chooses Componentes, F fits the view, - zooms out', async () => {
    const { user, viewport } = setup();
    await user.keyboard('c');
    expect(pressedTools()).toEqual(['Componentes']);
    await user.keyboard('t');
    expect(pressedTools()).toEqual(['Texto']);
    await user.keyboard('f-');
    expect(viewport.fit).toHaveBeenCalledTimes(1);
    expect(viewport.zoomBy).toHaveBeenCalledWith(-1);
  });

  it.each([
    ['an input', 'Nome do funil'],
    ['a textarea', 'Conteúdo do texto'],
  ])('never fire while %s has focus: the keys become its text', async (_, name) => {
    const { user, viewport } = setup();
    const field = screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
    await user.click(field);
    await user.keyboard(SHORTCUT_KEYS);
    expect(field.value).toBe(SHORTCUT_KEYS);
    expect(pressedTools()).toEqual([]);
    expect(viewport.fit).not.toHaveBeenCalled();
    expect(viewport.zoomBy).not.toHaveBeenCalled();
  });

  it('never fire while a select has focus', async () => {
    const { user, viewport } = setup();
    screen.getByRole('combobox', { name: 'Categoria' }).focus();
    await user.keyboard(SHORTCUT_KEYS);
    expect(pressedTools()).toEqual([]);
    expect(viewport.fit).not.toHaveBeenCalled();
  });

  it('never fire while the caret is inside editable content, even in a nested element', async () => {
    const { user, viewport } = setup();
    const bold = screen.getByText('Oferta');
    screen.getByTestId('descricao').focus();
    await user.pointer({ target: bold, keys: '[MouseLeft]' });
    await user.keyboard(SHORTCUT_KEYS);
    expect(pressedTools()).toEqual([]);
    expect(viewport.fit).not.toHaveBeenCalled();
    expect(viewport.zoomBy).not.toHaveBeenCalled();
  });

  it('never fire while a dialog is open, wherever the focus is', async () => {
    const { user, viewport } = setup(true);
    screen.getByRole('button', { name: 'Fechar' }).focus();
    await user.keyboard(SHORTCUT_KEYS);
    expect(pressedTools()).toEqual([]);
    expect(viewport.fit).not.toHaveBeenCalled();
  });
});
