// The migration that makes library addresses unique tells existing copies apart deterministically: the
// oldest copy keeps the shared slug, later ones take the platform's suffix, else a short id suffix.
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { emptyEmbeddedDataDir } from "../../../test/helpers.ts";

const MIGRATION = new URL("../../../../prisma/migrations/20261125120000_library_slugs_unique/migration.sql", import.meta.url);

const U1 = "00000000-0000-4000-8000-000000000001";
const U2 = "00000000-0000-4000-8000-000000000002";
const id = (n: number) => `${String(n).padStart(8, "a")}-0000-4000-8000-000000000000`;

describe("migration: unique library slugs", () => {
  it("keeps the slug on the oldest copy and gives later copies the platform's or a short suffix", async () => {
    const db = new PGlite({ loadDataDir: await emptyEmbeddedDataDir() });
    await db.exec(`
      CREATE TABLE "library_games" ("id" UUID PRIMARY KEY, "userId" UUID NOT NULL, "slug" TEXT NOT NULL,
        "platform" TEXT NOT NULL, "createdAt" TIMESTAMP(3) NOT NULL);
      CREATE INDEX "library_games_userId_slug_idx" ON "library_games"("userId", "slug");`);
    const rows: [number, string, string, string, string][] = [
      [1, U1, "botw", "Nintendo Wii U", "2024-01-02"],
      [2, U1, "botw", "Nintendo Switch", "2024-01-01"], // oldest: keeps "botw"
      [3, U1, "botw", "Nintendo Wii U", "2024-01-03"], // the platform's suffix went to the earlier Wii U copy
      [4, U1, "game", "PC", "2024-01-01"],
      [5, U1, "game", "PC", "2024-01-02"],
      [6, U1, "game-pc", "PC", "2024-01-01"], // an existing game already holds "game-pc"
      [7, U2, "botw", "Nintendo Wii U", "2024-01-05"], // another user: untouched
      [8, U1, "solo", "PC", "2024-01-01"],
    ];
    for (const [n, user, slug, platform, at] of rows) {
      await db.query(`INSERT INTO "library_games" VALUES ($1, $2, $3, $4, $5)`, [id(n), user, slug, platform, at]);
    }
    await db.exec(await readFile(MIGRATION, "utf8"));
    const res = await db.query<{ id: string; slug: string }>(`SELECT "id", "slug" FROM "library_games" ORDER BY "id"`);
    const slugs = Object.fromEntries(res.rows.map((r) => [r.id, r.slug]));
    expect(slugs).toEqual({
      [id(1)]: "botw-nintendo-wii-u",
      [id(2)]: "botw",
      [id(3)]: "botw-aaaaaa",
      [id(4)]: "game",
      [id(5)]: "game-aaaaaa",
      [id(6)]: "game-pc",
      [id(7)]: "botw",
      [id(8)]: "solo",
    });
    // the addresses are now unique per user
    await expect(db.query(`INSERT INTO "library_games" VALUES ($1, $2, 'solo', 'PC', now())`, [id(9), U1])).rejects.toThrow(/unique/i);
    await db.close();
  });
});
