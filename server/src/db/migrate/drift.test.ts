// schema.prisma and prisma/migrations agree (issue 25): the migrations applied to an empty database
// compared with the schema by Prisma's own diff and the catalog, less the reviewed allow-list (drift.ts,
// prisma/drift-allowlist.json), on the run's engine (PostgreSQL when DATABASE_URL is set, as in CI; else
// embedded). The database is a copy of the run's template, which global-setup.ts migrates from empty with
// deployMigrations (deploy.test.ts checks that path and that the copy holds every migration): migrating
// again here would only add seconds.
import { describe, expect, it } from "vitest";
import { setupFile } from "../../../test/helpers.ts";
import { ALLOW_LIST_PATH, applyAllowList, diffLines, readAllowList, schemaDrift } from "./drift.ts";

const { db } = await setupFile();

const FIX =
  `Declare these in prisma/schema.prisma (names as the migration gives them, with map: where Prisma's default differs), ` +
  `or fix the migration; only what the schema cannot express goes in ${ALLOW_LIST_PATH}, with a reason`;

describe("the drift check's parts", () => {
  it("reads a diff script as one line per statement, without comments or double quotes", () => {
    const script = [
      "-- DropIndex",
      'DROP INDEX "review_reports_reporterId_idx";',
      "",
      "-- AlterTable",
      'ALTER TABLE "t" DROP COLUMN "a",',
      "ADD COLUMN \"b\" TEXT NOT NULL DEFAULT 'x';",
      "",
    ].join("\n");
    expect(diffLines(script)).toEqual(["DROP INDEX review_reports_reporterId_idx", "ALTER TABLE t DROP COLUMN a, ADD COLUMN b TEXT NOT NULL DEFAULT 'x'"]);
    expect(diffLines("")).toEqual([]);
  });

  it("allows whole lines, * for any text, and reports the entries that allow nothing", () => {
    const allowed = [
      { match: "check constraint * on *", reason: "r" },
      { match: "partial index a_idx on a", reason: "r" },
      { match: "partial index gone_idx on a", reason: "r" },
    ];
    const differences = ["check constraint a_check on a", "partial index a_idx on a", "partial index a_idx_2 on a", "DROP INDEX a_idx"];
    expect(applyAllowList(differences, allowed)).toEqual({ unexpected: ["partial index a_idx_2 on a", "DROP INDEX a_idx"], unused: [allowed[2]] });
  });
});

describe("schema.prisma and the migrations", () => {
  it(`agree but for the allow-list (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded"})`, { timeout: 60_000 }, async () => {
    const differences = await schemaDrift(db.url, { singleConnection: !process.env.DATABASE_URL }); // embedded: one session
    const { unexpected, unused } = applyAllowList(differences, await readAllowList());
    expect(unexpected, `Differences between the migrations and schema.prisma. ${FIX}.`).toEqual([]);
    expect(unused, `Entries of ${ALLOW_LIST_PATH} that match no difference any more: remove them.`).toEqual([]);
  });
});
