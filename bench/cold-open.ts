// What a person feels on a first visit (a fresh browser context: no cache, no stored state), as a
// ratio to the landing page's cold open in the same run: the editor on a funnel made from the
// largest template, the client's portal canvas of a published funnel, and the funnel list.
// The agency is built through the API as people build one (bench/lib/real-agency.ts: funnels
// from the 12 templates, comments, reviewers, published versions) on the app's default database.
// The production build is served, as `npm start` serves it.
//
//   npx tsx bench/cold-open.ts [--rounds 5] [--funnels 24]
import type { Browser, Page } from '@playwright/test';
import { buildIfNeeded } from './bundle.ts';
import { launchBenchBrowser, startBenchServer } from './lib/browser-bench.ts';
import { buildRealAgency, REAL_PASSWORD } from './lib/real-agency.ts';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const ROUNDS = arg('rounds', 5);
const FUNNELS = arg('funnels', 24);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The goals the figures are held to: at most this many landing opens. */
const GOALS: Record<string, number> = { editor: 2.0, portal: 2.0, list: 1.5 };

interface Target {
  name: string;
  label: string;
  cookie?: { name: string; value: string };
  path: string;
  /** Resolves once the page shows what the person came for. */
  ready: (page: Page) => Promise<void>;
}

/** Milliseconds from navigation to `ready`, in a context of its own (nothing cached). */
async function coldOpen(browser: Browser, base: string, t: Target): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
  try {
    if (t.cookie) await context.addCookies([{ ...t.cookie, url: base }]);
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(t.path, { waitUntil: 'commit' });
    await t.ready(page);
    return Date.now() - start;
  } finally {
    await context.close();
  }
}

async function sessionCookie(base: string, path: string, email: string) {
  const r = await fetch(base + path, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: REAL_PASSWORD }),
  });
  const raw = r.headers.get('set-cookie') ?? '';
  const [name, value] = raw.split(';')[0].split('=');
  if (!value) throw new Error(`login ${path}: ${r.status}`);
  return { name, value };
}

async function componentCount(base: string, cookie: { name: string; value: string }, id: string) {
  const r = await fetch(`${base}/api/canvases/${id}`, { headers: { cookie: `${cookie.name}=${cookie.value}`, 'x-requested-with': 'XMLHttpRequest' } });
  const body = (await r.json()) as { title: string; content: { components: unknown[] } };
  return { count: body.content.components.length, title: body.title };
}

await buildIfNeeded();
const { running, email } = await startBenchServer('Agência Fria', REAL_PASSWORD, {
  // The builder's reviewers each write from their own address (X-Forwarded-For), as in bench/api.ts.
  TRUST_PROXY: '1',
});
const browser = await launchBenchBrowser();
try {
  const base = running.url.replace('localhost', '127.0.0.1');
  const built = await buildRealAgency(base, email, FUNNELS, (s) => console.log(s));
  const agency = await sessionCookie(base, '/api/auth/login', email);
  // The editor's funnel: the one with the most steps (the largest template's).
  const sized = await Promise.all(built.funnelIds.map(async (id) => ({ id, ...(await componentCount(base, agency, id)) })));
  const largest = sized.reduce((a, b) => (b.count > a.count ? b : a));
  const own = built.clientLogins.map((l) => ({ ...l, ...sized.find((s) => s.id === l.funnelId) }));
  const portalFunnel = own.reduce((a, b) => ((b.count ?? 0) > (a.count ?? 0) ? b : a));
  const client = await sessionCookie(base, '/api/client/login', portalFunnel.email);
  const nodes = (n: number) => async (page: Page) => {
    await page.waitForFunction((k) => document.querySelectorAll('.react-flow__node').length >= k, n, { timeout: 60_000 });
  };
  const targets: Target[] = [
    { name: 'landing', label: 'Página inicial (/)', path: '/', ready: (p) => p.locator('h1').first().waitFor({ timeout: 60_000 }) },
    {
      name: 'editor',
      label: `Editor, funil de ${largest.count} etapas`,
      cookie: agency,
      path: `/dashboard/canvas-editor/${largest.id}`,
      ready: async (p) => {
        await nodes(largest.count)(p);
        await p.getByText('Conectando ao funil...').waitFor({ state: 'detached', timeout: 60_000 });
      },
    },
    {
      name: 'portal',
      label: `Portal do cliente, funil de ${portalFunnel.count} etapas`,
      cookie: client,
      path: `/client-canvas/${portalFunnel.funnelId}`,
      ready: nodes(portalFunnel.count ?? 1),
    },
    {
      name: 'list',
      label: `Lista de funis (${FUNNELS} funis)`,
      cookie: agency,
      path: '/dashboard/funnels',
      // Every card of the first page drawn (each funnel of the agency: fewer than a page).
      ready: (p) =>
        p
          .waitForFunction((k) => document.querySelectorAll('[data-testid="funnel-card"]').length >= k, Math.min(FUNNELS, 50), { timeout: 60_000 })
          .then(() => {}),
    },
  ];
  // One warm-up open of each (the server's own first reads), then rounds in turn, so the
  // machine's load moves all of them alike.
  for (const t of targets) await coldOpen(browser, base, t);
  const times = new Map(targets.map((t) => [t.name, [] as number[]]));
  for (let r = 0; r < ROUNDS; r++) for (const t of targets) times.get(t.name)?.push(await coldOpen(browser, base, t));
  const landing = median(times.get('landing') ?? []);
  console.log(`\nAbertura a frio (contexto novo do navegador, mediana de ${ROUNDS}), razão à página inicial na mesma execução:`);
  for (const t of targets) {
    const xs = times.get(t.name) ?? [];
    const m = median(xs);
    const goal = GOALS[t.name];
    const ratio = m / landing;
    console.log(
      `${t.label}: ${m} ms (${xs.join(', ')})${t.name === 'landing' ? '' : `, ${ratio.toFixed(2)}× a página inicial (meta ≤ ${goal.toFixed(1)}×: ${ratio <= goal ? 'atingida' : 'não atingida'})`}`,
    );
  }
} finally {
  await browser.close();
  await running.stop();
}
process.exit(0);
