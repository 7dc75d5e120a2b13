import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CreateGameSchema } from "@savepoint/common";
import { CatalogService } from "../features/catalog/index.ts";
import { createGamesService } from "../features/games/index.ts";
import { startEmptyEmbedded } from "../../test/helpers.ts";
import type { EmbeddedDatabase } from "./embedded.ts";
import { deployMigrations } from "./migrate/deploy.ts";
import { NOTIFY_CHANNELS, NotificationHub, NotificationScanner, scanProtocolAnswers } from "./notifications.ts";
import { createPrisma, type Db } from "./prisma.ts";

/** One backend message: type byte, Int32 length (counting itself), body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const notification = (channel: string, payload: string, pid = 42) => {
  const pidBytes = Buffer.alloc(4);
  pidBytes.writeInt32BE(pid);
  return message("A", Buffer.concat([pidBytes, Buffer.from(`${channel}\0${payload}\0`, "utf8")]));
};

describe("NotificationScanner", () => {
  // An answer as PostgreSQL streams it: a data row, two notifications (one non-ASCII), command complete,
  // ReadyForQuery. A row can be far bigger than a chunk.
  const answer = Buffer.concat([
    message("D", Buffer.alloc(300, 0x41)),
    notification("library_versions", "3f1c2a9e-0000-4000-8000-000000000001:7"),
    notification("other", "café ☕"),
    message("C", Buffer.from("SELECT 1\0")),
    message("Z", Buffer.from("I")),
  ]);
  const expected = [
    ["library_versions", "3f1c2a9e-0000-4000-8000-000000000001:7"],
    ["other", "café ☕"],
  ];

  it("finds every notification whatever the chunk boundaries", () => {
    for (const size of [1, 2, 3, 5, 7, 64, answer.length]) {
      for (let offset = 0; offset < Math.min(size, 9); offset++) {
        const seen: string[][] = [];
        const scanner = new NotificationScanner((c, p) => seen.push([c, p]));
        scanner.push(answer.subarray(0, offset));
        for (let i = offset; i < answer.length; i += size) scanner.push(answer.subarray(i, i + size));
        expect(seen, `chunks of ${size} after ${offset}`).toEqual(expected);
      }
    }
  });

  it("rejects a malformed length or an unknown message type instead of guessing", () => {
    expect(() => new NotificationScanner(() => {}).push(Buffer.from([0x44, 0, 0, 0, 2]))).toThrow(/malformed/);
    expect(() => new NotificationScanner(() => {}).push(Buffer.from([0x78, 0, 0, 0, 4]))).toThrow(/malformed/);
  });

  it("knows whether it stands between messages", () => {
    const scanner = new NotificationScanner(() => {});
    expect(scanner.atBoundary).toBe(true);
    scanner.push(answer.subarray(0, 3));
    expect(scanner.atBoundary).toBe(false);
    scanner.push(answer.subarray(3, 100));
    expect(scanner.atBoundary).toBe(false);
    scanner.push(answer.subarray(100));
    expect(scanner.atBoundary).toBe(true);
  });
});

describe("scanProtocolAnswers", () => {
  /** A stand-in for PGlite: answers each call with the given chunks. */
  const fakeDb = (chunks: Buffer[]) => ({
    execProtocolRawStream(_message: Uint8Array, options: { onRawData: (chunk: Uint8Array) => void }) {
      for (const c of chunks) options.onRawData(c);
      return Promise.resolve(undefined);
    },
  });

  it("passes every chunk through unchanged and delivers the notifications in it", async () => {
    const hub = new NotificationHub();
    const got: string[] = [];
    hub.subscribe("library_versions", (p) => got.push(p));
    const whole = Buffer.concat([notification("library_versions", "u:1"), message("Z", Buffer.from("I"))]);
    const db = fakeDb([whole.subarray(0, 7), whole.subarray(7)]);
    scanProtocolAnswers(db, hub);
    const forwarded: Buffer[] = [];
    await db.execProtocolRawStream(new Uint8Array(), { onRawData: (c) => forwarded.push(Buffer.from(c)) });
    expect(Buffer.concat(forwarded)).toEqual(whole);
    expect(got).toEqual(["u:1"]);
    expect(hub.reliable).toBe(true);
  });

  it("marks the hub unreliable, but still answers, when an answer cannot be read or ends inside a message", async () => {
    for (const chunks of [[Buffer.from([0x78, 0, 0, 0, 4])], [message("D", Buffer.alloc(10)).subarray(0, 8)]]) {
      const hub = new NotificationHub();
      const db = fakeDb(chunks);
      scanProtocolAnswers(db, hub);
      const forwarded: Buffer[] = [];
      await db.execProtocolRawStream(new Uint8Array(), { onRawData: (c) => forwarded.push(Buffer.from(c)) });
      expect(Buffer.concat(forwarded)).toEqual(Buffer.concat(chunks));
      expect(hub.reliable).toBe(false);
    }
  });
});

