// The tables the database keeps by triggers on canvases and clients, for the funnel list's search
// and the overview's counts: no writer writes them. Apart from schema.ts only for size:
// drizzle.config.ts reads both, and so does the agency-tables check.
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { canvases } from './schema.ts';

/**
 * The list's search reads this narrow copy of each funnel's list keys and search text (its own
 * search_text and its client's name_search, a line apart), not canvases: checking a trigram
 * candidate in a canvases row read a page of content per candidate
 * (docs/decisions/028-search-table.md). Triggers on canvases and clients keep it (migration
 * 0018); no writer writes it. A save's update changes no indexed column, so it stays HOT.
 */
export const canvasSearch = pgTable(
  'canvas_search',
  {
    canvasId: uuid('canvas_id')
      .primaryKey()
      .references(() => canvases.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').notNull(),
    clientId: uuid('client_id').notNull(),
    status: text('status').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('canvas_search_agency_client_idx').on(t.agencyId, t.clientId)],
);

/**
 * How many funnels an agency has per status and due day, as signed changes appended by
 * triggers on canvases (migration 0005) and folded together from time to time
 * (domain/overview/canvas-counts.ts): the overview's counts add up a few rows, however many
 * funnels there are (decision 010). Append-only, so concurrent writers never wait on each other.
 * due_key is 'infinity' for no due date. No foreign key: the rows of a funnel deleted with its
 * agency are written while the agency row goes; the agency deletion removes them.
 */
export const canvasCounts = pgTable(
  'canvas_counts',
  {
    agencyId: uuid('agency_id').notNull(),
    status: text('status').notNull(),
    dueKey: date('due_key', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('canvas_counts_agency_idx').on(t.agencyId)],
);
