import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS, type ErrorCode } from "@savepoint/common";
import { Prisma } from "../generated/prisma/client.ts";
import {
  AppError,
  conflict,
  databaseUnavailable,
  errorHandler,
  forbidden,
  internalError,
  malformedRequest,
  methodNotAllowed,
  notFound,
  payloadTooLarge,
  rateLimited,
  serverBusy,
  storageFull,
  unauthenticated,
  uniqueViolation,
  unsupportedMediaType,
  upstreamUnavailable,
  validationFailed,
  wrongPassword,
} from "./errors.ts";
import { BUSY_RETRY_AFTER_S, ServerBusyError } from "../lib/work-queue.ts";

describe("error factories", () => {
  it("there is one for every code, sent with that code's status", () => {
    const made: Record<ErrorCode, AppError> = {
      validation_failed: validationFailed([{ path: "title", message: "Title is required" }]),
      wrong_password: wrongPassword("password", "That is not your current password"),
      unauthenticated: unauthenticated(),
      forbidden: forbidden(),
      not_found: notFound("Game"),
      method_not_allowed: methodNotAllowed("POST", ["GET", "HEAD"]),
      conflict: conflict("This username is taken"),
      payload_too_large: payloadTooLarge(),
      unsupported_media_type: unsupportedMediaType(),
      rate_limited: rateLimited(),
      upstream_unavailable: upstreamUnavailable(),
      internal_error: internalError(),
      database_unavailable: databaseUnavailable(),
      server_busy: serverBusy(),
      storage_full: storageFull(),
    };
    for (const [code, err] of Object.entries(made)) {
      expect(err).toBeInstanceOf(AppError);
      expect([err.code, err.status]).toEqual([code, ERROR_STATUS[code as ErrorCode]]);
      expect(err.message).not.toBe("");
    }
  });

  it("validation_failed lists its issues in the message and the details", () => {
    const err = validationFailed([
      { path: "title", message: "Title is required" },
      { path: "", message: "Malformed" },
    ]);
    expect(err.message).toBe("title: Title is required; body: Malformed");
    expect(err.details).toEqual({
      issues: [
        { path: "title", message: "Title is required" },
        { path: "", message: "Malformed" },
      ],
    });
    expect(malformedRequest().details).toBeUndefined();
  });

  it("not_found names the missing thing, or says the caller's own sentence", () => {
    expect(notFound("Play session").message).toBe("Play session not found");
    expect(notFound({ message: "No achievements known for Tetris on PC" }).message).toBe("No achievements known for Tetris on PC");
  });
});

describe("uniqueViolation", () => {
  const prismaError = (code: string, target?: string[] | string) =>
    new Prisma.PrismaClientKnownRequestError("failed", { code, clientVersion: "test", meta: target === undefined ? undefined : { target } });

  it("names the columns of a unique-constraint failure (P2002)", () => {
    expect(uniqueViolation(prismaError("P2002", ["emailLower"]))).toEqual({ fields: ["emailLower"] });
    expect(uniqueViolation(prismaError("P2002", "username"))).toEqual({ fields: ["username"] });
    expect(uniqueViolation(prismaError("P2002"))).toEqual({ fields: [] });
  });

  it("is undefined for anything else", () => {
    expect(uniqueViolation(prismaError("P2025"))).toBeUndefined();
    expect(uniqueViolation(conflict("Already exists"))).toBeUndefined();
    expect(uniqueViolation(new Error("P2002"))).toBeUndefined();
  });
});

/** What the error handler answers `err` with (status, code, Retry-After); what it logs goes to `logged`. */
function answerOf(err: unknown, logged: { level: string; fields: object; message: string }[] = []) {
  const sent: { status?: number; headers: Record<string, string>; body?: { error: { code: string } } } = { headers: {} };
  const log = (level: string) => (fields: object, message: string) => logged.push({ level, fields, message });
  const res = {
    set(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: { error: { code: string } }) {
      sent.body = body;
      return res;
    },
  };
  errorHandler(err, { id: "r1", method: "POST", originalUrl: "/api/games", log: { warn: log("warn"), error: log("error") } } as never, res as never, () => {});
  return { status: sent.status, code: sent.body?.error.code, retryAfter: sent.headers["retry-after"] };
}

describe("errorHandler: busy is not down (ADR 020)", () => {
  it("answers a queue's refusal, and Prisma's transaction that found no connection in time (P2028), 503 server_busy with Retry-After", () => {
    const p2028 = new Prisma.PrismaClientKnownRequestError("Transaction API error: Unable to start a transaction in the given time.", {
      code: "P2028",
      clientVersion: "test",
    });
    for (const err of [new ServerBusyError("database connection", 4000), new Error("wrapped", { cause: new ServerBusyError("x", 1) }), p2028]) {
      expect(answerOf(err)).toEqual({ status: 503, code: "server_busy", retryAfter: String(BUSY_RETRY_AFTER_S) });
    }
  });

  it("keeps database_unavailable for a database that does not answer, without Retry-After", () => {
    expect(answerOf(new Error("Connection terminated due to connection timeout"))).toEqual({
      status: 503,
      code: "database_unavailable",
      retryAfter: undefined,
    });
  });
});

describe("errorHandler: a full disk", () => {
  /** A genuine ENOSPC, as a cover written to a full disk raises it: /dev/full refuses every write so. */
  function enospc(): NodeJS.ErrnoException {
    try {
      writeFileSync("/dev/full", "cover bytes");
    } catch (err) {
      return err as NodeJS.ErrnoException;
    }
    throw new Error("/dev/full accepted a write");
  }

  it("answers a file write's ENOSPC 507 storage_full, logged at error level with what failed", () => {
    const err = enospc();
    expect(err.code).toBe("ENOSPC");
    const logged: { level: string; fields: object; message: string }[] = [];
    expect(answerOf(err, logged)).toEqual({ status: 507, code: "storage_full", retryAfter: undefined });
    expect(logged).toEqual([
      {
        level: "error",
        fields: { err, failed: "file write: no space left on the device (ENOSPC)", req: { id: "r1", method: "POST", url: "/api/games" } },
        message: "Disk full, a write failed: file write: no space left on the device (ENOSPC). Free space on the server's disk.",
      },
    ]);
    // wrapped by whoever called the write, it is still a full disk
    expect(answerOf(new Error("caching the cover failed", { cause: err })).code).toBe("storage_full");
  });

  it("leaves other file errors alone: a missing folder is a fault (500), not a full disk", () => {
    let missing: unknown;
    try {
      writeFileSync("/nonexistent-folder/cover", "x");
    } catch (err) {
      missing = err;
    }
    expect(answerOf(missing)).toMatchObject({ status: 500, code: "internal_error" });
  });
});
