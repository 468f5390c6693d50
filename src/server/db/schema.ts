// Every table but traffic's (tracking-schema.ts) and the copies triggers keep for the funnel list
// and the overview (list-schema.ts). Drizzle row types never leave src/server.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, index, integer, json, jsonb, pgTable, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

import type { PaymentInstructions } from '#shared/schemas/billing.ts';
import { bytea, createdAt, id } from './columns.ts';

export const agencies = pgTable('agencies', {
  id: id(),
  name: text('name'),
  plan: text('plan').notNull().default('business'),
  userLimit: integer('user_limit').notNull().default(1),
  businessType: text('business_type'),
  ceoName: text('ceo_name'),
  cnpj: text('cnpj'),
  website: text('website'),
  instagram: text('instagram'),
  region: text('region'),
  monthlyRevenue: text('monthly_revenue'), // digits only, centavos (docs/product.md)
  subscriptionStatus: text('subscription_status').notNull().default('active'),
  paidUntil: timestamp('paid_until', { withTimezone: true }),
  /** How the last period was paid: Pix and boleto periods are invoiced to be paid again (docs/decisions/027-pix-and-boleto.md). */
  billingMethod: text('billing_method').notNull().default('card'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  isAgencyUser: boolean('is_agency_user').notNull().default(false),
  role: text('role').notNull().default('admin'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`), index('users_agency_idx').on(t.agencyId)]);

export const clients = pgTable('clients', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  segment: text('segment'),
  notes: text('notes'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The name folded for search (funil_fold, #shared/search.ts); the database keeps it. */
  nameSearch: text('name_search').generatedAlwaysAs(sql`funil_fold(name)`),
}, (t) => [index('clients_agency_created_idx').on(t.agencyId, t.createdAt, t.id)]);

export const clientAccesses = pgTable('client_accesses', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** AES-256-GCM copy the agency may reveal (D8); null when the client chose it or none was set. */
  passwordEncrypted: text('password_encrypted'),
  /** Who set the password: 'agency' (revealable), 'client' (through the invitation, never readable), 'none' (not yet). */
  passwordSource: text('password_source').notNull().default('agency'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('client_accesses_agency_email_uq').on(t.agencyId, sql`lower(${t.email})`),
  index('client_accesses_client_idx').on(t.clientId),
]);

export const sessions = pgTable('sessions', {
  id: id(),
  tokenHash: text('token_hash').notNull(),
  kind: text('kind').notNull(), // 'agency' | 'client'
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  clientAccessId: uuid('client_access_id').references(() => clientAccesses.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId), index('sessions_access_idx').on(t.clientAccessId)]);

export const canvases = pgTable('canvases', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  description: text('description'),
  status: text('status').notNull().default('draft'), // D1
  content: jsonb('content').notNull().default(sql`'{"components":[],"connections":[],"textElements":[],"comments":[],"drawings":[]}'::jsonb`),
  views: integer('views').notNull().default(0),
  publicLink: text('public_link'),
  version: integer('version').notNull().default(0), // latest published version (D9)
  // Bumped with every stored projection: the ETag of GET/PATCH (concurrent REST writers).
  contentVersion: integer('content_version').notNull().default(1),
  /** When the client should have decided (YYYY-MM-DD); reminders run from it. */
  dueDate: date('due_date', { mode: 'string' }),
  /** The agency shows this funnel's traffic results to its client and on the public link (docs/decisions/026). */
  showResults: boolean('show_results').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Title and description folded for search (funil_fold, #shared/search.ts); the database keeps it. */
  searchText: text('search_text').generatedAlwaysAs(sql`funil_fold(title || chr(10) || coalesce(description, ''))`),
  // The card's thumbnail and open threads (canvasPreview, openCommentCount of content), written
  // with content so that the list never reads it; NULL until computed (decision 018). `json`, like
  // reviewers below: jsonb's re-encoding of 50 thumbnails was a third of the list's PostgreSQL time.
  preview: json('preview'),
  openComments: integer('open_comments'),
  /** The content_version the two were computed from; a content write that keeps it clears them (trigger). */
  previewOf: integer('preview_of'),
  /**
   * The card's reviewers (reviewerSummaries of the funnel's decisions and its client's active
   * accesses), kept so that the list reads no decision; NULL until computed. `json`, not
   * `jsonb`: the list sends the stored text as it is, compact and without re-encoding. Triggers on
   * approvals, client_accesses and clients clear it and bump reviewers_rev, which a list's
   * write-back must still find unchanged (migration 0009, docs/decisions/018-list-reads.md).
   */
  reviewers: json('reviewers'),
  reviewersRev: integer('reviewers_rev').notNull().default(0),
  /**
   * An agency thread without a visibility is internal when it was started from this moment on;
   * older ones keep the visibility they had (visible to reviewers). The migration sets it to the
   * moment it ran, a new funnel to its creation (docs/decisions/022-internal-comments.md).
   */
  commentsInternalSince: timestamp('comments_internal_since', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // The list orders (decision 010): the agency's funnels and a client's, last edited first. Ascending
  // on purpose: read backwards it is exactly ORDER BY updated_at DESC, id DESC (nulls first).
  index('canvases_agency_updated_idx').on(t.agencyId, t.updatedAt, t.id),
  index('canvases_client_updated_idx').on(t.clientId, t.updatedAt, t.id),
  // The overview's counts read this index alone; pending due dates in due order.
  index('canvases_agency_status_idx').on(t.agencyId, t.status, t.dueDate),
  // The list filtered by a status, last edited first: read backwards up to the page, not sorted
  // (without it, every funnel of that status was sorted for each page).
  index('canvases_agency_status_updated_idx').on(t.agencyId, t.status, t.updatedAt, t.id),
  index('canvases_agency_due_idx').on(t.agencyId, t.dueDate, t.id).where(sql`due_date is not null`),
  index('canvases_user_idx').on(t.userId),
  uniqueIndex('canvases_public_link_uq').on(t.publicLink),
]);

/** Recent stored projections, so that a PATCH with If-Match can merge against its base (content-history.ts). */
export const canvasContentVersions = pgTable('canvas_content_versions', {
  canvasId: uuid('canvas_id').notNull().references(() => canvases.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  content: jsonb('content').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('canvas_content_versions_uq').on(t.canvasId, t.version)]);

/** Yjs state of the live document (D19). */
export const canvasDocuments = pgTable('canvas_documents', {
  canvasId: uuid('canvas_id').primaryKey().references(() => canvases.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Immutable published versions (D9). */
export const canvasVersions = pgTable('canvas_versions', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  canvasId: uuid('canvas_id').notNull().references(() => canvases.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  title: text('title').notNull(),
  content: jsonb('content').notNull(),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('canvas_versions_uq').on(t.canvasId, t.version),
  index('canvas_versions_agency_idx').on(t.agencyId),
  index('canvas_versions_created_by_idx').on(t.createdByUserId),
]);

/** Comments as first-class rows for activity (D10). authorKind: agency | client | public. */
export const comments = pgTable('comments', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  canvasId: uuid('canvas_id').notNull().references(() => canvases.id, { onDelete: 'cascade' }),
  elementId: text('element_id'), // the comment's id inside the canvas content
  parentId: text('parent_id'),
  authorKind: text('author_kind').notNull(),
  authorName: text('author_name').notNull(),
  authorEmail: text('author_email'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  clientAccessId: uuid('client_access_id').references(() => clientAccesses.id, { onDelete: 'set null' }),
  /** A public reviewer who proved their email with a code; client accesses are always verified. */
  verified: boolean('verified').notNull().default(false),
  content: text('content').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('comments_agency_created_idx').on(t.agencyId, t.createdAt),
  index('comments_canvas_idx').on(t.canvasId),
  index('comments_user_idx').on(t.userId),
  index('comments_client_access_idx').on(t.clientAccessId),
]);

/** Approvals and adjustment requests (D9, D10). status: approved | adjustment_requested | rejected. */
export const approvals = pgTable('approvals', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  canvasId: uuid('canvas_id').notNull().references(() => canvases.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  status: text('status').notNull(),
  feedback: text('feedback'),
  reviewerKind: text('reviewer_kind').notNull(), // client | public
  reviewerName: text('reviewer_name').notNull(),
  reviewerEmail: text('reviewer_email'),
  clientAccessId: uuid('client_access_id').references(() => clientAccesses.id, { onDelete: 'set null' }),
  verified: boolean('verified').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('approvals_agency_created_idx').on(t.agencyId, t.createdAt),
  index('approvals_canvas_idx').on(t.canvasId),
  index('approvals_client_access_idx').on(t.clientAccessId),
]);

export const templates = pgTable('templates', {
  id: id(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(), // direct-sales | launch | e-commerce | email-marketing
  content: jsonb('content').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('templates_slug_uq').on(t.slug)]);

/** Payments made before or after registration (D2, D11). */
export const payments = pgTable('payments', {
  id: id(),
  email: text('email').notNull(),
  plan: text('plan').notNull(),
  seats: integer('seats').notNull().default(1),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  provider: text('provider').notNull(), // local | stripe
  providerRef: text('provider_ref'),
  /** The provider's subscription this payment pays for (D11). */
  subscriptionRef: text('subscription_ref'),
  status: text('status').notNull(), // pending | succeeded | failed
  failureMessage: text('failure_message'),
  agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
  /** card | pix | boleto (docs/decisions/027-pix-and-boleto.md). */
  method: text('method').notNull().default('card'),
  /** What the payer needs to pay by Pix or boleto; null for a card. */
  instructions: jsonb('instructions').$type<PaymentInstructions>(),
  /** When it was confirmed, and the end of the period it paid for: the receipt's dates. */
  paidAt: timestamp('paid_at', { withTimezone: true }),
  periodEnd: timestamp('period_end', { withTimezone: true }),
  /** 'purchase' (started on /subscribe) or 'renewal' (the next period's invoice, made by the renewals job). */
  kind: text('kind').notNull().default('purchase'),
  /** A renewal's due day (São Paulo), and the notices already mailed about it ('d-7', 'd-3', 'd0'). */
  dueDate: date('due_date', { mode: 'string' }),
  notices: jsonb('notices').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
}, (t) => [
  index('payments_email_idx').on(sql`lower(${t.email})`),
  // One invoice per agency and due day: the renewals job may run on several instances at once.
  uniqueIndex('payments_renewal_uq').on(t.agencyId, t.dueDate).where(sql`${t.kind} = 'renewal'`),
  uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
  index('payments_agency_idx').on(t.agencyId),
]);

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  plan: text('plan').notNull(),
  quantity: integer('quantity').notNull().default(1),
  status: text('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('subscriptions_provider_ref_uq').on(t.provider, t.providerRef), index('subscriptions_agency_idx').on(t.agencyId)]);

/**
 * Stripe events already applied, by their id: a replay (Stripe retries, or someone resends a
 * signed event) changes nothing. Written after the event is applied, so a failure is retried.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)]);

/** Failed logins and reset requests, counted for rate limits across instances. */
export const authAttempts = pgTable('auth_attempts', {
  id: id(),
  kind: text('kind').notNull(), // login-email | login-ip | reset-email | reset-ip | ...
  key: text('key').notNull(),
  createdAt: createdAt(),
}, (t) => [index('auth_attempts_lookup_idx').on(t.kind, t.key, t.createdAt)]);

/** A public-link reviewer: the cookie names this row; verifiedAt once the emailed code matched. */
export const guestReviewers = pgTable('guest_reviewers', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  canvasId: uuid('canvas_id').notNull().references(() => canvases.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('guest_reviewers_token_uq').on(t.tokenHash),
  index('guest_reviewers_canvas_idx').on(t.canvasId),
  index('guest_reviewers_agency_idx').on(t.agencyId),
]);

/** 6-digit codes emailed to a public reviewer (15 minutes, single use); only the hash is kept. */
export const guestCodes = pgTable('guest_codes', {
  id: id(),
  canvasId: uuid('canvas_id').notNull().references(() => canvases.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('guest_codes_lookup_idx').on(t.canvasId, sql`lower(${t.email})`)]);

/** When each reviewer (by lower-case email) last opened a funnel: lastSeenAt of the reviews answer. */
export const reviewerVisits = pgTable('reviewer_visits', {
  canvasId: uuid('canvas_id').notNull().references(() => canvases.id, { onDelete: 'cascade' }),
  reviewerEmail: text('reviewer_email').notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('reviewer_visits_uq').on(t.canvasId, t.reviewerEmail)]);

/** Single-use links that let a client access choose its own password (invitation, 7 days). */
export const accessPasswordTokens = pgTable('access_password_tokens', {
  id: id(),
  clientAccessId: uuid('client_access_id').notNull().references(() => clientAccesses.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('access_password_tokens_uq').on(t.tokenHash), index('access_password_tokens_access_idx').on(t.clientAccessId)]);

/**
 * Every event the agency is told about, per funnel and reviewer: mailed at once when that pair
 * had no mail in the last 10 minutes, otherwise gathered into one digest (mailedAt set then).
 */
export const notificationEvents = pgTable('notification_events', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  canvasId: uuid('canvas_id').notNull().references(() => canvases.id, { onDelete: 'cascade' }),
  reviewerKey: text('reviewer_key').notNull(),
  event: jsonb('event').notNull(),
  createdAt: createdAt(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
}, (t) => [
  index('notification_events_pair_idx').on(t.canvasId, t.reviewerKey, t.createdAt),
  index('notification_events_pending_idx').on(t.mailedAt),
  index('notification_events_agency_idx').on(t.agencyId),
]);

/** Reminders sent: each (funnel, reviewer, stage) once. reviewerKey is the access id, or 'agency'. */
export const reviewReminders = pgTable('review_reminders', {
  id: id(),
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  canvasId: uuid('canvas_id').notNull().references(() => canvases.id, { onDelete: 'cascade' }),
  reviewerKey: text('reviewer_key').notNull(),
  stage: text('stage').notNull(), // before | due | after | overdue
  version: integer('version').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('review_reminders_uq').on(t.canvasId, t.reviewerKey, t.stage), index('review_reminders_agency_idx').on(t.agencyId)]);
