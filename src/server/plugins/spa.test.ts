import { describe, expect, it } from 'vitest';
import { prerenderedAuth, withCheckoutLinks } from './spa.ts';

describe('landing checkout links (D11)', () => {
  const html =
    '<a href="/subscribe?plan=business" target="_blank">A</a><a href="/subscribe?plan=enterprise" target="_blank">B</a><a href="/subscribe?plan=business">C</a>';
  it('keep /subscribe?plan= when nothing is configured', () => {
    expect(withCheckoutLinks(html, {})).toBe(html);
  });
  it('point every link of a plan to its configured checkout page, escaped', () => {
    const out = withCheckoutLinks(html, { business: 'https://pay.example.com/b?x=1&y="2"' });
    expect(out).toContain('href="https://pay.example.com/b?x=1&amp;y=&quot;2&quot;"');
    expect(out).not.toContain('/subscribe?plan=business');
    expect(out).toContain('href="/subscribe?plan=enterprise"');
  });
});

describe('the prerendered login form', () => {
  it('is what /auth shows with no mode, mode=login, or a next address', () => {
    for (const q of ['', 'mode=login', 'next=%2Fdashboard%2Fclients', 'mode=login&next=/dashboard']) expect(prerenderedAuth('/auth', q), q).toBe(true);
  });
  it('is not sent for reset, register, a reset token, other parameters or other paths', () => {
    for (const q of ['mode=register', 'mode=reset', 'mode=reset&token=abc', 'plan=business', 'x=1']) expect(prerenderedAuth('/auth', q), q).toBe(false);
    expect(prerenderedAuth('/client-auth', '')).toBe(false);
    expect(prerenderedAuth('/auth/', '')).toBe(false);
  });
});
