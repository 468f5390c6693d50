// PATCH /api/agency-info (spec 02 sections 5, 7; D7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgencyInfoSchema } from '#shared/schemas/agency.ts';
import { updateAgencyInfo } from '../../../domain/agency/update-agency-info.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.patch('/agency-info', { schema: { body: AgencyInfoSchema } }, async (req) => updateAgencyInfo({ db, actor: await req.agency() }, req.body));
};
export default routes;
