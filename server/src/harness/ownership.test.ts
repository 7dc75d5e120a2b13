// One owner per table (issue 25, ADR 018). Reads the source of every feature (tests left out), finds each
// Prisma model call (`tx.libraryGame.update(…)`) and each table an SQL text names (string and template
// literals: $queryRaw, $executeRaw and their Unsafe forms, Prisma.sql fragments), and fails when a
// feature writes a table another feature owns, or reads one outside the reviewed allow-list of reads
// below. A new table must be given its owner here; an allow-list entry no longer needed fails too.
// Not seen: a Prisma select or include that follows a relation into another table (`include: { user }`).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../../", import.meta.url).pathname;
const FEATURES = join(ROOT, "server/src/features");

/**
 * Each table's owner: the feature whose queries (or service) create its rows and keep its rules. Only
 * the owner writes it; others read it through the owner's face, or by a read join allowed below.
 */
export const OWNERS: Record<string, string> = {
  users: "auth",
  sessions: "auth",
  api_tokens: "auth",
  instance_secrets: "auth",
  catalog_games: "catalog",
  catalog_meta: "catalog",
  catalog_uploads: "catalog-admin",
  catalog_hides: "catalog-admin",
  library_games: "games",
  game_status_history: "games",
  play_sessions: "games",
  library_versions: "games",
  // A shared game's community numbers, kept by triggers on the library and the reviews; the games feature
  // answers them (games.shared.ts).
  shared_game_stats: "games",
  shared_game_players: "games",
  shared_game_days: "games",
  reviews: "reviews",
  review_likes: "reviews",
  journal_entries: "journal",
  journal_categories: "journal",
  journal_versions: "journal",
  follows: "people",
  // A player's favourite games on their profile (issue 32): the people feature shows them with the profile.
  profile_favourites: "people",
  // Who counts in the numbers others read changes with a privacy setting (ADR 019): the people feature's rule.
  audience_version: "people",
  blocks: "people",
  // Games a player wants but does not own yet (issue 33), apart from the library: the wishlist feature's.
  wishlist_items: "wishlist",
  activity_events: "activity",
  dismissed_recommendations: "recommendations",
  recommendation_signals: "recommendations",
  import_runs: "data",
  import_run_changes: "data",
  import_links: "data",
  instance_settings: "admin",
  invites: "admin",
  admin_audit_log: "admin",
  review_reports: "moderation",
  // A player's inbox (issue 33, ADR 031): follows and likes are written by the database's triggers, the
  // admin's decisions through the notifications feature's face.
  notifications: "notifications",
  notification_mutes: "notifications",
  notification_versions: "notifications",
  // Not a feature's: the rate limiter's buckets (server/src/http) and the migrations' repair counts (server/src/db).
  rate_limits: "http",
  data_repairs: "db",
  // The scheduled backups' attempts (server/src/db/backup/schedule.ts).
  backup_runs: "db",
};

/**
 * The reads of another feature's table its readers make in their own SQL, each with why it is a join
 * rather than a call of the owner's face (ADR 008 allows read joins where a query shows or aggregates
 * the rows; people.audience.ts gives the privacy rules as SQL for them). Reads only: no feature writes
 * a table it does not own. Reviewed for issue 25; a new entry needs the same review.
 */
