import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { build, defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { writeTwins } from "./scripts/compress.mjs";

const apiPort = process.env.API_PORT ?? "3001";

/** Files the server sends precompressed; source maps and images that are already compressed are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) twin of every compressible file of the build, at the highest
 * levels (this is done once, at build time); the server picks the twin the browser accepts.
 */
function precompress(): Plugin {
  let outDir = "dist";
  let publicDir = "";
  return {
    name: "savepoint:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/") ? config.build.outDir : join(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    writeBundle(_options, bundle) {
      const copied = publicDir && existsSync(publicDir) ? readdirSync(publicDir, { recursive: true, encoding: "utf8" }) : [];
      const files = [...Object.keys(bundle), ...copied].filter((f) => COMPRESSIBLE.test(f) && !f.startsWith(".vite/"));
      for (const f of new Set(files)) writeTwins(join(outDir, f), readFileSync(join(outDir, f)));
    },
  };
}

/**
 * Builds the service worker (src/offline/sw.ts) into dist/sw.js, one classic script, after the app:
 * it is given the app shell to keep (index.html, every JavaScript and CSS file of the build and the
 * public files) and a version hashed from those files' contents, so each build that changes any of
 * them is a new worker, which browsers install in place of the last.
 */
function serviceWorker(): Plugin {
  let root = "";
  let outDir = "dist";
  let publicDir = "";
  let shell: string[] = [];
  return {
    name: "savepoint:service-worker",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith("/") ? config.build.outDir : join(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    // (writeBundle: index.html joins the bundle in Vite's own generateBundle, after this plugin's would run)
    writeBundle(_options, bundle) {
      shell = Object.keys(bundle).filter((f) => f === "index.html" || /^assets\/.+\.(?:js|css)$/.test(f));
    },
    async closeBundle() {
      const copied = publicDir && existsSync(publicDir) ? readdirSync(publicDir, { recursive: true, encoding: "utf8" }) : [];
      const files = [...shell, ...copied.filter((f) => statSync(join(publicDir, f)).isFile())];
      const precache = files.map((f) => `/${f.split("\\").join("/")}`).sort();
      const hash = createHash("sha256");
      for (const f of precache) hash.update(f).update(readFileSync(join(outDir, f)));
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        publicDir: false,
        define: { __SW_VERSION__: JSON.stringify(hash.digest("hex").slice(0, 16)), __SW_PRECACHE__: JSON.stringify(precache) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          lib: { entry: join(root, "src/offline/sw.ts"), formats: ["iife"], name: "savepointWorker", fileName: () => "sw.js" },
        },
      });
      writeTwins(join(outDir, "sw.js"), readFileSync(join(outDir, "sw.js")));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), serviceWorker()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // changeOrigin stays false so the API's Origin check sees the browser's own host.
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // scripts/budgets.mjs reads it: which chunks each route loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
