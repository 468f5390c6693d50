// The world the authorization matrix runs in (authz-policy.ts names the principals) and a
// valid request for every route that needs a body or a precondition, so that 'allow' means
// the operation was really done and a refusal cannot be a validation error in disguise.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  accessPasswordTokens,
  agencies,
  clientAccesses,
  clients,
  guestCodes,
  passwordResets,
  payments,
  subscriptions,
  templates,
  users,
} from '../../src/server/db/schema.ts';
import { trackingSites } from '../../src/server/db/tracking-schema.ts';
import { createSession } from '../../src/server/domain/auth/sessions.ts';
import { confirmLocalPayment } from '../../src/server/domain/billing/confirm-local-payment.ts';
import { createSubscription } from '../../src/server/domain/billing/create-subscription.ts';
import { codeHash } from '../../src/server/domain/public-review/guest-codes.ts';
import { systemClock } from '../../src/server/lib/clock.ts';
import { encryptSecret, hashPassword, sha256 } from '../../src/server/lib/crypto.ts';
import { createPaymentProvider } from '../../src/server/payments/index.ts';
import type { LocalPaymentProvider } from '../../src/server/payments/local-provider.ts';
import { AGENCY_COOKIE, CLIENT_COOKIE } from '../../src/server/plugins/session.ts';
import { loginAs, seedAgency, type TestApp } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent, seedVersion } from '../helpers/portal-seed.ts';
import type { Principal } from './authz-policy.ts';

