import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { browserUrl, dataLocation, isSelfExplaining, listenEarly, listenErrorMessage, StartupError } from "./startup.ts";

const open: { close(): void }[] = [];
afterEach(() => open.splice(0).forEach((s) => s.close()));

function occupy(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  open.push(server);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as { port: number }).port })));
}

describe("listening", () => {
  it("says a taken port in one line that names the fix", async () => {
    const { port } = await occupy();
    const err: unknown = await listenEarly(port, "127.0.0.1").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toBe(`Port ${port} is already in use. Set PORT to another port, or stop the program using it.`);
    expect(isSelfExplaining(err)).toBe(true);
  });

  it("names the fix for a privileged port and a foreign address, and nothing for other errors", () => {
    expect(listenErrorMessage({ code: "EACCES" }, 80, "0.0.0.0")).toMatch(/^Port 80 needs privileges.*Set PORT to 1024 or above/);
    expect(listenErrorMessage({ code: "EADDRNOTAVAIL" }, 3000, "10.9.9.9")).toMatch(/^HOST 10\.9\.9\.9 is not an address of this machine/);
    expect(listenErrorMessage(new Error("other"), 3000, "127.0.0.1")).toBeUndefined();
  });

  it("answers 503 with Retry-After until the app is attached, then the app answers", async () => {
    const early = await listenEarly(0, "127.0.0.1");
    open.push(early.server);
    const before = await fetch(`http://127.0.0.1:${early.port}/api/health`);
    expect(before.status).toBe(503);
    expect(before.headers.get("retry-after")).toBe("5");
    early.attach((_req, res) => res.end("ready"));
    expect(await (await fetch(`http://127.0.0.1:${early.port}/api/health`)).text()).toBe("ready");
  });
});

describe("start-up lines", () => {
  it("gives a browser address: a wildcard host is localhost, IPv6 in brackets", () => {
    expect(browserUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(browserUrl("::", 3000)).toBe("http://localhost:3000");
    expect(browserUrl("::1", 8080)).toBe("http://[::1]:8080");
    expect(browserUrl("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
  });

  it("says where the data lives without the database password", () => {
    expect(dataLocation("embedded", "/srv/sp", undefined)).toBe("Data: /srv/sp (embedded database; `npm run backup -- <folder>` backs it up while it runs)");
    const pg = dataLocation("postgres", "/srv/sp", "postgresql://me:s3cret@db.lan:5433/savepoint");
    expect(pg).toBe("Data: PostgreSQL at db.lan:5433/savepoint; cached covers in /srv/sp (`npm run backup -- <folder>` backs both up)");
    expect(pg).not.toContain("s3cret");
  });

  it("treats the data-in-use and configuration errors as self-explaining, other errors not", () => {
    expect(isSelfExplaining(new Error("The embedded database in /d is in use by process 42. Stop that Savepoint server first."))).toBe(true);
    expect(isSelfExplaining(new Error("Invalid configuration:\n  PORT: too big"))).toBe(true);
    expect(isSelfExplaining(new Error("ECONNRESET"))).toBe(false);
  });
});
