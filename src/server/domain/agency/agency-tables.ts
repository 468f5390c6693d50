// Every table that holds an agency's data, and how its rows are tied to the agency (decision 012).
// The export (export-agency.ts) and the deletion (delete-agency.ts) both read this one list,
// so a table added here is exported and erased, and a table left out is neither:
// agency-tables.test.ts fails when a table of schema.ts is in neither this list nor
// NOT_AGENCY_DATA. Order: parents before children (the export's order; deletion runs it
// backwards, so no row is left pointing at a deleted parent).
import { eq, getTableName, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { canvasCounts, canvasSearch } from '../../db/list-schema.ts';
import {
  accessPasswordTokens,
  agencies,
  approvals,
  canvasContentVersions,
  canvasDocuments,
  canvases,
  canvasVersions,
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
  sessions,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { trackingDaily, trackingEvents, trackingSeen, trackingSites, trackingStepDays } from '../../db/tracking-schema.ts';

/** The agency-scoped tables a child may hang from (each has id and agency_id). */
const PARENTS = { canvases, users, client_accesses: clientAccesses } as const;
type Parent = keyof typeof PARENTS;

/** How a table's rows belong to one agency. */
export type AgencyScope =
  /** The agencies row itself. */
  | { by: 'self' }
  /** The table's own agency_id column. */
  | { by: 'agency'; column: AnyPgColumn }
  /** A column naming a row of an agency-scoped parent (a session names a user or a portal access). */
  | { by: 'parent'; links: readonly { column: AnyPgColumn; parent: Parent }[] };

/** In the export: under `key`, without the `omit` columns, paged in `orderBy` order. */
export interface ExportedAs {
  key: string;
  /** Columns never written to the file: secrets (hashes, ciphertexts, cookie tokens). */
  omit: readonly string[];
  /** A unique key, for keyset paging (the export never holds a whole table). */
  orderBy: readonly AnyPgColumn[];
}

export interface AgencyTable {
  /** SQL name. */
  name: string;
  table: PgTable;
  scope: AgencyScope;
  /** Exported, or why not (the reason is the documentation; the rows are still deleted). */
  export: ExportedAs | { skip: string };
}

const byAgency = (column: AnyPgColumn): AgencyScope => ({ by: 'agency', column });
const underCanvas = (column: AnyPgColumn): AgencyScope => ({ by: 'parent', links: [{ column, parent: 'canvases' }] });
const entry = (table: PgTable, scope: AgencyScope, exp: AgencyTable['export']): AgencyTable => ({ name: getTableName(table), table, scope, export: exp });

export const AGENCY_TABLES: readonly AgencyTable[] = [
  entry(agencies, { by: 'self' }, { key: 'agency', omit: [], orderBy: [agencies.id] }),
  entry(users, byAgency(users.agencyId), { key: 'team', omit: ['passwordHash'], orderBy: [users.id] }),
  entry(clients, byAgency(clients.agencyId), { key: 'clients', omit: [], orderBy: [clients.id] }),
  entry(clientAccesses, byAgency(clientAccesses.agencyId), {
    key: 'portalAccesses',
    omit: ['passwordHash', 'passwordEncrypted'],
    orderBy: [clientAccesses.id],
  }),
  // Before canvases: the deletion runs backwards, and deleting the funnels appends their
  // negative counts, which must go too.
  entry(canvasCounts, byAgency(canvasCounts.agencyId), {
    skip: 'counts of funnels per status and due day, derived from funnels[] (the overview numbers)',
  }),
  entry(canvases, byAgency(canvases.agencyId), { key: 'funnels', omit: [], orderBy: [canvases.id] }),
  entry(canvasVersions, byAgency(canvasVersions.agencyId), { key: 'funnelVersions', omit: [], orderBy: [canvasVersions.id] }),
  entry(canvasDocuments, underCanvas(canvasDocuments.canvasId), {
    skip: 'binary state of the live document; the same content is in funnels[].content',
  }),
  entry(canvasContentVersions, underCanvas(canvasContentVersions.canvasId), {
    skip: 'technical copies of the last 24 h of content, kept only to merge concurrent saves',
  }),
  entry(canvasSearch, underCanvas(canvasSearch.canvasId), {
    skip: "the list's search text and keys of each funnel, copied from funnels[] by the database",
  }),
  entry(comments, byAgency(comments.agencyId), { key: 'comments', omit: [], orderBy: [comments.id] }),
  entry(approvals, byAgency(approvals.agencyId), { key: 'decisions', omit: [], orderBy: [approvals.id] }),
  entry(guestReviewers, byAgency(guestReviewers.agencyId), { key: 'publicReviewers', omit: ['tokenHash'], orderBy: [guestReviewers.id] }),
  entry(guestCodes, underCanvas(guestCodes.canvasId), { skip: 'hashes of 15-minute verification codes' }),
  entry(reviewerVisits, underCanvas(reviewerVisits.canvasId), {
    key: 'reviewerVisits',
    omit: [],
    orderBy: [reviewerVisits.canvasId, reviewerVisits.reviewerEmail],
  }),
  entry(notificationEvents, byAgency(notificationEvents.agencyId), { key: 'notificationEvents', omit: [], orderBy: [notificationEvents.id] }),
  entry(reviewReminders, byAgency(reviewReminders.agencyId), { key: 'reminders', omit: [], orderBy: [reviewReminders.id] }),
  // Traffic on the map (docs/decisions/026-traffic-without-personal-data.md).
  entry(trackingSites, byAgency(trackingSites.agencyId), { key: 'trafficSite', omit: [], orderBy: [trackingSites.agencyId] }),
  entry(trackingDaily, byAgency(trackingDaily.agencyId), {
    key: 'trafficDaily',
    omit: [],
    orderBy: [trackingDaily.day, trackingDaily.kind, trackingDaily.key],
  }),
  entry(trackingEvents, byAgency(trackingEvents.agencyId), {
    skip: 'raw traffic events (a daily visitor hash, a page or event name), kept 90 days; their daily totals are in trafficDaily',
  }),
  entry(trackingSeen, byAgency(trackingSeen.agencyId), { skip: 'which daily visitor hash was counted on which page or event, kept as long as raw events' }),
  entry(trackingStepDays, byAgency(trackingStepDays.agencyId), {
    skip: "a funnel's finished days counted once from the marks, so results need not count them again",
  }),
  entry(subscriptions, byAgency(subscriptions.agencyId), { key: 'subscriptions', omit: [], orderBy: [subscriptions.id] }),
  // payments.agency_id is ON DELETE SET NULL: without this row a deleted agency's payments
  // (with the owner's email) would stay behind.
  entry(payments, byAgency(payments.agencyId), { key: 'payments', omit: [], orderBy: [payments.id] }),
  entry(
    sessions,
    {
      by: 'parent',
      links: [
        { column: sessions.userId, parent: 'users' },
        { column: sessions.clientAccessId, parent: 'client_accesses' },
      ],
    },
    {
      skip: 'sign-in cookies (only their hash is stored)',
    },
  ),
  entry(passwordResets, { by: 'parent', links: [{ column: passwordResets.userId, parent: 'users' }] }, { skip: 'single-use reset links (hash)' }),
  entry(
    accessPasswordTokens,
    { by: 'parent', links: [{ column: accessPasswordTokens.clientAccessId, parent: 'client_accesses' }] },
    {
      skip: 'single-use invitation links (hash)',
    },
  ),
];

/** Tables of schema.ts that hold no agency's data, and why. */
export const NOT_AGENCY_DATA: Readonly<Record<string, string>> = {
  templates: 'product templates shared by every Enterprise agency',
  tracking_salts: "each day's random salt of visitor hashes, shared by every agency; deleted when the day ends",
  auth_attempts: 'failed sign-ins by email and address, for rate limits; purged after 24 h (domain/retention/purge-expired.ts)',
  stripe_events: 'ids of Stripe events already applied, so a replay changes nothing; purged after 30 days (domain/retention/purge-expired.ts)',
};

/** The rows of `t` that belong to the agency. */
export function agencyRows(t: AgencyTable, agencyId: string): SQL {
  const s = t.scope;
  if (s.by === 'self') return eq(agencies.id, agencyId);
  if (s.by === 'agency') return eq(s.column, agencyId);
  const links = s.links.map(({ column, parent }) => {
    const p = PARENTS[parent];
    return sql`${column} in (select ${p.id} from ${p} where ${p.agencyId} = ${agencyId})`;
  });
  return (links.length === 1 ? links[0] : or(...links)) as SQL;
}

export function isExported(t: AgencyTable): t is AgencyTable & { export: ExportedAs } {
  return 'key' in t.export;
}
