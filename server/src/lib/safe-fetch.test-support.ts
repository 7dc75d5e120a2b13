// A pretend internet for the safe fetcher's tests: host names resolve to the addresses given, and
// each URL answers what its site says, with no socket opened. Also smallest real image bytes.
import type { PinnedRequest, PinnedResponse, ResolvedAddress, Transport } from "./safe-fetch.ts";
import { TooLargeError, createSafeFetch, type SafeFetchOptions, type SafeImageFetch } from "./safe-fetch.ts";

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);
export const GIF_1PX = Buffer.from("474946383961010001000000002c00000000010001000002024401003b", "hex");
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
export const WEBP_HEAD = Buffer.concat([Buffer.from("RIFF"), Buffer.from([26, 0, 0, 0]), Buffer.from("WEBPVP8L")]);
export const AVIF_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from("ftypavif"), Buffer.from([0, 0, 0, 0]), Buffer.from("avifmif1miaf")]);

/** A public address the pretend internet's hosts resolve to by default. */
export const PUBLIC_IP = "93.184.215.14";

const NOT_FOUND = { status: 404, type: "text/html", body: "<h1>Not found</h1>" };

export type SiteAnswer = { status?: number; type?: string; body?: Buffer | string; location?: string; headers?: Record<string, string> } | "hang";

export interface FakeNetwork {
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  transport: Transport;
  /** Every request the transport was asked to make. */
  requests: PinnedRequest[];
  /** Every host name resolved. */
  lookups: string[];
}

/**
 * `dns`: host → addresses (a host not listed resolves to PUBLIC_IP; `null` fails to resolve).
 * `sites`: URL → answer (an unlisted URL answers `otherwise`: a 404 page unless given).
 */
export function fakeNetwork(sites: Record<string, SiteAnswer>, dns: Record<string, string[] | null> = {}, otherwise: SiteAnswer = NOT_FOUND): FakeNetwork {
  const requests: PinnedRequest[] = [];
  const lookups: string[] = [];
  return {
    requests,
    lookups,
    resolve(hostname) {
      lookups.push(hostname);
      const listed = hostname in dns ? dns[hostname] : [PUBLIC_IP];
      if (!listed) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));
      return Promise.resolve(listed.map((address) => ({ address, family: address.includes(":") ? (6 as const) : (4 as const) })));
    },
    transport(req): Promise<PinnedResponse> {
      requests.push(req);
      const site = sites[req.url.toString()] ?? otherwise;
      if (site === "hang") {
        return new Promise((_resolve, reject) => req.signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true }));
      }
      const status = site.status ?? 200;
      const body = typeof site.body === "string" ? Buffer.from(site.body) : (site.body ?? Buffer.alloc(0));
      const headers: Record<string, string | undefined> = {
        "content-type": site.type,
        location: site.location,
        "content-length": String(body.length),
        ...site.headers,
      };
      if (!req.readBody(status)) return Promise.resolve({ status, headers, body: Buffer.alloc(0) });
      // As the real transport: a body over the cap is never handed over.
      if (Number(headers["content-length"]) > req.maxBytes) return Promise.reject(new TooLargeError("over the cap"));
      return Promise.resolve({ status, headers, body });
    },
  };
}

/** The safe fetcher on a pretend internet: the real checks, no sockets. */
export function fakeSafeFetch(
  sites: Record<string, SiteAnswer>,
  dns: Record<string, string[] | null> = {},
  options: SafeFetchOptions & { otherwise?: SiteAnswer } = {},
): SafeImageFetch & { net: FakeNetwork } {
  const net = fakeNetwork(sites, dns, options.otherwise);
  const fetch = createSafeFetch({ resolve: net.resolve, transport: net.transport, ...options });
  return Object.assign(fetch, { net });
}
