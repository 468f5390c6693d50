// Funnel list: GET /, POST /, DELETE /:id (docs/product.md; D1, D5, D15, D21).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CanvasDtoSchema } from '#shared/schemas/canvas-editor.ts';
import { CanvasCreateSchema, CanvasListQuerySchema, type CanvasSummary, CanvasSummarySchema } from '#shared/schemas/canvases.ts';
import { OkAnswerSchema } from '#shared/schemas/common.ts';
import { createCanvas } from '../../../domain/canvases/create-canvas.ts';
import { deleteCanvas } from '../../../domain/canvases/delete-canvas.ts';
import { listCanvases } from '../../../domain/canvases/list-canvases.ts';
import { preEncoded } from '../../../plugins/serializer.ts';
import { created, ok, pageHeaders } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Listar funis (paginado)',
        description:
          'Uma página, do último editado ao mais antigo. Cabeçalhos: X-Total-Count (total com os filtros) e X-Next-Cursor (ausente na última página).',
        querystring: CanvasListQuerySchema,
        response: ok(z.array(CanvasSummarySchema)),
      },
    },
    async (req, reply) => {
      const page = await listCanvases(await agencyCtx(req), req.query);
      pageHeaders(reply, page);
      return preEncoded<CanvasSummary[]>(page.json);
    },
  );

  app.post(
    '/',
    { schema: { summary: 'Criar funil (vazio ou de um template)', body: CanvasCreateSchema, response: created(CanvasDtoSchema) } },
    async (req, reply) => {
      const canvas = await createCanvas(await agencyCtx(req), req.body);
      return reply.code(201).send(canvas);
    },
  );

  app.delete('/:id', { schema: { summary: 'Excluir funil', params: z.object({ id: z.string().max(100) }), response: ok(OkAnswerSchema) } }, async (req) => {
    await deleteCanvas(await agencyCtx(req), req.params);
    return { ok: true as const };
  });
};
export default routes;
