// The environment is checked once, at start-up, with every problem named; what passes must start.
import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { loadConfig, startupWarnings, type Config } from "./config.ts";
import { createPrisma } from "./db/prisma.ts";
import { silentLogger } from "../test/helpers.ts";

const env = (over: Record<string, string>) => ({ JWT_SECRET: "x".repeat(40), DATA_DIR: "/tmp/savepoint-config-test", ...over });
const trustOf = (value: string) => loadConfig(env({ TRUST_PROXY: value })).trustProxy;

/**
 * The client address createApp's app reads (req.ip, what the rate limit counts by) for a request from
 * 127.0.0.1 that says it came from 198.51.100.1 through 203.0.113.9. Nothing reaches the database.
 */
function clientIp(config: Config): string | undefined {
  const app = createApp({ prisma: createPrisma("postgresql://x@127.0.0.1:1/none", 1), config, logger: silentLogger });
  const req = Object.create(app.request, {
    headers: { value: { "x-forwarded-for": "198.51.100.1, 203.0.113.9" } },
    socket: { value: { remoteAddress: "127.0.0.1" } },
  }) as typeof app.request;
  return req.ip;
}

describe("TRUST_PROXY", () => {
  it.each([
    ["", false],
    ["false", false],
    ["true", true],
    ["TRUE", true],
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["loopback, 10.0.0.0/8,fd00::/8 ,192.168.1.7", ["loopback", "10.0.0.0/8", "fd00::/8", "192.168.1.7"]],
  ] as const)("%j is read as %j", (value, expected) => {
    expect(trustOf(value)).toEqual(expected);
  });

  it.each(["yes", "-1", "1.5", "10.0.0.0/33", "fd00::/129", "example.com", "10.0.0.0/8,", "loopback,,linklocal", "300.1.1.1"])(
    "%j is refused at start-up, naming the variable and what it accepts",
    (value) => {
      expect(() => loadConfig(env({ TRUST_PROXY: value }))).toThrow(/TRUST_PROXY: .*true.*number of proxies.*subnet/);
    },
  );

  it.each([
    ["true", "198.51.100.1"],
    ["1", "203.0.113.9"],
    ["loopback", "203.0.113.9"],
    ["", "127.0.0.1"],
  ])("TRUST_PROXY=%j starts, and the client address is %s", (value, ip) => {
    expect(clientIp(loadConfig(env({ TRUST_PROXY: value })))).toBe(ip);
  });
});

describe("LOG_FORMAT", () => {
  it.each([
    [undefined, "auto"],
    ["", "auto"],
    ["json", "json"],
    ["pretty", "pretty"],
  ])("%j reads as %s", (value, format) => {
    expect(loadConfig(env(value === undefined ? {} : { LOG_FORMAT: value })).logFormat).toBe(format);
  });

  it("refuses anything else, naming the variable", () => {
    expect(() => loadConfig(env({ LOG_FORMAT: "text" }))).toThrow(/LOG_FORMAT/);
  });
});

describe("SAVEPOINT_CLOCK_START (tests only)", () => {
  it("is unset by default and when blank: the host's clock", () => {
    expect(loadConfig(env({})).clockStart).toBeUndefined();
    expect(loadConfig(env({ SAVEPOINT_CLOCK_START: " " })).clockStart).toBeUndefined();
  });

  it.each([
    ["2025-06-15T12:00:00Z", "2025-06-15T12:00:00.000Z"],
    ["2025-06-15T23:59:30.250Z", "2025-06-15T23:59:30.250Z"],
    ["2025-06-16T13:59:30+14:00", "2025-06-15T23:59:30.000Z"],
  ])("%j is the instant %s", (value, iso) => {
    expect(loadConfig(env({ SAVEPOINT_CLOCK_START: value })).clockStart?.toISOString()).toBe(iso);
  });

  it.each(["2025-06-15", "2025-06-15T12:00:00", "yesterday", "2025-13-01T00:00:00Z"])("%j is refused: an instant needs its offset", (value) => {
    expect(() => loadConfig(env({ SAVEPOINT_CLOCK_START: value }))).toThrow(/SAVEPOINT_CLOCK_START: must be an ISO 8601 instant with its offset/);
  });
});

