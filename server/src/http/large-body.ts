// A route that reads more than the API's 200 KB (a file sent as JSON) gets its own parser, mounted at
// its path before the API's: a body above `limit` is refused with 413 and `tooLarge` (how large it may be).
import express, { type RequestHandler } from "express";
import { payloadTooLarge } from "./errors.ts";

export function largeJsonBody(limit: number, tooLarge: string): RequestHandler {
  const json = express.json({ limit });
  return (req, res, next) => {
    json(req, res, (err?: unknown) => {
      next((err as { type?: string } | undefined)?.type === "entity.too.large" ? payloadTooLarge(tooLarge) : err);
    });
  };
}
