// One error type, one envelope: { error: { code, message, details?, requestId } }.
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ERROR_STATUS, type ErrorCode, type ErrorIssue } from "@savepoint/common";
import { Prisma } from "../generated/prisma/client.ts";

export type { ErrorCode };
export type Issue = ErrorIssue;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const validationFailed = (issues: Issue[], message?: string) =>
  new AppError("validation_failed", message ?? issues.map((i) => `${i.path || "body"}: ${i.message}`).join("; "), { issues });
export const unauthenticated = (message = "Authentication required") => new AppError("unauthenticated", message);
export const forbidden = (message = "You are not allowed to do this") => new AppError("forbidden", message);
export const notFound = (what = "Resource") => new AppError("not_found", `${what} not found`);
export const conflict = (message: string, details?: Record<string, unknown>) => new AppError("conflict", message, details);

export function envelope(err: AppError, requestId: string | undefined) {
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
  next(new AppError("not_found", `No API route for ${req.method} ${req.originalUrl.split("?")[0]}`));
};

function normalise(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
    const target = (err.meta?.target as string[] | string | undefined) ?? [];
    return conflict("Already exists", { fields: Array.isArray(target) ? target : [target] });
  }
  const e = err as { type?: string; status?: number; statusCode?: number };
  // body-parser errors
  if (e?.type === "entity.parse.failed") return new AppError("validation_failed", "Malformed JSON body", { issues: [{ path: "body", message: "Malformed JSON" }] });
  if (e?.type === "entity.too.large") return new AppError("payload_too_large", "Request body too large");
  if (e?.type === "encoding.unsupported" || e?.type === "charset.unsupported") return new AppError("validation_failed", "Unsupported body encoding");
  if ((e?.status ?? e?.statusCode) === 400) return new AppError("validation_failed", "Bad request");
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = normalise(err);
  const requestId = req.id as string | undefined;
  if (known) {
    if (known.status >= 500) req.log?.error({ err }, known.message);
    res.status(known.status).json(envelope(known, requestId));
    return;
  }
  req.log?.error({ err }, "unhandled error");
  res.status(500).json(envelope(new AppError("internal_error", "Something went wrong on our side. Please try again."), requestId));
};
