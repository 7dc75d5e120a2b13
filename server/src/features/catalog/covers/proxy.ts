// Serves a provider's cover image through our own origin (the browser never calls a provider),
// cached on disk under DATA_DIR/covers. Any failure falls back to the generated SVG.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const MAX_BYTES = 5 * 1024 * 1024;
const ALLOWED = /^image\/(jpeg|png|webp|gif|avif)$/;

export interface CachedImage {
  contentType: string;
  body: Buffer;
}

export function createCoverProxy(opts: { dir: string; timeoutMs?: number; fetchImpl?: typeof fetch }) {
  const fetchImpl = opts.fetchImpl ?? fetch;
  mkdirSync(opts.dir, { recursive: true });
  return async function get(url: string): Promise<CachedImage | null> {
    if (!/^https:\/\//.test(url)) return null;
    const key = createHash("sha256").update(url).digest("hex").slice(0, 32);
    const file = join(opts.dir, key);
    if (existsSync(file) && existsSync(`${file}.type`)) {
      return { body: readFileSync(file), contentType: readFileSync(`${file}.type`, "utf8") };
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), opts.timeoutMs ?? 2000);
    try {
      const res = await fetchImpl(url, { signal: ctrl.signal, redirect: "follow" });
      const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
      if (!res.ok || !ALLOWED.test(type)) return null;
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length === 0 || body.length > MAX_BYTES) return null;
      writeFileSync(file, body);
      writeFileSync(`${file}.type`, type);
      return { body, contentType: type };
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
