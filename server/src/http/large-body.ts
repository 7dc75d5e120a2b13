// A route that reads more than the API's 200 KB (a file sent as JSON) gets its own parser, mounted at
// its path before the API's: a body above `limit` is refused with 413 and `tooLarge` (how large it may be).
// It is mounted after authentication and reads the large body only for a caller allowed to send one
// (largeBodyFor): anyone else gets the API's small limit, so an anonymous request cannot make the
// server read (and hold) megabytes (issue 27).
import express, { type Request, type RequestHandler } from "express";
import { payloadTooLarge } from "./errors.ts";

export function largeJsonBody(limit: number, tooLarge: string): RequestHandler {
  const json = express.json({ limit });
  return (req, res, next) => {
    json(req, res, (err?: unknown) => {
      next((err as { type?: string } | undefined)?.type === "entity.too.large" ? payloadTooLarge(tooLarge) : err);
    });
  };
}

/** Runs `parser` only for a request `allowed` accepts (decided from its authentication, never its body); any other falls through to the API's parser. */
export function largeBodyFor(allowed: (req: Request) => boolean, parser: RequestHandler): RequestHandler {
  return (req, res, next) => (allowed(req) ? parser(req, res, next) : next());
}

/** The API's body limit for every request not given a larger parser (200 KB). */
export const API_BODY_MAX_BYTES = 200 * 1024;

/**
 * A body whose declared length is over `limit` is refused with 413 before a byte of it is read, and
 * the connection is closed after the answer, so the rest is never read either (a parser would read
 * the whole body to discard it before answering). A body of undeclared length meets the parser's limit.
 */
export function refuseDeclaredOver(limit: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get("content-length") ?? 0);
    // `complete`: a larger parser (largeBodyFor) has read this body already
    if (!(declared > limit) || req.complete) return next();
    res.set("Connection", "close");
    next(payloadTooLarge());
  };
}
