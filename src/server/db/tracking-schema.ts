// Traffic on the map's tables (docs/decisions/026-traffic-without-personal-data.md), apart from
// schema.ts only for size: drizzle.config.ts reads both, and so does the agency-tables check.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';
import { agencies } from './schema.ts';

/**
 * An agency's traffic site (docs/decisions/026-traffic-without-personal-data.md): the key its
 * snippet carries, and the domains whose pages may send events with it.
 */
export const trackingSites = pgTable(
  'tracking_sites',
  {
    agencyId: uuid('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    siteKey: text('site_key').notNull(),
    allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The weekly results mail: to the owner, and to the clients of funnels that show results. */
    weeklyMail: boolean('weekly_mail').notNull().default(false),
    weeklyMailClients: boolean('weekly_mail_clients').notNull().default(false),
    /** The Monday (São Paulo) of the last week whose mail was claimed: each week goes out once. */
    weeklyMailWeek: date('weekly_mail_week', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tracking_sites_key_uq').on(t.siteKey)],
);

/** The salt of one São Paulo day's visitor hashes: deleted once the day is over, so no hash can be recomputed. */
export const trackingSalts = pgTable('tracking_salts', {
  day: date('day').primaryKey(),
  salt: bytea('salt').notNull(),
});

/** Raw traffic events, kept TRACKING_RETENTION_DAYS (90 by default). No address, no user agent: a daily visitor hash. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    visitor: text('visitor').notNull(),
    /** 'page' (a page view; key = the path) or 'event' (key = the event's name). */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }),
  },
  (t) => [index('tracking_events_agency_day_idx').on(t.agencyId, t.day)],
);

/**
 * Each visitor counted on a day for a page or event: a day's visitors count each one once, and a
 * step's conversions are its visitors seen on a next step the same day. Kept as long as raw events.
 */
export const trackingSeen = pgTable(
  'tracking_seen',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [uniqueIndex('tracking_seen_uq').on(t.agencyId, t.kind, t.key, t.day, t.visitor)],
);

/** Daily totals per page or event, kept up to date as events arrive and kept while the account exists. */
export const trackingDaily = pgTable(
  'tracking_daily',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    visitors: integer('visitors').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('tracking_daily_uq').on(t.agencyId, t.day, t.kind, t.key)],
);

/**
 * A funnel's tracked steps counted on one São Paulo day: visitors and conversions per step, for
 * one set of bindings (`steps`, a hash of the steps' `data.track` and the connections between
 * them). A day counted after it was over no longer changes, so results read it instead of
 * counting the marks again; today's count is reused for a minute. Counts only.
 */
export const trackingStepDays = pgTable(
  'tracking_step_days',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    steps: text('steps').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** { componentId: [visitors, conversions] } */
    figures: jsonb('figures').$type<Record<string, [number, number]>>().notNull(),
    /** When it was counted: a day counted before it was over is counted again; today is reused for a minute. */
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.steps, t.day] })],
);
