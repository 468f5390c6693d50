// GET /api/agency/export (decision 012; LGPD art. 18, access and portability): everything the
// agency owns as one JSON file, written as it is read. Each table of agency-tables.ts is read
// in pages of PAGE_ROWS (keyset on a unique key), so a large agency is never held in memory:
// at most one page of one table at a time. Secrets (password hashes, the encrypted copy of
// portal passwords, cookie and link token hashes) are left out by the list's `omit` and `skip`.
import { and, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { todayInZone } from '#shared/due-date.ts';
import { isOwner } from '#shared/permissions.ts';
import { EXPORT_OWNER_ONLY_MSG, exportFileName } from '#shared/schemas/data-rights.ts';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { AGENCY_TABLES, type AgencyTable, agencyRows, type ExportedAs, isExported } from './agency-tables.ts';

/** Rows per query: a page of funnel versions (each with its content) stays a few MB at most. */
export const PAGE_ROWS = 100;

type Row = Record<string, unknown>;

/** The JS key of each column of a table, to read a row's keyset values back. */
function keysOf(table: PgTable, cols: readonly AnyPgColumn[]): string[] {
  const entries = Object.entries(getTableColumns(table));
  return cols.map((c) => {
    const key = entries.find(([, col]) => col === c)?.[0];
    if (!key) throw new Error(`export: ${c.name} is not a column of the table`);
    return key;
  });
}

/** Rows strictly after `last` in `cols` order (a row comparison for a composite key). */
function after(cols: readonly AnyPgColumn[], last: unknown[]): SQL {
  if (cols.length === 1) return gt(cols[0], last[0]) as SQL;
  return sql`(${sql.join(
    cols.map((c) => sql`${c}`),
    sql`, `,
  )}) > (${sql.join(
    last.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** The agency's rows of one table, page by page. */
async function* pages(db: Db, t: AgencyTable & { export: ExportedAs }, agencyId: string): AsyncGenerator<Row[]> {
  const { orderBy } = t.export;
  const keys = keysOf(t.table, orderBy);
  let last: unknown[] | undefined;
  for (;;) {
    const where = last ? and(agencyRows(t, agencyId), after(orderBy, last)) : agencyRows(t, agencyId);
    // The list's tables differ in shape; each row is written out as it is, less `omit`.
    const rows = (await db
      .select()
      .from(t.table as typeof agencies)
      .where(where)
      .orderBy(...orderBy)
      .limit(PAGE_ROWS)) as unknown as Row[];
    if (rows.length) yield rows;
    if (rows.length < PAGE_ROWS) return;
    const end = rows[rows.length - 1];
    last = keys.map((k) => end[k]);
  }
}

function withoutSecrets(row: Row, omit: readonly string[]): Row {
  if (!omit.length) return row;
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (!omit.includes(k)) out[k] = v;
  return out;
}

/** The file, piece by piece: valid JSON once every piece is written. */
async function* chunks(db: Db, agency: Row, agencyId: string, exportedAt: Date): AsyncGenerator<string> {
  const head = { format: 'funil-agency-export', version: 1, exportedAt: exportedAt.toISOString() };
  yield `${JSON.stringify(head).slice(0, -1)},"agency":${JSON.stringify(agency)},"tables":{`;
  let firstTable = true;
  for (const t of AGENCY_TABLES) {
    if (!isExported(t) || t.scope.by === 'self') continue;
    yield `${firstTable ? '' : ','}${JSON.stringify(t.export.key)}:[`;
    firstTable = false;
    let firstRow = true;
    for await (const rows of pages(db, t, agencyId)) {
      const text = rows.map((r) => JSON.stringify(withoutSecrets(r, t.export.omit))).join(',');
      yield firstRow ? text : `,${text}`;
      firstRow = false;
    }
    yield ']';
  }
  yield '}}';
}

export interface AgencyExportStream {
  fileName: string;
  /** Pieces of the JSON file; nothing is read before the first one is asked for. */
  chunks: AsyncGenerator<string>;
}

/** Owner only (every other role: 403); the file holds nothing of another agency. */
export async function exportAgency({ db, actor, clock }: AgencyCtx<'clock'>): Promise<AgencyExportStream> {
  if (!isOwner(actor)) throw forbidden(EXPORT_OWNER_ONLY_MSG);
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, actor.agencyId)).limit(1);
  if (!agency) throw notFound('Agência não encontrada');
  const now = clock.now();
  return { fileName: exportFileName(agency.name, todayInZone(now)), chunks: chunks(db, agency, actor.agencyId, now) };
}
