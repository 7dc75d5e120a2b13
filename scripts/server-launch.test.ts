import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { JEMALLOC_CONF, SERVER_ENTRY, jemallocPath, onPostgres, serverEnv, serverProcess, shellExecLine } from "./server-launch.mjs";

const JEMALLOC = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2";
const has =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe("how the server process is started", () => {
  it("runs the built entry with the memory flags and allocator settings", () => {
    const { args, env } = serverProcess({}, [], has(), () => ({}));
    expect(args.at(-1)).toBe(SERVER_ENTRY);
    expect(args).toEqual(expect.arrayContaining(["--max-semi-space-size=4", "--liftoff-only", "--expose-gc"]));
    expect(env).toMatchObject({ NODE_ENV: "production", MALLOC_ARENA_MAX: "2" });
  });

  it("on PostgreSQL, leaves out the embedded database's memory flags (V8's full young generation, WebAssembly's optimising tier)", () => {
    const noFile = () => ({});
    const { args } = serverProcess({ DATABASE_URL: "postgres://db.example/savepoint" }, [], has(), noFile);
    expect(args).toEqual(["--expose-gc", SERVER_ENTRY]);
    // an empty DATABASE_URL is the embedded database, as the server reads it
    expect(serverProcess({ DATABASE_URL: "" }, [], has(), noFile).args).toEqual(expect.arrayContaining(["--max-semi-space-size=4", "--liftoff-only"]));
  });

  it("reads DATABASE_URL from the .env file the server loads, unless the environment sets it (even to empty)", () => {
    const file = () => ({ DATABASE_URL: "postgres://db.example/savepoint" });
    expect(onPostgres({}, file)).toBe(true);
    expect(onPostgres({ DATABASE_URL: "" }, file)).toBe(false);
    expect(onPostgres({}, () => ({}))).toBe(false);
    expect(serverProcess({}, [], has(), file).args).not.toContain("--liftoff-only");
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

describe("npm start's exec line (scripts/start.mjs)", () => {
  it("replaces the shell with node, passing every argument and changed variable through a POSIX shell's quoting", () => {
    const script = "console.log(JSON.stringify([process.argv.slice(1), process.env.SP_A, process.env.SP_B, process.pid]))";
    const line = shellExecLine(process.execPath, ["-e", script, "it's", "a b", "$HOME `x`"], { SP_A: "x'y z", SP_B: "same" }, { SP_B: "same" });
    expect(line).not.toContain("SP_B=");
    // `exec` in a shell that reports its own pid first: node runs as that same process.
    const r = spawnSync("sh", ["-c", `echo $$; ${line}`], { encoding: "utf8", env: { ...process.env, SP_B: "same" } });
    const [shellPid, json] = r.stdout.trim().split("\n");
    const [argv, a, b, pid] = JSON.parse(json!) as [string[], string, string, number];
    expect(argv).toEqual(["it's", "a b", "$HOME `x`"]);
    expect([a, b]).toEqual(["x'y z", "same"]);
    expect(pid).toBe(Number(shellPid));
  });
});
