// Prisma CLI configuration. The native schema engine cannot be downloaded offline, so the CLI is
// pointed at a shim that drives Prisma's own WASM schema engine (docs/decisions/001-prisma-offline.md).
import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(new URL("./server/src/db/migrate/schema-engine-shim.ts", import.meta.url));

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/savepoint",
    shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL,
  },
});
