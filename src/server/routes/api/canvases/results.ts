// GET /api/canvases/{id}/results: the funnel's real traffic per step beside its forecast
// (docs/decisions/026-traffic-without-personal-data.md). Thin: schema in, one domain call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultsAnswerSchema, ResultsQuerySchema } from '#shared/schemas/tracking.ts';
import { getResults } from '../../../domain/tracking/results.ts';
import { ok } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

const IdParams = z.object({ id: z.string().max(100) });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/results',
    {
      schema: {
        summary: 'Resultados reais de cada etapa no período, ao lado da previsão',
        description: 'from e to: dias de São Paulo (AAAA-MM-DD), no máximo 366; sem eles, os últimos 30 dias.',
        params: IdParams,
        querystring: ResultsQuerySchema,
        response: ok(ResultsAnswerSchema),
      },
    },
    async (req) => getResults(await agencyCtx(req), { id: req.params.id, ...req.query }),
  );
};
export default routes;
