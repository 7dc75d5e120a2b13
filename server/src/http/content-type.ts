// The API reads JSON bodies only. A body sent as anything else (text, a form, no Content-Type at all)
// would reach the routes as an empty object and be answered as if every field were missing: refuse it
// with 415 instead. Requests without a body (a bare POST /api/auth/logout) pass.
import type { RequestHandler } from "express";
import { unsupportedMediaType } from "./errors.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/** A body is coming: chunked, or a Content-Length above 0. */
function carriesBody(headers: { "transfer-encoding"?: string; "content-length"?: string }): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = Number(headers["content-length"] ?? 0);
  return Number.isNaN(length) || length > 0;
}

export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!BODY_METHODS.has(req.method) || !carriesBody(req.headers) || req.is("application/json")) {
    next();
    return;
  }
  const sent = req.get("content-type");
  next(
    unsupportedMediaType(sent ? `Send the request body as JSON (Content-Type: application/json), not ${sent.split(";")[0]!.trim().slice(0, 100)}` : undefined),
  );
};
