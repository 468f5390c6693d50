import { describe, expect, it } from 'vitest';
import { withCheckoutLinks } from './spa.ts';

describe('landing checkout links (D11)', () => {
  const html = '<a href="/subscribe?plan=business" target="_blank">A</a><a href="/subscribe?plan=enterprise" target="_blank">B</a><a href="/subscribe?plan=business">C</a>';
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
