// An agency made the way people make one, through the API only: clients with a portal access
// each, funnels from the 12 templates (their forecast values come with them), 5 to 20 comments
// per funnel (threads, replies, some resolved, some internal), three published versions, a public
// review link with 2 to 5 reviewers who comment and decide (the client's own access among them
// when the funnel's client has one), due dates on a third. The API benches measure on it, never
// on rows inserted by SQL (docs/benchmarks.md).
//
// Building 20,000 funnels through the API takes minutes, so a built agency is kept as a
// PostgreSQL template database, named by the size and a hash of what shapes the rows (the
// migrations, the templates' seed and this file); each run clones it (CREATE DATABASE …
// TEMPLATE), which takes seconds. `--rebuild` builds again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PG_ADMIN_URL } from '../../tests/helpers/server-process.ts';
import { multiplyAgency } from './clone-agency.ts';

export const REAL_PASSWORD = 'bench12345';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** What the measuring side needs to know about a built agency. */
export interface RealAgency {
  email: string;
  size: number;
  /** A funnel per template (the editor and portal reads use the largest). */
  funnelIds: string[];
  publicLinks: string[];
  clientIds: string[];
  /** Portal logins (email, password REAL_PASSWORD) and the funnels each client owns. */
  clientLogins: { email: string; clientId: string; funnelId: string }[];
  stats: { funnels: number; comments: number; reviewers: number; versions: number; dueDates: number; calls: number; seconds: number };
}

type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<unknown>;

