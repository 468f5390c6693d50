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

const ClientParams = z.object({ id: z.string().max(100) });
const AccessParams = z.object({ id: z.string().max(100), accessId: z.string().max(100) });

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app.deps;
  const accessDeps = { appSecret: config.appSecret, publicUrl: config.publicUrl, mailer };

  app.get('/', async (req) => listClients({ db, actor: await req.agency() }));

  app.post('/', { schema: { body: ClientInputSchema } }, async (req, reply) => {
    const client = await createClient({ db, actor: await req.agency() }, req.body);
    return reply.code(201).send(client);
  });

  app.put('/:id', { schema: { params: ClientParams, body: ClientInputSchema } }, async (req) =>
    updateClient({ db, actor: await req.agency() }, req.params.id, req.body),
  );

  app.delete('/:id', { schema: { params: ClientParams } }, async (req) => {
    await deleteClient({ db, actor: await req.agency() }, req.params.id);
    await app.deps.canvasDocs.recheckAccess(); // its funnels' open sockets close now
    return { ok: true };
  });

  app.get('/:id/canvas-count', { schema: { params: ClientParams } }, async (req) => countClientCanvases({ db, actor: await req.agency() }, req.params.id));

  app.get('/:id/access', { schema: { params: ClientParams } }, async (req) => listAccesses({ db, actor: await req.agency() }, config.appSecret, req.params.id));

  app.post('/:id/access', { schema: { params: ClientParams, body: AccessCreateSchema } }, async (req, reply) => {
    const access = await createAccess({ db, actor: await req.agency() }, accessDeps, req.params.id, req.body);
    return reply.code(201).send(access);
  });

  // Cadastrar Acesso: the same access, and the credentials are mailed to the client (D12).
  app.post('/:id/credentials', { schema: { params: ClientParams, body: AccessCreateSchema } }, async (req, reply) => {
    const access = await createAccess({ db, actor: await req.agency() }, accessDeps, req.params.id, req.body, { notify: true });
    return reply.code(201).send(access);
  });

  app.put('/:id/access/:accessId', { schema: { params: AccessParams, body: AccessUpdateSchema } }, async (req) => {
    const access = await updateAccess({ db, actor: await req.agency() }, config.appSecret, req.params.id, req.params.accessId, req.body);
    // Switched off, new password or new email: its portal sessions ended, and their open live
    // documents close now, not at the next periodic re-check.
    await app.deps.canvasDocs.recheckAccess();
    return access;
  });

  app.delete('/:id/access/:accessId', { schema: { params: AccessParams } }, async (req) => {
    await deleteAccess({ db, actor: await req.agency() }, req.params.id, req.params.accessId);
    await app.deps.canvasDocs.recheckAccess();
    return { ok: true };
  });
};
export default routes;
