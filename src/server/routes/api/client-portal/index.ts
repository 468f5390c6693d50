// Client portal calls (spec 02 section 7; D5, D7, D8). A client session is its own
// principal: req.client() never accepts an agency cookie, and agency routes never accept this one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_FILTERS, ClientApprovalSchema, ClientContentUpdateSchema, ClientLoginSchema } from '#shared/schemas/portal.ts';
import { endSession } from '../../../domain/auth/sessions.ts';
import { decideClientCanvas, getClientCanvas, saveClientContent } from '../../../domain/portal/client-canvas.ts';
import { clientAnalytics, listClientCanvases } from '../../../domain/portal/client-canvases.ts';
import { getClientMe, loginClient } from '../../../domain/portal/client-login.ts';
import { CLIENT_COOKIE } from '../../../plugins/session.ts';
import { anonCtx, clientCtx } from '../../ctx.ts';

const IdParams = z.object({ id: z.string().max(100) });

const clientPortal: FastifyPluginAsyncZod = async (app) => {
  // Every call but login/logout needs a client session, checked before the body (401 first).
  const open = new Set(['/api/client/login', '/api/client/logout']);
  app.addHook('onRequest', async (req) => {
    if (!open.has(req.routeOptions.url ?? '')) await req.client();
  });

  app.post('/login', { schema: { body: ClientLoginSchema } }, async (req, reply) => {
    const { name, token } = await loginClient(anonCtx(req), { ...req.body, ip: req.ip, previousToken: req.cookies[CLIENT_COOKIE] });
    reply.setSessionCookie('client', token);
    return { name };
  });

  app.post('/logout', async (req, reply) => {
    const done = await endSession(anonCtx(req), { token: req.cookies[CLIENT_COOKIE] });
    reply.clearSessionCookie('client');
    return done;
  });

  app.get('/me', async (req) => getClientMe(await clientCtx(req)));

  app.get('/analytics', async (req) => clientAnalytics(await clientCtx(req)));

  app.get('/canvases', { schema: { querystring: z.object({ status: z.enum(CLIENT_FILTERS).optional().default('all') }) } }, async (req) =>
    listClientCanvases(await clientCtx(req), req.query),
  );

  app.get('/canvas/:id', { schema: { params: IdParams } }, async (req) => getClientCanvas(await clientCtx(req), req.params));

  app.put('/canvas/:id', { schema: { params: IdParams, body: ClientContentUpdateSchema } }, async (req) =>
    saveClientContent(await clientCtx(req), { ...req.body, id: req.params.id }),
  );

  app.post('/canvas/:id/approval', { schema: { params: IdParams, body: ClientApprovalSchema } }, async (req) =>
    decideClientCanvas(await clientCtx(req), { ...req.body, id: req.params.id }),
  );
};
export default clientPortal;
