// Serves a provider's cover image through our own origin (the browser never calls a provider),
// cached on disk under DATA_DIR/covers. Any failure falls back to the generated SVG.
import { createImageCache, type CachedImage } from "./image-cache.ts";

export type { CachedImage } from "./image-cache.ts";

const MAX_BYTES = 5 * 1024 * 1024;
const ALLOWED = /^image\/(jpeg|png|webp|gif|avif)$/;

export function createCoverProxy(opts: { dir: string; timeoutMs?: number; fetchImpl?: typeof fetch }) {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const cache = createImageCache(opts.dir);
  return async function get(url: string): Promise<CachedImage | null> {
    if (!/^https:\/\//.test(url)) return null;
    const hit = cache.get(cache.keyOf(url));
    if (hit) return hit;
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), opts.timeoutMs ?? 2000);
    try {
      const res = await fetchImpl(url, { signal: ctrl.signal, redirect: "follow" });
      const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
      if (!res.ok || !ALLOWED.test(type)) return null;
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length === 0 || body.length > MAX_BYTES) return null;
      const image: CachedImage = { body, contentType: type };
      cache.put(url, image);
      return image;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
