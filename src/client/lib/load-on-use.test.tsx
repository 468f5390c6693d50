// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyControl, lazyDialog, onUse, WhenLoaded } from './load-on-use.tsx';

afterEach(cleanup);

describe('onUse', () => {
  it('loads nothing until preload, then once, and keeps the value', async () => {
    const load = vi.fn(async () => 'código');
    const code = onUse(load);
    expect(load).not.toHaveBeenCalled();
    expect(code.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([code.preload(), code.preload()]);
    expect([a, b]).toEqual(['código', 'código']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe('código');
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('rede')).mockResolvedValueOnce('código');
    const code = onUse(load);
    await expect(code.preload()).rejects.toThrow('rede');
    await expect(code.preload()).resolves.toBe('código');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function Dialog({ open, title }: { open: boolean; title: string }) {
  return <div role="dialog" aria-label={title} data-open={open} />;
}

describe('lazyDialog', () => {
  it('renders and loads nothing while never opened, then stays mounted after closing', async () => {
    const load = vi.fn(async () => Dialog);
    const LazyDialog = lazyDialog(load);
    const { rerender } = render(<LazyDialog open={false} title="Novo Funil" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<LazyDialog open title="Novo Funil" />);
    expect((await screen.findByRole('dialog', { name: 'Novo Funil' })).dataset.open).toBe('true');
    rerender(<LazyDialog open={false} title="Novo Funil" />);
    // Still mounted, told it is closed: a closing dialog animates out.
    expect(screen.getByRole('dialog', { name: 'Novo Funil' }).dataset.open).toBe('false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the download on an explicit preload', async () => {
    const load = vi.fn(async () => Dialog);
    const LazyDialog = lazyDialog(load);
    await LazyDialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

function Menu({ label, defaultOpen }: { label: string; defaultOpen?: boolean }) {
  return <button type="button" aria-expanded={!!defaultOpen}>{`${label} (real)`}</button>;
}

describe('lazyControl', () => {
  it('shows the stand-in, preloads on pointing, and opens the real control already open', async () => {
    const load = vi.fn(async () => Menu);
    const LazyMenu = lazyControl(load);
    const user = userEvent.setup();
    render(
      <LazyMenu
        label="Exportar"
        standIn={({ open, preload }) => (
          <button type="button" onPointerEnter={preload} onClick={open}>
            Exportar (stand-in)
          </button>
        )}
      />,
    );
    expect(load).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Exportar (stand-in)' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Exportar (stand-in)' }));
    expect((await screen.findByRole('button', { name: 'Exportar (real)' })).getAttribute('aria-expanded')).toBe('true');
  });

  it('is the real control from the start when its code is already there', async () => {
    const LazyMenu = lazyControl(async () => Menu);
    await act(() => LazyMenu.preload());
    render(<LazyMenu label="Prazo" standIn={() => <button type="button">Prazo (stand-in)</button>} />);
    expect(screen.getByRole('button', { name: 'Prazo (real)' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('WhenLoaded', () => {
  const View = () => <p>a página</p>;

  it('draws the fallback until the code arrives, then the view; a view already there at once', async () => {
    let arrive: (c: typeof View) => void = () => {};
    const code = onUse(() => new Promise<typeof View>((r) => (arrive = r)));
    render(<WhenLoaded code={code} fallback={<p>carregando</p>} />);
    expect(screen.getByText('carregando')).toBeTruthy();
    await act(async () => arrive(View));
    expect(screen.getByText('a página')).toBeTruthy();
    expect(screen.queryByText('carregando')).toBeNull();
    cleanup();
    render(<WhenLoaded code={code} fallback={<p>carregando</p>} />);
    expect(screen.getByText('a página')).toBeTruthy();
  });

  it("a failed download reaches the page's error boundary", async () => {
    class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
      state = { error: null as unknown };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      render() {
        return this.state.error ? <p>erro: {(this.state.error as Error).message}</p> : this.props.children;
      }
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = onUse<typeof View>(() => Promise.reject(new Error('rede')));
    render(
      <Boundary>
        <WhenLoaded code={code} fallback={<p>carregando</p>} />
      </Boundary>,
    );
    expect(await screen.findByText('erro: rede')).toBeTruthy();
    spy.mockRestore();
  });
});
