// The plan axis of the authorization matrix (D5, src/shared/plans.ts, permissions.ts): the
// calls a plan gates, for each role of a Business and of an Enterprise agency. The role x
// route matrix (authz-matrix.test.ts) runs on Enterprise only; here the same people on a
// Business agency are refused what their plan does not have, and a refused call changes
// nothing. Outcomes and letters as in authz-policy.ts.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { canvases, clientAccesses, clients, templates, users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/domain/auth/sessions.ts';
import { AGENCY_COOKIE, CLIENT_COOKIE } from '../../src/server/plugins/session.ts';
import type { PlanId } from '../../src/shared/plans.ts';
import { buildTestApp, seedAgency, type TestApp } from '../helpers/app.ts';
import { seedCanvas } from '../helpers/canvas-fixtures.ts';
import { newPublicLink, sampleContent } from '../helpers/portal-seed.ts';
import type { Outcome } from './authz-policy.ts';
import { dumpAgency, uniq } from './authz-world.ts';

const WHO = ['owner', 'admin', 'gestor', 'creator', 'client', 'holder'] as const;
type Who = (typeof WHO)[number];

const A: Outcome = 'allow';
const U: Outcome = 'unauth';
const F: Outcome = 'forbidden';
const N: Outcome = 'notfound';

interface Agency {
  agencyId: string;
  cookie: Partial<Record<Who, string>>;
  clientId: string;
  canvasId: string; // published, of the portal client, with a public link
  publicLink: string;
  draftId: string; // without a public link
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: (ag: Agency, templateId: string) => string;
  body?: (ag: Agency, templateId: string) => unknown;
  business: Outcome[];
  enterprise: Outcome[];
}

const drawing = () => ({
  id: `d-${uniq()}`,
  points: [
    { x: 1, y: 1 },
    { x: 9, y: 9 },
  ],
  color: '#f97316',
  strokeWidth: 3,
  author: 'client',
});

// biome-ignore format: the cases read as a table, one column per principal
//                                                                            owner admin gestor creator client holder
const CASES: Case[] = [
  { name: 'GET /api/templates', method: 'GET', url: () => '/api/templates',
    business:                                                                [F,    F,    F,     F,      U,     U],
    enterprise:                                                              [A,    A,    A,     A,      U,     U] },
  { name: 'GET /api/templates/:id', method: 'GET', url: (_ag, tpl) => `/api/templates/${tpl}`,
    business:                                                                [F,    F,    F,     F,      U,     U],
    enterprise:                                                              [A,    A,    A,     A,      U,     U] },
  { name: 'POST /api/canvases from a template', method: 'POST', url: () => '/api/canvases',
    body: (ag, tpl) => ({ title: 'Do template', clientId: ag.clientId, templateId: tpl }),
    business:                                                                [F,    F,    F,     F,      U,     U],
    enterprise:                                                              [A,    A,    A,     A,      U,     U] },
  { name: 'POST /api/canvases/:id/public-link', method: 'POST', url: (ag) => `/api/canvases/${ag.draftId}/public-link`,
    business:                                                                [F,    F,    F,     F,      U,     U],
    enterprise:                                                              [A,    A,    A,     A,      U,     U] },
  { name: 'PUT /api/client/canvas/:id with a drawing', method: 'PUT', url: (ag) => `/api/client/canvas/${ag.canvasId}`,
    body: () => ({ content: { drawings: [drawing()] } }),
    business:                                                                [U,    U,    U,     U,      F,     U],
    enterprise:                                                              [U,    U,    U,     U,      A,     U] },
  // Here everyone sends the real link: the plan, not the session, decides (D6).
  { name: 'GET /api/public/canvas/:publicLink', method: 'GET', url: (ag) => `/api/public/canvas/${ag.publicLink}`,
    business:                                                                [N,    N,    N,     N,      N,     N],
    enterprise:                                                              [A,    A,    A,     A,      A,     A] },
];