function caller(base: string, cookie: string, counter: { calls: number }): Call {
  return async (method, path, body, headers) => {
    for (let attempt = 0; ; attempt++) {
      counter.calls++;
      const r = await fetch(base + path, {
        method,
        // No body, no content-type: an empty JSON body is a 400.
        headers: { ...(body === undefined ? { 'x-requested-with': 'XMLHttpRequest' } : HEADERS), cookie, ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // A 429 (a per-address limit) or a 503 under the building load: wait and send again.
      if ((r.status === 429 || r.status === 503) && attempt < 20) {
        await new Promise((res) => setTimeout(res, 250 * (attempt + 1)));
        continue;
      }
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 300)}`);
      return text ? JSON.parse(text) : null;
    }
  };
}

async function cookieOf(base: string, path: string, email: string): Promise<string> {
  const r = await fetch(base + path, { method: 'POST', headers: HEADERS, body: JSON.stringify({ email, password: REAL_PASSWORD }) });
  if (!r.ok) throw new Error(`${path} ${email}: ${r.status} ${await r.text()}`);
  return (r.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Runs `work(i)` for i in [0, n) with `width` at a time. */
async function pool(n: number, width: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < n; i = next++) await work(i);
    }),
  );
}

const NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Henrique', 'Isabela', 'João'];
const REMARKS = [
  'Acho que aqui o texto pode ser mais direto.',
  'Essa etapa precisa do logo novo.',
  'Podemos testar um desconto maior?',
  'O prazo dessa campanha está apertado.',
  'Perfeito, seguimos assim.',
  'Faltou a página de obrigado.',
  'Trocar a cor do botão para a da marca.',
  'Quem vai produzir esse vídeo?',
];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Template {
  id: string;
  title: string;
}

/**
 * Builds one funnel through the API, as an agency and its reviewers would: i picks the
 * template, the client, how many comments and reviewers, and whether it has a due date.
 */
async function buildFunnel(
  i: number,
  call: Call,
  t: Template,
  client: { id: string; name: string; portal?: Call },
  out: RealAgency,
  publicCall: (ip: string) => Call,
) {
  const canvas = (await call('POST', '/api/canvases', { title: `${t.title} · ${client.name} ${i + 1}`, clientId: client.id, templateId: t.id })) as {
    id: string;
    content: { components: { id: string }[] };
  };
  const steps = canvas.content.components.map((c) => c.id);
  const nComments = 5 + ((i * 7) % 16);
  const nReviewers = 2 + (i % 4);
  const agencyThreads = Math.max(2, Math.floor(nComments / 3));
  const at = (k: number) => new Date(Date.UTC(2026, 10, 1 + (k % 25), 9 + (k % 9), k % 60)).toISOString();
  const agencyComments = Array.from({ length: agencyThreads }, (_, k) => ({
    id: `ag-${i}-${k}`,
    position: { x: 10, y: 10 },
    componentId: steps[(i + k) % steps.length],
    content: REMARKS[(i + k) % REMARKS.length],
    author: 'Equipe',
    authorKind: 'agency' as const,
    timestamp: at(k),
    ...(k % 4 === 3 ? { visibility: 'internal' as const } : {}),
    ...(k % 3 === 2 ? { resolved: true } : {}),
  }));
  await call('PATCH', `/api/canvases/${canvas.id}`, {
    content: { comments: agencyComments },
    ...(i % 3 === 0 ? { dueDate: day(1 + (i % 40)) } : {}),
  });
  if (i % 3 === 0) out.stats.dueDates++;
  for (let v = 1; v <= 3; v++) {
    await call('PUT', `/api/canvases/${canvas.id}`, { status: 'published', ...(v > 1 ? { title: `${t.title} · ${client.name} ${i + 1} (v${v})` } : {}) });
  }
  out.stats.versions += 3;
  const { publicLink } = (await call('POST', `/api/canvases/${canvas.id}/public-link`)) as { publicLink: string };
  let left = nComments - agencyThreads;
  let reviewers = 0;
  if (client.portal) {
    // The client's own access: a reply to the agency's first thread, then a decision.
    await client.portal('PUT', `/api/client/canvas/${canvas.id}`, {
      content: {
        comments: [
          {
            id: `cl-${i}`,
            position: { x: 20, y: 20 },
            componentId: agencyComments[0].componentId,
            parentId: agencyComments[0].id,
            content: 'Concordo, vamos ajustar.',
            author: client.name,
            timestamp: at(30),
          },
        ],
      },
    });
    left--;
    await client.portal(
      'POST',
      `/api/client/canvas/${canvas.id}/approval`,
      i % 5 === 4 ? { status: 'adjust', feedback: 'Trocar as fotos.' } : { status: 'approve' },
    );
    reviewers++;
  }
  for (let r = 0; reviewers < nReviewers; r++, reviewers++) {
    const name = NAMES[(i + r) % NAMES.length];
    const guest = { clientName: `${name} ${r + 1}`, email: `${name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${i}.${r}@revisor.test` };
    // Each reviewer writes from their own address (the server believes X-Forwarded-For: TRUST_PROXY=1).
    const pub = publicCall(`10.${(i >> 8) & 255}.${i & 255}.${r + 1}`);
    const mine = r === nReviewers - 1 ? left : Math.min(left, 1 + (r % 3));
    for (let k = 0; k < mine; k++, left--) {
      await pub('POST', `/api/public/canvas/${publicLink}/comments`, {
        ...guest,
        comment: {
          id: `pb-${i}-${r}-${k}`,
          position: { x: 5, y: 5 },
          componentId: steps[(r + k) % steps.length],
          content: REMARKS[(r + k + 3) % REMARKS.length],
        },
      });
    }
    const status = (i + r) % 4 === 0 ? 'adjustment_requested' : 'approved';
    await pub('POST', `/api/public/canvas/${publicLink}/approvals`, { ...guest, status, feedback: status === 'approved' ? '' : 'Ajustar o texto do anúncio.' });
  }
  out.stats.funnels++;
  out.stats.comments += nComments;
  out.stats.reviewers += reviewers;
  if (i < 12) out.funnelIds.push(canvas.id);
  if (i < 200) out.publicLinks.push(publicLink);
  if (client.portal && !out.clientLogins.some((c) => c.clientId === client.id)) {
    out.clientLogins.push({ email: portalEmail(out.size, client.id), clientId: client.id, funnelId: canvas.id });
  }
}

const portalEmail = (size: number, clientId: string) => `portal-${size}-${clientId.slice(0, 8)}@cliente.test`;

/** Builds the agency `email` (already created, Enterprise) on the server at `base`. */
export async function buildRealAgency(base: string, email: string, size: number, log: (s: string) => void): Promise<RealAgency> {
  const t0 = Date.now();
  const counter = { calls: 0 };
  const cookie = await cookieOf(base, '/api/auth/login', email);
  const call = caller(base, cookie, counter);
  const out: RealAgency = {
    email,
    size,
    funnelIds: [],
    publicLinks: [],
    clientIds: [],
    clientLogins: [],
    stats: { funnels: 0, comments: 0, reviewers: 0, versions: 0, dueDates: 0, calls: 0, seconds: 0 },
  };
  const templates = (await call('GET', '/api/templates')) as Template[];
  if (templates.length < 12) throw new Error(`${templates.length} templates`);
  // A client per 10 funnels, as in the earlier benches; every other client has a portal access.
  const nClients = Math.max(10, Math.floor(size / 10));
  const clients: { id: string; name: string; portal?: Call }[] = [];
  await pool(nClients, 8, async (k) => {
    const c = (await call('POST', '/api/clients', { name: `Cliente ${k + 1}`, segment: 'Varejo' })) as { id: string; name: string };
    const entry: { id: string; name: string; portal?: Call } = { id: c.id, name: c.name };
    if (k % 2 === 0) {
      const portal = portalEmail(size, c.id);
      await call('POST', `/api/clients/${c.id}/access`, { email: portal, password: REAL_PASSWORD });
      entry.portal = caller(base, await cookieOf(base, '/api/client/login', portal), counter);
    }
    clients[k] = entry;
  });
  out.clientIds = clients.map((c) => c.id);
  const anonymous = caller(base, '', counter);
  const pub =
    (ip: string): Call =>
    (m, p, b) =>
      anonymous(m, p, b, { 'x-forwarded-for': ip });
  let done = 0;
  await pool(size, 8, async (i) => {
    await buildFunnel(i, call, templates[i % templates.length], clients[i % clients.length], out, pub);
    if (++done % 500 === 0) log(`  ${done}/${size} funis (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  });
  out.stats.calls = counter.calls;
  out.stats.seconds = (Date.now() - t0) / 1000;
  return out;
}

/**
 * Names what shapes the built rows: a change to any of them builds again. Not the migrations:
 * the server brings a cloned database up to date when it starts, as it would a real one.
 */
export function realDataHash(serverDir: string): string {
  const h = createHash('sha256');
  const add = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const f of readdirSync(dir, { recursive: true }).map(String).sort()) {
      const p = join(dir, f);
      if (/\.(sql|ts|json)$/.test(f)) h.update(f).update(readFileSync(p));
    }
  };
  add(join(serverDir, 'src/server/db/seed/templates'));
  h.update(readFileSync(new URL(import.meta.url))).update(readFileSync(new URL('./clone-agency.ts', import.meta.url)));
  return h.digest('hex').slice(0, 10);
}

const cacheDir = join(tmpdir(), 'funil-bench-real');
const metaFile = (name: string) => join(cacheDir, `${name}.json`);

async function admin<T>(f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/**
 * Above this many funnels the agency is the API-built one of this size, copied (bench/lib/
 * clone-agency.ts). 200 funnels take about a minute and a half through the API on this machine
 * kind, 2,000 took 9 to 30 minutes depending on the load; BENCH_API_BUILT_MAX=2000 builds 2,000.
 */
export const API_BUILT_MAX = Number(process.env.BENCH_API_BUILT_MAX ?? 200);

async function vacuum(url: string) {
  // The state autovacuum leaves a table in (statistics, visibility map), before it is copied.
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('vacuum analyze');
  await c.end();
}

/** Keeps the agency of `size` funnels as a template database (built, or copied from a smaller one). */
async function keepTemplate(serverDir: string, size: number, rebuild: boolean, build: (url: string) => Promise<RealAgency>): Promise<string> {
  const template = `funil_bench_real_${size}_${realDataHash(serverDir)}`;
  const exists = await admin(async (c) => (await c.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1);
  if (exists && !rebuild && existsSync(metaFile(template))) return template;
  // Templates of this size made by older code are dropped.
  const old = await admin(async (c) => (await c.query('select datname from pg_database where datname like $1', [`funil_bench_real_${size}_%`])).rows);
  for (const { datname } of old) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`));
  const url = `postgres://postgres@127.0.0.1:5432/${template}`;
  let agency: RealAgency;
  if (size > API_BUILT_MAX) {
    const times = Math.round(size / API_BUILT_MAX);
    const from = await keepTemplate(serverDir, API_BUILT_MAX, false, build);
    await admin((c) => c.query(`CREATE DATABASE ${template} TEMPLATE ${from}`));
    await multiplyAgency(url, times);
    const base = JSON.parse(readFileSync(metaFile(from), 'utf8')) as RealAgency;
    const st = base.stats;
    agency = {
      ...base,
      size,
      stats: {
        ...st,
        funnels: st.funnels * times,
        comments: st.comments * times,
        reviewers: st.reviewers * times,
        versions: st.versions * times,
        dueDates: st.dueDates * times,
      },
    };
  } else {
    await admin((c) => c.query(`CREATE DATABASE ${template}`));
    agency = await build(url);
  }
  await vacuum(url);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(metaFile(template), JSON.stringify(agency));
  return template;
}

/**
 * A fresh database holding a real agency of `size` funnels: cloned from the kept template when
 * there is one for this code, else built through the API by `build(url)` and kept.
 */
export async function realDatabase(
  serverDir: string,
  size: number,
  rebuild: boolean,
  build: (url: string) => Promise<RealAgency>,
): Promise<{ url: string; agency: RealAgency; drop(): Promise<void> }> {
  const template = await keepTemplate(serverDir, size, rebuild, build);
  const agency = JSON.parse(readFileSync(metaFile(template), 'utf8')) as RealAgency;
  const name = `funil_bench_run_${process.pid}_${Date.now()}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    agency,
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
