// The larger agencies: building them call by call through the API takes from half an hour to
// hours on this machine kind, so the bench builds the 200-funnel agency through the API
// (bench/lib/real-agency.ts) and copies it here, each copy with new ids, its own clients,
// public links and titles, every row that hangs off a funnel copied with it (versions,
// comments, reviewers, decisions, the live document, the history), and the list's counters
// multiplied. The rows are the API's rows: the same content, comments and reviews, n times.
import pg from 'pg';

/** Tables whose rows belong to one funnel (canvas_id), copied with it; the rest are the agency's. */
const FUNNEL_TABLES = [
  'canvas_documents',
  'canvas_versions',
  'canvas_content_versions',
  'comments',
  'approvals',
  'guest_reviewers',
  'reviewer_visits',
  'review_reminders',
  'notification_events',
];

async function columns(c: pg.Client, table: string): Promise<string[]> {
  const { rows } = await c.query(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name as string);
}

/** Copies every funnel (and client) of the one agency in `url` `times - 1` times. */
export async function multiplyAgency(url: string, times: number): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('begin');
    await c.query(`create temp table client_map as select id old_id, gen_random_uuid() new_id, k from clients, generate_series(1, $1::int - 1) k`, [times]);
    await c.query(`create temp table canvas_map as select cv.id old_id, gen_random_uuid() new_id, k from canvases cv, generate_series(1, $1::int - 1) k`, [
      times,
    ]);
    const copy = async (table: string, key: string, map: string, extra: Record<string, string>) => {
      const cols = await columns(c, table);
      const exprs = cols.map((col) => (col === key ? 'm.new_id' : (extra[col] ?? `t.${col}`)));
      await c.query(`insert into ${table} (${cols.join(', ')}) select ${exprs.join(', ')} from ${table} t join ${map} m on t.${key} = m.old_id`);
    };
    await copy('clients', 'id', 'client_map', { name: `t.name || ' · ' || m.k` });
    await copy('canvases', 'id', 'canvas_map', {
      client_id: '(select cm.new_id from client_map cm where cm.old_id = t.client_id and cm.k = m.k)',
      public_link: `t.public_link || '-' || m.k`,
      title: `t.title || ' · ' || m.k`,
    });
    for (const table of FUNNEL_TABLES) {
      const cols = await columns(c, table);
      await copy(table, 'canvas_id', 'canvas_map', cols.includes('id') ? { id: 'gen_random_uuid()' } : {});
    }
    await c.query('update canvas_counts set n = n * $1', [times]);
    await c.query('commit');
  } catch (e) {
    await c.query('rollback');
    throw e;
  } finally {
    await c.end();
  }
}
