// An agency with a row in every table of src/server/domain/agency/agency-tables.ts, for the
// data-rights tests (decision 012): what its export must hold, and what its deletion must remove.
// Every secret written (hashes, ciphertexts, raw tokens) is returned, so a test can search the
// export's bytes for each of them.
import { count, eq, getTableName, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { ALL_TABLES } from '../../src/server/db/all-tables.ts';
import type { Db } from '../../src/server/db/client.ts';
import type * as schema from '../../src/server/db/schema.ts';
import {
  accessPasswordTokens,
  agencies,
  approvals,
  canvasContentVersions,
  clientAccesses,
  clients,
  comments,
  guestCodes,
  guestReviewers,
  notificationEvents,
  passwordResets,
  payments,
  reviewerVisits,
  reviewReminders,
  subscriptions,
} from '../../src/server/db/schema.ts';
import { trackingSites, trackingStepDays } from '../../src/server/db/tracking-schema.ts';
import { AGENCY_TABLES, agencyRows } from '../../src/server/domain/agency/agency-tables.ts';
import { createSession } from '../../src/server/domain/auth/sessions.ts';
import { loadCanvasDocument } from '../../src/server/domain/canvases/load-canvas-document.ts';
import { guestTokenHash } from '../../src/server/domain/public-review/guest-reviewer.ts';
import { storeEvents } from '../../src/server/domain/tracking/event-batch.ts';
import { encryptSecret, hashPassword, randomToken, sha256 } from '../../src/server/lib/crypto.ts';
import { seedAgency, type TestApp } from './app.ts';
import { seedCanvas, seedTeamMember } from './canvas-fixtures.ts';
import { newPublicLink, sampleContent } from './portal-seed.ts';

export type FullAgency = Awaited<ReturnType<typeof seedFullAgency>>;

/** `label` makes every name and email of this agency recognisable (e.g. 'alfa'). */
export async function seedFullAgency(t: TestApp, label: string) {
  const { db, config } = t;
  const u = `${label}-${Math.random().toString(36).slice(2, 8)}`;
  const a = await seedAgency(db, { plan: 'enterprise', seats: 10, name: `Dona ${label}`, email: `dona-${u}@agencia.test`, password: `Dona-${u}` });
  const agencyId = a.agency.id;
  await db
    .update(agencies)
    .set({ name: `Agência ${label}`, cnpj: '12345678000190' })
    .where(eq(agencies.id, agencyId));
  const secrets: string[] = [];
  const markers = new Set<string>([agencyId, a.owner.id, a.email]);

  const members = {} as Record<'admin' | 'gestor' | 'creator', Awaited<ReturnType<typeof seedTeamMember>>>;
  for (const role of ['admin', 'gestor', 'creator'] as const) {
    members[role] = await seedTeamMember(db, agencyId, role, `Membro-${role}-${u}`);
    markers.add(members[role].user.id).add(members[role].email);
    secrets.push(members[role].user.passwordHash);
  }
  secrets.push(a.owner.passwordHash);

  const [client] = await db
    .insert(clients)
    .values({ agencyId, name: `Cliente ${label}`, segment: 'Varejo', notes: `Notas ${label}` })
    .returning();
  const accessPassword = `Acesso-${u}`;
  const accessEmail = `contato-${u}@cliente.test`;
  const [access] = await db
    .insert(clientAccesses)
    .values({
      agencyId,
      clientId: client.id,
      email: accessEmail,
      passwordHash: await hashPassword(accessPassword),
      passwordEncrypted: encryptSecret(config.appSecret, accessPassword),
    })
    .returning();
  secrets.push(access.passwordHash, access.passwordEncrypted as string, accessPassword);
  markers.add(client.id).add(access.id).add(accessEmail);

  const publicLink = newPublicLink();
  const canvas = await seedCanvas(db, {
    agencyId,
    clientId: client.id,
    userId: a.owner.id,
    title: `Funil ${label}`,
    status: 'published',
    publicLink,
    dueDate: '2026-12-01',
    content: sampleContent(),
  });
  markers.add(canvas.id).add(publicLink);
  await loadCanvasDocument({ db, actor: null }, { canvasId: canvas.id, into: new Y.Doc() }); // canvas_documents
  await db.insert(canvasContentVersions).values({ canvasId: canvas.id, version: 1, content: sampleContent() });

  const guestEmail = `revisora-${u}@fora.test`;
  await db.insert(comments).values([
    {
      agencyId,
      canvasId: canvas.id,
      elementId: `k-${u}`,
      authorKind: 'client',
      authorName: `Cliente ${label}`,
      authorEmail: accessEmail,
      clientAccessId: access.id,
      verified: true,
      content: `Comentário ${label}`,
    },
    {
      agencyId,
      canvasId: canvas.id,
      elementId: `p-${u}`,
      authorKind: 'public',
      authorName: 'Revisora',
      authorEmail: guestEmail,
      verified: true,
      content: `Comentário público ${label}`,
    },
  ]);
  await db.insert(approvals).values({
    agencyId,
    canvasId: canvas.id,
    version: 1,
    status: 'adjustment_requested',
    feedback: `Ajuste ${label}`,
    reviewerKind: 'client',
    reviewerName: `Cliente ${label}`,
    reviewerEmail: accessEmail,
    clientAccessId: access.id,
    verified: true,
  });
  const guestToken = randomToken(32);
  const later = new Date(Date.now() + 24 * 3600_000);
  await db.insert(guestReviewers).values({
    agencyId,
    canvasId: canvas.id,
    email: guestEmail,
    name: 'Revisora',
    tokenHash: guestTokenHash(publicLink, guestToken),
    verifiedAt: new Date(),
    expiresAt: later,
  });
  const codeHash = sha256(`codigo-${u}`);
  await db.insert(guestCodes).values({ canvasId: canvas.id, email: guestEmail, name: 'Revisora', codeHash, expiresAt: later });
  await db.insert(reviewerVisits).values({ canvasId: canvas.id, reviewerEmail: accessEmail });
  await db.insert(notificationEvents).values({ agencyId, canvasId: canvas.id, reviewerKey: access.id, event: { kind: 'comment', text: `Evento ${label}` } });
  await db.insert(reviewReminders).values({ agencyId, canvasId: canvas.id, reviewerKey: access.id, stage: 'before', version: 1 });
  const subscriptionRef = `sub_${u}`;
  await db
    .insert(subscriptions)
    .values({ agencyId, email: a.email, provider: 'local', providerRef: subscriptionRef, plan: 'enterprise', quantity: 10, status: 'active' });
  await db.insert(payments).values({
    email: a.email,
    plan: 'enterprise',
    seats: 10,
    amountCents: 99_000,
    provider: 'local',
    providerRef: `lpi_${u}`,
    subscriptionRef,
    status: 'succeeded',
    agencyId,
  });
  markers.add(guestEmail).add(subscriptionRef);

  // Traffic: the snippet's site and one day of a page view and a purchase (raw, counted, totals).
  const siteKey = `site-${u}`;
  await db.insert(trackingSites).values({ agencyId, siteKey, allowedDomains: [`${label}.example`] });
  await storeEvents(db, [
    { agencyId, day: '2026-11-20', visitor: `v-${u}`, kind: 'page', key: '/oferta', url: `https://${label}.example/oferta`, valueCents: null },
    { agencyId, day: '2026-11-20', visitor: `v-${u}`, kind: 'event', key: 'purchase', url: `https://${label}.example/obrigado`, valueCents: 9700 },
  ]);
  markers.add(siteKey);
  // A funnel's steps counted on that day (results kept per day).
  await db.insert(trackingStepDays).values({ agencyId, steps: `passos-${u}`, day: '2026-11-20', figures: { [`etapa-${u}`]: [1, 1] } });

  const ownerSession = await createSession(db, { kind: 'agency', userId: a.owner.id });
  const clientSession = await createSession(db, { kind: 'client', clientAccessId: access.id });
  const resetToken = randomToken(32);
  await db.insert(passwordResets).values({ userId: a.owner.id, tokenHash: sha256(resetToken), expiresAt: later });
  const inviteToken = randomToken(32);
  await db.insert(accessPasswordTokens).values({ clientAccessId: access.id, tokenHash: sha256(inviteToken), expiresAt: later });
  secrets.push(ownerSession, sha256(ownerSession), clientSession, sha256(clientSession), resetToken, sha256(resetToken));
  secrets.push(inviteToken, sha256(inviteToken), guestToken, guestTokenHash(publicLink, guestToken), codeHash);

  return {
    ...a,
    agencyId,
    members,
    client,
    access: { ...access, password: accessPassword },
    canvas,
    publicLink,
    /** Hashes, ciphertexts, raw tokens and portal passwords: none may be in an export. */
    secrets,
    /** Ids, emails and the link of this agency: none may be in another agency's export. */
    markers,
  };
}

/** Rows per table that belong to the agency, by the list's own scoping. */
export async function countAgencyRows(db: Db, agencyId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of AGENCY_TABLES) {
    const [row] = await db
      .select({ n: count() })
      .from(t.table as typeof schema.users)
      .where(agencyRows(t, agencyId));
    out[t.name] = Number(row.n);
  }
  return out;
}

/** Rows per table of the whole schema, whatever they belong to. */
export async function countAllRows(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ALL_TABLES) {
    const res = (await db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as { rows: { n: number }[] };
    out[getTableName(table)] = Number(res.rows[0].n);
  }
  return out;
}
