// Team management (docs/product.md; D3, D4, D7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserSchema } from '#shared/schemas/auth.ts';
import { OkAnswerSchema } from '#shared/schemas/common.ts';
import { AgencyUserSchema, RenameMeSchema, TeamRoleSchema, TeamUserCreateSchema } from '#shared/schemas/team.ts';
import { changeMemberRole } from '../../../domain/team/change-member-role.ts';
import { createTeamUser } from '../../../domain/team/create-team-user.ts';
import { deleteTeamUser } from '../../../domain/team/delete-team-user.ts';
import { listTeam } from '../../../domain/team/list-team.ts';
import { renameMe } from '../../../domain/team/rename-me.ts';
import { created, ok } from '../../answers.ts';
import { agencyCtx } from '../../ctx.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/agency-users', { schema: { summary: 'Listar equipe', response: ok(z.array(AgencyUserSchema)) } }, async (req) => listTeam(await agencyCtx(req)));

  app.post(
    '/agency-users',
    { schema: { summary: 'Adicionar membro da equipe', body: TeamUserCreateSchema, response: created(AgencyUserSchema) } },
    async (req, reply) => {
      const user = await createTeamUser(await agencyCtx(req), req.body);
      return reply.code(201).send(user);
    },
  );

  // The signed-in user's own name (answers the D21 user so the screen can refresh it).
  app.patch('/agency-users/me', { schema: { summary: 'Alterar o próprio nome', body: RenameMeSchema, response: ok(UserSchema) } }, async (req) =>
    renameMe(await agencyCtx(req), req.body),
  );

  // A member's role (decision 008): owner and admins; '/me' above is matched first (static route).
  app.patch(
    '/agency-users/:id',
    {
      schema: {
        summary: 'Alterar o papel de um membro da equipe',
        params: z.object({ id: z.string().max(100) }),
        body: TeamRoleSchema,
        response: ok(AgencyUserSchema),
      },
    },
    async (req) => changeMemberRole(await agencyCtx(req), { id: req.params.id, role: req.body.role }),
  );

  app.delete(
    '/agency-users/:id',
    { schema: { summary: 'Remover membro da equipe', params: z.object({ id: z.string().max(100) }), response: ok(OkAnswerSchema) } },
    async (req) => {
      await deleteTeamUser(await agencyCtx(req), req.params);
      return { ok: true as const };
    },
  );
};
export default routes;
