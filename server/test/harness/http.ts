// One way for the harness to send a request and read its answer, whatever the route: through supertest
// against one listening server (in-process, no port per request).
import http from "node:http";
import supertest from "supertest";
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
  return {
    async send(p) {
      const url = p.query ? `${p.path}?${p.query}` : p.path;
      let req = supertest(server)[p.method](url);
      if (p.token) req = req.set("Authorization", `Bearer ${p.token}`);
      if (p.body && "json" in p.body) req = req.set("Content-Type", "application/json").send(JSON.stringify(p.body.json));
      else if (p.body) req = req.set("Content-Type", p.body.contentType ?? "application/json").send(p.body.raw);
      const res = await req.buffer(true);
      return { status: res.status, text: textOf(res), json: jsonOf(res) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function textOf(res: supertest.Response): string {
  if (typeof res.text === "string") return res.text;
  const body: unknown = res.body;
  if (Buffer.isBuffer(body)) return body.toString("utf8");
  return body === undefined ? "" : JSON.stringify(body);
}

function jsonOf(res: supertest.Response): unknown {
  const type = String(res.headers["content-type"] ?? "");
  return type.includes("json") ? (res.body as unknown) : undefined;
}