describe("BCRYPT_COST", () => {
  it("is 12 unless set, and bcrypt's own bounds hold", () => {
    expect(loadConfig(env({})).bcryptCost).toBe(12);
    expect(loadConfig(env({ BCRYPT_COST: "4" })).bcryptCost).toBe(4);
    expect(() => loadConfig(env({ BCRYPT_COST: "3" }))).toThrow(/BCRYPT_COST/);
    expect(() => loadConfig(env({ BCRYPT_COST: "16" }))).toThrow(/BCRYPT_COST/);
  });
});

describe("backups", () => {
  it("BACKUP_ON_UPGRADE is on unless false or 0; BACKUP_DIR is resolved; BACKUP_KEEP and BACKUP_INTERVAL_HOURS are bounded", () => {
    const d = loadConfig(env({}));
    expect(d).toMatchObject({ backupOnUpgrade: true, backupDir: undefined, backupKeep: 7, backupIntervalMs: 86_400_000, backupFirstLookMs: 90_000 });
    expect(loadConfig(env({ BACKUP_ON_UPGRADE: "false" })).backupOnUpgrade).toBe(false);
    expect(loadConfig(env({ BACKUP_ON_UPGRADE: "0" })).backupOnUpgrade).toBe(false);
    expect(loadConfig(env({ BACKUP_ON_UPGRADE: "" })).backupOnUpgrade).toBe(true);
    expect(loadConfig(env({ BACKUP_DIR: "/srv/backups/" })).backupDir).toBe("/srv/backups");
    expect(() => loadConfig(env({ BACKUP_KEEP: "0" }))).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig(env({ BACKUP_INTERVAL_HOURS: "0.5" }))).toThrow(/BACKUP_INTERVAL_HOURS/);
    expect(() => loadConfig(env({ BACKUP_ON_UPGRADE: "no" }))).toThrow(/BACKUP_ON_UPGRADE/);
  });
});

describe("PUBLIC_ORIGIN", () => {
  it("is the origin of the URL given, and unset by default", () => {
    expect(loadConfig(env({ PUBLIC_ORIGIN: "https://games.example.org/" })).publicOrigin).toBe("https://games.example.org");
    expect(loadConfig(env({})).publicOrigin).toBeUndefined();
    expect(loadConfig(env({ PUBLIC_ORIGIN: "" })).publicOrigin).toBeUndefined();
  });

  it("refuses what is not an http(s) URL, naming the variable", () => {
    expect(() => loadConfig(env({ PUBLIC_ORIGIN: "games.example.org" }))).toThrow(/PUBLIC_ORIGIN/);
  });

  it("is warned about at start when unset: the Host header is then trusted", () => {
    expect(startupWarnings(loadConfig(env({})))).toEqual([expect.stringMatching(/PUBLIC_ORIGIN is not set/)]);
    expect(startupWarnings(loadConfig(env({ PUBLIC_ORIGIN: "https://games.example.org" })))).toEqual([]);
  });
});

describe("RECOMMENDATIONS_AT_START", () => {
  it("is off unless set: the recommendation catalog is read for the first list", () => {
    expect(loadConfig(env({})).recommendationsAtStart).toBe(false);
    expect(loadConfig(env({ RECOMMENDATIONS_AT_START: "" })).recommendationsAtStart).toBe(false);
    expect(loadConfig(env({ RECOMMENDATIONS_AT_START: "true" })).recommendationsAtStart).toBe(true);
    expect(loadConfig(env({ RECOMMENDATIONS_AT_START: "1" })).recommendationsAtStart).toBe(true);
  });

  it("refuses what is not a boolean, naming the variable", () => {
    expect(() => loadConfig(env({ RECOMMENDATIONS_AT_START: "soon" }))).toThrow(/RECOMMENDATIONS_AT_START/);
  });
});
