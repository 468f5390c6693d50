// REST saves on a live document (decision 006): PATCH /api/canvases/:id throughput at the start
// and after N saves, and the stored Yjs state size after 1 and after N saves, printed as
// ratios measured in one run. Each save changes one component's title (the content). The funnel is open in one editor, so the saves go through the
// live document. In-memory PGlite, then PostgreSQL (a fresh database) when it answers.
//
//   npx tsx bench/patch-throughput.ts [--saves 5000] [--window 200] [--db pglite|pg] [--shape one|rotation]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { canvasDocuments, canvases, clients } from '../src/server/db/schema.ts';
import { createAgencyWithOwner } from '../src/server/domain/agency/create-agency.ts';
import { loadConfig } from '../src/server/env.ts';
import { createMemoryMailer } from '../src/server/mail/mailer.ts';
import { startServer } from '../src/server/start.ts';
import { connectProvider, type TestProvider } from '../tests/helpers/collab.ts';
import { portOpen } from '../tests/helpers/server-process.ts';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const SAVES = arg('saves', 5000);
const WINDOW = Math.min(arg('window', 200), Math.floor(SAVES / 2));
// The store is debounced (live edits): wait this long before reading the stored state.
const SETTLE_MS = 6000;
const pick = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const DBS = pick('db') ? [pick('db')] : ['pglite', 'pg'];
const ROTATIONS = pick('shape') ? [pick('shape') === 'rotation'] : [false, true];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `rotate`: each save renames the next of 20 components instead of the same one. Yjs keeps a
 * small tombstone for every overwritten field that cannot merge with its neighbours, so that
 * run shows the inherent growth of a document edited in many places (live edits do the same).
 */
async function run(label: string, databaseUrl?: string, rotate = false) {
  const config = loadConfig(
    { ...process.env, NO_DEMO: '1', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl },
    {
      dataDir: mkdtempSync(join(tmpdir(), 'funil-bench-')),
      port: 0,
      host: '127.0.0.1',
      appSecret: 'bench-secret-bench-secret-bench-secret',
      publicUrl: 'http://localhost:3000',
    },
  );
  const running = await startServer(config, { memoryDb: !databaseUrl, quiet: true, logger: false, mailer: createMemoryMailer() });
  const base = running.url.replace('localhost', '127.0.0.1');
  let editor: TestProvider | undefined;
  try {
    const db = running.database.db;
    const email = `bench-${Date.now()}@funil.test`;
    const { agency, owner } = await createAgencyWithOwner({ db, actor: null }, { email, password: 'bench1234', name: 'Bench', plan: 'enterprise' });
    const [client] = await db.insert(clients).values({ agencyId: agency.id, name: 'Cliente Bench' }).returning();
    const components = Array.from({ length: 20 }, (_, i) => ({
      id: `c${i}`,
      type: 'landing-page',
      position: { x: i * 250, y: 0 },
      data: { title: `Etapa ${i}`, description: '' },
    }));
    const [canvas] = await db
      .insert(canvases)
      .values({
        agencyId: agency.id,
        clientId: client.id,
        userId: owner.id,
        title: 'Bench',
        content: { components, connections: [], textElements: [], comments: [], drawings: [] },
      })
      .returning();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email, password: 'bench1234' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (!cookie.startsWith('funil_session=')) throw new Error(`login failed: ${login.status}`);
    // The funnel is open in an editor, as when an agency saves while someone edits.
    editor = connectProvider(base, canvas.id, cookie);
    if ((await editor.ready) !== 'synced') throw new Error('authentication failed');

    const save = async (i: number) => {
      const res = await fetch(`${base}/api/canvases/${canvas.id}`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({
          content: {
            components: components.map((c, k) => (k === (rotate ? i % components.length : 0) ? { ...c, data: { ...c.data, title: `Save ${i}` } } : c)),
          },
        }),
      });
      if (res.status !== 200) throw new Error(`PATCH ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const storedSize = async () => {
      await sleep(SETTLE_MS);
      const [row] = await db.select({ state: canvasDocuments.state }).from(canvasDocuments).where(eq(canvasDocuments.canvasId, canvas.id));
      return row ? row.state.length : 0;
    };

    await save(0);
    const sizeAfterOne = await storedSize();
    let startRate = 0;
    let endRate = 0;
    let windowStart = performance.now();
    for (let i = 1; i < SAVES; i++) {
      await save(i);
      if (i === WINDOW) startRate = (WINDOW * 1000) / (performance.now() - windowStart);
      if (i === SAVES - WINDOW) windowStart = performance.now();
      if (i % 1000 === 0) process.stdout.write(`  ${label}: ${i} saves\n`);
    }
    endRate = ((WINDOW - 1) * 1000) / (performance.now() - windowStart);
    const sizeAfterN = await storedSize();
    return { label, startRate, endRate, sizeAfterOne, sizeAfterN };
  } finally {
    editor?.destroy();
    await running.stop();
  }
}

const results: Awaited<ReturnType<typeof run>>[] = [];
if (DBS.includes('pglite')) for (const rotate of ROTATIONS) results.push(await run(rotate ? 'PGlite, 20 componentes em rodízio' : 'PGlite', undefined, rotate));
const pgUp = DBS.includes('pg') && (await portOpen(5432));
if (pgUp) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    // The goal is on PostgreSQL for both shapes: one title, and 20 components in rotation.
    for (const rotate of ROTATIONS) {
      const name = `funil_bench_patch_${process.pid}_${rotate ? 'rot' : 'one'}`;
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        results.push(await run(rotate ? 'PostgreSQL, 20 componentes em rodízio' : 'PostgreSQL', `postgres://postgres@127.0.0.1:5432/${name}`, rotate));
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  } finally {
    await admin.end();
  }
} else if (DBS.includes('pg')) console.log('PostgreSQL não responde em 127.0.0.1:5432: só PGlite.');

console.log(`\nPATCH /api/canvases/:id, ${SAVES} saves de conteúdo (título de um componente) com o funil aberto num editor (janelas de ${WINDOW} saves):`);
for (const r of results) {
  console.log(
    `${r.label}: vazão ${r.startRate.toFixed(1)} saves/s no início, ${r.endRate.toFixed(1)} saves/s após ${SAVES} saves (razão ${(r.endRate / r.startRate).toFixed(2)}); ` +
      `estado Yjs guardado ${r.sizeAfterOne} bytes após 1 save, ${r.sizeAfterN} bytes após ${SAVES} (razão ${(r.sizeAfterN / r.sizeAfterOne).toFixed(2)})`,
  );
}
process.exit(0);
