// @vitest-environment happy-dom
// The left toolbar is generated from the tool registry, for the tools a person's capabilities give.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type CanvasPrincipal, capabilitiesFor } from '#shared/canvas/capabilities.ts';
import type { ToolId } from '../nodes/node-api.ts';
import { TOOLS } from '../tools/registry.ts';
import { ToolNav } from './tool-nav.tsx';

afterEach(cleanup);

function Toolbar({ principal }: { principal: CanvasPrincipal }) {
  const { tools, editStructure } = capabilitiesFor(principal, 'desktop');
  const [tool, setTool] = useState<ToolId | null>(null);
  const [showComments, setShowComments] = useState(false);
  const [snap, setSnap] = useState(true);
  return (
    <ToolNav
      toolList={tools}
      tool={tool}
      setTool={(t) => setTool((cur) => (cur === t ? null : t))}
      showComments={showComments}
      setShowComments={setShowComments}
      commentCount={0}
      canEditStructure={editStructure}
      snap={snap}
      setSnap={setSnap}
    />
  );
}

const AGENCY: CanvasPrincipal = { kind: 'agency', actor: { isAgencyUser: false, role: 'admin', plan: 'enterprise' } };
const toolButtons = () =>
  within(screen.getByRole('navigation', { name: 'Ferramentas' }))
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-keyshortcuts'));

describe('ToolNav', () => {
  it('shows the agency every tool of the registry, in order, each with its letter', () => {
    render(<Toolbar principal={AGENCY} />);
    const expected = capabilitiesFor(AGENCY, 'desktop').tools.map((id) => TOOLS[id]);
    expect(expected.map((t) => t.label)).toEqual(['Componentes', 'Desenhar', 'Texto', 'Comentários', 'Mover Funil', 'Deletar Componentes']);
    expect(toolButtons().map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-keyshortcuts')])).toEqual(expected.map((t) => [t.label, t.shortcut]));
    expect(screen.getByRole('button', { name: 'Alinhar à grade' })).toBeTruthy();
  });

  it('gives a portal client without drawing Comentários and Mover Funil only, and no grid toggle', () => {
    render(<Toolbar principal={{ kind: 'client', canDraw: false }} />);
    expect(toolButtons().map((b) => b.getAttribute('aria-label'))).toEqual(['Comentários', 'Mover Funil']);
    expect(screen.queryByRole('button', { name: 'Alinhar à grade' })).toBeNull();
  });

  it('presses the chosen tool, and the same button again goes back to selecting', async () => {
    const user = userEvent.setup();
    render(<Toolbar principal={AGENCY} />);
    const texto = screen.getByRole('button', { name: 'Texto' });
    await user.click(texto);
    expect(screen.getByRole('button', { name: 'Texto' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Desenhar' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Texto' }));
    expect(screen.getByRole('button', { name: 'Texto' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('names each tool and its letter in the tooltip a keyboard user reaches by focus', async () => {
    const user = userEvent.setup();
    render(<Toolbar principal={AGENCY} />);
    await user.tab();
    expect(await screen.findByRole('tooltip', {}, { timeout: 15_000 })).toHaveProperty('textContent', 'Componentes (C)');
    // The view took the stand-in's place and gave the focus back to the same button.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Componentes');
  });
});
