// The build's hashed files (/assets/*), served from memory: each read once with its .br and .gz
// (written by the build) the first time it is asked for, then answered without touching the
// disk. A page asks for 50 to 70 of them on a first visit over six connections, and each answer
// from @fastify/static cost a stat and a read stream of its own (decision 011, "How the editor
// opens"). Read on first request, not at the start, which stays as short as decision 010 made it.
import { readFileSync } from 'node:fs';
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
function readBuilt(dir: string, name: string): Built | undefined {
  const type = TYPES[extname(name)];
  if (!type) return undefined;
  const read = (f: string) => {
    try {
      return readFileSync(join(dir, f));
    } catch {
      return undefined;
    }
  };
  const raw = read(name);
  // The name carries the content's hash, so it is the tag too.
  return raw && { type, etag: `"${name}"`, raw, br: read(`${name}.br`), gzip: read(`${name}.gz`) };
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
  app.get('/assets/:name', (req, reply) => {
    const { name } = req.params as { name: string };
    // Only a plain file name reaches the disk (no folder, no dotfile); only a file found is kept.
    let file = files.get(name);
    if (!file && /^[\w-][\w.-]*$/.test(name)) {
      // A kind of file not listed above is left to @fastify/static, as before.
      if (!TYPES[extname(name)]) return reply.sendFile(`assets/${name}`);
      file = readBuilt(dir, name);
      if (file) files.set(name, file);
    }
    if (!file) return reply.callNotFound();
    return sendBuilt(file, String(req.headers['accept-encoding'] ?? ''), req.headers['if-none-match'], reply);
  });
}
