// The layout (decision 001): shared imports neither client nor server, nor Node, the DOM or Drizzle;
// client never imports server code; the domain never imports the live-editing layer (collab/
// calls the domain's operations, never the other way round) and reads no table itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}
const imports = (file: string) => Array.from(readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g), (m) => m[1]);

describe('import boundaries', () => {
  it('shared is pure', () => {
    const bad = files('src/shared').flatMap((f) =>
      imports(f)
        .filter((i) => /^(node:|drizzle|fastify|react|#server|#client)|\/(server|client)\//.test(i))
        .map((i) => `${f}: ${i}`),
    );
    expect(bad).toEqual([]);
  });
  it('client never imports server code', () => {
    const bad = files('src/client').flatMap((f) =>
      imports(f)
        .filter((i) => /^#server|\/server\/|^node:|drizzle|fastify/.test(i))
        .map((i) => `${f}: ${i}`),
    );
    expect(bad).toEqual([]);
  });
  it('the domain never imports the live-editing layer', () => {
    const bad = [...files('src/server/domain'), 'src/server/principal.ts'].flatMap((f) =>
      imports(f)
        .filter((i) => /(^#server\/|\/)collab\//.test(i))
        .map((i) => `${f}: ${i}`),
    );
    expect(bad).toEqual([]);
  });
  it('the live-editing layer reaches the database only through domain operations', () => {
    const bad = files('src/server/collab').flatMap((f) =>
      imports(f)
        .filter((i) => /^drizzle-orm|\/db\/schema\.ts$/.test(i))
        .map((i) => `${f}: ${i}`),
    );
    expect(bad).toEqual([]);
  });
});
