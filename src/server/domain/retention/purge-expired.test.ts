// Retention (decision 012): a scheduler round deletes what expired, and only that. The clock is
// moved by hand; nothing here waits.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type FullAgency, seedFullAgency } from '../../../../tests/helpers/agency-world.ts';
import { manualClock, withTestApp } from '../../../../tests/helpers/app.ts';
import { accessPasswordTokens, authAttempts, guestCodes, guestReviewers, passwordResets, payments, sessions } from '../../db/schema.ts';
import { JOBS, systemCtx } from '../../jobs/index.ts';
import { createScheduler } from '../../jobs/scheduler.ts';
import { sha256 } from '../../lib/crypto.ts';
import { createSession, loadAgencySession } from '../auth/sessions.ts';

const clock = manualClock(new Date('2026-11-23T12:00:00Z'));
const t = withTestApp({}, { clock });

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const round = () =>
  createScheduler({
    database: t.database,
    ctx: systemCtx(t.db, { mailer: t.mailer, publicUrl: 'http://localhost', log: t.app.log, clock }),
    jobs: JOBS,
  }).runOnce();
const n = async (
  table: typeof sessions | typeof passwordResets | typeof accessPasswordTokens | typeof guestCodes | typeof guestReviewers | typeof authAttempts,
) => (await t.db.select().from(table)).length;

describe('retention job', () => {
  let a: FullAgency;
  it('keeps what has not expired yet', async () => {
    a = await seedFullAgency(t, 'retencao');
    // The seed's rows are dated by the wall clock: bring the manual clock to it.
    clock.set(new Date());
    const before = { s: await n(sessions), r: await n(passwordResets), i: await n(accessPasswordTokens), c: await n(guestCodes), g: await n(guestReviewers) };
    expect(Object.values(before).every((x) => x > 0)).toBe(true);
    expect(await round()).toBe('ran');
    expect({ s: await n(sessions), r: await n(passwordResets), i: await n(accessPasswordTokens), c: await n(guestCodes), g: await n(guestReviewers) }).toEqual(
      before,
    );
  });

  it('deletes expired reset links, invitations, codes, guest cookies, sessions, old sign-in attempts and abandoned checkouts', async () => {
    const fresh = await createSession(t.db, { kind: 'agency', userId: a.owner.id });
    const old = new Date(clock.now().getTime() - 40 * DAY);
    await t.db.insert(payments).values([
      { email: 'desistiu@novo.test', plan: 'business', amountCents: 100, provider: 'local', providerRef: 'lpi_velho', status: 'pending', createdAt: old },
      { email: 'pagou@novo.test', plan: 'business', amountCents: 100, provider: 'local', providerRef: 'lpi_pago', status: 'succeeded', createdAt: old },
    ]);
    await t.db.insert(authAttempts).values([
      { kind: 'login:ip', key: '203.0.113.9', createdAt: new Date(clock.now().getTime() - 2 * DAY) },
      { kind: 'login:ip', key: '203.0.113.9', createdAt: new Date(clock.now().getTime() + 2 * DAY - HOUR) },
    ]);
    // The seed's tokens and codes expire within a day; sessions after 7 idle days.
    clock.advance(2 * DAY);
    expect(await round()).toBe('ran');
    expect(await n(passwordResets)).toBe(0);
    expect(await n(accessPasswordTokens)).toBe(0);
    expect(await n(guestCodes)).toBe(0);
    expect(await n(guestReviewers)).toBe(0);
    expect(await n(authAttempts)).toBe(1);
    // An abandoned checkout goes; a paid one waits for its sign-up, and the agency's own stay.
    expect((await t.db.select({ ref: payments.providerRef }).from(payments)).map((p) => p.ref).sort()).toEqual(
      [`lpi_pago`, ...(await t.db.select({ ref: payments.providerRef }).from(payments).where(eq(payments.agencyId, a.agencyId))).map((p) => p.ref)].sort(),
    );
    expect(await n(sessions)).toBeGreaterThan(0); // idle for 2 days only

    // 7 days without use: the session no longer signs in, and the round deletes it.
    clock.advance(6 * DAY);
    expect(await loadAgencySession(t.db, fresh, clock.now().getTime())).toBeNull();
    const kept = await createSession(t.db, { kind: 'agency', userId: a.owner.id });
    await t.db
      .update(sessions)
      .set({ lastSeenAt: clock.now() })
      .where(eq(sessions.tokenHash, sha256(kept)));
    expect(await round()).toBe('ran');
    expect(await n(sessions)).toBe(1);
    expect(await loadAgencySession(t.db, kept, clock.now().getTime())).not.toBeNull();
  });
});
