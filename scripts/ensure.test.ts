// npm start's install and build steps must not depend on the host's npm and NODE_ENV settings, must
// install without the test and lint tools on a fresh clone but never prune a developer's, and must
// notice an install that did not finish.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM script without type declarations
import * as ensureModule from "./ensure.mjs";

const { toolEnv, installReason, installArgs, BUILD_TOOLS, DEV_TOOL } = ensureModule as {
  toolEnv: (env: Record<string, string | undefined>) => Record<string, string | undefined>;
  installReason: (dir: string) => string | undefined;
  installArgs: (opts: { dev: boolean }, dir: string) => string[];
  BUILD_TOOLS: string[];
  DEV_TOOL: string;
};

describe("the install and build environment", () => {
  it("drops what makes npm omit dev dependencies, and NODE_ENV, keeping everything else", () => {
    const env = toolEnv({
      NODE_ENV: "production",
      npm_config_omit: "dev",
      NPM_CONFIG_PRODUCTION: "true",
      npm_config_only: "prod",
      npm_config_include: "optional",
      npm_config_cache: "/c",
      PATH: "/bin",
      DATA_DIR: "/d",
    });
    expect(env).toEqual({ npm_config_cache: "/c", PATH: "/bin", DATA_DIR: "/d" });
  });
});

describe("whether to install", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function tree({ tools }: { tools: string[] }) {
    dir = mkdtempSync(join(tmpdir(), "sp-ensure-"));
    writeFileSync(join(dir, "package-lock.json"), "{}");
    mkdirSync(join(dir, "node_modules"));
    for (const t of tools) {
      mkdirSync(join(dir, "node_modules", t));
      writeFileSync(join(dir, "node_modules", t, "package.json"), "{}");
    }
    writeFileSync(join(dir, "node_modules", ".package-lock.json"), "{}");
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, "package-lock.json"), old, old);
  }

  it("installs on the first run and when the lockfile changed", () => {
    dir = mkdtempSync(join(tmpdir(), "sp-ensure-"));
    expect(installReason(dir)).toBe("first run");
    tree({ tools: BUILD_TOOLS });
    utimesSync(join(dir, "package-lock.json"), new Date(), new Date(Date.now() + 60_000));
    expect(installReason(dir)).toBe("package-lock.json changed");
  });

  it("installs again when an earlier install left a build tool out (no Vite)", () => {
    tree({ tools: BUILD_TOOLS.filter((t) => t !== "vite") });
    expect(installReason(dir)).toMatch(/build tools missing \(vite\)/);
  });

  it("does nothing when the tree is complete and current", () => {
    tree({ tools: BUILD_TOOLS });
    expect(installReason(dir)).toBeUndefined();
  });
});

describe("what an install brings", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("npm start on a fresh clone leaves the dev dependencies out; dev and the benchmarks bring them", () => {
    dir = mkdtempSync(join(tmpdir(), "sp-ensure-"));
    expect(installArgs({ dev: false }, dir)).toEqual(["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"]);
    expect(installArgs({ dev: true }, dir)).toEqual(["install", "--include=dev", "--no-audit", "--no-fund", "--prefer-offline"]);
  });

  it("npm start keeps a developer's tree whole: with the dev tools installed, it installs them again", () => {
    dir = mkdtempSync(join(tmpdir(), "sp-ensure-"));
    mkdirSync(join(dir, "node_modules", DEV_TOOL), { recursive: true });
    writeFileSync(join(dir, "node_modules", DEV_TOOL, "package.json"), "{}");
    expect(installArgs({ dev: false }, dir)).toContain("--include=dev");
  });
});

describe("the build tools", () => {
  it("are dependencies, so an install that omits dev dependencies still builds", async () => {
    const { readFileSync } = await import("node:fs");
    const root = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    const server = JSON.parse(readFileSync("server/package.json", "utf8")) as { dependencies: Record<string, string> };
    const deps = { ...root.dependencies, ...server.dependencies };
    expect(BUILD_TOOLS.filter((t) => !deps[t])).toEqual([]);
    expect(["@vitejs/plugin-react", "@tailwindcss/vite", "tailwindcss"].filter((t) => !deps[t])).toEqual([]);
  });
});
