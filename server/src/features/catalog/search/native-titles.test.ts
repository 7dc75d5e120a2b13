import { describe, expect, it } from "vitest";
import { hasNativeLetters, nativeForm, NativeTitles } from "./native-titles.ts";

describe("titles in other scripts", () => {
  it("tells letters outside the Latin script, and compacts titles (NFKC, no spaces or marks)", () => {
    expect(hasNativeLetters("ファイナルファンタジー")).toBe(true);
    expect(hasNativeLetters("Pokémon Ñ")).toBe(false);
    expect(nativeForm("ゼルダの伝説 時のオカリナ")).toBe("ゼルダの伝説時のオカリナ");
    expect(nativeForm("ﾛｯｸﾏﾝ２")).toBe("ロックマン2");
    expect(nativeForm("ファイナルファンタジーⅡ")).toBe("ファイナルファンタジーii");
  });

  it("matches a query equal to, starting or inside a title, and forgets a removed game", () => {
    const t = new NativeTitles();
    t.add(1, ["Rockman", "ロックマン"]);
    t.add(2, ["ロックマン2 Dr.ワイリーの謎"]);
    const seen: string[] = [];
    t.each("ロックマン", (slot, cls) => seen.push(`${slot}:${cls}`));
    expect(seen).toEqual(["1:exact", "2:prefix"]);
    const inside: string[] = [];
    t.each("ワイリー", (slot, cls) => inside.push(`${slot}:${cls}`));
    expect(inside).toEqual(["2:contains"]);
    t.remove(1);
    expect(t.size).toBe(1);
  });
});
