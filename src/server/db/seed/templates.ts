// Idempotent seed of the funnel templates (D5): upsert by slug at every start, so a
// changed template reaches existing databases and nothing is duplicated. A template that is
// already as written is left alone: no new row version at every start (and, on PGlite, about
// half the time of rewriting them all).
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from '../schema.ts';
import { templates } from '../schema.ts';
import { TEMPLATES } from './templates-data.ts';

/** `db`: any Db (db/client.ts), named by its drizzle type because openDatabase calls this while building a PGlite template. */
export async function seedTemplates(db: NodePgDatabase<typeof schema>): Promise<number> {
  const rows = TEMPLATES.map((t, i) => ({ slug: t.slug, title: t.title, description: t.description, category: t.category, content: t.content, sortOrder: i }));
  await db
    .insert(templates)
    .values(rows)
    .onConflictDoUpdate({
      target: templates.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        content: sql`excluded.content`,
        sortOrder: sql`excluded.sort_order`,
      },
      setWhere: sql`(${templates.title}, ${templates.description}, ${templates.category}, ${templates.content}, ${templates.sortOrder}) is distinct from (excluded.title, excluded.description, excluded.category, excluded.content, excluded.sort_order)`,
    });
  return rows.length;
}
