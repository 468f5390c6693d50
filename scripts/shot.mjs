// Screenshot a page in Debian's Chromium: node scripts/shot.mjs <url> <out.png> [width] [height]
// Env: SHOT_EMAIL/SHOT_PASSWORD sign in as an agency user first (SHOT_CLIENT=1: as a portal client);
// SHOT_FULL=0 for the viewport only. Console errors are printed.
import { chromium } from '@playwright/test';

const [, , url, out, width = '1440', height = '900'] = process.argv;
if (!url || !out) {
  console.error('uso: node scripts/shot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await b.newContext({ viewport: { width: +width, height: +height }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
const p = await ctx.newPage();
p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
p.on('pageerror', (e) => console.log('pageerror:', e.message));
if (process.env.SHOT_EMAIL) {
  const origin = new URL(url).origin;
  const path = process.env.SHOT_CLIENT === '1' ? '/api/client/login' : '/api/auth/login';
  const r = await p.request.post(origin + path, {
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    data: { email: process.env.SHOT_EMAIL, password: process.env.SHOT_PASSWORD },
  });
  if (!r.ok()) console.log('login failed:', r.status(), await r.text());
}
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(Number(process.env.SHOT_WAIT ?? 300));
await p.screenshot({ path: out, fullPage: process.env.SHOT_FULL !== '0' });
await b.close();
