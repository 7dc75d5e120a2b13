// Large bodies are read only for who may send them (issue 27): an anonymous (or, for the catalog, a
// non-admin) 11 MB POST to the import preview or the catalog upload is answered before the client has
// finished sending it, so the server never reads it; a signed-in player still previews a large import.
import { request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, type TestUser } from "../../test/builders.ts";
import { setupFile } from "../../test/helpers.ts";

const { app } = await setupFile();
let server: Server;
let port: number;
let player: TestUser;

beforeAll(async () => {
  await buildUser(app); // the instance's first account, its administrator
  player = await buildUser(app);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const DECLARED = 11 * 1024 * 1024;
const SENT = 64 * 1024;

/**
 * Declares an 11 MB JSON body, sends its first 64 KB and no more, and waits (at most 10 s) for the
 * answer: one that comes was given without reading the body. Answers the status, the error code,
 * and how many bytes were sent by then.
 */
function postUnfinished(path: string, headers: Record<string, string> = {}): Promise<{ status: number; code?: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(DECLARED), ...headers },
        signal: AbortSignal.timeout(10_000),
      },
      (res: IncomingMessage) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
          resolve({ status: res.statusCode ?? 0, code, sent: req.socket?.bytesWritten ?? 0 });
          req.destroy();
        });
      },
    );
    // the server may close the connection on us once it has answered: that is the point
    req.on("error", (err) => (err.name === "AbortError" ? reject(new Error(`${path}: no answer while the body was unfinished`)) : undefined));
    req.write(`{"source":"hltb","content":"${"x".repeat(SENT)}`);
  });
}

describe("a large body from someone who may not send one", () => {
  it("anonymous: the import preview and the catalog upload answer 413 before the body is sent", async () => {
    for (const path of ["/api/data/import/preview", "/api/admin/catalog/uploads"]) {
      const res = await postUnfinished(path);
      expect(res.status, path).toBe(413);
      expect(res.code, path).toBe("payload_too_large");
      expect(res.sent, path).toBeLessThan(DECLARED / 4);
    }
  });

  it("a player who is not an administrator: the catalog upload answers 413 unread, too", async () => {
    const res = await postUnfinished("/api/admin/catalog/uploads", { authorization: `Bearer ${player.token}` });
    expect(res).toMatchObject({ status: 413, code: "payload_too_large" });
  });

  it("a signed-in player's import preview of a file over the API's 200 KB is read and previewed", async () => {
    const rows = Array.from({ length: 8_000 }, (_, i) => `"A rather long game title number ${i}","PC","01:00:00"`).join("\n");
    const content = `"Title","Platform","Main Story"\n${rows}\n`;
    expect(content.length).toBeGreaterThan(300 * 1024);
    const res = await player.auth(supertest(app).post("/api/data/import/preview")).send({ source: "hltb", content });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(300);
  });
});
