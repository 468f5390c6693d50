// The editor's canvas calls (docs/product.md; D6, D9, D19, D21). Thin: schema in, one
// domain call, answer out. list.ts has GET /, POST / and DELETE /:id.

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CanvasDto,
  CanvasDtoSchema,
  CanvasVersionDtoSchema,
  CanvasVersionListSchema,
  PatchCanvasSchema,
  PublicLinkAnswerSchema,
  PublishCanvasSchema,
} from '#shared/schemas/canvas-editor.ts';
import { ReviewsAnswerSchema } from '#shared/schemas/reviews.ts';
import { listReviews } from '../../../domain/approvals/list-reviews.ts';
import { etagOf, parseIfMatch } from '../../../domain/canvases/content-etag.ts';
import { createPublicLink } from '../../../domain/canvases/create-public-link.ts';
import { getCanvas } from '../../../domain/canvases/get-canvas.ts';
import { getCanvasVersion } from '../../../domain/canvases/get-canvas-version.ts';
import { listCanvasVersions } from '../../../domain/canvases/list-canvas-versions.ts';
import { publishCanvas } from '../../../domain/canvases/publish-canvas.ts';
import { restoreCanvasVersion } from '../../../domain/canvases/restore-canvas-version.ts';
import { revokePublicLink } from '../../../domain/canvases/revoke-public-link.ts';
import { updateCanvas } from '../../../domain/canvases/update-canvas.ts';
import { encodeOnce } from '../../../plugins/serializer.ts';
import { ok } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

/** The ETag header; the content is encoded once per version (plugins/serializer.ts). */
function withEtag(reply: FastifyReply, dto: CanvasDto): CanvasDto {
  if (dto.contentVersion !== undefined) reply.header('etag', etagOf(dto.contentVersion));
  return encodeOnce(dto, 'content');
}

const IdParams = z.object({ id: z.string().max(100) });
const OpenQuery = z.object({ content: z.enum(['0', '1']).optional() });
const VersionParams = z.object({
  id: z.string().max(100),
  version: z.coerce.number({ error: 'Versão inválida' }).int({ error: 'Versão inválida' }).min(1, { error: 'Versão inválida' }),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  // ETag / If-Match: concurrent REST writers merge three ways (content-etag.ts, README "API").
  // ?content=0: the funnel without its content, for the editor, which draws it from the live
  // document (docs/decisions/011-what-each-page-loads.md) and asks for the content only when
  // the socket fails; no ETag then, as there is no content for it to name.
  app.get(
    '/:id',
    { schema: { summary: 'Abrir funil com o conteúdo (ETag)', params: IdParams, querystring: OpenQuery, response: ok(CanvasDtoSchema) } },
    async (req, reply) => withEtag(reply, await getCanvas(await agencyCtx(req), { id: req.params.id, withContent: req.query.content !== '0' })),
  );

  app.patch(
    '/:id',
    { schema: { summary: 'Salvar funil (If-Match junta em três vias)', params: IdParams, body: PatchCanvasSchema, response: ok(CanvasDtoSchema) } },
    async (req, reply) => {
      const baseVersion = parseIfMatch(req.headers['if-match']);
      return withEtag(reply, await updateCanvas(await agencyCtx(req), { ...req.body, id: req.params.id, baseVersion }));
    },
  );

  app.put(
    '/:id',
    { schema: { summary: 'Publicar funil para o cliente', params: IdParams, body: PublishCanvasSchema, response: ok(CanvasDtoSchema) } },
    async (req) => publishCanvas(await agencyCtx(req), { ...req.body, id: req.params.id }),
  );

  app.get('/:id/versions', { schema: { summary: 'Listar versões publicadas', params: IdParams, response: ok(CanvasVersionListSchema) } }, async (req) => ({
    versions: await listCanvasVersions(await agencyCtx(req), req.params),
  }));

  app.get(
    '/:id/versions/:version',
    { schema: { summary: 'Abrir uma versão publicada', params: VersionParams, response: ok(CanvasVersionDtoSchema) } },
    async (req) => getCanvasVersion(await agencyCtx(req), req.params),
  );

  app.post(
    '/:id/versions/:version/restore',
    { schema: { summary: 'Restaurar uma versão publicada', params: VersionParams, response: ok(CanvasDtoSchema) } },
    async (req) => restoreCanvasVersion(await agencyCtx(req), req.params),
  );

  app.get('/:id/reviews', { schema: { summary: 'Revisores do funil e suas decisões', params: IdParams, response: ok(ReviewsAnswerSchema) } }, async (req) =>
    listReviews(await agencyCtx(req), req.params),
  );

  app.post('/:id/public-link', { schema: { summary: 'Criar link público de revisão', params: IdParams, response: ok(PublicLinkAnswerSchema) } }, async (req) =>
    createPublicLink(await agencyCtx(req), req.params),
  );

  app.delete('/:id/public-link', { schema: { summary: 'Revogar link público', params: IdParams, response: ok(PublicLinkAnswerSchema) } }, async (req) =>
    revokePublicLink(await agencyCtx(req), req.params),
  );
};
export default routes;
