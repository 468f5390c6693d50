// GET /api/canvases/:id/reviews and the cards' reviewers: one row per reviewer, their newest
// decision, and the client's accesses that never decided. A reviewer is who they are, never an
// email typed in a form (docs/decisions/008): each client access by its id, each verified guest
// by the email they proved, each unverified guest by what they typed. A stranger who types the
// client's email is an unverified guest of their own, beside the client's row, never in it.
import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Reviewer, ReviewerSummary, ReviewsAnswer } from '#shared/schemas/reviews.ts';
import type { Db } from '../../db/client.ts';
import { approvals, canvases, clientAccesses, clients, comments, reviewerVisits } from '../../db/schema.ts';
import type { AgencyCtx } from '../../principal.ts';
import { findAgencyCanvas } from '../canvases/canvas-dto.ts';
import { requireCan } from '../guards.ts';

interface DecisionRow {
  kind: string;
  accessId: string | null;
  name: string;
  email: string | null;
  verified: boolean;
  decision: string;
  version: number;
  feedback: string | null;
  createdAt: Date;
}

interface AccessRow {
  id: string;
  email: string;
  clientName: string;
}

/** An email, or for a reviewer without one (the old public form allowed it) the name. */
const typed = (email: string | null, name: string) => (email?.trim() ? email.trim().toLowerCase() : `nome:${name.trim().toLowerCase()}`);

/** Who made a decision. A removed access's anonymised decisions have no access any more: one "Cliente removido" row. */
function keyOf(d: Pick<DecisionRow, 'kind' | 'accessId' | 'name' | 'email' | 'verified'>): string {
  if (d.kind === 'client') return d.accessId ? `access:${d.accessId}` : `client:${typed(d.email, d.name)}`;
  return `${d.verified ? 'verified' : 'unverified'}:${typed(d.email, d.name)}`;
}

/** A reviewer's newest comment on the funnel. */
type CommentRow = Omit<DecisionRow, 'decision' | 'version' | 'feedback'>;

/** A reviewer who has not decided (lastSeenAt is filled in at the end, for everyone). */
const UNDECIDED = { decision: null, version: null, feedback: null, decidedAt: null, lastSeenAt: null } as const;

/**
 * Rows in decision order (oldest first) → one reviewer each; accesses that never decided follow
 * with decision null, then public reviewers who only commented. Whoever commented or decided has
 * opened the funnel: lastSeenAt is never older than that.
 */
function buildReviewers(decisions: DecisionRow[], accesses: AccessRow[], seen: Map<string, Date>, commented: CommentRow[] = []): Reviewer[] {
  const byKey = new Map<string, Reviewer>();
  const active = new Map<string, Date>();
  const acted = (key: string, at: Date) => {
    const before = active.get(key);
    if (!before || before < at) active.set(key, at);
  };
  for (const d of decisions) {
    const key = keyOf(d);
    acted(key, d.createdAt);
    byKey.delete(key); // re-inserted: newest decision last, so the map keeps decision order
    byKey.set(key, {
      kind: d.kind === 'client' ? 'client' : 'public',
      name: d.name,
      email: d.email?.trim() || null,
      verified: d.kind === 'client' || d.verified,
      decision: d.decision === 'approved' ? 'approved' : 'adjustment_requested',
      version: d.version,
      feedback: d.feedback,
      decidedAt: d.createdAt.toISOString(),
      lastSeenAt: null,
    });
  }
  for (const a of accesses) {
    const key = `access:${a.id}`;
    const decided = byKey.get(key);
    // The access's row carries its email of today, whatever it was when it decided.
    if (decided) {
      decided.email = a.email;
      continue;
    }
    byKey.set(key, {
      kind: 'client',
      name: a.clientName,
      email: a.email,
      verified: true,
      ...UNDECIDED,
    });
  }
  for (const c of commented) {
    const key = keyOf(c);
    acted(key, c.createdAt);
    // A client access is listed by its own row (above) while it is active; a public reviewer who only commented joins here.
    if (c.kind === 'client' || byKey.has(key)) continue;
    byKey.set(key, {
      kind: 'public',
      name: c.name,
      email: c.email?.trim() || null,
      verified: c.verified,
      ...UNDECIDED,
    });
  }
  // Visits are recorded for client accesses and verified guests only, by the email they proved;
  // an unverified guest, or one who verified with the funnel already open, has their last act.
  const out = [...byKey.entries()].map(([key, r]) => {
    const visit = r.verified && r.email ? seen.get(r.email.toLowerCase()) : undefined;
    return { ...r, lastSeenAt: (visit ?? active.get(key))?.toISOString() ?? null };
  });
  // The client's own accesses first (they set the status), newest decision first within each kind.
  const rank = (r: Reviewer) => (r.kind === 'client' ? 0 : 1);
  return out.sort((a, b) => rank(a) - rank(b) || (b.decidedAt ?? '').localeCompare(a.decidedAt ?? ''));
}

async function decisionsOf(db: Db, agencyId: string, canvasIds: string[]): Promise<DecisionRow[]> {
  if (!canvasIds.length) return [];
  return db
    .select({
      kind: approvals.reviewerKind,
      accessId: approvals.clientAccessId,
      name: approvals.reviewerName,
      email: approvals.reviewerEmail,
      verified: approvals.verified,
      decision: approvals.status,
      version: approvals.version,
      feedback: approvals.feedback,
      createdAt: approvals.createdAt,
    })
    .from(approvals)
    .where(and(eq(approvals.agencyId, agencyId), inArray(approvals.canvasId, canvasIds)))
    .orderBy(asc(approvals.createdAt));
}

