import { afterEach, describe, expect, it, vi } from "vitest";
import { COVER_MAX_BYTES } from "@savepoint/common";
import { isPublicAddress } from "./safe-fetch.address.ts";
import { sniffImageType } from "./safe-fetch.image.ts";
import { AVIF_HEAD, GIF_1PX, JPEG_HEAD, PNG_1PX, PUBLIC_IP, WEBP_HEAD, fakeSafeFetch } from "./safe-fetch.test-support.ts";

const IMG = "https://img.example.com/cover.png";
const png = { type: "image/png", body: PNG_1PX };

afterEach(() => {
  vi.useRealTimers();
});

describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.0.0.1", "RFC 1918"],
    ["172.16.5.4", "RFC 1918"],
    ["192.168.0.10", "RFC 1918"],
    ["100.64.0.1", "CGNAT"],
    ["169.254.169.254", "cloud metadata (link-local)"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["198.51.100.7", "documentation"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fc00::1", "unique local"],
    ["fd12:3456::1", "unique local"],
    ["fe80::1", "IPv6 link-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped metadata (hex)"],
    ["0:0:0:0:0:ffff:0a00:0001", "IPv4-mapped 10.0.0.1, long form"],
    ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
    ["2002:7f00:1::", "6to4 of 127.0.0.1"],
    ["[::1]", "bracketed"],
    ["localhost", "not an address at all"],
  ])("refuses %s (%s)", (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows the public address %s", (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe("sniffImageType", () => {
  it("knows PNG, JPEG, GIF, WebP and AVIF by their first bytes", () => {
    expect([PNG_1PX, JPEG_HEAD, GIF_1PX, WEBP_HEAD, AVIF_HEAD].map(sniffImageType)).toEqual([
      "image/png",
      "image/jpeg",
      "image/gif",
      "image/webp",
      "image/avif",
    ]);
  });

  it("is none of them for SVG, HTML or nothing", () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from("<!doctype html><p>hi"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe("createSafeFetch", () => {
  it("fetches an image from a public host, connecting to the address it checked", async () => {
    const fetch = fakeSafeFetch({ [IMG]: png });
    await expect(fetch(IMG)).resolves.toEqual({ ok: true, contentType: "image/png", body: PNG_1PX });
    expect(fetch.net.lookups).toEqual(["img.example.com"]);
    expect(fetch.net.requests.map((r) => r.address)).toEqual([PUBLIC_IP]);
  });

  it("sends no cookies or credentials, and a plain User-Agent", async () => {
    const fetch = fakeSafeFetch({ "https://img.example.com/c.png": png });
    await fetch("https://user:secret@img.example.com/c.png");
    expect(fetch.net.requests).toEqual([]); // a URL with credentials in it is refused outright
    await fetch("https://img.example.com/c.png");
    const headers = Object.keys(fetch.net.requests[0]!.headers).map((h) => h.toLowerCase());
    expect(headers).not.toContain("cookie");
    expect(headers).not.toContain("authorization");
    expect(fetch.net.requests[0]!.headers["User-Agent"]).toBe("Savepoint cover fetcher");
  });

  it.each([
    ["http://127.0.0.1/cover.png", "loopback literal"],
    ["http://[::1]/cover.png", "IPv6 loopback literal"],
    ["http://169.254.169.254/latest/meta-data/", "metadata address"],
    ["http://10.0.0.5:8080/cover.png", "RFC 1918 literal"],
    ["http://[::ffff:127.0.0.1]/cover.png", "IPv4-mapped loopback"],
    ["http://0.0.0.0/cover.png", "unspecified"],
    ["http://2130706433/cover.png", "decimal form of 127.0.0.1"],
  ])("refuses %s (%s) without connecting", async (url) => {
    const fetch = fakeSafeFetch({ [url]: png });
    await expect(fetch(url)).resolves.toEqual({ ok: false, reason: "private" });
    expect(fetch.net.requests).toEqual([]);
  });

  it("refuses a host name that resolves to a private address", async () => {
    const fetch = fakeSafeFetch({ "https://intranet.example.com/c.png": png }, { "intranet.example.com": ["10.1.2.3"] });
    await expect(fetch("https://intranet.example.com/c.png")).resolves.toEqual({ ok: false, reason: "private" });
    expect(fetch.net.requests).toEqual([]);
  });

  it("refuses a host name with any private address among public ones", async () => {
    const fetch = fakeSafeFetch({ [IMG]: png }, { "img.example.com": [PUBLIC_IP, "fd00::1"] });
    await expect(fetch(IMG)).resolves.toEqual({ ok: false, reason: "private" });
  });

  it("checks every redirect hop: a redirect to 127.0.0.1 is refused before it is followed", async () => {
    const fetch = fakeSafeFetch({ [IMG]: { status: 302, location: "http://127.0.0.1:3000/api/health" } });
    await expect(fetch(IMG)).resolves.toEqual({ ok: false, reason: "private" });
    expect(fetch.net.requests.map((r) => r.url.toString())).toEqual([IMG]);
  });

  it("checks a redirect to a host name that resolves privately", async () => {
    const fetch = fakeSafeFetch({ [IMG]: { status: 301, location: "//rebind.example.net/c.png" } }, { "rebind.example.net": ["192.168.1.1"] });
    await expect(fetch(IMG)).resolves.toEqual({ ok: false, reason: "private" });
  });

  it("follows up to three redirects to public hosts, and no more", async () => {
    const hop = (n: number) => `https://img.example.com/${n}`;
    const sites = {
      [hop(0)]: { status: 301, location: hop(1) },
      [hop(1)]: { status: 302, location: "/2" },
      [hop(2)]: { status: 307, location: hop(3) },
      [hop(3)]: png,
    };
    await expect(fakeSafeFetch(sites)(hop(0))).resolves.toMatchObject({ ok: true });
    const longer = { ...sites, [hop(3)]: { status: 308, location: hop(4) }, [hop(4)]: png };
    await expect(fakeSafeFetch(longer)(hop(0))).resolves.toEqual({ ok: false, reason: "unreachable" });
  });

  it("refuses a redirect to another scheme", async () => {
    const fetch = fakeSafeFetch({ [IMG]: { status: 302, location: "file:///etc/passwd" } });
    await expect(fetch(IMG)).resolves.toEqual({ ok: false, reason: "invalid" });
  });

  it.each(["ftp://img.example.com/c.png", "file:///etc/passwd", "javascript:alert(1)", "not a url"])("refuses %s as not a web address", async (url) => {
    await expect(fakeSafeFetch({})(url)).resolves.toEqual({ ok: false, reason: "invalid" });
  });

  it("says a host that does not resolve is unreachable", async () => {
    const fetch = fakeSafeFetch({}, { "nowhere.example": null });
    await expect(fetch("https://nowhere.example/c.png")).resolves.toEqual({ ok: false, reason: "unreachable" });
  });

  it.each([
    ["an HTML page", { type: "text/html", body: "<!doctype html><title>Cover</title>" }],
    ["SVG (scripts), even said to be an image", { type: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }],
    ["HTML that claims to be a PNG", { type: "image/png", body: "<!doctype html><script>alert(1)</script>" }],
    ["a PNG sent as text/plain", { type: "text/plain", body: PNG_1PX }],
    ["an empty image", { type: "image/png", body: Buffer.alloc(0) }],
    ["a 404", { status: 404, type: "image/png", body: PNG_1PX }],
  ])("refuses %s as not an image", async (_what, answer) => {
    await expect(fakeSafeFetch({ [IMG]: answer })(IMG)).resolves.toEqual({ ok: false, reason: "not-image" });
  });

  it("takes the type from the bytes when the header names another image type", async () => {
    await expect(fakeSafeFetch({ [IMG]: { type: "image/jpeg", body: PNG_1PX } })(IMG)).resolves.toMatchObject({ ok: true, contentType: "image/png" });
  });

  it("refuses an image over the size cap", async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(COVER_MAX_BYTES)]);
    await expect(fakeSafeFetch({ [IMG]: { type: "image/png", body: big } })(IMG)).resolves.toEqual({ ok: false, reason: "too-large" });
    const small = fakeSafeFetch({ [IMG]: { type: "image/png", body: Buffer.concat([PNG_1PX, Buffer.alloc(100)]) } }, {}, { maxBytes: 100 });
    await expect(small(IMG)).resolves.toEqual({ ok: false, reason: "too-large" });
  });

  it("gives up when the whole fetch takes longer than its deadline", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fetch = fakeSafeFetch({ [IMG]: "hang" }, {}, { timeoutMs: 5000 });
    let settled = false;
    const outcome = fetch(IMG).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ ok: false, reason: "unreachable" });
    expect(fetch.net.requests[0]!.signal.aborted).toBe(true);
  });

  it("counts the deadline over every hop, including a resolver that never answers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fetch = fakeSafeFetch({}, {}, { timeoutMs: 5000, resolve: () => new Promise(() => {}) });
    const outcome = fetch(IMG);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(outcome).resolves.toEqual({ ok: false, reason: "unreachable" });
  });
});
