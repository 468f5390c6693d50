// Public review calls (docs/product.md; D6). No session; rate-limited per address.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GuestCodeSentSchema,
  GuestIdentifySchema,
  GuestVerifiedSchema,
  GuestVerifySchema,
  PublicApprovalSchema,
  PublicCanvasSchema,
  PublicCommentSchema,
  PublicDecisionAnswerSchema,
} from '#shared/schemas/portal.ts';
import { ResultsQuerySchema, SharedResultsAnswerSchema } from '#shared/schemas/tracking.ts';
import { addPublicComment } from '../../../domain/public-review/add-public-comment.ts';
import { getPublicCanvas } from '../../../domain/public-review/get-public-canvas.ts';
import { requestGuestCode } from '../../../domain/public-review/request-guest-code.ts';
import { submitPublicApproval } from '../../../domain/public-review/submit-public-approval.ts';
import { verifyGuestCode } from '../../../domain/public-review/verify-guest-code.ts';
import { getPublicResults } from '../../../domain/tracking/shared-results.ts';
import { encodeOnce } from '../../../plugins/serializer.ts';
import { ok } from '../../answers.ts';
import { publicCtx } from '../../ctx.ts';
import { setGuestCookie } from '../../guest-cookie.ts';

const LinkParams = z.object({ publicLink: z.string().max(200) });
const READ_LIMIT = { max: 120, timeWindow: '1 minute' };
const WRITE_LIMIT = { max: 20, timeWindow: '1 minute' };
/** Each code is an email sent: fewer per address than other writes (and 5 per email, in the domain). */
const CODE_LIMIT = { max: 10, timeWindow: '1 minute' };

const publicReview: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/canvas/:publicLink',
    { config: { rateLimit: READ_LIMIT }, schema: { summary: 'Abrir funil pelo link público', params: LinkParams, response: ok(PublicCanvasSchema) } },
    // The content of an unchanged funnel is the same object again (domain/canvases/reviewer-read.ts).
    async (req) => encodeOnce(await getPublicCanvas(publicCtx(req, req.params.publicLink)), 'content'),
  );

  app.get(
    '/canvas/:publicLink/results',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        summary: 'Resultados reais do funil pelo link público, quando a agência os mostra',
        params: LinkParams,
        querystring: ResultsQuerySchema,
        response: ok(SharedResultsAnswerSchema),
      },
    },
    async (req) => getPublicResults(publicCtx(req, req.params.publicLink), req.query),
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

  app.post(
    '/canvas/:publicLink/identify',
    {
      config: { rateLimit: CODE_LIMIT },
      schema: {
        summary: 'Pedir um código para verificar o email (link público)',
        params: LinkParams,
        body: GuestIdentifySchema,
        response: ok(GuestCodeSentSchema),
      },
    },
    async (req) => requestGuestCode(publicCtx(req, req.params.publicLink), req.body),
  );

  app.post(
    '/canvas/:publicLink/verify',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        summary: 'Confirmar o email com o código recebido (link público)',
        params: LinkParams,
        body: GuestVerifySchema,
        response: ok(GuestVerifiedSchema),
      },
    },
    async (req, reply) => {
      const { token, reviewer } = await verifyGuestCode(publicCtx(req, req.params.publicLink), req.body);
      setGuestCookie(reply, req.params.publicLink, token);
      return { reviewer };
    },
  );
};
export default publicReview;
