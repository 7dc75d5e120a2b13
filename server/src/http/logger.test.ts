// The request log: one line per request when it ends, at a level that tells an operator what to look at.
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { httpLogger } from "./logger.ts";

function appLogging(slowMs: number) {
  const lines: { level: number; res?: { statusCode: number }; req?: { url: string } }[] = [];
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
  return { app, lines };
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
});
