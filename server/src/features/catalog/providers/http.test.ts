import { afterEach, describe, expect, it } from "vitest";
import { CLOUDFLARE_502, startFakeServer, type FakeServer } from "../../../../test/fixtures/providers/fake-server.ts";
import { settleWhileHanging } from "./hanging-server.test-support.ts";
import { fetchJson, ProviderError, redactSecrets, redactUrl } from "./http.ts";

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("fetchJson", () => {
  it("returns the status and the parsed JSON body, sending method, headers and body", async () => {
    server = await startFakeServer(() => ({ json: { ok: true } }));
    const res = await fetchJson(`${server.url}/x?a=1`, {
      provider: "igdb",
      method: "POST",
      headers: { "Client-ID": "abc" },
      body: "fields name;",
    });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    const req = server.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/x");
    expect(req.query.get("a")).toBe("1");
    expect(req.headers["client-id"]).toBe("abc");
    expect(req.headers.accept).toBe("application/json");
    expect(req.body).toBe("fields name;");
  });

  it("returns error statuses instead of throwing, with their JSON body", async () => {
    server = await startFakeServer(() => ({ status: 404, json: { detail: "Not found." } }));
    await expect(fetchJson(`${server.url}/games/x`, { provider: "rawg" })).resolves.toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("does not crash on an HTML body with a 5xx status (Cloudflare)", async () => {
    server = await startFakeServer(() => ({ status: 502, text: CLOUDFLARE_502, contentType: "text/html" }));
    const res = await fetchJson(`${server.url}/games`, { provider: "rawg" });
    expect(res.status).toBe(502);
    expect(res.body).toContain("502 Bad Gateway");
  });

  it("returns null for an empty body", async () => {
    server = await startFakeServer(() => ({ status: 204 }));
    await expect(fetchJson(server.url, { provider: "rawg" })).resolves.toEqual({ status: 204, body: null });
  });

  it("throws invalid-response for a 2xx body that is not JSON", async () => {
    server = await startFakeServer(() => ({ text: "<html>maintenance</html>", contentType: "text/html" }));
    const err = await fetchJson(`${server.url}/games?key=secret123`, { provider: "rawg" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe("invalid-response");
    expect((err as ProviderError).url).not.toContain("secret123");
  });

  it("gives up after timeoutMs with status 'timeout'", async () => {
    server = await startFakeServer(() => ({ json: {} }));
    const url = `${server.url}/games?key=secret123`;
    const err = await settleWhileHanging(server, 100, () => fetchJson(url, { provider: "rawg", timeoutMs: 100 }));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ provider: "rawg", status: "timeout", message: "RAWG API request failed: timeout" });
    expect(JSON.stringify(err) + String((err as Error).message)).not.toContain("secret123");
  });

  it("reports a refused connection as status 'network'", async () => {
    const tmp = await startFakeServer(() => ({ json: {} }));
    const url = tmp.url;
    await tmp.close();
    const err = await fetchJson(`${url}/x?client_secret=s3cr3t`, { provider: "igdb", timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe("network");
    expect((err as ProviderError).url).not.toContain("s3cr3t");
  });

  it("uses an injected fetch", async () => {
    const calls: string[] = [];
    const fake: typeof fetch = (input) => {
      calls.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response(JSON.stringify([1, 2]), { status: 200 }));
    };
    await expect(fetchJson("http://example.invalid/x", { provider: "igdb", fetchImpl: fake })).resolves.toEqual({
      status: 200,
      body: [1, 2],
    });
    expect(calls).toEqual(["http://example.invalid/x"]);
  });
});

describe("secret redaction", () => {
  it("strips key=, client_secret= and access tokens from URLs", () => {
    const u = redactUrl("https://api.rawg.io/api/games?search=portal&key=abc123&page=2");
    expect(u).not.toContain("abc123");
    expect(u).toContain("search=portal");
    expect(u).toContain("page=2");
    const t = redactUrl("https://id.twitch.tv/oauth2/token?client_id=id&client_secret=xyz&grant_type=client_credentials");
    expect(t).not.toContain("xyz");
    expect(t).toContain("client_id=id");
  });

  it("strips secrets from free text", () => {
    const s = redactSecrets("GET https://x/games?key=abc123&page=2 failed; Authorization: Bearer tok.en-1; ?client_secret=zz");
    expect(s).not.toMatch(/abc123|tok\.en-1|zz\b/);
    expect(s).toContain("page=2");
  });

  it("ProviderError keeps only a redacted URL", () => {
    const e = new ProviderError("steam", 403, { url: "https://api.steampowered.com/x/?key=SECRETKEY&appid=620", detail: "key=SECRETKEY" });
    expect(e.message).toBe("Steam API request failed: 403");
    expect(`${e.url} ${e.detail}`).not.toContain("SECRETKEY");
    expect(e.url).toContain("appid=620");
  });
});
