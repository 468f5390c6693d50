// A portal access is invited to choose its own password. The email carries the portal address,
// the login email and a single-use link (7 days); only the link's hash is stored, and no password
// is ever sent by email. At most INVITATIONS_PER_HOUR per access (docs/decisions/008).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { APP_ROUTES } from '#shared/routes.ts';
import { INVITATION_SENT_MSG } from '#shared/schemas/access-invitation.ts';
import type { Db, Tx } from '../../db/client.ts';
import { accessPasswordTokens, clientAccesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { AgencyCtx, Services } from '../../principal.ts';
import { findAccessOr404, findClientOr404, requireCan } from '../guards.ts';
import { escapeHtml } from '../notifications/notify-agency.ts';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const INACTIVE_ACCESS_INVITE_MSG = 'Ative o acesso antes de reenviar o convite.';
export const INVITATIONS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export function tooManyInvitationsMessage(waitMs: number): string {
  const m = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Este acesso já recebeu ${INVITATIONS_PER_HOUR} convites na última hora. Tente novamente em ${m} ${m === 1 ? 'minuto' : 'minutos'}.`;
}

type InviteDeps = { db: Db } & Pick<Services, 'mailer' | 'publicUrl' | 'clock'>;

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
    html: `${lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('')}<p><a href="${escapeHtml(opts.link)}">Definir minha senha</a></p>${after
      .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ''))
      .join('')}`,
  };
}

/**
 * A new link (older unused links of the access stop working); 429 past INVITATIONS_PER_HOUR
 * links of the access in the last hour, however they were sent (email or WhatsApp). The access
 * row is locked while its links are counted and written, so parallel calls count one after another.
 */
export async function issueInvitationLink(
  deps: { db: Db } & Pick<Services, 'publicUrl' | 'clock'>,
  accessId: string,
): Promise<{ link: string; portalUrl: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: clientAccesses.id }).from(clientAccesses).where(eq(clientAccesses.id, accessId)).for('update');
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${accessPasswordTokens.createdAt})` })
      .from(accessPasswordTokens)
      .where(and(eq(accessPasswordTokens.clientAccessId, accessId), gt(accessPasswordTokens.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((recent?.n ?? 0) >= INVITATIONS_PER_HOUR) {
      const wait = Math.max(1000, (recent.oldest ? new Date(recent.oldest).getTime() : now.getTime()) + HOUR_MS - now.getTime());
      throw new AppError('RATE_LIMITED', tooManyInvitationsMessage(wait), { retryAfterMs: wait });
    }
    await tx
      .update(accessPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(accessPasswordTokens.clientAccessId, accessId), isNull(accessPasswordTokens.usedAt)));
    await tx.insert(accessPasswordTokens).values({ clientAccessId: accessId, tokenHash: sha256(token), expiresAt, createdAt: now });
  });
  const base = deps.publicUrl.replace(/\/$/, '');
  return { link: `${base}${APP_ROUTES.clientSetPassword}?token=${token}`, portalUrl: `${base}${APP_ROUTES.clientAuth}`, expiresAt };
}

/** A new link (issueInvitationLink) and the invitation mail. */
export async function sendAccessInvitation(deps: InviteDeps, access: { id: string; email: string; clientName: string }): Promise<void> {
  const { link, portalUrl } = await issueInvitationLink(deps, access.id);
  await deps.mailer.send({ to: access.email, ...composeInvitation({ clientName: access.clientName, email: access.email, portalUrl, link }) });
}

/** Every unused link of the access stops working (its email, password or switch changed). */
export async function revokeUnusedInvitations(db: Db | Tx, accessId: string, now: Date): Promise<void> {
  await db
    .update(accessPasswordTokens)
    .set({ usedAt: now })
    .where(and(eq(accessPasswordTokens.clientAccessId, accessId), isNull(accessPasswordTokens.usedAt)));
}

/** Reenviar convite: a fresh link for a switched-on access of this agency. */
export async function resendAccessInvitation(
  ctx: AgencyCtx<'mailer' | 'publicUrl' | 'clock'>,
  { clientId, accessId }: { clientId: string; accessId: string },
): Promise<{ message: string }> {
  requireCan(ctx.actor, 'accesses:write');
  const client = await findClientOr404(ctx.db, ctx.actor.agencyId, clientId);
  const access = await findAccessOr404(ctx.db, ctx.actor.agencyId, clientId, accessId);
  if (!access.isActive) throw new AppError('CONFLICT', INACTIVE_ACCESS_INVITE_MSG);
  await sendAccessInvitation(ctx, { id: access.id, email: access.email, clientName: client.name });
  return { message: INVITATION_SENT_MSG };
}