export const READS: { table: string; readers: string[]; reason: string }[] = [
  {
    table: "users",
    readers: ["activity", "games", "moderation", "notifications", "reviews"],
    reason: "a row is shown with its author's public card (username, names, colour), joined in the query that pages the rows",
  },
  {
    table: "users",
    readers: ["recommendations"],
    reason:
      "trending, co-loved games and tracking count only players the people feature's rule admits (countedPlayerSql), joined in the statement that counts them",
  },
  {
    table: "users",
    readers: ["people"],
    reason: "profiles, user search and privacy are the people feature's columns of the account row (it writes them through auth's face)",
  },
  { table: "users", readers: ["admin"], reason: "the admin's list of accounts (search, counts, last active: one query per page) and the last-admin checks" },
  { table: "sessions", readers: ["admin"], reason: "an account's last activity in the admin's list of accounts, joined in the same query" },
  {
    table: "library_games",
    readers: ["activity", "journal", "moderation", "reviews"],
    reason: "a row about a library game shows the game's title, address and cover, joined in the same query (an event copies them in its INSERT)",
  },
  {
    table: "library_games",
    readers: ["analytics", "recommendations", "people"],
    reason: "aggregates over a whole library (stats, taste, profile counts and lists) are computed in one SQL pass, not row by row through a face",
  },
  {
    table: "catalog_games",
    readers: ["wishlist"],
    reason:
      "an export names a wished-for catalog game by what another instance can find it by (slug, IGDB and Steam ids), joined in the query that reads the wishlist",
  },
  {
    table: "library_games",
    readers: ["wishlist"],
    reason: "whether the player already has a catalog game is asked in the statement that adds the wish, under the lock the library's trigger takes too",
  },
  { table: "library_games", readers: ["admin"], reason: "games per account in the admin's list, and the instance's count" },
  {
    table: "shared_game_players",
    readers: ["people"],
    reason: "friend suggestions look up a bounded sample of each rare game's players by the game's key, in the statement that ranks them (people.queries.ts)",
  },
  {
    table: "shared_game_stats",
    readers: ["people"],
    reason: "friend suggestions start from the viewer's fewest-played games, by each game's player count, in the statement that ranks them",
  },
  {
    table: "game_status_history",
    readers: ["analytics", "recommendations"],
    reason: "when a game left the backlog or was finished (forecast, year in review, recency of taste), read in the same pass as the library",
  },
  { table: "play_sessions", readers: ["analytics"], reason: "the play calendar and hours per period, read in the same pass as the library rows" },
  {
    table: "library_versions",
    readers: ["analytics"],
    reason: "the library version the analytics rows are kept against, read in the statement that reads the rows (ADR 012)",
  },
  {
    table: "shared_game_stats",
    readers: ["reviews"],
    reason: "a shared game's review count, kept by the reviews' trigger in the games feature's counters row",
  },
  {
    table: "catalog_games",
    readers: ["activity", "games", "people", "recommendations", "reviews"],
    reason: "a game's catalog address (slug), cover or hidden flag is joined to the rows shown or ranked",
  },
  {
    table: "reviews",
    readers: ["activity", "moderation", "people"],
    reason: "a feed item, a reported review and a profile's recent reviews show the review's live text and rating, joined in the query that pages them",
  },
  { table: "reviews", readers: ["admin"], reason: "reviews per account in the admin's list, and the instance's count" },
  {
    table: "journal_entries",
    readers: ["activity"],
    reason: "a journal event copies the entry's title in the INSERT that records it (activity imports no feature: ADR 008)",
  },
  { table: "catalog_hides", readers: ["catalog"], reason: "a catalog reload keeps an admin's hide: the upsert reads it in the same statement" },
];

const READ_METHODS = new Set(["findUnique", "findUniqueOrThrow", "findFirst", "findFirstOrThrow", "findMany", "count", "aggregate", "groupBy"]);
const WRITE_METHODS = new Set(["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany"]);

/** Prisma's model delegates (`libraryGame`) and their tables (`library_games`), from schema.prisma. */
function modelTables(): Map<string, string> {
  const schema = readFileSync(join(ROOT, "prisma/schema.prisma"), "utf8");
  const out = new Map<string, string>();
  for (const m of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const table = /@@map\("(\w+)"\)/.exec(m[2]!)?.[1] ?? m[1]!;
    out.set(m[1]![0]!.toLowerCase() + m[1]!.slice(1), table);
  }
  return out;
}
const MODELS = modelTables();
const TABLES = [...new Set(MODELS.values())];

export interface Touch {
  table: string;
  write: boolean;
  /** file:line, and how (the model call, or the SQL's first words). */
  where: string;
}

const NAMED_AFTER = /(FROM|JOIN|INTO|UPDATE|TABLE|ONLY)\s+$/i;
const WRITE_BEFORE = /(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(\s+TABLE)?|ALTER\s+TABLE)\s+(ONLY\s+)?$/i;

/**
 * The tables an SQL text names: an identifier (quoted or not) right after FROM, JOIN, INTO, UPDATE or
 * TABLE (the codebase joins with JOIN, never a comma). A column or an alias of a table's name is not one.
 */
export function sqlTables(text: string): { table: string; write: boolean }[] {
  const out: { table: string; write: boolean }[] = [];
  for (const m of text.matchAll(new RegExp(`"?\\b(${TABLES.join("|")})\\b"?(?![\\w"])`, "g"))) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (!NAMED_AFTER.test(before)) continue;
    out.push({ table: m[1]!, write: WRITE_BEFORE.test(before) });
  }
  return out;
}

