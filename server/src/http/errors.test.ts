import { describe, expect, it } from "vitest";
import { ERROR_STATUS, type ErrorCode } from "@savepoint/common";
import { Prisma } from "../generated/prisma/client.ts";
import {
  AppError,
  conflict,
  databaseUnavailable,
  forbidden,
  internalError,
  malformedRequest,
  methodNotAllowed,
  notFound,
  payloadTooLarge,
  rateLimited,
  serverBusy,
  unauthenticated,
  uniqueViolation,
  unsupportedMediaType,
  upstreamUnavailable,
  validationFailed,
  wrongPassword,
} from "./errors.ts";

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
