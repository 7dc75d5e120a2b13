import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { formatLogLine, prettyDestination, usePretty } from "./log-format.ts";

const at = new Date(2026, 10, 25, 9, 5, 7).getTime();
const line = (fields: Record<string, unknown>) => formatLogLine(JSON.stringify({ level: 30, time: at, pid: 1, hostname: "h", ...fields }));

describe("the readable log format", () => {
  it("is one line: local time, the message and the key fields; no level for info, no pid or hostname", () => {
    expect(line({ msg: "catalog: 20000/80000 rows", done: 20000, total: 80000, ms: 812 })).toBe("09:05:07 catalog: 20000/80000 rows ms=812\n");
  });

  it("names every level but info", () => {
    expect(line({ level: 40, msg: "slow" })).toBe("09:05:07 WARN slow\n");
    expect(line({ level: 60, msg: "Port 3000 is already in use." })).toBe("09:05:07 FATAL Port 3000 is already in use.\n");
    expect(line({ level: 20, msg: "x" })).toBe("09:05:07 DEBUG x\n");
  });

  it("does not repeat a field the message shows as a whole word", () => {
    expect(line({ msg: "Open http://127.0.0.1:3000 in a browser", url: "http://127.0.0.1:3000" })).toBe("09:05:07 Open http://127.0.0.1:3000 in a browser\n");
    expect(line({ msg: "Savepoint 0.1.0 listening", ms: 1, port: 3000 })).toBe("09:05:07 Savepoint 0.1.0 listening ms=1 port=3000\n");
  });

  it("shows a request as method, path, status and time", () => {
    const out = line({
      level: 40,
      msg: "request completed",
      req: { id: "abc", method: "POST", url: "/api/auth/login" },
      res: { statusCode: 401 },
      responseTime: 12.4,
    });
    expect(out).toBe("09:05:07 WARN POST /api/auth/login 401 12ms\n");
  });

  it("quotes strings with spaces, cuts long values, and writes objects as JSON", () => {
    const out = line({ msg: "m", who: "a b", list: ["x", "y"], long: "z".repeat(100) });
    expect(out).toBe(`09:05:07 m who="a b" list=["x","y"] long=${"z".repeat(59)}…\n`);
  });

  it("adds an error's message, and its stack only from level error up", () => {
    const err = { type: "Error", message: "boom", stack: "Error: boom\n    at f (a.ts:1:1)" };
    expect(line({ level: 40, msg: "retrying", err })).toBe("09:05:07 WARN retrying — boom\n");
    expect(line({ level: 50, msg: "failed", err })).toBe("09:05:07 ERROR failed — boom\n    at f (a.ts:1:1)\n");
  });

  it("passes a line that is not JSON through unchanged", () => {
    expect(formatLogLine("plain text")).toBe("plain text\n");
  });

  it("rewrites a real pino logger's events, one line each", () => {
    const out: string[] = [];
    const logger = pino({ level: "info" }, prettyDestination({ write: (s: string) => out.push(s) }));
    logger.info({ dataDir: "/srv/data" }, "Data: /srv/data (embedded database)");
    logger.warn({ port: 3000 }, "port busy");
    logger.debug("hidden");
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^\d\d:\d\d:\d\d Data: \/srv\/data \(embedded database\)\n$/);
    expect(out[1]).toMatch(/^\d\d:\d\d:\d\d WARN port busy port=3000\n$/);
  });
});

describe("choosing the format", () => {
  it("is readable on a terminal and JSON elsewhere by default; LOG_FORMAT forces either", () => {
    expect(usePretty("auto", true)).toBe(true);
    expect(usePretty("auto", false)).toBe(false);
    expect(usePretty("json", true)).toBe(false);
    expect(usePretty("pretty", false)).toBe(true);
  });
});
