// The API reads JSON bodies only: any other body is refused with 415, a request without one passes.
import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders.ts";
import { setupFile } from "../../test/helpers.ts";
import { errorOf } from "../../test/responses.ts";

const { app } = await setupFile();
const user = await buildUser(app);
const server = http.createServer(app).listen(0, "127.0.0.1");
afterAll(() => new Promise((done) => server.close(done)));

/** A raw request, so that no client library adds a Content-Type of its own. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("a request body that is not JSON", () => {
  it.each([
    ["text/plain", "title=Celeste&platform=PC"],
    ["application/x-www-form-urlencoded", "title=Celeste&platform=PC"],
    ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=title\r\n\r\nCeleste\r\n--x--"],
    ["application/xml", "<game/>"],
  ])("POST /api/games as %s is 415 unsupported_media_type", async (type, body) => {
    const res = await user.auth(request(app).post("/api/games")).set("Content-Type", type).send(body).expect(415);
    expect(errorOf(res).code).toBe("unsupported_media_type");
  });

  it("is refused without any Content-Type too (POST, PUT and PATCH)", async () => {
    for (const method of ["POST", "PUT", "PATCH"]) {
      const res = await raw(method, "/api/games", { Authorization: `Bearer ${user.token}`, "Content-Length": "19" }, '{"title":"Celeste"}');
      expect(res.status, method).toBe(415);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: "unsupported_media_type" } });
    }
  });

  it("is refused when chunked as well", async () => {
    const res = await raw("POST", "/api/auth/login", { "Content-Type": "text/plain", "Transfer-Encoding": "chunked" }, "email=a@b.test");
    expect(res.status).toBe(415);
  });

  it("a body in another charset is 415 as well", async () => {
    const res = await request(app).post("/api/auth/login").set("Content-Type", "application/json; charset=latin1").send('{"email":"a@b.test"}');
    expect(res.status).toBe(415);
    expect(errorOf(res).code).toBe("unsupported_media_type");
  });
});

describe("requests that are fine", () => {
  it("JSON with a charset parameter", async () => {
    const res = await user
      .auth(request(app).post("/api/games"))
      .set("Content-Type", "application/json; charset=utf-8")
      .send(JSON.stringify({ title: "Celeste", platform: "PC" }))
      .expect(201);
    expect((res.body as { title: string }).title).toBe("Celeste");
  });

  it("a POST without a body (sign-out), with or without a Content-Type", async () => {
    const bare = await buildUser(app);
    expect((await raw("POST", "/api/auth/logout", { Authorization: `Bearer ${bare.token}` })).status).toBe(204);
    const typed = await buildUser(app);
    const res = await raw("POST", "/api/auth/logout", { Authorization: `Bearer ${typed.token}`, "Content-Type": "text/plain", "Content-Length": "0" });
    expect(res.status).toBe(204);
  });

  it("a DELETE and a GET carry no body and are not checked", async () => {
    await user.auth(request(app).get("/api/games")).set("Content-Type", "text/plain").expect(200);
    await user.auth(request(app).delete("/api/games/00000000-0000-4000-8000-000000000000")).expect(404);
  });
});
