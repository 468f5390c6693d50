// `npm test`: the whole suite. Unit and API tests on PGlite, again on the local
// PostgreSQL server when it answers, the browser journeys in Chromium, then the fault tests.
// The summary names every failed test: CI keeps only the tail of what is printed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const results = [];
const flaky = [];
/** Skipped tests, per step: printed in the summary, so a skip is always seen. */
const skipped = new Map();
function step(name, cmd, args, env = {}, failuresOf = () => []) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  let failures = [];
  try {
    failures = failuresOf();
  } catch {
    // No report (the step died before writing it): the exit status still counts.
  }
  results.push({ name, ok: r.status === 0, failures });
  return r.status === 0;
}
/** A service the suite needs is down: outside CI the step is skipped aloud, in CI it fails. */
function missingService(name, what) {
  const line = `${what} não responde: ${name} ${process.env.CI ? 'não pode rodar (o CI precisa dele)' : 'pulada'}.`;
  console.log(`\n${line}`);
  if (process.env.CI) results.push({ name, ok: false, failures: [line] });
  else skipped.set(name, [line]);
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
const firstLine = (s) => String(s ?? '').split('\n').find((l) => l.trim())?.slice(0, 300) ?? '';

function addSkip(stepName, what) {
  if (!skipped.has(stepName)) skipped.set(stepName, []);
  skipped.get(stepName).push(what);
}

function vitestStep(name, db) {
  const file = `${reportDir}/vitest-${db}.json`;
  step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { TEST_DB: db }, () => {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const out = [];
    for (const f of report.testResults) {
      const rel = f.name.replace(`${process.cwd()}/`, '');
      if (f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')) out.push(`${rel}: ${firstLine(f.message)}`);
      for (const a of f.assertionResults) {
        if (a.status === 'skipped' || a.status === 'pending' || a.status === 'todo') addSkip(name, `${rel} › ${a.fullName}`);
        if (a.status === 'failed') out.push(`${rel} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
        // Passed on the retry (vitest.config.ts): not a failure, but never silent.
        else if (a.status === 'passed' && a.failureMessages?.length) flaky.push(`${rel} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
      }
    }
    return out;
  });
}

step('typecheck', 'npx', ['tsc', '--noEmit']);
step('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
vitestStep('unit + API (PGlite)', 'pglite');
if (await portOpen(5432)) vitestStep('unit + API (PostgreSQL)', 'postgres');
else missingService('unit + API (PostgreSQL)', 'PostgreSQL em 127.0.0.1:5432');
const pgE2E = (await portOpen(5432)) && process.env.E2E_DB !== 'pglite';
if (!pgE2E && process.env.E2E_DB !== 'pglite') missingService('browser journeys on PostgreSQL', 'PostgreSQL em 127.0.0.1:5432');
const e2eFile = `${reportDir}/playwright.json`; // playwright.config.ts writes it there
step(`browser journeys (Chromium, ${pgE2E ? 'PostgreSQL' : 'PGlite'})`, 'npx', ['playwright', 'test'], { TEST_DB: pgE2E ? 'postgres' : 'pglite' }, () => {
  const report = JSON.parse(readFileSync(e2eFile, 'utf8'));
  const out = [];
  const walk = (suite) => {
    for (const s of suite.suites ?? []) walk(s);
    for (const spec of suite.specs ?? []) {
      const runs = spec.tests?.flatMap((t) => t.results ?? []) ?? [];
      if (spec.tests?.length && spec.tests.every((t) => t.status === 'skipped')) addSkip('browser journeys', `${spec.file}:${spec.line} › ${spec.title}`);
      if (spec.ok) {
        if (spec.tests?.some((t) => t.status === 'flaky')) flaky.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(runs.find((r) => r.error)?.error?.message).replace(/\u001b\[[0-9;]*m/g, '')}`);
        continue;
      }
      const err = runs.find((r) => r.error)?.error?.message;
      out.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(err).replace(/\u001b\[[0-9;]*m/g, '')}`);
    }
  };
  for (const s of report.suites ?? []) walk(s);
  return out;
});

// Real server processes killed, cut from their database and signalled (tests/faults).
step('testes de falha (kill -9, queda do banco, SIGTERM)', 'node', ['scripts/test-faults.mjs'], {}, () => {
  const report = JSON.parse(readFileSync(`${reportDir}/vitest-faults.json`, 'utf8'));
  return report.testResults.flatMap((f) =>
    f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${f.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`),
  );
});

const failed = results.filter((r) => !r.ok);
console.log('\n=== resumo ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
  for (const f of r.failures) console.log(`       ✗ ${f}`);
}
for (const [name, list] of skipped) {
  console.log(`puladas em ${name}: ${list.length}`);
  for (const t of list) console.log(`       - ${t}`);
}
if (!skipped.size) console.log('puladas: 0');
if (flaky.length) {
  console.log(`instáveis (falharam e passaram na nova tentativa): ${flaky.length}`);
  for (const f of flaky) console.log(`       ~ ${f}`);
}
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
