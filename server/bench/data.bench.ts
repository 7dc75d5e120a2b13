// Export and import benchmark for a 5,000-game account, on the embedded database with the bundled catalog.
//   cd /work/main && npm run bench:data
// Seeds, with bulk SQL, a user with 5,000 library games (4,000 from the catalog, 1,000 of their own),
// a status history entry each, two play sessions on every fifth game not in the backlog (a backlog game
// holds no rating, play time or sessions: ADR 017), 500 reviews of completed games and 300 journal
// entries. Then times, over HTTP:
//   - GET /api/data/export?format=json (the whole Savepoint document, streamed) and ?format=csv&what=library;
//   - the Savepoint export imported into a fresh account (preview, then apply), and the same file again;
//   - a 5,000-row HowLongToBeat CSV of catalog titles (title matching) into another fresh account;
//   - what the row triggers of library_games cost: 2,000 games inserted in one statement (as an import
//     batch writes them) with every trigger, then with each row trigger left out, in transactions rolled back.
// Applying is a background job: the time is from the apply request until the run is applied (polled
// every 100 ms); meanwhile the owner's GET /api/games is requested one after the other, and the
// slowest answer shows how long another user's request waits behind an import batch.
// Target: each export of the 5,000-game account in under 5 s. A non-zero exit means a missed target.
import { performance } from "node:perf_hooks";
import { setTimeout as pause } from "node:timers/promises";
import type { ImportRunDto } from "@savepoint/common";
import { readBundledCatalog, syncBundledCatalog } from "../src/features/catalog/index.ts";
import { slugify } from "../src/lib/text.ts";
import { finish, registerUser, runBench, startBenchApp } from "./bench-support.ts";

const GAMES = 5_000;
const FROM_CATALOG = 4_000;
const EXPORT_TARGET_MS = 5_000;

async function timed<T>(label: string, run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await run();
  const ms = performance.now() - t;
  console.log(`  ${label.padEnd(58)} ${(ms / 1000).toFixed(2)} s`);
  return { ms, value };
}

