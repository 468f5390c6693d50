// GET /api/metrics and GET /api/recent-comments (spec 01 "Overview"; D10).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMetrics } from '../../../domain/overview/get-metrics.ts';
import { listActivity } from '../../../domain/overview/list-activity.ts';
import { agencyCtx } from '../../ctx.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metrics', async (req) => getMetrics(await agencyCtx(req)));
  app.get('/recent-comments', async (req) => listActivity(await agencyCtx(req)));
};
export default routes;
