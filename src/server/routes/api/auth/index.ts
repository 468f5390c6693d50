import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginSchema, ResetConfirmSchema, ResetRequestSchema } from '#shared/schemas/auth.ts';
import { loginAgencyUser } from '../../../domain/auth/login.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../../domain/auth/password-reset.ts';
import { deleteSessionByToken } from '../../../domain/auth/sessions.ts';
import { getUserById } from '../../../domain/auth/users.ts';
import { AGENCY_COOKIE } from '../../../plugins/session.ts';

const auth: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app.deps;

  app.get('/me', async (req) => {
    const actor = await req.agency();
    return getUserById(db, actor.userId);
  });

  app.post('/login', { schema: { body: LoginSchema } }, async (req, reply) => {
    const old = req.cookies[AGENCY_COOKIE];
    const { user, token } = await loginAgencyUser(db, req.body, req.ip);
    if (old) await deleteSessionByToken(db, old); // rotate
    reply.setSessionCookie('agency', token);
    return user;
  });

  app.post('/logout', async (req, reply) => {
    const token = req.cookies[AGENCY_COOKIE];
    if (token) await deleteSessionByToken(db, token);
    reply.clearSessionCookie('agency');
    // The session's live sockets close before the answer, not at the next periodic re-check.
    await app.deps.canvasDocs.recheckAccess();
    return { ok: true };
  });

  app.post('/reset-password', { schema: { body: ResetRequestSchema } }, async (req) =>
    requestPasswordReset({ db, mailer, publicUrl: config.publicUrl }, req.body.email, req.ip),
  );

  app.post('/reset-password/confirm', { schema: { body: ResetConfirmSchema } }, async (req) => {
    await confirmPasswordReset(db, req.body.token, req.body.password);
    await app.deps.canvasDocs.recheckAccess(); // every session of that user ended: its sockets close now
    return { message: 'Senha redefinida com sucesso! Faça login com a nova senha.' };
  });
};
export default auth;
