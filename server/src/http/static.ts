// The built web app: every file is sent precompressed (the build writes .br and .gz beside it),
// Brotli first, then gzip, then as is, with Vary: Accept-Encoding. Hashed files under /assets are
// cached for a year; index.html, which names them, and the service worker are revalidated on every load.
import { existsSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import express, { type Express, type Request, type Response, type NextFunction } from "express";
import { HINT_COOKIE, SESSION_COOKIE } from "./auth.ts";

const ENCODINGS = [
  { name: "br", ext: ".br" },
  { name: "gzip", ext: ".gz" },
] as const;

/** The encoding to send `file` with: the client's preferred one of those with a file on disk. */
function pickEncoding(req: Request, file: string): (typeof ENCODINGS)[number] | undefined {
  const available = ENCODINGS.filter((e) => existsSync(file + e.ext));
  if (available.length === 0) return undefined;
  const q = acceptedEncodings(req.get("Accept-Encoding") ?? "");
  // Ties go to the smaller file: Brotli before gzip, whatever order the client listed them in.
  const best = available.reduce<(typeof ENCODINGS)[number] | undefined>((b, e) => ((q.get(e.name) ?? 0) > (b ? (q.get(b.name) ?? 0) : 0) ? e : b), undefined);
  return best;
}

/** Accept-Encoding as encoding → q ("*" stands for every encoding not named). */
function acceptedEncodings(header: string): Map<string, number> {
  const named = new Map<string, number>();
  let star: number | undefined;
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const value = Number.isFinite(q) ? q : 0;
    if (token === "*") star = value;
    else named.set(token, value);
  }
  if (star !== undefined) for (const e of ENCODINGS) if (!named.has(e.name)) named.set(e.name, star);
  return named;
}

/** Sends `file` (inside `root`) with the best precompressed twin the client accepts. */
function sendFile(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string) {
  const enc = pickEncoding(req, file);
  res.vary("Accept-Encoding");
  res.set("Cache-Control", cacheControl);
  if (!enc) {
    res.sendFile(file, { cacheControl: false, lastModified: true }, (err) => err && next(err));
    return;
  }
  res.type(extname(file) || "application/octet-stream");
  res.set("Content-Encoding", enc.name);
  res.sendFile(file + enc.ext, { cacheControl: false, lastModified: true, headers: { "Content-Type": res.get("Content-Type") } }, (err) => err && next(err));
}

/** A path under `root` naming a file, or undefined (no file, a folder, or outside root). */
function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The service worker (client/src/offline/sw.ts) and the web app manifest: a browser installing the app
 * must get them or a 404, never the page. The worker is revalidated on every load, so a new build's
 * reaches browsers at once (they also check it themselves at least once a day).
 */
const WORKER = "/sw.js";
const NEVER_THE_PAGE = new Set([WORKER, "/manifest.webmanifest"]);

/** Hashed files under /assets are kept a year, the worker never without asking, any other file an hour. */
function cacheControlOf(path: string): string {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return path === WORKER ? "no-cache" : "public, max-age=3600";
}

/** Whether the request carries a session cookie or the script-readable hint beside it (http/auth.ts). */
const SIGNED_IN_COOKIE = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE}|${HINT_COOKIE})=`);

/**
 * Mounts the built client at `dist`: its files, and index.html for every other GET path (the SPA's
 * routes). `/` without a session cookie gets landing.html when the build made it (the landing page's
 * markup already inside: client/scripts/prerender.mjs), so a visitor sees it before any script runs;
 * `/login` and `/register` get their own copies of index.html that preload the page's chunks.
 */
export function serveClient(app: Express, dist: string) {
  const root = normalize(dist);
  const index = join(root, "index.html");
  const landing = join(root, "landing.html");
  const hasLanding = existsSync(landing);
  const routePages = new Map(
    Object.entries({ "/login": "login.html", "/register": "register.html" })
      .map(([path, file]) => [path, join(root, file)] as const)
      .filter(([, file]) => existsSync(file)),
  );
  const router = express.Router();
  router.get(/.*/, (req, res, next) => {
    const file = req.path === "/index.html" ? undefined : fileUnder(root, req.path);
    if (file && !file.endsWith(".br") && !file.endsWith(".gz")) {
      sendFile(req, res, next, file, cacheControlOf(req.path));
      return;
    }
    if (req.path.startsWith("/assets/") || NEVER_THE_PAGE.has(req.path)) {
      next(); // a missing hashed file, worker or manifest is a 404, never the page
      return;
    }
    if (req.path !== "/") {
      sendFile(req, res, next, routePages.get(req.path) ?? index, "no-cache");
      return;
    }
    // `/` is two pages: which one depends on the cookies (a `?next=` address is left to the app).
    res.vary("Cookie");
    const signedOut = !SIGNED_IN_COOKIE.test(req.get("Cookie") ?? "") && !req.originalUrl.includes("?");
    sendFile(req, res, next, hasLanding && signedOut ? landing : index, "no-cache");
  });
  app.use(router);
}
