// Every table of the schema files (drizzle.config.ts lists the same three), for the checks that
// must see them all: the agency tables' completeness and the tests' row counts.
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as listSchema from './list-schema.ts';
import * as schema from './schema.ts';
import * as trackingSchema from './tracking-schema.ts';

export const ALL_TABLES: PgTable[] = (Object.values({ ...schema, ...trackingSchema, ...listSchema }) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
