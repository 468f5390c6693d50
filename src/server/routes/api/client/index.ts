// Client portal calls (docs/product.md; D5, D7, D8). A client session is its own
// principal: req.client() never accepts an agency cookie, and agency routes never accept this one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientSetPasswordAnswerSchema, ClientSetPasswordSchema } from '#shared/schemas/access-invitation.ts';
import { ClientExportSchema, clientExportFileName } from '#shared/schemas/client-data.ts';
import { OkAnswerSchema } from '#shared/schemas/common.ts';
import {
  ClientAnalyticsSchema,
  ClientApprovalSchema,
  ClientCanvasListItemSchema,
  ClientCanvasListQuerySchema,
  ClientCanvasQuerySchema,
  ClientCanvasSchema,
  ClientContentUpdateSchema,
  ClientDecisionAnswerSchema,
  ClientLoginAnswerSchema,
  ClientLoginSchema,
  ClientMeSchema,
} from '#shared/schemas/portal.ts';
import { ResultsQuerySchema, SharedResultsAnswerSchema } from '#shared/schemas/tracking.ts';
import { endSession } from '../../../domain/auth/sessions.ts';
import { clientAnalytics } from '../../../domain/portal/client-analytics.ts';
import { decideClientCanvas } from '../../../domain/portal/decide-client-canvas.ts';
import { exportClientData } from '../../../domain/portal/export-client-data.ts';
import { getClientCanvas } from '../../../domain/portal/get-client-canvas.ts';
import { getClientMe } from '../../../domain/portal/get-client-me.ts';
import { listClientCanvases } from '../../../domain/portal/list-client-canvases.ts';
import { loginClient } from '../../../domain/portal/login-client.ts';
import { saveClientContent } from '../../../domain/portal/save-client-content.ts';
import { setAccessPassword } from '../../../domain/portal/set-access-password.ts';
import { getClientResults } from '../../../domain/tracking/shared-results.ts';
import { encodeOnce } from '../../../plugins/serializer.ts';
import { CLIENT_COOKIE } from '../../../plugins/session.ts';
import { ok, paged } from '../../answers.ts';
import { anonCtx, clientCtx } from '../../ctx.ts';

const IdParams = z.object({ id: z.string().max(100) });

const clientPortal: FastifyPluginAsyncZod = async (app) => {
  // Every call but login/logout needs a client session, checked before the body (401 first).
  const open = new Set(['/api/client/login', '/api/client/logout', '/api/client/set-password']);
  app.addHook('onRequest', async (req) => {
    if (!open.has(req.routeOptions.url ?? '')) await req.client();
  });

  app.post(
    '/login',
    { schema: { summary: 'Entrar no portal do cliente', body: ClientLoginSchema, response: ok(ClientLoginAnswerSchema) } },
    async (req, reply) => {
      const { name, token } = await loginClient(anonCtx(req), { ...req.body, ip: req.ip, previousToken: req.cookies[CLIENT_COOKIE] });
      reply.setSessionCookie('client', token);
      return { name };
    },
  );

  app.post(
    '/set-password',
    { schema: { summary: 'Definir a senha pelo link do convite', body: ClientSetPasswordSchema, response: ok(ClientSetPasswordAnswerSchema) } },
    async (req, reply) => {
      const { sessionToken, ...answer } = await setAccessPassword(anonCtx(req), { ...req.body, ip: req.ip });
      if (sessionToken) reply.setSessionCookie('client', sessionToken);
      return answer;
    },
  );

  app.post('/logout', { schema: { summary: 'Sair do portal', response: ok(OkAnswerSchema) } }, async (req, reply) => {
    const done = await endSession(anonCtx(req), { token: req.cookies[CLIENT_COOKIE] });
    reply.clearSessionCookie('client');
    return done;
  });

  app.get('/me', { schema: { summary: 'Cliente conectado', response: ok(ClientMeSchema) } }, async (req) => getClientMe(await clientCtx(req)));

  // Meus dados (decision 012): a download of this access's own data, never cached on the way.
  app.get('/export', { schema: { summary: 'Baixar meus dados (perfil, comentários e decisões)', response: ok(ClientExportSchema) } }, async (req, reply) => {
    const data = await exportClientData(await clientCtx(req));
    reply.header('content-disposition', `attachment; filename="${clientExportFileName(data.exportedAt)}"`);
    reply.header('cache-control', 'no-store');
    return data;
  });

  app.get('/analytics', { schema: { summary: 'Números do portal', response: ok(ClientAnalyticsSchema) } }, async (req) =>
    clientAnalytics(await clientCtx(req)),
  );

  app.get(
    '/canvases',
    {
      schema: {
        summary: 'Funis do cliente (paginado)',
        description: 'Uma página, do último atualizado ao mais antigo. Cabeçalhos: X-Total-Count e X-Next-Cursor (ausente na última página).',
        querystring: ClientCanvasListQuerySchema,
        response: ok(z.array(ClientCanvasListItemSchema)),
      },
    },
    async (req, reply) => paged(reply, await listClientCanvases(await clientCtx(req), req.query)),
  );

  app.get(
    '/canvas/:id',
    {
      schema: { summary: 'Abrir funil no portal (versão publicada)', params: IdParams, querystring: ClientCanvasQuerySchema, response: ok(ClientCanvasSchema) },
    },
    // The content of an unchanged funnel is the same object again (domain/canvases/reviewer-read.ts).
    async (req) =>
      encodeOnce(await getClientCanvas(await clientCtx(req), { id: req.params.id, refresh: req.query.refresh === '1' }), 'content', 'reviewedContent'),
  );

  app.put(
    '/canvas/:id',
    { schema: { summary: 'Salvar comentários e desenhos do cliente', params: IdParams, body: ClientContentUpdateSchema, response: ok(ClientCanvasSchema) } },
    async (req) => saveClientContent(await clientCtx(req), { ...req.body, id: req.params.id }),
  );

  app.get(
    '/canvas/:id/results',
    {
      schema: {
        summary: 'Resultados reais do funil publicado, quando a agência os mostra',
        params: IdParams,
        querystring: ResultsQuerySchema,
        response: ok(SharedResultsAnswerSchema),
      },
    },
    async (req) => getClientResults(await clientCtx(req), { id: req.params.id, ...req.query }),
  );

  app.post(
    '/canvas/:id/approval',
    { schema: { summary: 'Aprovar ou pedir ajustes', params: IdParams, body: ClientApprovalSchema, response: ok(ClientDecisionAnswerSchema) } },
    async (req) => decideClientCanvas(await clientCtx(req), { ...req.body, id: req.params.id }),
  );
};
export default clientPortal;
