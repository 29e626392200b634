// Prisma CLI configuration. The service itself never runs the CLI: it applies
// migrations with Prisma's WebAssembly schema engine (src/store/schema-engine.ts).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/sortie' },
});