async function main() {
  const t0 = performance.now();
  const bench = await startBenchApp();
  const { db, base } = bench;
  await timed("the bundled catalog stored (title matching reads it)", () => syncBundledCatalog(db.bulk, readBundledCatalog(slugify)));

  const tag = Date.now().toString(36);
  const owner = await registerUser(base, `data${tag}`);
  const ts = performance.now();
  await db.bulk.$executeRawUnsafe(
    `INSERT INTO "library_games" ("id", "userId", "catalogGameId", "title", "slug", "platform", "genres", "status", "rating", "playTime", "notes", "customTags", "createdAt", "updatedAt")
     SELECT md5('dgame' || i)::uuid, $1::uuid, c."id", coalesce(c."title", 'Own Game ' || i), 'data-game-' || i, (ARRAY['PC', 'Nintendo Switch', 'PlayStation 5'])[1 + i % 3],
            ARRAY['RPG', 'Action'], (ARRAY['BACKLOG', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED'])[1 + i % 4], CASE WHEN i % 3 = 0 OR i % 4 = 0 THEN NULL ELSE 1 + i % 10 END,
            CASE WHEN i % 4 = 0 THEN 0 ELSE (i % 200) / 2.0 END, CASE WHEN i % 7 = 0 THEN 'Notes on game ' || i || ', with a comma' ELSE NULL END, ARRAY['tag' || (i % 5)],
            now() - make_interval(mins => i), now() - make_interval(mins => i)
     FROM generate_series(1, $2::int) AS i
     LEFT JOIN (SELECT "id", "title", row_number() OVER (ORDER BY "id") AS n FROM "catalog_games" WHERE NOT "hidden") c ON c.n = i AND i <= $3::int`,
    owner.user.id,
    GAMES,
    FROM_CATALOG,
  );
  await db.bulk.$executeRawUnsafe(
    `INSERT INTO "game_status_history" ("id", "gameId", "status", "at") SELECT gen_random_uuid(), "id", "status", "createdAt" FROM "library_games" WHERE "userId" = $1::uuid`,
    owner.user.id,
  );
  await db.bulk.$executeRawUnsafe(
    `INSERT INTO "play_sessions" ("id", "gameId", "userId", "date", "minutes", "createdAt")
     SELECT gen_random_uuid(), md5('dgame' || i)::uuid, $1::uuid, DATE '2026-01-01' + (i % 300) + k, 30 + k * 15, now() FROM generate_series(5, $2::int, 5) AS i, generate_series(0, 1) AS k WHERE i % 4 <> 0`,
    owner.user.id,
    GAMES,
  );
  await db.bulk.$executeRawUnsafe(
    `INSERT INTO "reviews" ("id", "userId", "libraryGameId", "gameKey", "rating", "comment", "platform", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, g."id", shared_game_key(g."catalogGameId", g."slug"), 7, 'Review of ' || g."title", g."platform", now(), now()
     FROM "library_games" g WHERE g."userId" = $1::uuid AND g."status" = 'COMPLETED' ORDER BY g."createdAt" LIMIT 500`,
    owner.user.id,
  );
  await db.bulk.$executeRawUnsafe(
    `INSERT INTO "journal_entries" ("id", "userId", "libraryGameId", "content", "category", "date", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, md5('dgame' || n)::uuid, 'Entry ' || n || ': =SUM(A1) stays text', 'Progress', DATE '2026-01-01' + n, now(), now() FROM generate_series(1, 300) AS n`,
    owner.user.id,
  );
  console.log(
    `seeded ${GAMES} games (${FROM_CATALOG} from the catalog), histories, ${(GAMES / 5) * 2} sessions, 500 reviews, 300 journal entries in ${((performance.now() - ts) / 1000).toFixed(1)} s\n`,
  );

  const get = async (token: string, path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return res.text();
  };
  const post = async <T>(token: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: base },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as T;
  };
  const untilDone = async (token: string, id: string): Promise<ImportRunDto> => {
    for (;;) {
      const run = JSON.parse(await get(token, `/api/data/import/runs/${id}`)) as ImportRunDto;
      if (run.state !== "queued" && run.state !== "running") return run;
      await pause(100);
    }
  };
  /** Requests the owner's library one after the other until `done` settles: the slowest answer. */
  const others = async (done: Promise<unknown>) => {
    let settled = false;
    void done.finally(() => (settled = true));
    let slowest = 0;
    let count = 0;
    while (!settled) {
      const t = performance.now();
      await get(owner.token, "/api/games");
      slowest = Math.max(slowest, performance.now() - t);
      count++;
    }
    return { slowest, count };
  };
  const importAll = async (token: string, label: string, body: unknown) => {
    const preview = await timed(`${label}: preview`, () => post<ImportRunDto>(token, "/api/data/import/preview", body));
    const run = timed(`${label}: apply (until applied)`, async () =>
      untilDone(token, (await post<ImportRunDto>(token, `/api/data/import/runs/${preview.value.id}/apply`)).id),
    );
    const meanwhile = await others(run);
    const applied = await run;
    if (applied.value.state !== "applied") throw new Error(`${label}: ${applied.value.state} ${applied.value.error}`);
    console.log(`    counts ${JSON.stringify(applied.value.counts)}`);
    console.log(`    meanwhile ${meanwhile.count} × GET /api/games of another user, slowest ${(meanwhile.slowest / 1000).toFixed(2)} s`);
    return preview.ms + applied.ms;
  };

  console.log("export (5,000-game account):");
  await get(owner.token, "/api/data/export?format=json"); // warm-up
  const json = await timed("GET /api/data/export?format=json", () => get(owner.token, "/api/data/export?format=json"));
  const doc = JSON.parse(json.value) as { library: unknown[] };
  console.log(`    ${(json.value.length / 1024 / 1024).toFixed(1)} MB, ${doc.library.length} games`);
  const csv = await timed("GET /api/data/export?format=csv&what=library", () => get(owner.token, "/api/data/export?format=csv&what=library"));
  console.log(`    ${(csv.value.length / 1024 / 1024).toFixed(1)} MB, ${csv.value.trimEnd().split("\r\n").length - 1} rows`);

  console.log("\nimport:");
  const fresh = await registerUser(base, `dataf${tag}`);
  const restore = await importAll(fresh.token, "Savepoint export (5,000 games) into a fresh account", { source: "savepoint", content: json.value });
  const again = await importAll(fresh.token, "the same export again (nothing changes)", { source: "savepoint", content: json.value });
  const titles = (
    await db.bulk.$queryRawUnsafe<{ title: string }[]>(`SELECT "title" FROM "catalog_games" WHERE NOT "hidden" ORDER BY "id" DESC LIMIT ${GAMES}`)
  ).map((r) => r.title);
  const head = '"Title","Platform","Playing","Backlog","Completed","Retired","Main Story","Review","Start Date","Completion Date","Updated"';
  const hltb = [
    head,
    ...titles.map(
      (t, i) =>
        `"${t.replace(/"/g, '""')}","PC","${i % 4 === 0 ? "X" : ""}","${i % 4 === 1 ? "X" : ""}","${i % 4 === 2 ? "X" : ""}","${i % 4 === 3 ? "X" : ""}","${i % 50}:30:00",${i % 101},"","",2026-01-01 10:00:00`,
    ),
  ].join("\n");
  const other = await registerUser(base, `datah${tag}`);
  const byTitle = await importAll(other.token, "HowLongToBeat CSV (5,000 catalog titles)", { source: "hltb", content: hltb });

  console.log("\nlibrary_games triggers (2,000 games in one INSERT, rolled back):");
  const scratch = await registerUser(base, `datat${tag}`);
  const insertGames = async (skip: string | null) => {
    let ms = 0;
    await db.bulk
      .$transaction(
        async (tx) => {
          if (skip) await tx.$executeRawUnsafe(`ALTER TABLE "library_games" DISABLE TRIGGER "${skip}"`);
          const t = performance.now();
          await tx.$executeRawUnsafe(
            `INSERT INTO "library_games" ("id", "userId", "catalogGameId", "title", "slug", "platform", "status", "rating", "playTime", "createdAt", "updatedAt")
         SELECT gen_random_uuid(), $1::uuid, c."id", c."title", 'trig-' || c."id", 'PC', 'COMPLETED', 8, 10, now(), now()
         FROM (SELECT "id", "title" FROM "catalog_games" WHERE NOT "hidden" ORDER BY "id" LIMIT 2000) c`,
            scratch.user.id,
          );
          ms = performance.now() - t;
          throw new Error("rollback");
        },
        { timeout: 120_000 },
      )
      .catch((e: unknown) => {
        if (!(e instanceof Error && e.message === "rollback")) throw e;
      });
    return ms;
  };
  const all = await insertGames(null);
  console.log(`  ${"every trigger".padEnd(58)} ${(all / 1000).toFixed(2)} s`);
  for (const name of ["library_games_stamp_version", "library_games_bump_version", "library_games_shared_stats"]) {
    const ms = await insertGames(name);
    console.log(`  ${`without ${name}`.padEnd(58)} ${(ms / 1000).toFixed(2)} s (the trigger: ${((all - ms) / 1000).toFixed(2)} s)`);
  }

  await finish(
    bench,
    "export and import of 5,000 games",
    [
      [`JSON export ${(json.ms / 1000).toFixed(2)} s < ${EXPORT_TARGET_MS / 1000} s`, json.ms < EXPORT_TARGET_MS],
      [`CSV export ${(csv.ms / 1000).toFixed(2)} s < ${EXPORT_TARGET_MS / 1000} s`, csv.ms < EXPORT_TARGET_MS],
      [
        `imports (for information): Savepoint ${(restore / 1000).toFixed(1)} s, again ${(again / 1000).toFixed(1)} s, HowLongToBeat ${(byTitle / 1000).toFixed(1)} s`,
        true,
      ],
    ],
    t0,
  );
}

runBench(main);
