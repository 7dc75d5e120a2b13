// An answer kept as JSON bytes, with its gzip made once when first asked for (the library list, the
// journal's pages): a cached answer is sent without encoding or compressing it again.
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Request, Response } from "express";

/** One cached answer: its JSON and, once asked for, its gzipped form. */
export interface CachedJson {
  json: Buffer;
  gzip?: Promise<Buffer>;
}

/** Smaller answers are sent as they are. */
const GZIP_MIN_BYTES = 2048;
const gzipAsync = promisify(gzip);

/** The answer ready to send: its JSON, or that JSON gzipped (computed once per cached answer). */
export async function bodyToSend(list: CachedJson, acceptGzip: boolean): Promise<{ body: Buffer; gzip: boolean }> {
  if (!acceptGzip || list.json.length < GZIP_MIN_BYTES) return { body: list.json, gzip: false };
  if (!list.gzip) {
    const pending = gzipAsync(list.json, { level: 6 });
    list.gzip = pending;
    // A failure is not cached: the next request tries again.
    pending.catch(() => {
      if (list.gzip === pending) list.gzip = undefined;
    });
  }
  return { body: await list.gzip, gzip: true };
}

/** Whether the request asked for gzip explicitly (only an explicit Accept-Encoding gets it). */
export function acceptsGzip(req: Request): boolean {
  return /\bgzip\b/i.test(req.get("accept-encoding") ?? "") && req.acceptsEncodings("gzip", "identity") === "gzip";
}

/** Sends a body from bodyToSend as JSON (the compression middleware passes an encoded one through as it is). */
export function sendJsonBody(res: Response, answer: { body: Buffer; gzip: boolean }): void {
  res.vary("Accept-Encoding").type("application/json");
  if (answer.gzip) res.set("Content-Encoding", "gzip");
  res.send(answer.body);
}
