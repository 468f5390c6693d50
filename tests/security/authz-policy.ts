// The authorization policy as data (decision 006, "How it is shown"; D7, docs/product.md
// src/shared/permissions.ts). One row per route of the built app (method + pattern exactly
// as in app.routeTable), one expected outcome per principal. authz-matrix.test.ts sends a
// valid request for every cell and fails on any difference, on a route missing here and on
// a row whose route no longer exists.
//
// Principals (agency A is the target of every call: its client, access, canvas, comment,
// version, team member; agency B is the neighbour; both are on Enterprise so that only the
// agency boundary tells B from A):
//   anon         no cookie, no link
//   ownerA       A's owner (isAgencyUser false, D3)
//   adminA       A's team members, created through POST /api/agency-users
//   gestorA
//   creatorA
//   ownerB       B's owner: a fully powered user of another agency
//   clientA      portal session of the client of A that owns the target canvas (D8)
//   otherClientA portal session of another client of the same agency A: clients of one
//                agency are as separate as two agencies (not in the list of nine;
//                added because it is the boundary a portal is most likely to get wrong)
//   clientB      portal session of a client of B
//   publicHolder no cookie, but holds the real public link of A's published canvas (D6)
// The public link is a credential: only publicHolder sends the real one in :publicLink;
// every other principal sends a well-formed link that was never issued.
//
// Outcomes, decided on the status code alone (the request body is always valid for the
// call, so a 400 is never an acceptable answer, nor any other code than these):
//   allow      2xx: the operation was authorised and done
//   unauth     401: not signed in for this side (an agency cookie is nothing on a portal
//              route and a portal cookie is nothing on an agency route)
//   forbidden  403: signed in, in the right agency, but the role may not (D7)
//   notfound   404: the resource is in another agency, another client, or is a link the
//              principal does not hold. D7: never reveal that it exists, so the test also
//              checks that the answer equals the one for an id that does not exist at all.
//   refused    the live-editing socket (/collab) refuses the document: Hocuspocus has one
//              refusal answer (authenticationFailed), whatever the reason.
// Routes public by design (PUBLIC_BY_DESIGN, with the reason) still get a valid request from
// every principal and must answer 2xx to all of them: nobody is refused, and the cell proves
// it. Files of the built SPA (@fastify/static's one wildcard route, GET /*, over dist/client) are
// public by design too; the matrix recognises that route when the build exists, not listed.
// HEAD routes are answered by their GET handler (Fastify's exposeHeadRoutes): a HEAD route
// is covered by its GET row and must have one.

export const PRINCIPALS = ['anon', 'ownerA', 'adminA', 'gestorA', 'creatorA', 'ownerB', 'clientA', 'otherClientA', 'clientB', 'publicHolder'] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type Outcome = 'allow' | 'unauth' | 'forbidden' | 'notfound' | 'refused';

/** Principals whose allowed calls may change agency A's data; any other cell must leave it as it was. */
export const ACTS_ON_A: ReadonlySet<Principal> = new Set(['ownerA', 'adminA', 'gestorA', 'creatorA', 'clientA', 'publicHolder']);

const A: Outcome = 'allow';
const U: Outcome = 'unauth';
const F: Outcome = 'forbidden';
const N: Outcome = 'notfound';
const R: Outcome = 'refused';
const ALL: Outcome[] = [A, A, A, A, A, A, A, A, A, A];

// Shorthands for the common rows. Agency routes: no agency session = 401 for anon, both
// portal clients and the link holder.
/** An agency-wide call on the caller's own agency: ownerB is allowed on B's data (the test checks none of A's leaks). */
const own = (owner: Outcome, admin: Outcome, gestor: Outcome, creator: Outcome): Outcome[] => [U, owner, admin, gestor, creator, owner, U, U, U, U];
/** A call on one of A's resources: ownerB gets 404 (D7), whatever B's owner may do in B. */
const onA = (admin: Outcome, gestor: Outcome, creator: Outcome): Outcome[] => [U, A, admin, gestor, creator, N, U, U, U, U];
/** Portal calls about the signed-in client itself. */
const portalSelf: Outcome[] = [U, U, U, U, U, U, A, A, A, U];
/** Portal calls on A's canvas: only the client it belongs to, not another client of A. */
const portalCanvas: Outcome[] = [U, U, U, U, U, U, A, N, N, U];
/** Public review calls: only the holder of the link. */
const publicLink: Outcome[] = [N, N, N, N, N, N, N, N, N, A];