async function seedPlanAgency(t: TestApp, plan: PlanId): Promise<Agency> {
  const { db } = t;
  const { agency, owner } = await seedAgency(db, { plan, seats: 10 });
  const [client] = await db
    .insert(clients)
    .values({ agencyId: agency.id, name: `Cliente ${plan}` })
    .returning();
  const [access] = await db
    .insert(clientAccesses)
    .values({ agencyId: agency.id, clientId: client.id, email: `portal-${uniq()}@cliente.test`, passwordHash: 'x', passwordEncrypted: 'x' })
    .returning();
  const userOf: Partial<Record<Who, string>> = { owner: owner.id };
  for (const role of ['admin', 'gestor', 'creator'] as const) {
    const [u] = await db
      .insert(users)
      .values({ agencyId: agency.id, name: role, email: `${role}-${uniq()}@${plan}.test`, passwordHash: 'x', isAgencyUser: true, role })
      .returning();
    userOf[role] = u.id;
  }
  const cookie: Partial<Record<Who, string>> = {};
  for (const [who, userId] of Object.entries(userOf)) cookie[who as Who] = `${AGENCY_COOKIE}=${await createSession(db, { kind: 'agency', userId })}`;
  cookie.client = `${CLIENT_COOKIE}=${await createSession(db, { kind: 'client', clientAccessId: access.id })}`;
  const publicLink = newPublicLink();
  const canvas = await seedCanvas(db, {
    agencyId: agency.id,
    clientId: client.id,
    userId: owner.id,
    status: 'published',
    publicLink,
    content: sampleContent(),
  });
  const draft = await seedCanvas(db, { agencyId: agency.id, clientId: client.id, userId: owner.id, status: 'draft', content: sampleContent() });
  return { agencyId: agency.id, cookie, clientId: client.id, canvasId: canvas.id, publicLink, draftId: draft.id };
}

it('what a plan gates (D5) is refused on Business and allowed on Enterprise, for every role, and a refusal changes nothing', async () => {
  const t = await buildTestApp();
  try {
    const [tpl] = await t.db.select({ id: templates.id }).from(templates).limit(1);
    const plans = { business: await seedPlanAgency(t, 'business'), enterprise: await seedPlanAgency(t, 'enterprise') };
    const failures: string[] = [];
    const rows: string[] = [];
    for (const c of CASES) {
      for (const plan of ['business', 'enterprise'] as const) {
        const ag = plans[plan];
        let line = '';
        for (const [i, who] of WHO.entries()) {
          const expected = c[plan][i];
          const before = expected === 'allow' ? '' : await dumpAgency(t, ag.agencyId, [ag.canvasId, ag.draftId]);
          const body = c.body?.(ag, tpl.id);
          const res = await t.app.inject({
            method: c.method,
            url: c.url(ag, tpl.id),
            headers: {
              'x-requested-with': 'XMLHttpRequest',
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(ag.cookie[who] ? { cookie: ag.cookie[who] } : {}),
            },
            payload: body === undefined ? undefined : JSON.stringify(body),
          });
          const s = res.statusCode;
          const actual: Outcome | string =
            s >= 200 && s < 300 ? 'allow' : s === 401 ? 'unauth' : s === 403 ? 'forbidden' : s === 404 ? 'notfound' : `HTTP ${s}`;
          let ok = actual === expected;
          if (!ok) failures.push(`${c.name} on ${plan} as ${who}: expected ${expected}, got ${s} ${res.body.slice(0, 160)}`);
          if (before && (await dumpAgency(t, ag.agencyId, [ag.canvasId, ag.draftId])) !== before) {
            ok = false;
            failures.push(`${c.name} on ${plan} as ${who}: refused (${s}) but the agency's data changed`);
          }
          line += ok ? actual[0].toUpperCase() : '!';
        }
        rows.push(`${line}  ${plan.padEnd(10)} ${c.name}`);
      }
    }
    console.log([`plan gates: ${CASES.length} calls x 2 plans x ${WHO.length} principals (${WHO.join(' ')})`, ...rows].join('\n'));
    expect(failures).toEqual([]);
    // The refused public link was not created behind the 403.
    const [draft] = await t.db.select({ publicLink: canvases.publicLink }).from(canvases).where(eq(canvases.id, plans.business.draftId));
    expect(draft.publicLink).toBeNull();
  } finally {
    await t.close();
  }
}, 300_000);
