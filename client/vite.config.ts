import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, type Plugin } from "vite";
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
