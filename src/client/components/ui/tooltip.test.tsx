// @vitest-environment happy-dom
// Tooltips load their Radix view on use; importing the module does nothing by itself.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A fresh copy of tooltip.tsx (its download state is per module). */
async function freshTooltip() {
  vi.resetModules();
  return import('./tooltip.tsx');
}

describe('Tooltip', () => {
  it('changes nothing on the page by being imported', async () => {
    const listen = vi.spyOn(document, 'addEventListener');
    await freshTooltip();
    expect(listen).not.toHaveBeenCalled();
  });

  it('draws the child as it is until the view has loaded, then the Radix trigger', async () => {
    const { Tooltip } = await freshTooltip();
    render(
      <Tooltip content="Desfazer (Ctrl+Z)">
        <button type="button">Desfazer</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Desfazer' }).hasAttribute('data-state')).toBe(false);
    // Radix marks its trigger with data-state once the view has taken the child's place.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Desfazer' }).getAttribute('data-state')).toBe('closed'), { timeout: 15_000 });
  });

  it('draws the view from the first render after an explicit preload (the editor)', async () => {
    const { Tooltip, preloadTooltips } = await freshTooltip();
    await act(() => preloadTooltips());
    render(
      <Tooltip content="Refazer (Ctrl+Y)">
        <button type="button">Refazer</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Refazer' }).getAttribute('data-state')).toBe('closed');
  });
});