export const WEBHOOK_SECRET = 'whsec_authz_matrix';
const PASSWORD = 'senha123';
let n = 0;
export const uniq = () => `${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What one call acts on: all of it in agency A; the canvas belongs to clientA's client. */
export interface Target {
  clientId: string;
  accessId: string;
  canvasId: string;
  publicLink: string;
  commentId: string;
  memberId: string;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(t: TestApp) {
  const { db, config } = t;
  const hash = await hashPassword(PASSWORD);
  const provider = createPaymentProvider(config) as LocalPaymentProvider;
  /** Every id and email of A: none may appear in an answer to someone outside A. */
  const markers = new Set<string>();

  // Every DELETE cell gets a fresh target with its own member: room for them all.
  const a = await seedAgency(db, { plan: 'enterprise', seats: 80 });
  const b = await seedAgency(db, { plan: 'enterprise', seats: 5 });
  // The people and portal accesses used by the public-by-design routes: a third agency, so
  // that signing in or resetting a password touches neither A nor B.
  const c = await seedAgency(db, { plan: 'enterprise', seats: 2 });

  // Team members through the team API, as the owner does it on the account screen.
  const ownerApi = await loginAs(t.app, a.email, a.password);
  const team = {} as Record<'admin' | 'gestor' | 'creator', string>;
  for (const role of ['admin', 'gestor', 'creator'] as const) {
    const email = `${role}-${uniq()}@alfa.test`;
    const res = await ownerApi.post('/api/agency-users', { email, password: PASSWORD, name: `Membro ${role}`, role });
    if (res.statusCode !== 201) throw new Error(`team member ${role}: ${res.statusCode} ${res.body}`);
    team[role] = res.json().id;
    markers.add(email);
  }

  async function addClient(agencyId: string, name: string) {
    const [row] = await db.insert(clients).values({ agencyId, name, segment: 'Varejo' }).returning();
    return row.id;
  }
  async function addAccess(agencyId: string, clientId: string, email = `contato-${uniq()}@cliente.test`) {
    const [row] = await db
      .insert(clientAccesses)
      .values({ agencyId, clientId, email, passwordHash: hash, passwordEncrypted: encryptSecret(config.appSecret, PASSWORD) })
      .returning();
    return { id: row.id, email };
  }

  const clientOfA = await addClient(a.agency.id, 'Cliente Alfa');
  const accessOfClientA = await addAccess(a.agency.id, clientOfA);
  const otherAccessOfA = await addAccess(a.agency.id, await addClient(a.agency.id, 'Outro Cliente Alfa'));
  const clientOfB = await addClient(b.agency.id, 'Cliente Beta');
  const accessOfClientB = await addAccess(b.agency.id, clientOfB);
  const probeClient = await addAccess(c.agency.id, await addClient(c.agency.id, 'Cliente Gama'));
  const [template] = await db.select({ id: templates.id }).from(templates).limit(1);
  for (const m of [a.agency.id, a.owner.id, a.email, clientOfA, accessOfClientA.id, accessOfClientA.email, ...Object.values(team)]) markers.add(m);

  /** A new set of A's objects; DELETE calls get one each, so that no cell depends on another. */
  async function freshTarget(): Promise<Target> {
    const clientId = await addClient(a.agency.id, `Cliente Alvo ${uniq()}`);
    const access = await addAccess(a.agency.id, clientId);
    const canvas = await seedCanvas(db, {
      agencyId: a.agency.id,
      clientId: clientOfA,
      userId: a.owner.id,
      status: 'published',
      publicLink: newPublicLink(),
      content: sampleContent(),
    });
    await seedVersion(db, canvas, 1, sampleContent()); // has the agency comment 'comment-agency'
    const memberEmail = `alvo-${uniq()}@alfa.test`;
    const [member] = await db
      .insert(users)
      .values({ agencyId: a.agency.id, name: 'Membro Alvo', email: memberEmail, passwordHash: hash, isAgencyUser: true, role: 'creator' })
      .returning();
    const target = {
      clientId,
      accessId: access.id,
      canvasId: canvas.id,
      publicLink: canvas.publicLink as string,
      commentId: 'comment-agency',
      memberId: member.id,
    };
    for (const m of [clientId, access.id, access.email, canvas.id, canvas.publicLink as string, member.id, memberEmail]) markers.add(m);
    return target;
  }

  const userOf: Partial<Record<Principal, string>> = {
    ownerA: a.owner.id,
    adminA: team.admin,
    gestorA: team.gestor,
    creatorA: team.creator,
    ownerB: b.owner.id,
  };
  const accessOf: Partial<Record<Principal, string>> = { clientA: accessOfClientA.id, otherClientA: otherAccessOfA.id, clientB: accessOfClientB.id };

  /** A new session for every call: sign-in, sign-out and reset end sessions, and no cell may depend on another. */
  async function cookieFor(who: Principal): Promise<string | undefined> {
    const userId = userOf[who];
    if (userId) return `${AGENCY_COOKIE}=${await createSession(db, { kind: 'agency', userId })}`;
    const clientAccessId = accessOf[who];
    if (clientAccessId) return `${CLIENT_COOKIE}=${await createSession(db, { kind: 'client', clientAccessId })}`;
    return undefined;
  }

  /** A recurring subscription in the given state for the agency the caller acts on. */
  async function subscriptionIn(agencyId: string, status: 'active' | 'canceling') {
    await db.delete(subscriptions).where(eq(subscriptions.agencyId, agencyId));
    await db
      .insert(subscriptions)
      .values({ agencyId, email: 'pagador@teste.test', provider: 'local', providerRef: `sub_${uniq()}`, plan: 'enterprise', quantity: 5, status });
    await db
      .update(agencies)
      .set({ subscriptionStatus: status, paidUntil: new Date(Date.now() + 20 * 24 * 3600 * 1000) })
      .where(eq(agencies.id, agencyId));
  }
  async function billingBackToActive() {
    await db
      .update(agencies)
      .set({ subscriptionStatus: 'active' })
      .where(inArray(agencies.id, [a.agency.id, b.agency.id]));
  }

  /** Agency A as stored, live canvas content included: what a refused call must leave alone. */
  const dumpA = (canvasIds: string[]) => dumpAgency(t, a.agency.id, canvasIds);

  /** A new customer's payment, pending (its client secret) or already confirmed. */
  async function newPayment(confirm: boolean, method: 'card' | 'pix' | 'boleto' = 'card') {
    const email = `comprador-${uniq()}@novo.test`;
    const anon = { db, actor: null, payments: provider, mailer: t.mailer, publicUrl: config.publicUrl, log: t.app.log, clock: systemClock };
    const payer = method === 'boleto' ? { taxId: '52998224725', name: 'Pagador' } : {};
    const started = await createSubscription(anon, { email, plan: 'business', method, ...payer });
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };
    if (confirm) {
      const { number: cardNumber, ...rest } = card;
      await confirmLocalPayment(anon, { clientSecret: started.clientSecret as string, cardNumber, ...rest });
    }
    return { email, clientSecret: started.clientSecret as string, card };
  }

  return {
    t,
    a,
    b,
    c,
    clientOfA,
    templateId: template.id,
    probeClient,
    markers,
    /** A link of the right shape that was never issued: what a principal without the link sends. */
    unknownLink: newPublicLink(),
    freshTarget,
    cookieFor,
    subscriptionIn,
    billingBackToActive,
    dumpA,
    newPayment,
  };
}

/** The tables that hold an agency's data, and the column that names the agency. */
const AGENCY_TABLES = [
  ['agencies', 'id'],
  ['users', 'agency_id'],
  ['clients', 'agency_id'],
  ['client_accesses', 'agency_id'],
  ['canvases', 'agency_id'],
  ['canvas_versions', 'agency_id'],
  ['comments', 'agency_id'],
  ['approvals', 'agency_id'],
  ['payments', 'agency_id'],
  ['subscriptions', 'agency_id'],
] as const;

/**
 * An agency as stored (a digest of every row of every table that names it, one query) plus
 * the live content of the given canvases: equal before and after means nothing changed.
 */
export async function dumpAgency(t: TestApp, id: string, canvasIds: string[]): Promise<string> {
  // One array, not one column per table: unnamed columns would share one key in the row object.
  const digests = sql.join(
    AGENCY_TABLES.map(
      ([table, col]) =>
        sql`(select md5(coalesce(string_agg(x::text, '|' order by x.id), '')) from ${sql.identifier(table)} x where x.${sql.identifier(col)} = ${id})`,
    ),
    sql`, `,
  );
  const res = (await t.db.execute(sql`select array[${digests}] as digests`)) as unknown as { rows: { digests: string[] }[] };
  const live: Record<string, unknown> = {};
  for (const c of canvasIds) live[c] = await t.app.deps.canvasDocs.readContent(c);
  const tables = res.rows[0].digests;
  if (tables.length !== AGENCY_TABLES.length) throw new Error(`dumpAgency: ${tables.length} digests`);
  return JSON.stringify({ tables, live });
}

/** One valid call: path parameters, JSON body (or raw bytes with their headers), and what to undo afterwards. */
export interface Call {
  params?: Record<string, string>;
  /** A query string (without "?") after the route's path. */
  query?: string;
  body?: unknown;
  raw?: { payload: string; headers: Record<string, string> };
  after?: () => Promise<void>;
  /** A rule finer than the status, on an allowed answer: what is wrong, or nothing. */
  check?: (answer: unknown, who: Principal) => string | undefined;
}
type Recipe = (w: World, target: Target, who: Principal) => Call | Promise<Call>;

const comment = () => ({
  id: `c-${uniq()}`,
  position: { x: 10, y: 20 },
  content: 'Gostei desta etapa',
  author: 'Cliente',
  timestamp: new Date().toISOString(),
});
let renewalDays = 0;
const agencyOf = (w: World, who: Principal) => (who === 'ownerB' ? w.b.agency.id : w.a.agency.id);

/** Routes without an entry are sent without a body and with the target's ids. */
export const RECIPES: Record<string, Recipe> = {
  'POST /api/auth/login': (w) => ({ body: { email: w.c.email, password: w.c.password } }),
  'POST /api/auth/reset-password': () => ({ body: { email: `ninguem-${uniq()}@teste.test` } }),
  'POST /api/auth/reset-password/confirm': async (w) => {
    const token = `reset-${uniq()}-${randomUUID()}`;
    await w.t.db.insert(passwordResets).values({ userId: w.c.owner.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3600_000) });
    return { body: { token, password: w.c.password } };
  },
  'POST /api/auth/register': async (w) => {
    const { email } = await w.newPayment(true);
    return { body: { name: 'Nova Dona', email, password: PASSWORD, plan: 'business', agencyName: 'Agência Nova' } };
  },
  'POST /api/clients': (_w, _t, who) => ({ body: { name: `Cliente de ${who}`, segment: 'Saúde', notes: '' } }),
  'PUT /api/clients/:id': (_w, _t, who) => ({ body: { name: `Editado por ${who}`, segment: 'Educação', notes: 'nota' } }),
  // D8: only owner and admin may reveal an access's password; the gestor sees the list without it.
  'GET /api/clients/:id/access': () => ({
    check: (answer, who) => {
      const reveals = who === 'ownerA' || who === 'adminA';
      const shown = (answer as { decryptedPassword?: string }[]).filter((x) => x.decryptedPassword !== undefined).length;
      const total = (answer as unknown[]).length;
      if (!total) return 'no access listed';
      if (reveals ? shown !== total : shown !== 0) return `${shown} of ${total} passwords revealed`;
    },
  }),
  'POST /api/clients/:id/access': () => ({ body: { email: `novo-${uniq()}@cliente.test`, password: PASSWORD } }),
  'POST /api/clients/:id/credentials': () => ({ body: { email: `novo-${uniq()}@cliente.test`, password: PASSWORD } }),
  // decision 012: the mode that erases the most (the one without a body anonymises).
  'DELETE /api/clients/:id/access/:accessId': () => ({ body: { mode: 'delete' } }),
  'PUT /api/clients/:id/access/:accessId': () => ({ body: { email: `trocado-${uniq()}@cliente.test`, isActive: false, password: 'outra123' } }),
  // An invitation goes only to a switched-on access (the PUT above switches the target off).
  // Each call starts with the access's hourly budget of links unused (the matrix calls it once per principal).
  'POST /api/clients/:id/access/:accessId/invitation': async (w, target) => {
    await w.t.db.update(clientAccesses).set({ isActive: true }).where(eq(clientAccesses.id, target.accessId));
    await w.t.db.delete(accessPasswordTokens).where(eq(accessPasswordTokens.clientAccessId, target.accessId));
    return {};
  },
  'POST /api/clients/:id/access/:accessId/invitation-link': async (w, target) => {
    await w.t.db.update(clientAccesses).set({ isActive: true }).where(eq(clientAccesses.id, target.accessId));
    await w.t.db.delete(accessPasswordTokens).where(eq(accessPasswordTokens.clientAccessId, target.accessId));
    return {};
  },
  'POST /api/canvases': (w, _t, who) => ({ body: { title: `Funil de ${who}`, clientId: w.clientOfA } }),
  'PATCH /api/canvases/:id': (_w, _t, who) => ({ body: { title: `Renomeado por ${who}`, content: { comments: [comment()] } } }),
  'PUT /api/canvases/:id': () => ({ body: { status: 'published', title: 'Publicado' } }),
  'PATCH /api/canvases/:id/comments/:commentId': () => ({ body: { resolved: true } }),
  'POST /api/agency-users': () => ({ body: { email: `membro-${uniq()}@equipe.test`, password: PASSWORD, name: 'Novo Membro', role: 'gestor' } }),
  'PATCH /api/agency-users/me': (_w, _t, who) => ({ body: { name: `Nome de ${who}` } }),
  'PATCH /api/agency-users/:id': () => ({ body: { role: 'gestor' } }),
  'PATCH /api/agency-info': (_w, _t, who) => ({
    body: {
      agencyName: `Agência de ${who}`,
      businessType: 'Marketing',
      ceoName: 'Fulana',
      cnpj: '12345678000190',
      website: null,
      instagram: null,
      region: 'SP',
      monthlyRevenue: '1500000',
    },
  }),
  'DELETE /api/agency': (_w, _t, who) => ({ body: { password: who === 'ownerA' || who === 'ownerB' ? 'nao-e-a-senha' : PASSWORD } }),
  // More seats than A (80) and B (5) have: a valid upgrade for either owner, a purchase for anyone else.
  'POST /api/create-subscription': () => ({ body: { email: `comprador-${uniq()}@novo.test`, plan: 'enterprise', seats: 90 } }),
  'POST /api/payments/local/confirm': async (w) => {
    const { clientSecret, card } = await w.newPayment(false);
    return { body: { clientSecret, cardNumber: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc } };
  },
  'POST /api/check-payment-status': () => ({ body: { email: `comprador-${uniq()}@novo.test` } }),
  'POST /api/payments/status': async (w) => ({ body: { clientSecret: (await w.newPayment(false, 'pix')).clientSecret } }),
  'POST /api/payments/local/simulate': async (w) => ({ body: { clientSecret: (await w.newPayment(false, 'pix')).clientSecret } }),
  // A paid payment of A: the receipt is A's owner's alone.
  'GET /api/billing/invoices/:id/receipt.pdf': async (w) => {
    const now = new Date();
    const [p] = await w.t.db
      .insert(payments)
      .values({ email: w.a.email, plan: 'enterprise', seats: 80, amountCents: 1016000, provider: 'local', providerRef: `lpi_${uniq()}`, status: 'succeeded', agencyId: w.a.agency.id, paidAt: now, periodEnd: new Date(now.getTime() + 30 * 86_400_000) })
      .returning({ id: payments.id });
    return { params: { id: p.id } };
  },
  // An open renewal of A (one per due day): paying it is A's owner's alone.
  'POST /api/billing/invoices/:id/pay': async (w) => {
    const [p] = await w.t.db
      .insert(payments)
      .values({ kind: 'renewal', email: w.a.email, plan: 'enterprise', seats: 80, amountCents: 1016000, provider: 'local', providerRef: `lpi_${uniq()}`, status: 'pending', method: 'pix', agencyId: w.a.agency.id, dueDate: new Date(Date.UTC(2027, 0, 1) + renewalDays++ * 86_400_000).toISOString().slice(0, 10) })
      .returning({ id: payments.id });
    return { params: { id: p.id }, body: { method: 'pix' } };
  },
  'GET /api/payments/boleto.pdf': async (w) => ({ query: `s=${encodeURIComponent((await w.newPayment(false, 'boleto')).clientSecret)}` }),
  'POST /api/billing/cancel': async (w, _t, who) => {
    await w.subscriptionIn(agencyOf(w, who), 'active');
    return { after: w.billingBackToActive };
  },
  'POST /api/billing/reactivate': async (w, _t, who) => {
    await w.subscriptionIn(agencyOf(w, who), 'canceling');
    return { after: w.billingBackToActive };
  },
  'POST /api/webhooks/stripe': () => {
    const payload = JSON.stringify({ id: `evt_${uniq()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_x' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return { raw: { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } } };
  },
  'PUT /api/agency/tracking': () => ({ body: { allowedDomains: ['loja.example'] } }),
  'PUT /api/agency/tracking/weekly-mail': () => ({ body: { enabled: false, clients: false } }),
  // To agency B's site: every principal's event is accepted, and agency A's data stays as it was.
  'POST /api/collect': async (w) => {
    await w.t.db
      .insert(trackingSites)
      .values({ agencyId: w.b.agency.id, siteKey: 'site-da-agencia-b', allowedDomains: ['loja-b.example'] })
      // B's owner may have made B's site already (GET /api/agency/tracking), with another key.
      .onConflictDoUpdate({ target: trackingSites.agencyId, set: { siteKey: 'site-da-agencia-b', allowedDomains: ['loja-b.example'] } });
    const payload = JSON.stringify({ site: 'site-da-agencia-b', type: 'pageview', url: 'https://loja-b.example/' });
    const headers = {
      'content-type': 'text/plain',
      origin: 'https://loja-b.example',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    };
    return { raw: { payload, headers }, check: (a) => ((a as { accepted?: number }).accepted === 1 ? undefined : 'the event was not accepted') };
  },
  'POST /api/client/login': (w) => ({ body: { email: w.probeClient.email, password: PASSWORD } }),
  'POST /api/client/set-password': async (w) => {
    const token = `convite-${uniq()}-${randomUUID()}`;
    await w.t.db
      .insert(accessPasswordTokens)
      .values({ clientAccessId: w.probeClient.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3600_000) });
    return { body: { token, password: PASSWORD } };
  },
  'PUT /api/client/canvas/:id': () => ({ body: { content: { comments: [comment()] } } }),
  'POST /api/client/canvas/:id/approval': () => ({ body: { status: 'adjust', feedback: 'Trocar a cor do botão' } }),
  'POST /api/public/canvas/:publicLink/approvals': () => ({ body: { status: 'approved', feedback: '', clientName: 'Revisora', email: 'revisora@fora.test' } }),
  'POST /api/public/canvas/:publicLink/identify': () => ({ body: { clientName: 'Revisora', email: `revisora-${uniq()}@fora.test` } }),
  // The holder of the link verifies with the code that was emailed (written here as identify would).
  'POST /api/public/canvas/:publicLink/verify': async (w, target) => {
    const email = `verificada-${uniq()}@fora.test`;
    const code = '123456';
    await w.t.db.insert(guestCodes).values({
      canvasId: target.canvasId,
      email,
      name: 'Verificada',
      codeHash: codeHash(w.t.config.appSecret, target.canvasId, target.publicLink, email, code),
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    return { body: { email, code } };
  },
  'POST /api/public/canvas/:publicLink/comments': () => ({
    body: { clientName: 'Revisora', email: 'revisora@fora.test', comment: { id: `p-${uniq()}`, position: { x: 5, y: 5 }, content: 'Ficou ótimo' } },
  }),
};

/** The value of a path parameter for this target and principal. */
export function paramValue(w: World, target: Target, route: string, param: string, who: Principal): string {
  switch (param) {
    case 'accessId':
      return target.accessId;
    case 'version':
      return '1';
    case 'commentId':
      return target.commentId;
    case 'publicLink':
      return who === 'publicHolder' ? target.publicLink : w.unknownLink;
    case '*':
      return 'swagger-ui.css'; // the only wildcard route: /api/docs/static/*
  }
  if (route.startsWith('/api/clients/')) return target.clientId;
  if (route.startsWith('/api/agency-users/')) return target.memberId;
  if (route.startsWith('/api/templates/')) return w.templateId;
  if (route.startsWith('/api/canvases/') || route.startsWith('/api/client/canvas/')) return target.canvasId;
  throw new Error(`authz-world: no value for :${param} in ${route}`);
}