describe("NotificationHub", () => {
  it("delivers by channel, survives a throwing listener and can unsubscribe", () => {
    const hub = new NotificationHub();
    const got: string[] = [];
    hub.subscribe("a", () => {
      throw new Error("listener bug");
    });
    const off = hub.subscribe("a", (p) => got.push(p));
    hub.deliver("a", "1");
    hub.deliver("b", "ignored");
    off();
    hub.deliver("a", "2");
    expect(got).toEqual(["1"]);
    expect(hub.reliable).toBe(true);
    hub.fail(new Error("broken stream"));
    expect(hub.reliable).toBe(false);
  });
});

describe("notifications of the embedded database", () => {
  let db: EmbeddedDatabase;
  let prisma: Db;
  let userId: string;
  const seen: string[] = [];

  beforeAll(async () => {
    db = await startEmptyEmbedded();
    await deployMigrations(db.url, { singleConnection: true });
    prisma = createPrisma(db.url, 1);
    db.notifications.subscribe(NOTIFY_CHANNELS.libraryVersions, (p) => seen.push(p));
    const user = await prisma.user.create({
      data: { firstName: "Nora", lastName: "Tify", email: "nora@example.test", emailLower: "nora@example.test", username: "nora_tify", passwordHash: "x" },
    });
    userId = user.id;
  }, 90_000);
  afterAll(async () => {
    await prisma.$disconnect();
    await db.stop();
  });

  it("announces each library version as the write commits, from any connection, never for a rollback", async () => {
    seen.length = 0;
    const game = await prisma.libraryGame.create({ data: { userId, title: "Outer Wilds", slug: "outer-wilds", platform: "PC" } });
    // already delivered when the write resolves
    expect(seen).toEqual([`${userId}:1`]);

    await prisma.libraryGame.update({ where: { id: game.id }, data: { rating: 9 } });
    expect(seen).toEqual([`${userId}:1`, `${userId}:2`]);

    await expect(
      prisma.$transaction(async (tx) => {
        await tx.libraryGame.update({ where: { id: game.id }, data: { rating: 1 } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(seen).toHaveLength(2);

    // a separate client on the loopback socket (a tool, another pool) is seen too
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      await other.query(`UPDATE "library_games" SET "title" = 'Outer Wilds: Echoes' WHERE "id" = $1`, [game.id]);
    } finally {
      await other.end();
    }
    expect(seen).toEqual([`${userId}:1`, `${userId}:2`, `${userId}:3`]);
    const row = await prisma.libraryVersion.findUniqueOrThrow({ where: { userId } });
    expect(row.version).toBe(3);
    // answers far bigger than PGlite's output chunks keep their framing
    const [big] = await prisma.$queryRaw<{ text: string }[]>`SELECT repeat('x', 300000) AS "text"`;
    expect(big!.text).toHaveLength(300_000);
    expect(db.notifications.reliable).toBe(true);
  });

  it("lets the games service answer known versions from memory, and read again once the stream is unreliable", async () => {
    let versionQueries = 0;
    // Count the version look-ups the service makes (every other query passes through untouched).
    const counted = new Proxy(prisma, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (prop !== "$queryRaw" || typeof value !== "function") return value;
        return (sql: { sql?: string; strings?: string[] }, ...rest: unknown[]) => {
          const text = sql.sql ?? sql.strings?.join("?") ?? "";
          if (text.includes(`FROM "library_versions"`)) versionQueries += 1;
          return (value as (...a: unknown[]) => unknown).call(target, sql, ...rest);
        };
      },
    });
    const hub = new NotificationHub();
    const unsubscribe = db.notifications.subscribe(NOTIFY_CHANNELS.libraryVersions, (p) => hub.deliver(NOTIFY_CHANNELS.libraryVersions, p));
    try {
      const games = createGamesService({ prisma: counted, catalog: new CatalogService({ prisma: counted }), notifications: hub });
      const actor = { id: userId };
      const titles = async () => (JSON.parse((await games.listBody(actor, undefined, false)).body.toString("utf8")) as { title: string }[]).map((g) => g.title);
      expect(await titles()).toEqual(["Outer Wilds: Echoes"]);
      expect(versionQueries).toBe(1); // first sight of this user
      await titles();
      await games.stats(actor);
      expect(versionQueries).toBe(1);

      // a write that bypasses the service: the notification alone makes the next list fresh
      await prisma.libraryGame.updateMany({ where: { userId }, data: { title: "Renamed by a tool" } });
      expect(await titles()).toEqual(["Renamed by a tool"]);
      await games.create(actor, CreateGameSchema.parse({ title: "Tunic", platform: "PC" }));
      expect(await titles()).toEqual(["Tunic", "Renamed by a tool"]);
      expect((await games.stats(actor)).totalGames).toBe(2);
      expect(versionQueries).toBe(1);

      hub.fail(new Error("a stream that could not be read"));
      await titles();
      expect(versionQueries).toBe(2);
    } finally {
      unsubscribe();
    }
  });
});
