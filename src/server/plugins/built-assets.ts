// The build's hashed files (/assets/*), served from memory: read once with their .br and .gz
// (written by the build) when the server starts, and answered without touching the disk. A page
// asks for 50 to 70 of them on a first visit over six connections, and each answer from
// @fastify/static cost a stat and a read stream of its own (decision 011, "How the JavaScript is
// split"). A name not read at the start (a new build under a running server) is looked for on
// disk once it is asked for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json; charset=utf-8',
};

interface Built {
  type: string;
  etag: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A built file with its precompressed copies, or undefined when there is none of that name. */
function readBuilt(dir: string, name: string, names: ReadonlySet<string>): Built | undefined {
  const type = TYPES[extname(name)];
  if (!type || !names.has(name)) return undefined;
  const at = (f: string) => (names.has(f) ? readFileSync(join(dir, f)) : undefined);
  // The name carries the content's hash, so it is the tag too.
  return { type, etag: `"${name}"`, raw: readFileSync(join(dir, name)), br: at(`${name}.br`), gzip: at(`${name}.gz`) };
}

/** The answer for a built file, negotiated like @fastify/static's (br, then gzip). */
function sendBuilt(file: Built, accept: string, ifNoneMatch: string | undefined, reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag).header('vary', 'accept-encoding').type(file.type);
  if (ifNoneMatch === file.etag) return reply.code(304).send();
  if (file.br && accept.includes('br')) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && accept.includes('gzip')) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.raw);
}

/** GET /assets/<name>: from memory; a name the build has not written is the app's 404. */
export function serveBuiltAssets(app: FastifyInstance, root: string) {
  const dir = join(root, 'assets');
  const files = new Map<string, Built>();
  const list = () => new Set(existsSync(dir) ? readdirSync(dir) : []);
  const names = list();
  for (const name of names) {
    const file = readBuilt(dir, name, names);
    if (file) files.set(name, file);
  }
  app.get('/assets/:name', (req, reply) => {
    const { name } = req.params as { name: string };
    // Only a plain file name reaches the disk, and only when a newer build may have written it.
    let file = files.get(name);
    if (!file && /^[\w-][\w.-]*$/.test(name)) {
      file = readBuilt(dir, name, list());
      if (file) files.set(name, file);
    }
    if (!file) return reply.callNotFound();
    return sendBuilt(file, String(req.headers['accept-encoding'] ?? ''), req.headers['if-none-match'], reply);
  });
}
