// GET /t.js: the traffic snippet (src/tracker/t.js) as it is written, for the client's pages on
// any domain to load: read once at start, gzipped once, cached an hour by browsers.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';

const trackerScript: FastifyPluginAsync<{ file: string }> = async (app, { file }) => {
  const plain = readFileSync(file);
  const gzipped = gzipSync(plain, { level: 9 });
  app.get('/t.js', { schema: { hide: true } }, async (req, reply) => {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      // Loaded by other sites' pages: the default same-origin resource policy would block it.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? gzipped : plain);
  });
};
export default trackerScript;
