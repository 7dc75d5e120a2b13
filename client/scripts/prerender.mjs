// After `vite build`, the pages the server sends instead of dist/index.html (server/src/http/static.ts),
// each with its .br and .gz twins:
// - dist/landing.html, for `/` without a session: the landing page (src/prerender.tsx, loaded through
//   Vite's SSR loader) rendered inside #root, its module script started by public/landing-boot.js
//   after the first frame; the app then hydrates it (ADR 026).
// - dist/login.html and dist/register.html: index.html with a modulepreload of each chunk the page
//   loads besides the entry's own (from the manifest), fetched alongside the entry instead of after it.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { writeTwins } from "./compress.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");

/** The signed-out pages given their chunks up front: the file written, and the manifest keys of their lazy imports. */
const ROUTE_PAGES = [
  { file: "login.html", chunks: ["src/features/auth/index.ts", "src/features/auth/LoginPage.tsx"] },
  { file: "register.html", chunks: ["src/features/auth/index.ts", "src/features/auth/RegisterPage.tsx"] },
];

function write(file, html) {
  const raw = Buffer.from(html);
  writeTwins(join(dist, file), raw, { writeOriginal: true });
  console.log(`prerender: dist/${file} (${(raw.length / 1024).toFixed(1)} KB)`);
}

/** The files of `keys` and of everything they import statically. */
function closure(manifest, keys) {
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of keys) walk(key);
  return files;
}

const index = readFileSync(join(dist, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const entryFiles = closure(manifest, ["index.html"]);
for (const page of ROUTE_PAGES) {
  const links = [...closure(manifest, page.chunks)].filter((f) => !entryFiles.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  write(page.file, index.replace("</head>", `  ${links.join("\n    ")}\n  </head>`));
}

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
  const empty = '<div id="root"></div>';
  if (!index.includes(empty)) throw new Error(`dist/index.html has no ${empty}`);
  // The app's module script starts after the first frame (public/landing-boot.js), so nothing delays
  // the page's first paint; it then hydrates this markup (main.tsx).
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
  if (!entry) throw new Error("dist/index.html has no module script");
  write(
    "landing.html",
    index
      .replace(entry[0], `<script defer src="/landing-boot.js" data-entry="${entry[1]}"></script>`)
      .replace(empty, `<div id="root" data-prerendered="landing">${markup}</div>`),
  );
} finally {
  await vite.close();
}