/** Each reviewer who commented on the funnel, with their newest comment's time. */
async function commentersOf(db: Db, agencyId: string, canvasId: string): Promise<CommentRow[]> {
  const rows = await db
    .select({
      kind: comments.authorKind,
      accessId: comments.clientAccessId,
      name: comments.authorName,
      email: comments.authorEmail,
      verified: comments.verified,
      createdAt: sql<Date | string>`max(${comments.createdAt})`,
    })
    .from(comments)
    .where(and(eq(comments.agencyId, agencyId), eq(comments.canvasId, canvasId), inArray(comments.authorKind, ['client', 'public'])))
    .groupBy(comments.authorKind, comments.clientAccessId, comments.authorName, comments.authorEmail, comments.verified);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/** Active accesses of the given clients, with the client's name (an access has no name of its own). */
async function accessesOf(db: Db, agencyId: string, clientIds: string[]): Promise<AccessRow[]> {
  if (!clientIds.length) return [];
  return db
    .select({ id: clientAccesses.id, email: clientAccesses.email, clientName: clients.name })
    .from(clientAccesses)
    .innerJoin(clients, eq(clients.id, clientAccesses.clientId))
    .where(and(eq(clientAccesses.agencyId, agencyId), eq(clientAccesses.isActive, true), inArray(clientAccesses.clientId, clientIds)))
    .orderBy(asc(clientAccesses.createdAt));
}

export async function listReviews({ db, actor }: AgencyCtx, { id }: { id: string }): Promise<ReviewsAnswer> {
  const { canvas } = await findAgencyCanvas(db, actor.agencyId, id);
  requireCan(actor, 'canvases:read');
  const [decisions, accesses, visits, commented] = await Promise.all([
    decisionsOf(db, actor.agencyId, [canvas.id]),
    accessesOf(db, actor.agencyId, [canvas.clientId]),
    db.select({ email: reviewerVisits.reviewerEmail, at: reviewerVisits.lastSeenAt }).from(reviewerVisits).where(eq(reviewerVisits.canvasId, canvas.id)),
    commentersOf(db, actor.agencyId, canvas.id),
  ]);
  const seen = new Map(visits.map((v) => [v.email.toLowerCase(), v.at]));
  return { publishedVersion: canvas.version, reviewers: buildReviewers(decisions, accesses, seen, commented) };
}

/**
 * A funnel's reviewers in short (the funnel cards), read inside the list's own statement: its
 * decisions and its client's active accesses, each as a JSON array of the row, or null when
 * there are none. Unordered: an ordered aggregate starts a sort for every card, even an empty one
 * (a sixth of the list's PostgreSQL time, decision 010); reviewerSummaries orders them.
 * `agencyId` a value or a placeholder.
 */
export function reviewerColumns(agencyId: Placeholder | string) {
  return {
    decisions: sql<
      string | null
    >`(select json_agg(json_build_array(${approvals.reviewerKind}, ${approvals.reviewerName}, ${approvals.reviewerEmail}, ${approvals.verified}, ${approvals.status}, ${approvals.version}, ${approvals.createdAt}, ${approvals.clientAccessId}))
      from ${approvals} where ${approvals.agencyId} = ${agencyId} and ${approvals.canvasId} = ${canvases.id})`,
    accesses: sql<string | null>`(select json_agg(json_build_array(${clientAccesses.email}, ${clientAccesses.createdAt}, ${clientAccesses.id}))
      from ${clientAccesses} where ${clientAccesses.agencyId} = ${agencyId} and ${clientAccesses.clientId} = ${canvases.clientId} and ${clientAccesses.isActive})`,
  };
}

/** One decision as reviewerColumns reads it: kind, name, email, verified, decision, version, when, access. */
type DecisionJson = [string, string, string | null, boolean, string, number, string, string | null];
/** One access as reviewerColumns reads it: email, when it was made, id. */
type AccessJson = [string, string, string];

/** The cards' reviewers from what reviewerColumns read; clientName names the accesses (an access has no name of its own). */
export function reviewerSummaries(decisions: DecisionJson[] | null, accesses: AccessJson[] | null, clientName: string): ReviewerSummary[] {
  if (!decisions && !accesses) return [];
  // Times as PostgreSQL's JSON writes them (microseconds, the session's offset): by instant, then by text.
  const oldestFirst = <T extends unknown[]>(rows: T[] | null, at: number) =>
    (rows ?? []).sort((a, b) => Date.parse(a[at] as string) - Date.parse(b[at] as string) || (a[at] as string).localeCompare(b[at] as string));
  const rows = oldestFirst(decisions, 6).map(([kind, name, email, verified, decision, version, at, accessId]) => ({
    kind,
    accessId,
    name,
    email,
    verified,
    decision,
    version,
    feedback: null,
    createdAt: new Date(at),
  }));
  const accessRows = oldestFirst(accesses, 1).map(([email, , id]) => ({ id, email, clientName }));
  return buildReviewers(rows, accessRows, new Map()).map(({ kind, name, email, verified, decision, version }) => ({
    kind,
    name,
    email,
    verified,
    decision,
    version,
  }));
}
