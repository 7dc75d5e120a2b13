// npm start's install and build steps must get the dev dependencies whatever the host's npm and
// NODE_ENV settings, and must notice an earlier install that skipped them.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM script without type declarations
import * as ensureModule from "./ensure.mjs";

const { toolEnv, installReason, BUILD_TOOLS } = ensureModule as {
  toolEnv: (env: Record<string, string | undefined>) => Record<string, string | undefined>;
  installReason: (dir: string) => string | undefined;
  BUILD_TOOLS: string[];
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

  it("installs again when an earlier install skipped the dev dependencies (no Vite)", () => {
    tree({ tools: BUILD_TOOLS.filter((t) => t !== "vite") });
    expect(installReason(dir)).toMatch(/build tools missing \(vite\)/);
  });

  it("does nothing when the tree is complete and current", () => {
    tree({ tools: BUILD_TOOLS });
    expect(installReason(dir)).toBeUndefined();
  });
});
