// Clients and their portal accesses (spec 01 sections 3-5, 7, 8; D5, D7, D8, D15).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccessCreateSchema, AccessUpdateSchema, ClientInputSchema } from '#shared/schemas/clients.ts';
import { createAccess } from '../../../domain/accesses/create-access.ts';
import { deleteAccess } from '../../../domain/accesses/delete-access.ts';
import { listAccesses } from '../../../domain/accesses/list-accesses.ts';
import { updateAccess } from '../../../domain/accesses/update-access.ts';
import { countClientCanvases } from '../../../domain/clients/count-client-canvases.ts';
import { createClient } from '../../../domain/clients/create-client.ts';
import { deleteClient } from '../../../domain/clients/delete-client.ts';
import { listClients } from '../../../domain/clients/list-clients.ts';
import { updateClient } from '../../../domain/clients/update-client.ts';
import { agencyCtx } from '../../ctx.ts';

const ClientParams = z.object({ id: z.string().max(100) });
const AccessParams = z.object({ id: z.string().max(100), accessId: z.string().max(100) });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', async (req) => listClients(await agencyCtx(req)));

  app.post('/', { schema: { body: ClientInputSchema } }, async (req, reply) => {
    const client = await createClient(await agencyCtx(req), req.body);
    return reply.code(201).send(client);
  });

  app.put('/:id', { schema: { params: ClientParams, body: ClientInputSchema } }, async (req) =>
    updateClient(await agencyCtx(req), { ...req.body, id: req.params.id }),
  );

  app.delete('/:id', { schema: { params: ClientParams } }, async (req) => {
    await deleteClient(await agencyCtx(req), req.params);
    return { ok: true };
  });

  app.get('/:id/canvas-count', { schema: { params: ClientParams } }, async (req) => countClientCanvases(await agencyCtx(req), req.params));

  app.get('/:id/access', { schema: { params: ClientParams } }, async (req) => listAccesses(await agencyCtx(req), { clientId: req.params.id }));

  app.post('/:id/access', { schema: { params: ClientParams, body: AccessCreateSchema } }, async (req, reply) => {
    const access = await createAccess(await agencyCtx(req), { ...req.body, clientId: req.params.id });
    return reply.code(201).send(access);
  });

  // Cadastrar Acesso: the same access, and the credentials are mailed to the client (D12).
  app.post('/:id/credentials', { schema: { params: ClientParams, body: AccessCreateSchema } }, async (req, reply) => {
    const access = await createAccess(await agencyCtx(req), { ...req.body, clientId: req.params.id, notify: true });
    return reply.code(201).send(access);
  });

  app.put('/:id/access/:accessId', { schema: { params: AccessParams, body: AccessUpdateSchema } }, async (req) =>
    updateAccess(await agencyCtx(req), { ...req.body, clientId: req.params.id, accessId: req.params.accessId }),
  );

  app.delete('/:id/access/:accessId', { schema: { params: AccessParams } }, async (req) => {
    await deleteAccess(await agencyCtx(req), { clientId: req.params.id, accessId: req.params.accessId });
    return { ok: true };
  });
};
export default routes;
