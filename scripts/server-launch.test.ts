import { describe, expect, it } from "vitest";
import { SERVER_ENTRY, serverProcess } from "./server-launch.mjs";

describe("how the server process is started", () => {
  it("runs the built entry with the memory flags and allocator settings", () => {
    const { args, env } = serverProcess({});
    expect(args.at(-1)).toBe(SERVER_ENTRY);
    expect(args).toContain("--max-semi-space-size=4");
    expect(env).toMatchObject({ NODE_ENV: "production", MALLOC_ARENA_MAX: "2" });
  });

  it("lets the host's own environment win and adds extra flags before the entry", () => {
    const { args, env } = serverProcess({ NODE_ENV: "development", MALLOC_ARENA_MAX: "4", PORT: "8080" }, ["--inspect"]);
    expect(env).toMatchObject({ NODE_ENV: "development", MALLOC_ARENA_MAX: "4", PORT: "8080" });
    expect(args.slice(-2)).toEqual(["--inspect", SERVER_ENTRY]);
  });
});
