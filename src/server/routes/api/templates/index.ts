// Funnel templates (docs/product.md; D5). Creating a funnel from a template is
// POST /api/canvases with templateId (canvases routes).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '#shared/schemas/common.ts';
import { TemplateSchema, TemplatesQuerySchema } from '#shared/schemas/templates.ts';
import { getTemplate } from '../../../domain/templates/get-template.ts';
import { listTemplates } from '../../../domain/templates/list-templates.ts';
import { ok } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { summary: 'Listar templates', querystring: TemplatesQuerySchema, response: ok(z.array(TemplateSchema)) } }, async (req) =>
    listTemplates(await agencyCtx(req), { category: req.query.category }),
  );

  app.get('/:id', { schema: { summary: 'Abrir template', params: z.object({ id: IdSchema }), response: ok(TemplateSchema) } }, async (req) =>
    getTemplate(await agencyCtx(req), req.params),
  );
};
export default routes;
