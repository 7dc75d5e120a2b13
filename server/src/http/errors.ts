// One error type, one envelope: { error: { code, message, details?, requestId } }. Code raises errors
// through the factories below (one per code), never with `new AppError(...)` of its own.
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope, type ErrorIssue } from "@savepoint/common";
import { Prisma } from "../generated/prisma/client.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { BUSY_RETRY_AFTER_S, isServerBusy } from "../lib/work-queue.ts";
import { isStorageFull, storageFailure } from "../lib/storage-full.ts";
import { requestBindings } from "./logger.ts";

type ErrorDetails = NonNullable<ErrorEnvelope["error"]["details"]>;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** 400 naming each field's problem (`details.issues`); the message lists them unless one is given. */
export const validationFailed = (issues: ErrorIssue[], message?: string) =>
  new AppError("validation_failed", message ?? issues.map((i) => `${i.path || "body"}: ${i.message}`).join("; "), { issues });
/** 400 for a request that cannot be read at all (no field to name). */
/** 400: the password asked again to confirm an account change was wrong; the issue names its field. */
export const wrongPassword = (field: string, message: string) => new AppError("wrong_password", message, { issues: [{ path: field, message }] });
export const malformedRequest = (message = "Bad request") => new AppError("validation_failed", message);
export const unauthenticated = (message = "Authentication required") => new AppError("unauthenticated", message);
export const forbidden = (message = "You are not allowed to do this") => new AppError("forbidden", message);
/**
 * `notFound("Game")` → "Game not found"; `notFound({ message })` when the whole sentence is the caller's;
 * `details.issues` names the body field that named it, when a body did.
 */
export const notFound = (what: string | { message: string } = "Resource", details?: ErrorDetails) =>
  new AppError("not_found", typeof what === "string" ? `${what} not found` : what.message, details);
/** 405: the caller sets `Allow` on the response. */
export const methodNotAllowed = (method: string, allowed: readonly string[]) =>
  new AppError("method_not_allowed", `${method} is not allowed here; use ${allowed.join(" or ")}`);
export const conflict = (message: string, details?: ErrorDetails) => new AppError("conflict", message, details);
export const payloadTooLarge = (message = "Request body too large") => new AppError("payload_too_large", message);
export const unsupportedMediaType = (message = "Send the request body as JSON, with Content-Type: application/json") =>
  new AppError("unsupported_media_type", message);
export const rateLimited = (message = "Too many requests. Please wait a few minutes and try again.") => new AppError("rate_limited", message);
export const upstreamUnavailable = (message = "An online service did not answer. Please try again later.") => new AppError("upstream_unavailable", message);
/** 503: the database is down, restarting or did not answer in time (db/unavailable.ts recognises it). */
export const databaseUnavailable = (message = "The database is not answering right now. Please try again in a moment.") =>
  new AppError("database_unavailable", message);
/** 503 with Retry-After: healthy, but the request waited its bounded turn in a queue and got none (ADR 020). */
export const serverBusy = (message = "The server is busy right now. Please try again in a moment.") => new AppError("server_busy", message);
/** 507: the disk is full (lib/storage-full.ts recognises it): nothing was saved, and nothing stored was harmed. */
export const storageFull = (message = "The server's disk is full, so nothing can be saved right now. Your data is safe; an administrator must free space.") =>
  new AppError("storage_full", message);
/** 500 with a generic message: the cause is logged with the request id, never sent. */
export const internalError = (message = "Something went wrong on our side. Please try again.") => new AppError("internal_error", message);

/**
 * The columns of a unique-constraint failure (Prisma's P2002), else undefined: the one place that knows
 * Prisma's code. The error handler answers it as 409 "Already exists"; a service that can say which
 * value is taken maps it to its own conflict().
 */
export function uniqueViolation(err: unknown): { fields: string[] } | undefined {
  if (!(err instanceof Prisma.PrismaClientKnownRequestError) || err.code !== "P2002") return undefined;
  const target = (err.meta?.target as string[] | string | undefined) ?? [];
  return { fields: Array.isArray(target) ? target : [target] };
}

function envelope(err: AppError, requestId: string | undefined): ErrorEnvelope {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
      requestId: requestId ?? null,
    },
  };
}

/** Unknown /api paths. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound({ message: `No API route for ${req.method} ${req.originalUrl.split("?")[0]}` }));
};

/**
 * A write naming a user who no longer exists (Prisma's P2003 on a `<table>_userId_fkey`): every such
 * reference is the acting user's, so their account was deleted while the request ran.
 */
function vanishedUser(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2003" && /_userId_fkey\b/.test(JSON.stringify(err.meta ?? {}));
}

/**
 * Prisma's P2028 when an interactive transaction found no connection to begin on within its maxWait
 * (db/prisma.ts TRANSACTION_OPTIONS): the pool is busy, not down. The queue normally refuses first.
 */
function transactionNotStarted(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2028" && /unable to start a transaction/i.test(err.message);
}

function normalise(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  const duplicate = uniqueViolation(err);
  if (duplicate) return conflict("Already exists", duplicate);
  // Before unavailable: a full disk is the database's or the file system's refusal, not an outage.
  if (isStorageFull(err)) return storageFull();
  // Busy before unavailable: a request that waited its turn and got none found the database healthy.
  if (isServerBusy(err) || transactionNotStarted(err)) return serverBusy();
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
  // as for a session that is gone: sign in again
  if (vanishedUser(err)) return unauthenticated("This account no longer exists");
  const e = err as { type?: string; status?: number; statusCode?: number } | null | undefined;
  // body-parser errors
  if (e?.type === "entity.parse.failed") return validationFailed([{ path: "body", message: "Malformed JSON" }], "Malformed JSON body");
  if (e?.type === "entity.too.large") return payloadTooLarge();
  if (e?.type === "encoding.unsupported" || e?.type === "charset.unsupported") return unsupportedMediaType("Unsupported body encoding: send UTF-8 JSON");
  // The router could not decode a path param's percent-encoding ("%E0%A4%A"): the path names nothing.
  if (err instanceof URIError) return notFound();
  if ((e?.status ?? e?.statusCode) === 400) return malformedRequest();
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = normalise(err);
  const requestId = req.id;
  if (known) {
    if (known.code === "server_busy") {
      res.set("Retry-After", String(BUSY_RETRY_AFTER_S));
      req.log?.warn({ err, ...requestBindings(req) }, known.message);
    } else if (known.code === "storage_full") {
      // The operator's line: what could not be written, and that the disk must be freed.
      const failed = storageFailure(err) ?? "a write";
      req.log?.error({ err, failed, ...requestBindings(req) }, `Disk full, a write failed: ${failed}. Free space on the server's disk.`);
    } else if (known.status >= 500) {
      req.log?.error({ err, ...requestBindings(req) }, known.message);
    }
    res.status(known.status).json(envelope(known, requestId));
    return;
  }
  req.log?.error({ err, ...requestBindings(req) }, "unhandled error");
  res.status(500).json(envelope(internalError(), requestId));
};
