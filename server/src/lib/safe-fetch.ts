// Fetches an image from a URL a user gave, without becoming a way into the host's network:
// http(s) only; every host name is resolved here and every address it has must be public
// (safe-fetch.address.ts); the connection goes to the checked address (no second resolution, so no
// DNS rebinding); redirects are followed by hand and each hop is checked again; one deadline covers
// resolution, every hop and the body; the body is capped; no cookies or credentials are sent; the
// answer must say it is an image and its bytes must be one (PNG, JPEG, GIF, WebP, AVIF; never SVG).
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { COVER_MAX_BYTES, type CoverRefusal } from "@savepoint/common";
import { isPublicAddress } from "./safe-fetch.address.ts";
import { isAcceptedDeclaredType, mediaType, sniffImageType, type ImageType } from "./safe-fetch.image.ts";
import { TooLargeError, pinnedRequest, type Transport } from "./safe-fetch.transport.ts";

export { TooLargeError, type PinnedRequest, type PinnedResponse, type Transport } from "./safe-fetch.transport.ts";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Every address a host name has (the system resolver by default; tests inject one). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchResult = { ok: true; contentType: ImageType; body: Buffer } | { ok: false; reason: CoverRefusal };
export type SafeImageFetch = (url: string) => Promise<SafeFetchResult>;

export interface SafeFetchOptions {
  resolve?: Resolver;
  transport?: Transport;
  /** One deadline for the whole fetch (resolution, redirects, body). Default 5 s. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HEADERS = {
  "User-Agent": "Savepoint cover fetcher",
  Accept: "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9",
};

const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

class Refused extends Error {
  constructor(readonly reason: CoverRefusal) {
    super(reason);
  }
}

/** A URL this fetcher may ask: http(s), a host, no user name or password. */
function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Refused("invalid");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "" || url.username || url.password) throw new Refused("invalid");
  return url;
}

export function createSafeFetch(options: SafeFetchOptions = {}): SafeImageFetch {
  const resolve = options.resolve ?? systemResolver;
  const transport = options.transport ?? pinnedRequest;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxBytes = options.maxBytes ?? COVER_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? 3;

  /** The one address to connect to: every address the host has must be public. */
  async function addressOf(url: URL, signal: AbortSignal): Promise<ResolvedAddress> {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const literal = isIP(host);
    let found: ResolvedAddress[];
    if (literal) {
      found = [{ address: host, family: literal === 6 ? 6 : 4 }];
    } else {
      try {
        found = await abortable(resolve(host), signal);
      } catch {
        throw new Refused("unreachable");
      }
    }
    if (found.length === 0) throw new Refused("unreachable");
    if (!found.every((a) => isPublicAddress(a.address))) throw new Refused("private");
    return found[0]!;
  }

  async function run(raw: string, signal: AbortSignal): Promise<SafeFetchResult> {
    let url = parseUrl(raw);
    for (let hop = 0; ; hop++) {
      const { address, family } = await addressOf(url, signal);
      let res;
      try {
        res = await transport({ url, address, family, signal, maxBytes, headers: HEADERS, readBody: (s) => s >= 200 && s < 300 });
      } catch (err) {
        if (err instanceof TooLargeError) throw new Refused("too-large");
        throw new Refused("unreachable");
      }
      if (REDIRECTS.has(res.status)) {
        const location = res.headers.location;
        if (!location || hop >= maxRedirects) throw new Refused("unreachable");
        url = parseUrl(new URL(location, url).toString());
        continue;
      }
      if (res.status < 200 || res.status >= 300) throw new Refused("not-image");
      if (!isAcceptedDeclaredType(mediaType(res.headers["content-type"]))) throw new Refused("not-image");
      if (res.body.length > maxBytes) throw new Refused("too-large");
      const sniffed = sniffImageType(res.body);
      if (!sniffed) throw new Refused("not-image");
      return { ok: true, contentType: sniffed, body: res.body };
    }
  }

  return async (raw) => {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), timeoutMs);
    try {
      return await abortable(run(raw, ctrl.signal), ctrl.signal);
    } catch (err) {
      if (err instanceof Refused) return { ok: false, reason: err.reason };
      return { ok: false, reason: "unreachable" };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The promise, or a rejection as soon as the signal aborts (a resolver or transport that ignores it). */
function abortable<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Refused("unreachable"));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Refused("unreachable"));
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
