// Client portal calls (spec 02 section 7; D5, D7, D8). A client session is its own
// principal: req.client() never accepts an agency cookie, and agency routes never accept this one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_FILTERS, ClientApprovalSchema, ClientContentUpdateSchema, ClientLoginSchema } from '#shared/schemas/portal.ts';
import { deleteSessionByToken } from '../../../domain/auth/sessions.ts';
import { decideClientCanvas, getClientCanvas, saveClientContent } from '../../../domain/portal/client-canvas.ts';
import { clientAnalytics, listClientCanvases } from '../../../domain/portal/client-canvases.ts';
import { getClientMe, loginClient } from '../../../domain/portal/client-login.ts';
import { CLIENT_COOKIE } from '../../../plugins/session.ts';

const IdParams = z.object({ id: z.string().max(100) });

const clientPortal: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, canvasDocs } = app.deps;
  const notifyDeps = (log: { error(obj: unknown, msg?: string): void }) => ({ db, mailer, publicUrl: config.publicUrl, log });

  // Every call but login/logout needs a client session, checked before the body (401 first).
  const open = new Set(['/api/client/login', '/api/client/logout']);
  app.addHook('onRequest', async (req) => {
    if (!open.has(req.routeOptions.url ?? '')) await req.client();
  });

  app.post('/login', { schema: { body: ClientLoginSchema } }, async (req, reply) => {
    const old = req.cookies[CLIENT_COOKIE];
    const { name, token } = await loginClient(db, req.body, req.ip);
    if (old) await deleteSessionByToken(db, old); // rotate
    reply.setSessionCookie('client', token);
    return { name };
  });

  app.post('/logout', async (req, reply) => {
    const token = req.cookies[CLIENT_COOKIE];
    if (token) await deleteSessionByToken(db, token);
    reply.clearSessionCookie('client');
    // The session's live sockets close before the answer, not at the next periodic re-check.
    await app.deps.canvasDocs.recheckAccess();
    return { ok: true };
  });

  app.get('/me', async (req) => getClientMe(db, await req.client()));

  app.get('/analytics', async (req) => clientAnalytics({ db, actor: await req.client() }));

  app.get('/canvases', { schema: { querystring: z.object({ status: z.enum(CLIENT_FILTERS).optional().default('all') }) } }, async (req) =>
    listClientCanvases({ db, actor: await req.client() }, req.query.status),
  );

  app.get('/canvas/:id', { schema: { params: IdParams } }, async (req) => getClientCanvas({ db, actor: await req.client() }, canvasDocs, req.params.id));

  app.put('/canvas/:id', { schema: { params: IdParams, body: ClientContentUpdateSchema } }, async (req) =>
    saveClientContent({ db, actor: await req.client() }, canvasDocs, notifyDeps(req.log), req.params.id, req.body),
  );

  app.post('/canvas/:id/approval', { schema: { params: IdParams, body: ClientApprovalSchema } }, async (req) =>
    decideClientCanvas({ db, actor: await req.client() }, notifyDeps(req.log), req.params.id, req.body),
  );
};
export default clientPortal;
