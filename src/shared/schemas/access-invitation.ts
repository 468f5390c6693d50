// decision 008: a new portal access is invited by email to choose its own password; no password
// ever travels by email. One schema for the form (with confirmation) and one for the API.
import { z } from 'zod';
import { text } from '../text.ts';
import { PasswordSchema } from './common.ts';

export const INVITATION_LINK_INVALID_MSG = 'Link inválido ou expirado';
export const PASSWORD_SET_MSG = 'Senha definida com sucesso! Faça login com a nova senha.';

/** POST /api/client/set-password */
export const ClientSetPasswordSchema = z.object({
  token: text(200, { error: INVITATION_LINK_INVALID_MSG }).min(10, { error: INVITATION_LINK_INVALID_MSG }).max(200, { error: INVITATION_LINK_INVALID_MSG }),
  password: PasswordSchema,
});
export type ClientSetPasswordInput = z.infer<typeof ClientSetPasswordSchema>;

/** The page's form: the password twice. */
export const ClientSetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'As senhas não coincidem' });

/** signedIn: the portal session was opened (false when the agency's portal is closed). */
export const ClientSetPasswordAnswerSchema = z.object({ message: z.string(), email: z.string(), signedIn: z.boolean() });
export type ClientSetPasswordAnswer = z.infer<typeof ClientSetPasswordAnswerSchema>;

/** POST /api/clients/{id}/access/{accessId}/invitation (Reenviar convite). */
export const InvitationSentSchema = z.object({ message: z.string() });
export const INVITATION_SENT_MSG = 'Convite reenviado';

/**
 * POST /api/clients/{id}/access/{accessId}/invitation-link (Convidar pelo WhatsApp): a fresh
 * single-use link handed to the agency to send itself; no mail is sent and no password is in it.
 */
export const InvitationLinkSchema = z.object({
  link: z.string().describe('Link de uso único para o cliente escolher a senha (válido por 7 dias)'),
  portalUrl: z.string().describe('Endereço do Portal do Cliente'),
  email: z.string().describe('Email de login do acesso'),
  clientName: z.string(),
  expiresAt: z.string(),
});
export type InvitationLink = z.infer<typeof InvitationLinkSchema>;
