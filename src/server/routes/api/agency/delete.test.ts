// DELETE /api/agency (decision 012): the owner erases the agency. Every row goes in one transaction,
// the subscription ends at the provider first, open sockets close, the owner is mailed; the
// other agency is untouched and nobody of the deleted one can sign in again.
import { beforeAll, describe, expect, it } from 'vitest';
import { countAgencyRows, countAllRows, type FullAgency, seedFullAgency } from '../../../../../tests/helpers/agency-world.ts';
import { ApiClient, loginAs, type TestApp } from '../../../../../tests/helpers/app.ts';
import { eventually, withLiveApp } from '../../../../../tests/helpers/collab.ts';
import { deleteAgency, PROVIDER_CANCEL_FAILED_MSG } from '../../../domain/agency/delete-agency.ts';
import { loadAgencySession } from '../../../domain/auth/sessions.ts';
import { AppError } from '../../../errors.ts';
import { systemClock } from '../../../lib/clock.ts';
import type { PaymentProvider } from '../../../payments/provider.ts';
import { AGENCY_COOKIE } from '../../../plugins/session.ts';

let t: TestApp;
let base: string;
const connect = withLiveApp((app, url) => {
  t = app;
  base = url;
});

const deleteAs = (c: ApiClient, password: string) => c.request('DELETE', '/api/agency', { password });

/** A provider that records what it was asked to cancel, or fails. */
function spyProvider(fail = false) {
  const cancelled: string[] = [];
  const provider = {
    kind: 'local',
    startPayment: async () => {
      throw new Error('not used');
    },
    cancelAtPeriodEnd: async () => {},
    resumeSubscription: async () => {},
    cancelNow: async (ref: string) => {
      if (fail) throw new Error('provider down');
      cancelled.push(ref);
    },
  } satisfies PaymentProvider;
  return { provider, cancelled };
}

async function ownerCtx(a: FullAgency, payments: PaymentProvider) {
  const token = (await loginAs(t.app, a.email, a.password)).cookies[AGENCY_COOKIE];
  const actor = await loadAgencySession(t.db, token);
  if (!actor) throw new Error('no session');
  return { db: t.db, actor, payments, docs: t.app.deps.canvasDocs, mailer: t.mailer, log: t.app.log, clock: systemClock };
}

describe('DELETE /api/agency', () => {
  let alfa: FullAgency;
  let beta: FullAgency;
  // Setup, not a test: every test below reads these two agencies.
  beforeAll(async () => {
    alfa = await seedFullAgency(t, 'alfa');
    beta = await seedFullAgency(t, 'beta');
  });

  it('refuses team members (403) and a wrong password (403 "Senha incorreta"), deleting nothing', async () => {
    const before = await countAllRows(t.db);
    for (const role of ['admin', 'gestor', 'creator'] as const) {
      const m = alfa.members[role];
      const res = await deleteAs(await loginAs(t.app, m.email, m.password), m.password);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toBe('Apenas o dono da agência pode excluir a conta.');
    }
    const owner = await loginAs(t.app, alfa.email, alfa.password);
    const wrong = await deleteAs(owner, 'nao-e-a-senha');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'Senha incorreta' });
    expect((await deleteAs(new ApiClient(t.app), alfa.password)).statusCode).toBe(401);
    // The sign-ins above added their sessions; nothing else changed.
    expect({ ...(await countAllRows(t.db)), sessions: 0 }).toEqual({ ...before, sessions: 0 });
    expect((await owner.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('cancels at the provider before deleting; when the provider fails, nothing is deleted (503)', async () => {
    const before = await countAgencyRows(t.db, alfa.agencyId);
    const failing = spyProvider(true);
    const err = await deleteAgency(await ownerCtx(alfa, failing.provider), { password: alfa.password }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('UNAVAILABLE');
    expect(err.message).toBe(PROVIDER_CANCEL_FAILED_MSG);
    const after = await countAgencyRows(t.db, alfa.agencyId);
    // The one login above added a session; nothing else changed.
    expect({ ...after, sessions: 0 }).toEqual({ ...before, sessions: 0 });
  });

  it('deletes every row of the agency, closes its sockets, mails the owner and leaves the other agency as it was', async () => {
    const other = await seedFullAgency(t, 'gama');
    const spy = spyProvider();
    const beforeOther = await countAgencyRows(t.db, beta.agencyId);
    const beforeGama = await countAgencyRows(t.db, other.agencyId);
    await deleteAgency(await ownerCtx(other, spy.provider), { password: other.password });
    expect(spy.cancelled).toEqual([...other.markers].filter((m) => m.startsWith('sub_')));
    expect(Object.values(beforeGama).every((n) => n > 0)).toBe(true);
    expect(Object.values(await countAgencyRows(t.db, other.agencyId)).every((n) => n === 0)).toBe(true);
    expect(await countAgencyRows(t.db, beta.agencyId)).toEqual(beforeOther);
  });

  it('through the API: every row gone, sockets closed, cookie cleared, nobody signs in again, the link is 404', async () => {
    const owner = await loginAs(t.app, alfa.email, alfa.password);
    const live = connect(base, alfa.canvas.id, owner.cookieHeader());
    expect(await live.ready).toBe('synced');
    let closed = 0;
    live.provider.on('close', () => {
      closed += 1;
    });
    expect((await new ApiClient(t.app).get(`/api/public/canvas/${alfa.publicLink}`)).statusCode).toBe(200);

    const mine = await countAgencyRows(t.db, alfa.agencyId);
    const betaBefore = await countAgencyRows(t.db, beta.agencyId);
    const totalBefore = await countAllRows(t.db);
    t.mailer.sent.length = 0;

    const res = await deleteAs(owner, alfa.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = (res.cookies as { name: string; value: string }[]).find((c) => c.name === AGENCY_COOKIE);
    expect(cleared?.value).toBe('');

    const mineAfter = await countAgencyRows(t.db, alfa.agencyId);
    expect(Object.entries(mineAfter).filter(([, n]) => n > 0)).toEqual([]);
    expect(await countAgencyRows(t.db, beta.agencyId)).toEqual(betaBefore);
    // Counted without the list's own scoping: each table lost exactly the agency's rows.
    const totalAfter = await countAllRows(t.db);
    for (const [table, n] of Object.entries(mine)) expect(totalAfter[table], table).toBe(totalBefore[table] - n);

    await eventually(() => expect(closed).toBeGreaterThan(0));
    expect(t.mailer.sent.map((m) => [m.to, m.subject])).toEqual([[alfa.email, 'Sua conta no Funil foi excluída']]);

    expect((await owner.get('/api/auth/me')).statusCode).toBe(401);
    for (const [email, password] of [[alfa.email, alfa.password], ...Object.values(alfa.members).map((m) => [m.email, m.password])]) {
      expect((await new ApiClient(t.app).post('/api/auth/login', { email, password })).statusCode, email).toBe(401);
    }
    expect((await new ApiClient(t.app).post('/api/client/login', { email: alfa.access.email, password: alfa.access.password })).statusCode).toBe(401);
    const link = await new ApiClient(t.app).get(`/api/public/canvas/${alfa.publicLink}`);
    expect(link.statusCode).toBe(404);

    const betaOwner = await loginAs(t.app, beta.email, beta.password);
    expect((await betaOwner.get('/api/agency/export')).statusCode).toBe(200);
    expect((await new ApiClient(t.app).get(`/api/public/canvas/${beta.publicLink}`)).statusCode).toBe(200);
  });
});
