// Column helpers shared by the schema files (schema.ts, tracking-schema.ts).
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (v instanceof Uint8Array ? new Uint8Array(v) : new Uint8Array(v as Buffer)),
});

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
