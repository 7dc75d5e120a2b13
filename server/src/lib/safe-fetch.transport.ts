// One HTTP GET to an address already checked: the connection goes to that address (the lookup
// answers it, so the host name is never resolved a second time), TLS still verifies the host name,
// and the body is read only up to a byte cap. No agent is shared and no credentials are sent.
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";

export interface PinnedRequest {
  url: URL;
  /** The checked address to connect to. */
  address: string;
  family: 4 | 6;
  signal: AbortSignal;
  /** Read the body only for these statuses (a redirect's body is never read). */
  readBody: (status: number) => boolean;
  maxBytes: number;
  headers: Record<string, string>;
}

export interface PinnedResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** The body is larger than the cap (by its Content-Length, or while it was read). */
export class TooLargeError extends Error {
  override readonly name = "TooLargeError";
}

export type Transport = (req: PinnedRequest) => Promise<PinnedResponse>;

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(", ") : v);

/** The real transport (node:http and node:https). */
export const pinnedRequest: Transport = (req) =>
  new Promise<PinnedResponse>((resolve, reject) => {
    const { url, address, family } = req;
    const lookup: LookupFunction = (_host, opts, cb) => {
      if (opts.all) (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
      else cb(null, address, family);
    };
    const client = url.protocol === "https:" ? https : http;
    const hostname = url.hostname.replace(/^\[|\]$/g, "");
    const request = client.request({
      protocol: url.protocol,
      hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: req.headers,
      lookup,
      family,
      agent: false,
      signal: req.signal,
      ...(url.protocol === "https:" && isIP(hostname) === 0 ? { servername: hostname } : {}),
    });
    request.on("error", reject);
    request.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, header(v)]));
      if (!req.readBody(status)) {
        res.destroy();
        resolve({ status, headers, body: Buffer.alloc(0) });
        return;
      }
      const declared = Number(headers["content-length"]);
      if (Number.isFinite(declared) && declared > req.maxBytes) {
        res.destroy();
        reject(new TooLargeError(`Content-Length ${declared} is over ${req.maxBytes}`));
        return;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      res.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > req.maxBytes) {
          res.destroy();
          reject(new TooLargeError(`the body is over ${req.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on("error", reject);
      res.on("close", () => {
        if (!res.complete) reject(new Error("the connection closed before the body ended"));
      });
      res.on("end", () => resolve({ status, headers, body: Buffer.concat(chunks) }));
    });
    request.end();
  });
