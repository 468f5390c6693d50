// Clients and their portal accesses (docs/product.md; D5, D7, D8, D15).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvitationLinkSchema, InvitationSentSchema } from '#shared/schemas/access-invitation.ts';
import { AccessRemovalAnswerSchema, AccessRemovalSchema } from '#shared/schemas/client-data.ts';
import {
  AccessCreateSchema,
  AccessSchema,
  AccessUpdateSchema,
  CanvasCountSchema,
  ClientInputSchema,
  ClientListQuerySchema,
  ClientSchema,
} from '#shared/schemas/clients.ts';
import { OkAnswerSchema } from '#shared/schemas/common.ts';
import { createAccess } from '../../../domain/accesses/create-access.ts';
import { createInvitationLink } from '../../../domain/accesses/create-invitation-link.ts';
import { listAccesses } from '../../../domain/accesses/list-accesses.ts';
import { removeAccess } from '../../../domain/accesses/remove-access.ts';
import { resendAccessInvitation } from '../../../domain/accesses/resend-access-invitation.ts';
import { updateAccess } from '../../../domain/accesses/update-access.ts';
import { countClientCanvases } from '../../../domain/clients/count-client-canvases.ts';
import { createClient } from '../../../domain/clients/create-client.ts';
import { deleteClient } from '../../../domain/clients/delete-client.ts';
import { listClients } from '../../../domain/clients/list-clients.ts';
import { updateClient } from '../../../domain/clients/update-client.ts';
import { created, ok, paged } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

const ClientParams = z.object({ id: z.string().max(100) });
const AccessParams = z.object({ id: z.string().max(100), accessId: z.string().max(100) });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Listar clientes (paginado)',
        description: 'Uma página, do mais antigo ao mais novo. Cabeçalhos: X-Total-Count e X-Next-Cursor (ausente na última página).',
        querystring: ClientListQuerySchema,
        response: ok(z.array(ClientSchema)),
      },
    },
    async (req, reply) => paged(reply, await listClients(await agencyCtx(req), req.query)),
  );

  app.post('/', { schema: { summary: 'Criar cliente', body: ClientInputSchema, response: created(ClientSchema) } }, async (req, reply) => {
    const client = await createClient(await agencyCtx(req), req.body);
    return reply.code(201).send(client);
  });

  app.put('/:id', { schema: { summary: 'Editar cliente', params: ClientParams, body: ClientInputSchema, response: ok(ClientSchema) } }, async (req) =>
    updateClient(await agencyCtx(req), { ...req.body, id: req.params.id }),
  );

  app.delete('/:id', { schema: { summary: 'Excluir cliente e seus funis', params: ClientParams, response: ok(OkAnswerSchema) } }, async (req) => {
    await deleteClient(await agencyCtx(req), req.params);
    return { ok: true as const };
  });

  app.get('/:id/canvas-count', { schema: { summary: 'Quantos funis o cliente tem', params: ClientParams, response: ok(CanvasCountSchema) } }, async (req) =>
    countClientCanvases(await agencyCtx(req), req.params),
  );

  app.get(
    '/:id/access',
    { schema: { summary: 'Listar acessos ao portal do cliente', params: ClientParams, response: ok(z.array(AccessSchema)) } },
    async (req) => listAccesses(await agencyCtx(req), { clientId: req.params.id }),
  );

  app.post(
    '/:id/access',
    { schema: { summary: 'Criar acesso ao portal', params: ClientParams, body: AccessCreateSchema, response: created(AccessSchema) } },
    async (req, reply) => {
      const access = await createAccess(await agencyCtx(req), { ...req.body, clientId: req.params.id });
      return reply.code(201).send(access);
    },
  );

  // Cadastrar Acesso: the same access (both invite the client to choose a password, decision 008).
  app.post(
    '/:id/credentials',
    {
      schema: {
        summary: 'Cadastrar acesso e enviar o convite por email',
        params: ClientParams,
        body: AccessCreateSchema,
        response: created(AccessSchema),
      },
    },
    async (req, reply) => {
      const access = await createAccess(await agencyCtx(req), { ...req.body, clientId: req.params.id });
      return reply.code(201).send(access);
    },
  );

  app.put(
    '/:id/access/:accessId',
    { schema: { summary: 'Editar acesso', params: AccessParams, body: AccessUpdateSchema, response: ok(AccessSchema) } },
    async (req) => updateAccess(await agencyCtx(req), { ...req.body, clientId: req.params.id, accessId: req.params.accessId }),
  );

  app.post(
    '/:id/access/:accessId/invitation',
    { schema: { summary: 'Reenviar o convite do acesso', params: AccessParams, response: ok(InvitationSentSchema) } },
    async (req) => resendAccessInvitation(await agencyCtx(req), { clientId: req.params.id, accessId: req.params.accessId }),
  );

  // Convidar pelo WhatsApp: the link comes back to the agency instead of going by mail.
  app.post(
    '/:id/access/:accessId/invitation-link',
    { schema: { summary: 'Criar um link de convite do acesso (para enviar pelo WhatsApp)', params: AccessParams, response: ok(InvitationLinkSchema) } },
    async (req) => createInvitationLink(await agencyCtx(req), { clientId: req.params.id, accessId: req.params.accessId }),
  );

  // decision 012: { mode: 'delete' | 'anonymize' } says what becomes of its comments and decisions;
  // the spec's call without a body anonymises (docs/decisions/013).
  app.delete(
    '/:id/access/:accessId',
    {
      schema: {
        summary: 'Excluir acesso (excluindo ou anonimizando seus comentários e decisões)',
        params: AccessParams,
        body: AccessRemovalSchema.nullish(),
        response: ok(AccessRemovalAnswerSchema),
      },
    },
    async (req) => removeAccess(await agencyCtx(req), { clientId: req.params.id, accessId: req.params.accessId, mode: req.body?.mode ?? 'anonymize' }),
  );
};
export default routes;
