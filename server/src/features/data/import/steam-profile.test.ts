// Steam import: what a user may type for their profile, that only Steam's API host is ever asked (with
// the key, never the user's URL), vanity names resolved, and the fixtures' answers.
import { describe, expect, it } from "vitest";
import { DATA_TEXTS } from "@savepoint/common";
import { createSteamPlayerApi } from "../../catalog/index.ts";
import { steamFixture } from "../data.test-support.ts";
import { ImportFileError } from "./rows.ts";
import { readSteamProfile, steamLibraryOf } from "./steam-profile.ts";

describe("readSteamProfile", () => {
  it("reads a SteamID64, profile and custom URLs, or a custom URL name; refuses anything else", () => {
    expect(readSteamProfile(" 76561197960435530 ")).toEqual({ steamId: "76561197960435530" });
    expect(readSteamProfile("https://steamcommunity.com/profiles/76561197960435530/")).toEqual({ steamId: "76561197960435530" });
    expect(readSteamProfile("steamcommunity.com/id/gabelogannewell")).toEqual({ vanity: "gabelogannewell" });
    expect(readSteamProfile("gabelogannewell")).toEqual({ vanity: "gabelogannewell" });
    for (const bad of ["https://evil.example/id/gabe", "http://169.254.169.254/latest", "a", "name with spaces", "https://steamcommunity.com/id/../x"]) {
      expect(() => readSteamProfile(bad)).toThrow(new ImportFileError(DATA_TEXTS.steamIdRequired));
    }
  });
});

describe("the Steam player API", () => {
  it("asks only api.steampowered.com, resolves a custom URL name, and passes the owned games on", async () => {
    const asked: URL[] = [];
    const fetchImpl = ((input: string | URL) => {
      const url = new URL(String(input));
      asked.push(url);
      const body = url.pathname.includes("ResolveVanityURL")
        ? steamFixture(url.searchParams.get("vanityurl") === "gabelogannewell" ? "ResolveVanityURL-ok.json" : "ResolveVanityURL-no-match.json")
        : steamFixture("GetOwnedGames.json");
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));
    }) as typeof fetch;
    const library = steamLibraryOf(createSteamPlayerApi({ apiKey: "k3y", fetchImpl }));
    expect(await library.ownedGames("https://steamcommunity.com/id/gabelogannewell")).toEqual(steamFixture("GetOwnedGames.json"));
    expect(asked.map((u) => [u.host, u.pathname, u.searchParams.get("key"), u.searchParams.get("steamid") ?? u.searchParams.get("vanityurl")])).toEqual([
      ["api.steampowered.com", "/ISteamUser/ResolveVanityURL/v1/", "k3y", "gabelogannewell"],
      ["api.steampowered.com", "/IPlayerService/GetOwnedGames/v1/", "k3y", "76561197960435530"],
    ]);
    await expect(library.ownedGames("nobody_here")).rejects.toThrow(new ImportFileError(DATA_TEXTS.steamNoMatch));
  });

  it("a Steam that does not answer is a 502 that says so, never a 500 or the key", async () => {
    const fetchImpl = (() => Promise.resolve(new Response("<html>Forbidden</html>", { status: 403 }))) as unknown as typeof fetch;
    const library = steamLibraryOf(createSteamPlayerApi({ apiKey: "k3y", fetchImpl }));
    await expect(library.ownedGames("76561197960435530")).rejects.toMatchObject({ status: 502, message: "Steam did not answer. Please try again later." });
  });
});