/** Routes anyone may call; the reason is the documentation. */
export const PUBLIC_BY_DESIGN: Record<string, string> = {
  'GET /healthz': 'load balancer probe (D22)',
  'POST /api/auth/login': 'sign-in; the credentials are the body',
  'POST /api/auth/logout': 'signing out needs nothing and is idempotent',
  'POST /api/auth/reset-password': 'same answer whether the email exists or not (D12)',
  'POST /api/auth/reset-password/confirm': 'the single-use emailed token is the credential (D12)',
  'POST /api/auth/register': 'sign-up, allowed only for an email with a confirmed payment (D2)',
  'GET /api/billing/config': 'which payment provider the subscribe page uses (D11)',
  'POST /api/check-payment-status': 'before registration, by email (D2)',
  'POST /api/payments/local/confirm': 'the payment client secret is the credential, as with Stripe (D11)',
  'POST /api/payments/status': "the payment's client secret is the credential (docs/decisions/027-pix-and-boleto.md)",
  'POST /api/payments/local/simulate': "the payment's client secret is the credential; local provider only (docs/decisions/027-pix-and-boleto.md)",
  'GET /api/payments/boleto.pdf': "the payment's client secret in the link is the credential (docs/decisions/027-pix-and-boleto.md)",
  'POST /api/webhooks/stripe': "Stripe's signature is the credential (D11)",
  'POST /api/client/login': 'portal sign-in (D8)',
  'POST /api/client/set-password': 'the single-use invitation token is the credential (decision 008)',
  'POST /api/client/logout': 'signing out needs nothing and is idempotent',
  'GET /api/openapi.json': 'the API reference: it describes the calls, holds no data',
  'GET /api/docs': 'the API reference page (Swagger UI)',
  'GET /api/docs/json': 'the API reference, as Swagger UI loads it',
  'GET /api/docs/yaml': 'the API reference in YAML',
  'GET /api/docs/static/index.html': 'redirects to the API reference page',
  'GET /api/docs/static/swagger-initializer.js': "Swagger UI's start script",
  'GET /api/docs/static/*': "Swagger UI's files",
  'GET /t.js': 'the traffic snippet the clients\' pages load (decision 026)',
  'POST /api/collect': "the snippet's events: the site key and its allowed domains are the check, and no cookie is read (decision 026)",
};

/** Public routes whose valid answer is a redirect (3xx counts as allowed for them only). */
export const REDIRECTS: ReadonlySet<string> = new Set(['GET /api/docs/static/index.html']);

