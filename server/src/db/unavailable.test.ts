import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client.ts";
import { errorHandler } from "../http/errors.ts";
import { errorOf } from "../../test/responses.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const known = (code: string, cause?: object) =>
  new Prisma.PrismaClientKnownRequestError("failed", {
    code,
    clientVersion: "test",
    meta: cause ? { driverAdapterError: { name: "DriverAdapterError", cause } } : undefined,
  });
const withCode = (message: string, code: string, extra: object = {}) => Object.assign(new Error(message), { code, ...extra });

// The shapes below are what Prisma 7 with adapter-pg and node-postgres raised against a PostgreSQL 15
// that was stopped, restarting or frozen (SIGSTOP), and against the embedded database's socket.
const unavailable: [string, unknown][] = [
  ["server stopped: connection refused (P1001)", known("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 })],
  ["server shutting down: a raw query's backend terminated (57P01)", known("P2010", { kind: "postgres", code: "57P01", severity: "FATAL" })],
  ["server shutting down: a model query's backend terminated", known("P2039", { kind: "postgres", code: "57P01", severity: "FATAL" })],
  ["server starting up (57P03)", known("P2010", { kind: "postgres", code: "57P03" })],
  ["statement timeout (57014)", known("P2010", { kind: "postgres", code: "57014" })],
  ["connection closed", known("P2039", { kind: "ConnectionClosed" })],
  ["pool timeout (P2024)", known("P2024")],
  ["initialisation failed", new Prisma.PrismaClientInitializationError("Can't reach database server", "test", "P1001")],
  ["frozen: the query timed out in the client", new Error("Query read timeout")],
  ["frozen: no connection within the pool's timeout", new Error("timeout exceeded when trying to connect")],
  ["frozen: connect timed out", new Error("Connection terminated due to connection timeout", { cause: new Error("Connection terminated unexpectedly") })],
  ["embedded socket gone", withCode("connect ENOENT /tmp/x/.s.PGSQL.5432", "ENOENT", { syscall: "connect", address: "/tmp/x/.s.PGSQL.5432" })],
];
const other: [string, unknown][] = [
  ["unique violation", known("P2002")],
  ["record not found", known("P2025")],
  ["a value out of range", known("P2010", { kind: "postgres", code: "22003" })],
  ["a missing file", withCode("ENOENT: no such file or directory, open '/x/cover.webp'", "ENOENT", { syscall: "open", path: "/x/cover.webp" })],
  [
    "an online provider refusing",
    new TypeError("fetch failed", { cause: withCode("connect ECONNREFUSED 10.0.0.1:443", "ECONNREFUSED", { syscall: "connect" }) }),
  ],
  ["a plain bug", new TypeError("Cannot read properties of undefined")],
  ["not an error at all", "Query read timeout"],
];

describe("isDatabaseUnavailable", () => {
  it.each(unavailable)("recognises %s", (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
  it.each(other)("leaves %s alone", (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
  it("survives an error that causes itself", () => {
    const err: Error & { cause?: unknown } = new Error("loop");
    err.cause = err;
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe("the error handler", () => {
  it("answers a database that is not there with 503 database_unavailable, in the one envelope", async () => {
    const app = express();
    app.get("/down", () => {
      throw new Error("Query read timeout");
    });
    app.use(errorHandler);
    const res = await request(app).get("/down").expect(503);
    expect(errorOf(res)).toMatchObject({ code: "database_unavailable" });
    expect(JSON.stringify(res.body)).not.toMatch(/timeout|Query/);
  });
});
