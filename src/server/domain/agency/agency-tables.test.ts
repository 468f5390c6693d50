// The list of agency tables is complete: every table of the schema files is either in it or named as
// holding no agency's data, so a new table cannot escape the export and the deletion.
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALL_TABLES } from '../../db/all-tables.ts';
import { AGENCY_TABLES, isExported, NOT_AGENCY_DATA } from './agency-tables.ts';

const schemaTables = ALL_TABLES.map((t) => getTableName(t));

describe('agency tables', () => {
  it('covers every table of the schema exactly once', () => {
    const listed = AGENCY_TABLES.map((t) => t.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, ...Object.keys(NOT_AGENCY_DATA)].sort()).toEqual([...schemaTables].sort());
  });

  it('exports each kept table under its own key, paged by a key it has', () => {
    const keys = AGENCY_TABLES.filter(isExported).map((t) => t.export.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of AGENCY_TABLES.filter(isExported)) expect(t.export.orderBy.length).toBeGreaterThan(0);
  });

  it('lists a parent before the tables that hang from it', () => {
    const index = (name: string) => AGENCY_TABLES.findIndex((t) => t.name === name);
    for (const [i, t] of AGENCY_TABLES.entries()) {
      if (t.scope.by === 'parent') for (const l of t.scope.links) expect(index(l.parent)).toBeLessThan(i);
    }
  });
});
