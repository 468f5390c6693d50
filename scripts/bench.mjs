// `npm run bench`: every benchmark in bench/ (.mjs with node, .ts with tsx), one after the
// other. `npm run bench -- landing` runs only the files whose name contains "landing";
// everything from the first --option on goes to each benchmark (`npm run bench -- landing --runs 3`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const args = process.argv.slice(2);
const firstFlag = args.findIndex((a) => a.startsWith('--'));
const filters = firstFlag === -1 ? args : args.slice(0, firstFlag);
const passThrough = firstFlag === -1 ? [] : args.slice(firstFlag);
const benches = readdirSync(new URL('../bench/', import.meta.url))
  .filter((f) => /\.(mjs|ts)$/.test(f) && !f.endsWith('.d.ts'))
  .filter((f) => !filters.length || filters.some((x) => f.includes(x)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n=== bench/${file} ===`);
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const r = spawnSync(process.execPath, [...loader, `bench/${file}`, ...passThrough], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
