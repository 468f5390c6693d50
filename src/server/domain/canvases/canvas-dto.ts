// Canvas rows -> the D21 canvas shape. Exported for every canvas call (list, editor, portal).
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { normalizeStatus } from '#shared/funnel-status.ts';
import { CANVAS_NOT_FOUND_MSG, type CanvasDto } from '#shared/schemas/canvas-editor.ts';
import type { Db } from '../../db/client.ts';
import { coalesced } from '../../db/coalesce.ts';
import { prepared } from '../../db/prepared.ts';
import { canvases, clients, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { requireId } from '../guards.ts';

export type CanvasRow = typeof canvases.$inferSelect;

/** Columns to select for toCanvasDto (content left out: lists do not need it, D21). */
export const canvasWithNames = {
  canvas: {
    id: canvases.id,
    agencyId: canvases.agencyId,
    title: canvases.title,
    description: canvases.description,
    status: canvases.status,
    clientId: canvases.clientId,
    userId: canvases.userId,
    views: canvases.views,
    publicLink: canvases.publicLink,
    version: canvases.version,
    dueDate: canvases.dueDate,
    showResults: canvases.showResults,
    createdAt: canvases.createdAt,
    updatedAt: canvases.updatedAt,
  },
  clientName: clients.name,
  creatorName: users.name,
};

export type CanvasWithNames = {
  canvas: Omit<
    CanvasRow,
    'content' | 'contentVersion' | 'searchText' | 'preview' | 'openComments' | 'previewOf' | 'commentsInternalSince' | 'reviewers' | 'reviewersRev'
  >;
  clientName: string;
  creatorName: string | null;
};

export function toCanvasDto(r: CanvasWithNames, content?: CanvasContent): CanvasDto {
  const c = r.canvas;
  return {
    id: c.id,
    title: c.title,
    description: c.description ?? null,
    status: normalizeStatus(c.status),
    clientId: c.clientId,
    clientName: r.clientName,
    userId: c.userId ?? null,
    creatorName: r.creatorName ?? null,
    views: c.views,
    publicLink: c.publicLink ?? null,
    version: c.version,
    dueDate: c.dueDate ?? null,
    showResults: c.showResults,
    updatedAt: c.updatedAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
    ...(content ? { content } : {}),
  };
}

type AgencyCanvasRow = CanvasWithNames & { contentVersion: number };

/** The canvas row with its client's and creator's names and its content's version, in the agency. */
const agencyCanvasRows = (d: Db, which: SQL) =>
  d
    .select({ ...canvasWithNames, contentVersion: canvases.contentVersion })
    .from(canvases)
    .innerJoin(clients, eq(clients.id, canvases.clientId))
    .leftJoin(users, eq(users.id, canvases.userId))
    .where(and(which, eq(canvases.agencyId, sql.placeholder('agencyId'))));

/**
 * The canvas with its client's and creator's names, in the agency; 404 otherwise (D7). Also the
 * version of its stored content (the content cache's key, content-etag.ts).
 */
export async function findAgencyCanvas(db: Db, agencyId: string, id: string): Promise<AgencyCanvasRow> {
  requireId(id, CANVAS_NOT_FOUND_MSG);
  const [row] = await prepared(db, 'agency_canvas', (d) =>
    agencyCanvasRows(d, eq(canvases.id, sql.placeholder('id')))
      .limit(1)
      .prepare('agency_canvas'),
  ).execute({ id, agencyId });
  if (!row) throw notFound(CANVAS_NOT_FOUND_MSG);
  return row;
}

/** Several canvases of one agency in one statement (ids checked by the caller, commas in none). */
const readAgencyCanvases = coalesced<AgencyCanvasRow>(
  (db, agencyId, ids) =>
    prepared(db, 'agency_canvases', (d) =>
      agencyCanvasRows(d, sql`${canvases.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`).prepare('agency_canvases'),
    ).execute({ ids: ids.join(','), agencyId }),
  (row) => row.canvas.id,
);

/**
 * findAgencyCanvas for a read outside any transaction: reads asked for at the same moment share
 * one statement (db/coalesce.ts, decision 019).
 */
export async function readAgencyCanvas(db: Db, agencyId: string, id: string): Promise<AgencyCanvasRow> {
  requireId(id, CANVAS_NOT_FOUND_MSG);
  const row = await readAgencyCanvases(db, agencyId, id.toLowerCase()); // rows name ids in lower case
  if (!row) throw notFound(CANVAS_NOT_FOUND_MSG);
  return row;
}
