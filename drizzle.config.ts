import { defineConfig } from 'drizzle-kit';
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema.ts', './src/server/db/tracking-schema.ts', './src/server/db/list-schema.ts'],
  out: './drizzle',
});
