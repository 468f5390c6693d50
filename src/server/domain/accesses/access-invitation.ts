// A portal access is invited to choose its own password. The email carries the portal address,
// the login email and a single-use link (7 days); only the link's hash is stored, and no password
// is ever sent by email. At most INVITATIONS_PER_HOUR per access (docs/decisions/008).
// What the invitation operations (send, resend, the link for WhatsApp) share.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accessPasswordTokens } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/html.ts';
import { paragraphs } from '../../mail/compose.ts';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const INACTIVE_ACCESS_INVITE_MSG = 'Ative o acesso antes de reenviar o convite.';
export const INVITATIONS_PER_HOUR = 3;
export const HOUR_MS = 60 * 60 * 1000;

export function tooManyInvitationsMessage(waitMs: number): string {
  const m = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Este acesso já recebeu ${INVITATIONS_PER_HOUR} convites na última hora. Tente novamente em ${m} ${m === 1 ? 'minuto' : 'minutos'}.`;
}

export function composeInvitation(opts: { clientName: string; email: string; portalUrl: string; link: string }) {
  const lines = [
    `Olá! Você recebeu acesso ao Portal do Cliente de ${opts.clientName}, onde vai revisar e aprovar os funis preparados pela agência.`,
    '',
    `Endereço do portal: ${opts.portalUrl}`,
    `Seu email de login: ${opts.email}`,
    '',
    'Para escolher a sua senha, abra o link abaixo (válido por 7 dias, uso único):',
  ];
  const after = ['', 'Se o link expirar, peça um novo convite à agência.'];
  return {
    subject: 'Seu acesso ao Portal do Cliente',
    text: [...lines, opts.link, ...after].join('\n'),
    html: `${paragraphs(lines)}<p><a href="${escapeHtml(opts.link)}">Definir minha senha</a></p>${paragraphs(after)}`,
  };
}

/** Every unused link of the access stops working (its email, password or switch changed). */
export async function revokeUnusedInvitations(db: Db | Tx, accessId: string, now: Date): Promise<void> {
  await db
    .update(accessPasswordTokens)
    .set({ usedAt: now })
    .where(and(eq(accessPasswordTokens.clientAccessId, accessId), isNull(accessPasswordTokens.usedAt)));
}
