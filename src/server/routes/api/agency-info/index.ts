// PATCH /api/agency-info (docs/product.md; D7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgencyInfoSchema } from '#shared/schemas/agency.ts';
import { UserSchema } from '#shared/schemas/auth.ts';
import { updateAgencyInfo } from '../../../domain/agency/update-agency-info.ts';
import { ok } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.patch('/agency-info', { schema: { summary: 'Editar dados da agência', body: AgencyInfoSchema, response: ok(UserSchema) } }, async (req) =>
    updateAgencyInfo(await agencyCtx(req), req.body),
  );
};
export default routes;
