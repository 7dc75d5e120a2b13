// Locates the repository root (the folder holding prisma/schema.prisma) from source or bundle.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

let cached: string | undefined;

export function appRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "prisma", "schema.prisma"))) return (cached = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the Savepoint root (prisma/schema.prisma)");
    dir = parent;
  }
}
