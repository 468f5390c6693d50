// Team management (spec 02 sections 5-7; D3, D4, D7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RenameMeSchema, TeamUserCreateSchema } from '#shared/schemas/team.ts';
import { createTeamUser } from '../../../domain/team/create-team-user.ts';
import { deleteTeamUser } from '../../../domain/team/delete-team-user.ts';
import { listTeam } from '../../../domain/team/list-team.ts';
import { renameMe } from '../../../domain/team/rename-me.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/agency-users', async (req) => listTeam({ db, actor: await req.agency() }));

  app.post('/agency-users', { schema: { body: TeamUserCreateSchema } }, async (req, reply) => {
    const user = await createTeamUser({ db, actor: await req.agency() }, req.body);
    return reply.code(201).send(user);
  });

  // The signed-in user's own name (answers the D21 user so the screen can refresh it).
  app.patch('/agency-users/me', { schema: { body: RenameMeSchema } }, async (req) => renameMe({ db, actor: await req.agency() }, req.body.name));

  app.delete('/agency-users/:id', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (req) => {
    await deleteTeamUser({ db, actor: await req.agency() }, req.params.id);
    await app.deps.canvasDocs.recheckAccess(); // the removed user's editors close now
    return { ok: true };
  });
};
export default routes;
