// Public review calls (spec 02 section 7; D6). No session; rate-limited per address.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicApprovalSchema, PublicCanvasSchema, PublicCommentSchema, PublicDecisionAnswerSchema } from '#shared/schemas/portal.ts';
import { addPublicComment, getPublicCanvas, submitPublicApproval } from '../../../domain/public-review/public-canvas.ts';
import { ok } from '../../answers.ts';
import { publicCtx } from '../../ctx.ts';

const LinkParams = z.object({ publicLink: z.string().max(200) });
const READ_LIMIT = { max: 120, timeWindow: '1 minute' };
const WRITE_LIMIT = { max: 20, timeWindow: '1 minute' };

const publicReview: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/canvas/:publicLink',
    { config: { rateLimit: READ_LIMIT }, schema: { summary: 'Abrir funil pelo link público', params: LinkParams, response: ok(PublicCanvasSchema) } },
    async (req) => getPublicCanvas(publicCtx(req, req.params.publicLink)),
  );

  app.post(
    '/canvas/:publicLink/approvals',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        summary: 'Aprovar, pedir ajustes ou rejeitar pelo link público',
        params: LinkParams,
        body: PublicApprovalSchema,
        response: ok(PublicDecisionAnswerSchema),
      },
    },
    async (req) => submitPublicApproval(publicCtx(req, req.params.publicLink), req.body),
  );

  app.post(
    '/canvas/:publicLink/comments',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: { summary: 'Comentar pelo link público', params: LinkParams, body: PublicCommentSchema, response: ok(PublicCanvasSchema) },
    },
    async (req) => addPublicComment(publicCtx(req, req.params.publicLink), req.body),
  );
};
export default publicReview;
