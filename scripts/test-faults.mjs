// `npm run test:faults`: the fault tests (tests/faults, vitest.faults.config.ts): kill -9 trials
// with live editors, a database outage through a TCP proxy, SIGTERM to `npm start`. They start
// and kill real server processes, so they run one file at a time, apart from `npm test`.
// Closes with "N passed, N failed" (CI keeps only the tail of what is printed).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

// The tests start the server the way `npm start` does (tests/helpers/server-process.ts,
// BUNDLED_SERVER): whatever is stale is built once here, not by each server they start.
const prepared = spawnSync(process.execPath, ['scripts/start.mjs', '--prepare'], { stdio: 'inherit' });
if (prepared.status !== 0) {
  console.log('\n=== testes de falha ===\n  FALHOU scripts/start.mjs --prepare\n0 passed, 1 failed');
  process.exit(1);
}

const report = '.tmp/test-reports/vitest-faults.json';
mkdirSync('.tmp/test-reports', { recursive: true });
const r = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.faults.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
let passed = 0;
let failed = 0;
let skippedCount = 0;
const failures = [];
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  for (const f of json.testResults) {
    const rel = f.name.replace(`${process.cwd()}/`, '');
    if (f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')) {
      failed++;
      failures.push(`${rel}: ${String(f.message ?? '').split('\n')[0]}`);
    }
    for (const a of f.assertionResults) {
      if (a.status === 'passed') passed++;
      else if (a.status === 'skipped' || a.status === 'pending') skippedCount++;
      else if (a.status === 'failed') {
        failed++;
        failures.push(`${rel} › ${a.fullName}: ${String(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
      }
    }
  }
} catch {
  failed = Math.max(failed, 1); // no report: vitest died before writing it
  failures.push('vitest não escreveu o relatório');
}
console.log('\n=== testes de falha ===');
for (const f of failures) console.log(`  FALHOU ${f}`);
console.log(`puladas: ${skippedCount}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
