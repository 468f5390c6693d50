// GET /collab: the live-editing socket on the app's own port (D21, D22). The message handler
// is attached synchronously by handleConnection, before any await, so that no early Yjs
// message is lost; authentication happens in onAuthenticate from the session cookies.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { originAllowed } from '../plugins/csrf.ts';
import { AGENCY_COOKIE, CLIENT_COOKIE } from '../plugins/session.ts';
import type { Collab, CollabContext } from './collab.ts';

export default fp(async function collabRoute(app: FastifyInstance, opts: { collab: Collab }) {
  app.get('/collab', { websocket: true }, (socket, req) => {
    const origin = req.headers.origin;
    // Cross-site WebSocket hijacking: a foreign page may not open the socket with our cookies.
    // The same pages as may write (plugins/csrf.ts).
    const originOk = !origin || originAllowed(origin, req, app.deps.config);
    const context: CollabContext = {
      creds: { agencyToken: req.cookies[AGENCY_COOKIE], clientToken: req.cookies[CLIENT_COOKIE] },
      originOk,
    };
    opts.collab.hocuspocus.handleConnection(socket as never, req.raw, context);
  });
  app.addHook('onClose', async () => {
    await opts.collab.close();
  });
});
