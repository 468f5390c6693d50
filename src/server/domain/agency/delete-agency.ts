// DELETE /api/agency (decision 012; LGPD art. 18, deletion): the owner closes the account. In this
// order, so that a failure leaves something coherent:
//  1. the owner's password again (403 "Senha incorreta"): a session alone cannot erase;
//  2. the subscription ends at the payment provider: if that fails nothing is deleted
//     (a deleted agency still being charged is worse than an account that stays);
//  3. every row of the agency, table by table from agency-tables.ts, in one transaction;
//  4. after the commit: the agency's live documents are dropped without being stored, every
//     socket re-checked (here and, through Redis, on other instances), the owner mailed.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { isOwner } from '#shared/permissions.ts';
import { DELETE_OWNER_ONLY_MSG, type DeleteAgencyInput, WRONG_PASSWORD_MSG } from '#shared/schemas/data-rights.ts';
import { agencies, canvases, subscriptions, users } from '../../db/schema.ts';
import { AppError, forbidden } from '../../errors.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import type { AgencyCtx } from '../../principal.ts';
import { AGENCY_TABLES, agencyRows } from './agency-tables.ts';
import { accountDeletedMail } from './deletion-mail.ts';

export const PROVIDER_CANCEL_FAILED_MSG =
  'Não foi possível cancelar a assinatura no provedor de pagamento. Nada foi excluído; tente novamente em alguns minutos.';

export async function deleteAgency(ctx: AgencyCtx<'payments' | 'docs' | 'mailer' | 'log' | 'clock'>, input: DeleteAgencyInput): Promise<{ ok: true }> {
  const { db, actor, payments: provider, docs, mailer, log } = ctx;
  if (!isOwner(actor)) throw forbidden(DELETE_OWNER_ONLY_MSG);
  const [owner] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!owner || !(await verifyPassword(owner.passwordHash, input.password))) throw forbidden(WRONG_PASSWORD_MSG);

  const [agency] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, actor.agencyId)).limit(1);
  const open = await db
    .select({ ref: subscriptions.providerRef })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.agencyId, actor.agencyId),
        eq(subscriptions.provider, provider.kind),
        ne(subscriptions.status, 'canceled'),
        isNotNull(subscriptions.providerRef),
      ),
    );
  for (const sub of open) {
    try {
      await provider.cancelNow(sub.ref as string);
    } catch (err) {
      log.error({ err, agencyId: actor.agencyId }, 'agency deletion: the provider did not cancel the subscription');
      throw new AppError('UNAVAILABLE', PROVIDER_CANCEL_FAILED_MSG);
    }
  }

  const canvasIds = (await db.select({ id: canvases.id }).from(canvases).where(eq(canvases.agencyId, actor.agencyId))).map((r) => r.id);
  await db.transaction(async (tx) => {
    // Children first: nothing is left pointing at a deleted row, whatever the foreign keys say.
    for (const t of [...AGENCY_TABLES].reverse()) await tx.delete(t.table).where(agencyRows(t, actor.agencyId));
  });

  docs.discardDocuments(canvasIds);
  await docs.recheckAccess();
  // After the commit: a mail never announces a deletion that did not happen, and a mail that
  // fails does not bring the account back.
  try {
    await mailer.send(accountDeletedMail({ to: actor.email, ownerName: actor.name, agencyName: agency?.name ?? null, at: ctx.clock.now() }));
  } catch (err) {
    log.error({ err }, 'agency deletion: confirmation mail not sent');
  }
  return { ok: true };
}
