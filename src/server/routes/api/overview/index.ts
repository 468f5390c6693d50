// GET /api/metrics and GET /api/recent-comments (docs/product.md; D10).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActivityItemSchema, MetricsSchema } from '#shared/schemas/overview.ts';
import { getMetrics } from '../../../domain/overview/get-metrics.ts';
import { listActivity } from '../../../domain/overview/list-activity.ts';
import { ok } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metrics', { schema: { summary: 'Números da visão geral', response: ok(MetricsSchema) } }, async (req) => getMetrics(await agencyCtx(req)));
  app.get('/recent-comments', { schema: { summary: 'Atividade recente dos clientes', response: ok(z.array(ActivityItemSchema)) } }, async (req) =>
    listActivity(await agencyCtx(req)),
  );
};
export default routes;
