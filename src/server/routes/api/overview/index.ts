// GET /api/metrics and GET /api/recent-comments (spec 01 "Overview"; D10).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMetrics } from '../../../domain/overview/get-metrics.ts';
import { listActivity } from '../../../domain/overview/list-activity.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get('/metrics', async (req) => getMetrics({ db, actor: await req.agency() }));
  app.get('/recent-comments', async (req) => listActivity({ db, actor: await req.agency() }));
};
export default routes;
