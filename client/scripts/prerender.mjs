// After `vite build`: renders the landing page (src/prerender.tsx, loaded through Vite's SSR loader)
// into dist/landing.html — dist/index.html with the page's markup inside #root, its module script
// started by public/landing-boot.js after the first frame — and its .br and .gz
// twins. The server sends it for `/` without a session (server/src/http/static.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createServer } from "vite";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const vite = await createServer({
  root,
  configFile: join(root, "vite.config.ts"),
  server: { middlewareMode: true, hmr: false },
  appType: "custom",
  logLevel: "error",
});
try {
  const { renderLanding } = await vite.ssrLoadModule("/src/prerender.tsx");
  const markup = await renderLanding();
  const index = readFileSync(join(dist, "index.html"), "utf8");
  const empty = '<div id="root"></div>';
  if (!index.includes(empty)) throw new Error(`dist/index.html has no ${empty}`);
  // The app's module script starts after the first frame (public/landing-boot.js), so nothing delays
  // the page's first paint; it then renders the same page over this markup (main.tsx).
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
  if (!entry) throw new Error("dist/index.html has no module script");
  const html = index
    .replace(entry[0], `<script defer src="/landing-boot.js" data-entry="${entry[1]}"></script>`)
    .replace(empty, `<div id="root" data-prerendered="landing">${markup}</div>`);
  const raw = Buffer.from(html);
  writeFileSync(join(dist, "landing.html"), raw);
  writeFileSync(join(dist, "landing.html.br"), brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(dist, "landing.html.gz"), gzipSync(raw, { level: 9 }));
  console.log(`prerender: dist/landing.html (${(raw.length / 1024).toFixed(1)} KB)`);
} finally {
  await vite.close();
}
