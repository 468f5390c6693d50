import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginSchema, ResetConfirmSchema, ResetRequestSchema, UserSchema } from '#shared/schemas/auth.ts';
import { MessageAnswerSchema, OkAnswerSchema } from '#shared/schemas/common.ts';
import { confirmPasswordReset } from '../../../domain/auth/confirm-password-reset.ts';
import { loginAgencyUser } from '../../../domain/auth/login.ts';
import { requestPasswordReset } from '../../../domain/auth/request-password-reset.ts';
import { endSession } from '../../../domain/auth/sessions.ts';
import { getMe } from '../../../domain/auth/users.ts';
import { AGENCY_COOKIE } from '../../../plugins/session.ts';
import { ok } from '../../answers.ts';
import { agencyCtx, anonCtx } from '../../ctx.ts';

const auth: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { schema: { summary: 'Usuário da agência conectado', response: ok(UserSchema) } }, async (req) => getMe(await agencyCtx(req)));

  app.post('/login', { schema: { summary: 'Entrar como usuário da agência', body: LoginSchema, response: ok(UserSchema) } }, async (req, reply) => {
    const { user, token } = await loginAgencyUser(anonCtx(req), { ...req.body, ip: req.ip, previousToken: req.cookies[AGENCY_COOKIE] });
    reply.setSessionCookie('agency', token);
    return user;
  });

  app.post('/logout', { schema: { summary: 'Sair (agência)', response: ok(OkAnswerSchema) } }, async (req, reply) => {
    const done = await endSession(anonCtx(req), { token: req.cookies[AGENCY_COOKIE] });
    reply.clearSessionCookie('agency');
    return done;
  });

  app.post(
    '/reset-password',
    { schema: { summary: 'Pedir o email de redefinição de senha', body: ResetRequestSchema, response: ok(MessageAnswerSchema) } },
    async (req) => requestPasswordReset(anonCtx(req), { email: req.body.email, ip: req.ip }),
  );

  app.post(
    '/reset-password/confirm',
    { schema: { summary: 'Definir nova senha com o link recebido', body: ResetConfirmSchema, response: ok(MessageAnswerSchema) } },
    async (req) => confirmPasswordReset(anonCtx(req), req.body),
  );
};
export default auth;
