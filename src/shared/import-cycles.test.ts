// No import cycle anywhere in src, type-only imports included: a cycle hides which layer owns
// what (the domain must never need the live-editing layer back), and at run time it makes module
// load order decide what is defined. oxlint's import/no-cycle reads every import, `import type`
// too (ignoreTypes: false in .oxlintrc.json), and resolves `#shared/*` through tsconfig.json.
// Why oxlint and not dependency-cruiser or madge: docs/decisions/001-layout.md.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

interface Report {
  diagnostics: { code: string; filename: string; labels: { span: { line: number } }[]; help?: string }[];
  number_of_files: number;
  number_of_rules: number;
}

describe('import cycles', () => {
  it('src has none, type-only imports included', () => {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', '--format', 'json', 'src'], { cwd: ROOT, encoding: 'utf8' });
    const report = JSON.parse(run.stdout) as Report;
    expect(report.number_of_rules).toBe(1);
    expect(report.number_of_files).toBeGreaterThan(100);
    const cycles = report.diagnostics.map((d) => `${d.filename}:${d.labels[0]?.span.line ?? 0} ${d.code}`);
    expect(cycles).toEqual([]);
  });
});
