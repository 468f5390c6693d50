// A visitor without personal data (docs/decisions/026-traffic-without-personal-data.md): a hash
// of the address, the user agent and the site under the salt of the São Paulo day. The salt is
// random, shared by every instance through the database, and deleted when its day is over
// (purgeTracking), after which nobody, us included, can tell whose hash it was or link it to
// the next day's. Addresses and user agents are never stored.
import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { todayInZone } from '#shared/due-date.ts';
import { MAX_RESULTS_DAYS } from '#shared/schemas/tracking.ts';
import type { Db } from '../../db/client.ts';
import { trackingEvents, trackingSalts, trackingSeen, trackingStepDays } from '../../db/tracking-schema.ts';
import type { SystemCtx } from '../../principal.ts';

const salts = new Map<string, Buffer>();

/** The salt of `day` (YYYY-MM-DD), made by whichever instance asks first. */
export async function saltOf(db: Db, day: string): Promise<Buffer> {
  const known = salts.get(day);
  if (known) return known;
  await db
    .insert(trackingSalts)
    .values({ day, salt: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: trackingSalts.salt }).from(trackingSalts).where(eq(trackingSalts.day, day));
  // Only the current day is worth holding: an old salt kept in memory would outlive its deletion.
  salts.clear();
  const salt = Buffer.from(row.salt);
  salts.set(day, salt);
  return salt;
}

export function visitorHash(salt: Buffer, address: string, userAgent: string, siteKey: string): string {
  return createHmac('sha256', salt).update(`${address}\n${userAgent}\n${siteKey}`).digest('base64url').slice(0, 22);
}

/**
 * Deletes the salts of days before `today`, the raw events and counted marks older than
 * `retentionDays`, and the counted step days older than the longest period results answer
 * (daily totals stay while the account exists). Answers the counts.
 */
export async function purgeTracking(db: Db, today: string, retentionDays: number) {
  const counted = async (q: ReturnType<typeof sql>) => {
    const { rows } = await db.execute<{ n: number }>(sql`with d as (${q} returning 1) select count(*)::int as n from d`);
    return Number(rows[0]?.n ?? 0);
  };
  const result = {
    salts: await counted(sql`delete from ${trackingSalts} where ${trackingSalts.day} < ${today}::date`),
    seen: await counted(sql`delete from ${trackingSeen} where ${trackingSeen.day} < ${today}::date - ${retentionDays}::int`),
    events: await counted(sql`delete from ${trackingEvents} where ${trackingEvents.day} < ${today}::date - ${retentionDays}::int`),
    stepDays: await counted(sql`delete from ${trackingStepDays} where ${trackingStepDays.day} < ${today}::date - ${MAX_RESULTS_DAYS}::int`),
  };
  salts.clear();
  return result;
}

/** The scheduler's job: today is the São Paulo day of the ctx's clock. */
export const purgeTrackingJob = ({ db, clock, trackingRetentionDays }: SystemCtx<'clock'> & { trackingRetentionDays: number }) =>
  purgeTracking(db, todayInZone(clock.now()), trackingRetentionDays);
