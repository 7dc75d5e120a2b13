// The real transport against a local server: it connects to the address it is given (never
// resolving the host name), sends no credentials, and stops reading past the byte cap.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TooLargeError, pinnedRequest, type PinnedRequest } from "./safe-fetch.transport.ts";
import { PNG_1PX } from "./safe-fetch.test-support.ts";

let server: Server;
let port = 0;
const seen: { host?: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ host: req.headers.host, headers: req.headers });
    if (req.url === "/cover.png") return void res.writeHead(200, { "Content-Type": "image/png" }).end(PNG_1PX);
    if (req.url === "/declared-big") return void res.writeHead(200, { "Content-Type": "image/png", "Content-Length": "999999" }).end();
    if (req.url === "/streamed-big") {
      res.writeHead(200, { "Content-Type": "image/png" }); // chunked: no Content-Length
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 20 && res.write(chunk)) sent++;
        if (sent < 20) res.once("drain", more);
        else res.end();
      };
      return void more();
    }
    if (req.url === "/moved") return void res.writeHead(302, { Location: "/cover.png" }).end("a body nobody reads");
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (path: string, over: Partial<PinnedRequest> = {}) =>
  pinnedRequest({
    // The host name does not exist: only the pinned address can reach the server.
    url: new URL(`http://covers.invalid:${port}${path}`),
    address: "127.0.0.1",
    family: 4,
    signal: new AbortController().signal,
    readBody: (s) => s === 200,
    maxBytes: 100_000,
    headers: { "User-Agent": "Savepoint cover fetcher" },
    ...over,
  });

describe("pinnedRequest", () => {
  it("connects to the given address with the URL's host name, and reads the body", async () => {
    const res = await request("/cover.png");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.body.equals(PNG_1PX)).toBe(true);
    const last = seen.at(-1)!;
    expect(last.host).toBe(`covers.invalid:${port}`);
    expect(last.headers.cookie).toBeUndefined();
    expect(last.headers.authorization).toBeUndefined();
    expect(last.headers["user-agent"]).toBe("Savepoint cover fetcher");
  });

  it("answers a redirect without reading its body", async () => {
    const res = await request("/moved");
    expect(res).toMatchObject({ status: 302, headers: { location: "/cover.png" } });
    expect(res.body.length).toBe(0);
  });

  it("refuses a body whose Content-Length is over the cap before reading it", async () => {
    await expect(request("/declared-big")).rejects.toBeInstanceOf(TooLargeError);
  });

  it("stops reading a streamed body once it passes the cap", async () => {
    await expect(request("/streamed-big")).rejects.toBeInstanceOf(TooLargeError);
  });

  it("stops when the signal aborts", async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(request("/cover.png", { signal: ctrl.signal })).rejects.toThrow();
  });
});