// biome-ignore format: the policy reads as a table, one column per principal
//                                                      anon ownerA adminA gestorA creatorA ownerB clientA otherClientA clientB publicHolder
const ROWS: Record<string, Outcome[]> = {
  'GET /healthz':                                       ALL,
  // Clients see the published version through REST, never the live draft (decision 008).
  'GET /collab':                                        [R, A, A, A, A, R, R, R, R, R],

  'GET /api/auth/me':                                   own(A, A, A, A),
  'POST /api/auth/login':                               ALL,
  'POST /api/auth/logout':                              ALL,
  'POST /api/auth/reset-password':                      ALL,
  'POST /api/auth/reset-password/confirm':              ALL,
  'POST /api/auth/register':                            ALL,

  // Overview: creators see funnels only (docs/product.md).
  'GET /api/metrics':                                   own(A, A, A, F),
  'GET /api/recent-comments':                           own(A, A, A, F),

  // Clients: every role reads the list (a creator picks a client for a new funnel); writing
  // and accesses are for owner, admin and gestor; only owner and admin reveal passwords (D8).
  'GET /api/clients':                                   own(A, A, A, A),
  'POST /api/clients':                                  own(A, A, A, F),
  'PUT /api/clients/:id':                               onA(A, A, F),
  'DELETE /api/clients/:id':                            onA(A, A, F),
  'GET /api/clients/:id/canvas-count':                  onA(A, A, A),
  'GET /api/clients/:id/access':                        onA(A, A, F),
  'POST /api/clients/:id/access':                       onA(A, A, F),
  'POST /api/clients/:id/credentials':                  onA(A, A, F),
  'PUT /api/clients/:id/access/:accessId':              onA(A, A, F),
  'DELETE /api/clients/:id/access/:accessId':           onA(A, A, F),
  'POST /api/clients/:id/access/:accessId/invitation':  onA(A, A, F),
  // The link the agency sends itself by WhatsApp: the same rules and budget as the invitation mail.
  'POST /api/clients/:id/access/:accessId/invitation-link': onA(A, A, F),

  // Funnels and the editor: every role, creator included (funnels and canvas-editor).
  'GET /api/canvases':                                  own(A, A, A, A),
  'POST /api/canvases':                                 onA(A, A, A), // on A's client: ownerB cannot attach a funnel to it
  'DELETE /api/canvases/:id':                           onA(A, A, A),
  'GET /api/canvases/:id':                              onA(A, A, A),
  'PATCH /api/canvases/:id':                            onA(A, A, A),
  'PUT /api/canvases/:id':                              onA(A, A, A),
  'GET /api/canvases/:id/versions':                     onA(A, A, A),
  'GET /api/canvases/:id/versions/:version':            onA(A, A, A),
  'GET /api/canvases/:id/reviews':                      onA(A, A, A),
  'POST /api/canvases/:id/versions/:version/restore':   onA(A, A, A),
  'POST /api/canvases/:id/public-link':                 onA(A, A, A),
  'DELETE /api/canvases/:id/public-link':               onA(A, A, A),
  'PATCH /api/canvases/:id/comments/:commentId':        onA(A, A, A),
  // Results on the map (decision 026): every role reads a funnel's results, as it reads the funnel.
  'GET /api/canvases/:id/results':                      onA(A, A, A),
  'DELETE /api/canvases/:id/comments/:commentId':       onA(A, A, A),

  // Team: everyone reads it (creator names); only the owner manages it (D3, docs/product.md s. 6).
  'GET /api/agency-users':                              own(A, A, A, A),
  'POST /api/agency-users':                             own(A, F, F, F),
  'PATCH /api/agency-users/me':                         own(A, A, A, A),
  'DELETE /api/agency-users/:id':                       onA(F, F, F),
  // A member's role: the owner and admins (decision 008).
  'PATCH /api/agency-users/:id':                        onA(A, F, F),
  // Account screen: owner and admin; the gestor has everything except account.
  'PATCH /api/agency-info':                             own(A, A, F, F),
  // Data rights (decision 012): the owner only. The export of B by B's owner holds none of A.
  'GET /api/agency/export':                             own(A, F, F, F),
  // Closing the account: the matrix cannot let an owner really delete A or B (every later cell
  // acts on them), so the owners send a wrong password and get 403 "Senha incorreta"; team
  // members send their right one and are refused for the role. The owner's allowed deletion
  // is proven in src/server/routes/api/agency/delete.test.ts.
  'DELETE /api/agency':                                 [U, F, F, F, F, F, U, U, U, U],

  // Templates are product data shared by Enterprise agencies; creators see them on Enterprise.
  'GET /api/templates':                                 own(A, A, A, A),
  'GET /api/templates/:id':                             own(A, A, A, A),

  // Billing: team members never see plans nor pay (D4, docs/product.md). Without an agency
  // session, create-subscription is a new customer buying a plan for an email (D2).
  'GET /api/billing/config':                            ALL,
  'POST /api/create-subscription':                      [A, A, F, F, F, A, A, A, A, A],
  'POST /api/payments/local/confirm':                   ALL,
  'POST /api/payments/status':                          ALL,
  'POST /api/payments/local/simulate':                  ALL,
  'GET /api/payments/boleto.pdf':                       ALL,
  'POST /api/check-payment-status':                     ALL,
  'GET /api/billing/subscription':                      own(A, F, F, F),
  'GET /api/billing/invoices':                          own(A, F, F, F),
  'GET /api/billing/invoices/:id/receipt.pdf':          onA(F, F, F),
  'POST /api/billing/invoices/:id/pay':                 onA(F, F, F),
  'POST /api/billing/cancel':                           own(A, F, F, F),
  'POST /api/billing/reactivate':                       own(A, F, F, F),
  'POST /api/webhooks/stripe':                          ALL,

  // Client portal (D8): a client session only; its own client's visible funnels only.
  'POST /api/client/login':                             ALL,
  'POST /api/client/set-password':                      ALL,
  'POST /api/client/logout':                            ALL,
  'GET /api/client/me':                                 portalSelf,
  // Meus dados (decision 012): the signed-in access's own data; an agency session is nothing here.
  'GET /api/client/export':                             portalSelf,
  'GET /api/client/analytics':                          portalSelf,
  'GET /api/client/canvases':                           portalSelf,
  'GET /api/client/canvas/:id':                         portalCanvas,
  'PUT /api/client/canvas/:id':                         portalCanvas,
  'POST /api/client/canvas/:id/approval':               portalCanvas,
  'GET /api/client/canvas/:id/results':                 portalCanvas,

  // Public review (D6): the link is the only credential; sessions add nothing.
  'GET /api/public/canvas/:publicLink':                 publicLink,
  'POST /api/public/canvas/:publicLink/approvals':      publicLink,
  'POST /api/public/canvas/:publicLink/comments':       publicLink,
  'POST /api/public/canvas/:publicLink/identify':       publicLink,
  'POST /api/public/canvas/:publicLink/verify':         publicLink,
  'GET /api/public/canvas/:publicLink/results':         publicLink,

  // The snippet (decision 026): every member reads it; the owner and admins set its domains and the weekly mail.
  'GET /api/agency/tracking':                           own(A, A, A, A),
  'PUT /api/agency/tracking':                           own(A, A, F, F),
  'PUT /api/agency/tracking/weekly-mail':               own(A, A, F, F),
  // Sent to agency B's site (A's data stays as it was for the watch): anyone may send.
  'POST /api/collect':                                  ALL,
  'GET /t.js':                                          ALL,

  // The API reference: public by design.
  'GET /api/openapi.json':                              ALL,
  'GET /api/docs':                                      ALL,
  'GET /api/docs/json':                                 ALL,
  'GET /api/docs/yaml':                                 ALL,
  'GET /api/docs/static/index.html':                    ALL,
  'GET /api/docs/static/swagger-initializer.js':        ALL,
  'GET /api/docs/static/*':                             ALL,
};

export const POLICY: Record<string, Record<Principal, Outcome>> = Object.fromEntries(
  Object.entries(ROWS).map(([route, row]) => {
    if (row.length !== PRINCIPALS.length) throw new Error(`authz-policy: ${route} has ${row.length} cells, not ${PRINCIPALS.length}`);
    return [route, Object.fromEntries(PRINCIPALS.map((p, i) => [p, row[i]])) as Record<Principal, Outcome>];
  }),
);