/** Every table a source file touches: Prisma model calls and the SQL in its string and template literals. */
export function touches(source: string, file = "source.ts"): Touch[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out: Touch[] = [];
  const at = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
  const sql = (node: ts.Node, text: string) => {
    for (const t of sqlTables(text)) out.push({ ...t, where: `${at(node)} ${text.trim().split(/\s+/).slice(0, 4).join(" ")}` });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isPropertyAccessExpression(node.expression.expression)) {
      const method = node.expression.name.text;
      const table = MODELS.get(node.expression.expression.name.text);
      if (table && (READ_METHODS.has(method) || WRITE_METHODS.has(method))) {
        out.push({ table, write: WRITE_METHODS.has(method), where: `${at(node)} .${node.expression.expression.name.text}.${method}` });
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) sql(node, node.text);
    // A template's pieces as one text (each ${…} a placeholder), so a statement is read whole.
    if (ts.isTemplateExpression(node)) sql(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" $1 "));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|test-support\.ts$/.test(e.name) ? [path] : [];
  });
}

/** What each feature touches of the tables it does not own. */
function foreignTouches(): { feature: string; touch: Touch }[] {
  const out: { feature: string; touch: Touch }[] = [];
  for (const path of sourceFiles(FEATURES)) {
    const file = relative(ROOT, path);
    const feature = file.split("/")[3]!;
    for (const touch of touches(readFileSync(path, "utf8"), file)) if (OWNERS[touch.table] !== feature) out.push({ feature, touch });
  }
  return out;
}

describe("one owner per table", () => {
  it("gives every table of the schema an owner that exists", () => {
    expect(TABLES.filter((t) => !(t in OWNERS))).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !TABLES.includes(t))).toEqual([]);
    const features = new Set(readdirSync(FEATURES));
    expect([...new Set(Object.values(OWNERS))].filter((f) => !features.has(f) && f !== "http" && f !== "db")).toEqual([]);
  });

  it("finds no feature writing a table it does not own, and no read of one outside the allow-list", () => {
    const found = foreignTouches();
    const allowed = (feature: string, table: string) => READS.some((r) => r.table === table && r.readers.includes(feature));
    const writes = found.filter((f) => f.touch.write).map((f) => `${f.feature} writes ${f.touch.table} (${OWNERS[f.touch.table]}'s): ${f.touch.where}`);
    const reads = found
      .filter((f) => !f.touch.write && !allowed(f.feature, f.touch.table))
      .map((f) => `${f.feature} reads ${f.touch.table} (${OWNERS[f.touch.table]}'s): ${f.touch.where}`);
    expect({ writes, reads }).toEqual({ writes: [], reads: [] });
    // Every reader of the allow-list still reads, none is the owner, and each entry says why.
    const pairs = READS.flatMap((r) => r.readers.map((feature) => ({ feature, table: r.table })));
    expect(pairs.filter((p) => !found.some((f) => f.feature === p.feature && f.touch.table === p.table))).toEqual([]);
    expect(pairs.filter((p) => OWNERS[p.table] === p.feature)).toEqual([]);
    expect(READS.filter((r) => r.reason.trim().length < 30)).toEqual([]);
  });

  it("sees a model call, raw SQL, an SQL fragment and an Unsafe statement, and tells reads from writes", () => {
    const found = touches(`
      // A comment naming "reviews" is not a read.
      await tx.libraryGame.update({ where: { id }, data });
      await db.review.count();
      await tx.$queryRaw\`SELECT g."id" FROM "library_games" g JOIN "users" u ON u."id" = g."userId" WHERE g."id" = \${id}\`;
      const visible = Prisma.sql\`EXISTS (SELECT 1 FROM "follows" f WHERE f."followerId" = \${viewer})\`;
      await tx.$executeRawUnsafe('DELETE FROM "play_sessions" WHERE "id" = $1', id);
      await tx.$executeRaw\`INSERT INTO "activity_events" ("actorId") SELECT "userId" FROM "reviews" WHERE "id" = \${id}\`;
      await db.$executeRawUnsafe(\`UPDATE catalog_games SET hidden = true WHERE id = $1\`, id);
      await tx.$queryRaw\`SELECT "reviews", s."users" AS "sessions" FROM "shared_game_stats" s\`;
      req.user.update; l.review.user.username;
    `);
    expect(found.map((t) => `${t.write ? "writes" : "reads"} ${t.table}`)).toEqual([
      "writes library_games",
      "reads reviews",
      "reads library_games",
      "reads users",
      "reads follows",
      "writes play_sessions",
      "writes activity_events",
      "reads reviews",
      "writes catalog_games",
      "reads shared_game_stats",
    ]);
  });
});
