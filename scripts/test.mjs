// `npm test`: the whole suite. Unit and API tests on PGlite, again on the local
// PostgreSQL server when it answers, then the browser journeys in Chromium.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const results = [];
function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: r.status === 0 });
  return r.status === 0;
}
function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    s.setTimeout(1000);
    s.on('connect', () => { s.end(); resolve(true); });
    s.on('error', () => resolve(false));
    s.on('timeout', () => { s.destroy(); resolve(false); });
  });
}

step('typecheck', 'npx', ['tsc', '--noEmit']);
step('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
step('unit + API (PGlite)', 'npx', ['vitest', 'run'], { TEST_DB: 'pglite' });
if (await portOpen(5432)) step('unit + API (PostgreSQL)', 'npx', ['vitest', 'run'], { TEST_DB: 'postgres' });
else console.log('\nPostgreSQL não responde em 127.0.0.1:5432: suíte PostgreSQL pulada.');
const pgE2E = (await portOpen(5432)) && process.env.E2E_DB !== 'pglite';
step(`browser journeys (Chromium, ${pgE2E ? 'PostgreSQL' : 'PGlite'})`, 'npx', ['playwright', 'test'], { TEST_DB: pgE2E ? 'postgres' : 'pglite' });

const failed = results.filter((r) => !r.ok);
console.log('\n=== resumo ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
