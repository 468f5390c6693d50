// The first reads of a dashboard view: sent with the session check, taken once, never without a session.
import { afterEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('./first-reads.ts');
};

afterEach(() => vi.useRealTimers());

describe('first reads', () => {
  it('wait for the session check, then leave; a view takes each answer once', async () => {
    const r = await fresh();
    const read = vi.fn(() => Promise.resolve('page 1'));
    r.afterSessionCheck(() => r.startEarly('/api/canvases', read));
    expect(read).not.toHaveBeenCalled();
    r.sessionChecked(true);
    expect(read).not.toHaveBeenCalled(); // the session call leaves first
    await Promise.resolve();
    expect(read).toHaveBeenCalledTimes(1);
    await expect(r.takeEarly<Promise<string>>('/api/canvases')).resolves.toBe('page 1');
    expect(r.takeEarly('/api/canvases')).toBeUndefined();
    // A view whose code arrives after the check started asks at once.
    r.afterSessionCheck(() => r.startEarly('/api/clients', read));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('are dropped (a socket closed) when the check finds no session, and never leave after that', async () => {
    const r = await fresh();
    const destroy = vi.fn();
    r.sessionChecked(true);
    r.afterSessionCheck(() =>
      r.startEarly(
        'collab:x',
        () => ({ destroy }),
        (h) => h.destroy(),
      ),
    );
    r.sessionChecked(false);
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(r.takeEarly('collab:x')).toBeUndefined();
    const late = vi.fn();
    r.afterSessionCheck(late);
    expect(late).not.toHaveBeenCalled();
  });

  it('that nobody took are dropped after a few seconds, so a later visit asks again', async () => {
    vi.useFakeTimers();
    const r = await fresh();
    const destroy = vi.fn();
    r.sessionChecked(true);
    r.startEarly(
      'collab:y',
      () => ({ destroy }),
      (h) => h.destroy(),
    );
    vi.advanceTimersByTime(10_000);
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(r.takeEarly('collab:y')).toBeUndefined();
  });

  it('a failed read is reported by the view that takes it, not as an unhandled rejection', async () => {
    const r = await fresh();
    r.sessionChecked(true);
    r.startEarly('/api/x', () => Promise.reject(new Error('401')));
    await new Promise((res) => setTimeout(res, 0));
    await expect(r.takeEarly<Promise<never>>('/api/x')).rejects.toThrow('401');
  });
});
