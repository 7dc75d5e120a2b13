// The request log: one line per request when it ends, at a level that tells an operator what to look at.
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { httpLogger } from "./logger.ts";

function appLogging(slowMs: number) {
  const lines: { level: number; msg: string; res?: { statusCode: number }; req?: { id: string; method: string; url: string }; responseTime?: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  const app = express();
  app.use(httpLogger(pino({ level: "info" }, sink), { slowMs }));
  app.get("/fast", (_req, res) => void res.json({ ok: true }));
  app.get("/slow", (_req, res) => void setTimeout(() => res.json({ ok: true }), slowMs + 30));
  app.get("/missing", (_req, res) => void res.status(404).json({}));
  app.get("/broken", (_req, res) => void res.status(500).json({}));
  app.get("/api/health", (_req, res) => void res.json({ ok: true }));
  const api = express.Router();
  api.get("/items/:n", (req, res) => void res.json({ n: req.params.n, id: req.id }));
  app.use("/api", api);
  // Never answers: the client gives up first.
  const reached = { hang: 0 };
  app.get("/hang", () => void reached.hang++);
  return { app, lines, reached };
}

const WARN = 40;
const levelOf = (lines: ReturnType<typeof appLogging>["lines"], url: string) => lines.find((l) => l.req?.url === url)?.level;

describe("the request log", () => {
  it("logs a request slower than the bound as a warning, a quick one as info, 4xx as warning and 5xx as error", async () => {
    const { app, lines } = appLogging(60);
    const res = await request(app).get("/fast").expect(200);
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    await request(app).get("/slow").expect(200);
    await request(app).get("/missing").expect(404);
    await request(app).get("/broken").expect(500);
    await expect.poll(() => lines.length).toBe(4);
    expect(levelOf(lines, "/fast")).toBe(30);
    expect(levelOf(lines, "/slow")).toBe(WARN);
    expect(levelOf(lines, "/missing")).toBe(WARN);
    expect(levelOf(lines, "/broken")).toBe(50);
  });

  it("logs one line per request with its id, method, full path, status and time, and skips the health check", async () => {
    const { app, lines } = appLogging(1_000);
    const res = await request(app).get("/api/items/3?x=1").set("X-Request-Id", "client-chosen-id").expect(200);
    expect(res.headers["x-request-id"]).toBe("client-chosen-id");
    expect(res.body).toEqual({ n: "3", id: "client-chosen-id" });
    await request(app).get("/api/health").expect(200);
    // An id that is not sane is replaced by one of the server's.
    const other = await request(app).get("/fast").set("X-Request-Id", "bad id\twith spaces").expect(200);
    expect(other.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lines.length).toBe(2);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id: "client-chosen-id", method: "GET", url: "/api/items/3?x=1" },
      res: { statusCode: 200 },
    });
    expect(line!.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.some((l) => l.req?.url === "/api/health")).toBe(false);
  });

  it("logs a request whose client went away before the answer as aborted, once", async () => {
    const { app, lines, reached } = appLogging(60_000);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    const controller = new AbortController();
    const pending = fetch(`http://127.0.0.1:${port}/hang`, { signal: controller.signal }).catch(() => "aborted");
    await expect.poll(() => reached.hang).toBe(1);
    controller.abort();
    expect(await pending).toBe("aborted");
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ level: WARN, msg: "request aborted", req: { method: "GET", url: "/hang" } });
    await new Promise((resolve) => server.close(resolve));
    expect(lines).toHaveLength(1);
  });
});
