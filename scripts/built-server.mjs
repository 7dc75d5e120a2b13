// The built app (`npm run build`) served for a measuring script: `server/dist/index.js` on a free
// loopback port and a fresh embedded database in a temporary folder, its log quiet but for warnings;
// and the median these scripts report over their runs.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });

/** Exits with a message when the build is missing (`who` names the script). */
export function requireBuild(who) {
  for (const f of ["client/dist/index.html", "server/dist/index.js"]) {
    if (!existsSync(f)) {
      console.error(`${who}: ${f} is missing; run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

/**
 * Starts the built server with `env` over its defaults; resolves once /api/health answers, with its
 * origin, its DATA_DIR and `stop()` (the process ended, its data folder removed).
 */
export async function startBuiltServer(name, env = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `savepoint-${name}-`));
  const server = spawn(process.execPath, ["server/dist/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r() : server.once("exit", r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let t0 = Date.now(); ;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop, dataDir };
    } catch {
      // not yet
    }
    if (Date.now() - t0 > 120_000 || server.exitCode !== null) {
      await stop();
      throw new Error(`${name}: the server did not answer within 120 s`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The median of `xs` (the mean of the middle two for an even count). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Signs up `username` on the server at `origin` (its email `<username>@example.test`); returns the
 * session's cookies ({ name, value }) and the headers a signed-in JSON call sends.
 */
export async function signUp(origin, username, password) {
  const res = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ firstName: "Bench", lastName: "Player", username, email: `${username}@example.test`, password, confirmPassword: password }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(";");
    const eq = pair.indexOf("=");
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
  const headers = { "Content-Type": "application/json", Origin: origin, Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
  return { cookies, headers };
}

/**
 * A new player on the server at `origin` with `n` games (varied platforms, genres, statuses, tags,
 * ratings, hours), added 25 at a time; returns the session cookies for a browser context.
 */
export async function playerWith(origin, n) {
  const { cookies, headers } = await signUp(origin, `bench${n}`, "bench-pass-1");
  const add = async (i) => {
    const body = {
      title: `Game ${i + 1}: the long road`,
      platform: ["PC", "Switch", "PS5"][i % 3],
      genre: ["RPG", "Platformer", "Strategy"][i % 3],
      status: ["BACKLOG", "IN_PROGRESS", "COMPLETED"][i % 3],
      customTags: [`tag${i % 7}`],
      ...(i % 3 === 2 ? { rating: 1 + (i % 10), playTime: (i % 40) + 0.5 } : {}),
    };
    const r = await fetch(`${origin}/api/games`, { method: "POST", headers, body: JSON.stringify(body) });
    if (r.status !== 201) throw new Error(`adding a game failed: ${r.status} ${await r.text()}`);
  };
  for (let i = 0; i < n; i += 25) await Promise.all(Array.from({ length: Math.min(25, n - i) }, (_, k) => add(i + k)));
  return cookies.map((c) => ({ ...c, domain: "127.0.0.1", path: "/" }));
}

/** "load average a b c", for a benchmark's or check's last line. */
export const loadLine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`;

/**
 * Runs `work`, which launches Chromium at a path through `launch` (once) and answers whether every
 * check passed; then closes the browser and stops the server (`stop`), whatever happened, and exits
 * non-zero when `work` threw or answered false.
 */
export async function withBrowser(stop, work) {
  let browser;
  let ok = false;
  try {
    ok = await work(async (executablePath) => (browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] })));
  } catch (err) {
    console.error(err);
  } finally {
    await browser?.close();
    await stop();
  }
  process.exit(ok ? 0 : 1);
}
