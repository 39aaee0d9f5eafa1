import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform tables, and each area's own `<area>.schema.ts`.
  schema: ['./src/platform/db/schema.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
});
