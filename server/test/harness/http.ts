// One way for the harness to send a request and read its answer, whatever the route: plain node:http
// against one listening server, over kept-alive connections (no connection, port or parser per
// request: the fuzzer sends ten thousand). The path goes out exactly as given, dot segments and all.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import type { Method } from "../../src/http/registry.ts";

export type ProbeBody = { json: unknown } | { raw: string; contentType?: string };

export interface Probe {
  method: Method;
  /** Already encoded ("/api/games/%2F"). */
  path: string;
  /** Already encoded, without the "?". */
  query?: string;
  body?: ProbeBody;
  token?: string;
}

export interface Answer {
  status: number;
  /** The body as text (JSON, SVG, an empty string). */
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface Client {
  send(probe: Probe): Promise<Answer>;
  close(): Promise<void>;
}

export function clientFor(app: Express): Client {
  const server = http.createServer(app).listen(0, "127.0.0.1");
  // Kept-alive sockets stay open until close(): with Node's default (5 s idle), a socket the server
  // is closing can be handed to the next request at that moment, which then fails with ECONNRESET
  // (CI saw it on a loaded box, a fuzz run ending after its first seconds).
  server.keepAliveTimeout = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const listening = new Promise<number>((resolve) => server.once("listening", () => resolve((server.address() as AddressInfo).port)));
  return {
    async send(p) {
      const port = server.listening ? (server.address() as AddressInfo).port : await listening;
      const headers: http.OutgoingHttpHeaders = {};
      if (p.token) headers.authorization = `Bearer ${p.token}`;
      let payload: Buffer | undefined;
      if (p.body) {
        headers["content-type"] = "json" in p.body ? "application/json" : (p.body.contentType ?? "application/json");
        payload = Buffer.from("json" in p.body ? JSON.stringify(p.body.json) : p.body.raw, "utf8");
        headers["content-length"] = payload.length;
      }
      const path = p.query ? `${p.path}?${p.query}` : p.path;
      const { status, type, body } = await new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, path, method: p.method.toUpperCase(), headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body: Buffer.concat(chunks) }));
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end(payload);
      });
      const text = body.toString("utf8");
      return { status, text, json: jsonOf(type, text) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The body as JSON when the answer says it is JSON (and has one); otherwise undefined. */
function jsonOf(type: string, text: string): unknown {
  if (!type.includes("json") || text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
