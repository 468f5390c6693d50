// The waterfall of one cold open of each page bench/cold-open.ts measures (the second of two, the
// first warming the server): every request's start, request, first byte and end in ms from the
// navigation (Resource Timing), to see what gates a first render (docs/benchmarks.md, "First
// visits, tenth pass"). The live socket is not a resource and does not show.
//
//   npx tsx bench/cold-waterfall.ts [editor|portal|list]
import type { Page } from '@playwright/test';
import { buildIfNeeded } from './bundle.ts';
import { launchBenchBrowser, startBenchServer } from './lib/browser-bench.ts';
import { buildRealAgency, REAL_PASSWORD } from './lib/real-agency.ts';

async function sessionCookie(base: string, path: string, email: string) {
  const r = await fetch(base + path, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: REAL_PASSWORD }),
  });
  const [name, value] = (r.headers.get('set-cookie') ?? '').split(';')[0].split('=');
  return { name, value };
}
await buildIfNeeded();
const { running, email } = await startBenchServer('Agência Fria', REAL_PASSWORD, { TRUST_PROXY: '1' });
const browser = await launchBenchBrowser();
const base = running.url.replace('localhost', '127.0.0.1');
const built = await buildRealAgency(base, email, 24, () => {});
const agency = await sessionCookie(base, '/api/auth/login', email);
const editorId = built.funnelIds[0];
const login = built.clientLogins[0];
const client = await sessionCookie(base, '/api/client/login', login.email);
const which = process.argv[2] ?? 'all';
const targets = [
  { name: 'landing', path: '/', ready: (p: Page) => p.locator('h1').first().waitFor() },
  {
    name: 'editor',
    cookie: agency,
    path: `/dashboard/canvas-editor/${editorId}`,
    ready: (p: Page) =>
      p
        .getByText('Conectando ao funil...')
        .waitFor({ state: 'detached' })
        .then(() => p.waitForFunction(() => document.querySelectorAll('.react-flow__node').length > 3)),
  },
  {
    name: 'portal',
    cookie: client,
    path: `/client-canvas/${login.funnelId}`,
    ready: (p: Page) => p.waitForFunction(() => document.querySelectorAll('.react-flow__node').length > 3),
  },
  {
    name: 'list',
    cookie: agency,
    path: '/dashboard/funnels',
    ready: (p: Page) => p.waitForFunction(() => document.querySelectorAll('[data-testid="funnel-card"]').length >= 24),
  },
];
for (let round = 0; round < 2; round++)
  for (const t of targets) {
    if (which !== 'all' && t.name !== which && t.name !== 'landing') continue;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
    if (t.cookie) await context.addCookies([{ ...t.cookie, url: base }]);
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(t.path, { waitUntil: 'commit' });
    await t.ready(page);
    const ms = Date.now() - start;
    const at = await page.evaluate(() => performance.now());
    const entries = await page.evaluate(() =>
      [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')].map((e) => {
        const r = e as PerformanceResourceTiming;
        return {
          name: r.name.replace(location.origin, ''),
          start: r.startTime,
          req: r.requestStart,
          resp: r.responseStart,
          end: r.responseEnd,
          size: r.transferSize,
        };
      }),
    );
    await context.close();
    if (round === 0) continue;
    console.log(`\n== ${t.name}: ${ms} ms (page clock ${at.toFixed(0)}), ${entries.length} requests`);
    for (const e of entries)
      console.log(
        `${e.start.toFixed(0).padStart(5)} ${e.req.toFixed(0).padStart(5)} ${e.resp.toFixed(0).padStart(5)} ${e.end.toFixed(0).padStart(5)} ${String(e.size).padStart(7)} ${e.name.slice(0, 90)}`,
      );
  }
await browser.close();
await running.stop();
process.exit(0);
