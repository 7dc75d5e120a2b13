import { describe, expect, it } from "vitest";
import { returnPathOf, safeReturnPath, withReturnPath } from "./return-to.ts";

describe("safeReturnPath", () => {
  it("keeps a signed-in page of this app, with its query and fragment", () => {
    expect(safeReturnPath("/settings")).toBe("/settings");
    expect(safeReturnPath("/game/hades?tab=notes#top")).toBe("/game/hades?tab=notes#top");
    expect(safeReturnPath("/games/add")).toBe("/games/add");
  });

  it.each([
    "//evil.example",
    "//evil.example/settings",
    "https://evil.example/settings",
    "http:/settings",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/\tsettings",
    " /settings",
    "settings",
    "/login",
    "/register",
    "/no/such/page",
    "",
  ])("refuses %j", (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it("reads `next` from a query string and writes it back encoded", () => {
    expect(returnPathOf("?next=%2Fsettings")).toBe("/settings");
    expect(returnPathOf("?next=%2F%2Fevil.example")).toBeNull();
    expect(returnPathOf("")).toBeNull();
    expect(withReturnPath("/login", "/game/a b")).toBe("/login?next=%2Fgame%2Fa+b");
    expect(withReturnPath("/login", null)).toBe("/login");
  });
});
