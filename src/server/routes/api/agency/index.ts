// The agency's data rights (decision 012): GET /api/agency/export and DELETE /api/agency, owner only.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgencyExportSchema, DeleteAgencyAnswerSchema, DeleteAgencySchema } from '#shared/schemas/data-rights.ts';
import { deleteAgency } from '../../../domain/agency/delete-agency.ts';
import { exportAgency } from '../../../domain/agency/export-agency.ts';
import { createPaymentProvider } from '../../../payments/index.ts';
import { ok } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

// Both are heavy (a whole agency read, or erased) and the second checks a password.
const LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

const routes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentProvider(app.deps.config);

  app.get(
    '/agency/export',
    {
      config: LIMIT,
      schema: {
        summary: 'Baixar todos os dados da agência (JSON, enviado aos poucos)',
        description: 'Somente o dono. Sem senhas, hashes nem a cópia cifrada das senhas de acesso.',
        response: ok(AgencyExportSchema),
      },
    },
    async (req, reply) => {
      const { fileName, chunks } = await exportAgency(await agencyCtx(req));
      // A stream is written as it comes: the response schema documents it, the serializer is skipped.
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(chunks) as never);
    },
  );

  app.delete(
    '/agency',
    {
      config: LIMIT,
      schema: { summary: 'Excluir a conta da agência e todos os seus dados', body: DeleteAgencySchema, response: ok(DeleteAgencyAnswerSchema) },
    },
    async (req, reply) => {
      const done = await deleteAgency({ ...(await agencyCtx(req)), payments }, req.body);
      reply.clearSessionCookie('agency');
      return done;
    },
  );
};
export default routes;
