import { describe, expect, it } from "vitest";
import { JEMALLOC_CONF, SERVER_ENTRY, jemallocPath, serverEnv, serverProcess } from "./server-launch.mjs";

const JEMALLOC = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2";
const has =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe("how the server process is started", () => {
  it("runs the built entry with the memory flags and allocator settings", () => {
    const { args, env } = serverProcess({}, [], has());
    expect(args.at(-1)).toBe(SERVER_ENTRY);
    expect(args).toEqual(expect.arrayContaining(["--max-semi-space-size=4", "--liftoff-only"]));
    expect(env).toMatchObject({ NODE_ENV: "production", MALLOC_ARENA_MAX: "2" });
  });

  it("lets the host's own environment win and adds extra flags before the entry", () => {
    const { args, env } = serverProcess({ NODE_ENV: "development", MALLOC_ARENA_MAX: "4", PORT: "8080" }, ["--inspect"], has());
    expect(env).toMatchObject({ NODE_ENV: "development", MALLOC_ARENA_MAX: "4", PORT: "8080" });
    expect(args.slice(-2)).toEqual(["--inspect", SERVER_ENTRY]);
  });
});

describe("the allocator", () => {
  it("preloads jemalloc when the host has it, with settings that give freed memory back", () => {
    const env = serverEnv({}, has(JEMALLOC), "linux");
    expect(env).toMatchObject({ LD_PRELOAD: JEMALLOC, MALLOC_CONF: JEMALLOC_CONF });
  });

  it("keeps the host's own preloads and jemalloc settings", () => {
    const env = serverEnv({ LD_PRELOAD: "/opt/x.so", MALLOC_CONF: "narenas:1" }, has(JEMALLOC), "linux");
    expect(env).toMatchObject({ LD_PRELOAD: `${JEMALLOC} /opt/x.so`, MALLOC_CONF: "narenas:1" });
  });

  it("stays on the system allocator without jemalloc, off Linux, or when asked", () => {
    expect(serverEnv({}, has(), "linux").LD_PRELOAD).toBeUndefined();
    expect(jemallocPath({}, has(JEMALLOC), "darwin")).toBeNull();
    expect(jemallocPath({ SAVEPOINT_ALLOCATOR: "system" }, has(JEMALLOC), "linux")).toBeNull();
    expect(jemallocPath({}, has("/usr/lib/aarch64-linux-gnu/libjemalloc.so.2"), "linux")).toBe("/usr/lib/aarch64-linux-gnu/libjemalloc.so.2");
  });
});
