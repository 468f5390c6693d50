// No internal labels in the UI (docs/product.md): product-rule ids ("D17", "(D17)") and issue numbers
// belong in code comments, never in text a person reads. This compiles each client source file
// as the build does (Vite's oxc transform: JSX text becomes string literals), parses it, and
// reads every string and template part of the tree (comments are not part of it, so they may
// keep citing rules); it fails on any such label.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname);
const LABELS = [/\(D\d+\)/, /\bD\d{1,2}\b/, /\bissue\s*#?\d+/i, /\bissue\b/i];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(tsx?|ts)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

type Node = { type: string; [k: string]: unknown };

/** The text of every string literal and template part of a file, JSX text included. */
async function visibleTexts(fileName: string, source: string): Promise<string[]> {
  const { code } = await transformWithOxc(source, fileName, { lang: fileName.endsWith('x') ? 'tsx' : 'ts', jsx: { runtime: 'automatic' } });
  const out: string[] = [];
  const visit = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!n || typeof n !== 'object' || typeof (n as Node).type !== 'string') return;
    const node = n as Node;
    // Import and export paths are not shown to anyone.
    if (node.type === 'ImportDeclaration' || node.type === 'ImportExpression') return;
    if (node.type === 'Literal' && typeof node.value === 'string') out.push(node.value);
    if (node.type === 'TemplateElement') out.push(String((node.value as { cooked?: string; raw: string }).cooked ?? (node.value as { raw: string }).raw));
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && k !== 'source') visit(v);
  };
  visit(parseAst(code));
  return out;
}

describe('client UI strings', () => {
  it('the scanner sees JSX text and strings, not comments', async () => {
    const texts = await visibleTexts('x.tsx', `// (D17) in a comment\nconst a = 'Olá (D3)';\nexport const C = () => <p>Texto D12 {a}</p>; /* (D5) */`);
    expect(texts).toContain('Olá (D3)');
    expect(texts).toContain('Texto D12 ');
    expect(texts.join(' ')).not.toMatch(/D17|D5/);
  });

  it('no product-rule ids nor issue numbers in any string of src/client', async () => {
    const found: string[] = [];
    for (const file of sourceFiles(ROOT)) {
      for (const text of await visibleTexts(file, readFileSync(file, 'utf8'))) {
        if (LABELS.some((r) => r.test(text))) found.push(`${relative(ROOT, file)}: ${JSON.stringify(text.trim().slice(0, 120))}`);
      }
    }
    expect(found).toEqual([]);
  });
});
