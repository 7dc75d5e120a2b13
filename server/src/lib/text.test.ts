import { describe, expect, it } from "vitest";
import { foldText, normalizeTitle, romanToArabic, slugify, tokens, unicodeSlug } from "./text.ts";

describe("foldText", () => {
  it("lowercases", () => {
    expect(foldText("SUPER Metroid")).toBe("super metroid");
  });

  it("folds accents to ASCII (NFKD, combining marks stripped)", () => {
    expect(foldText("Pokémon")).toBe("pokemon");
    expect(foldText("Ōkami")).toBe("okami");
    expect(foldText("Señor Ñandú Über Çava")).toBe("senor nandu uber cava");
    expect(foldText("ＦＩＦＡ")).toBe("fifa"); // full-width forms via NFKD
  });

  it("folds the letters NFKD leaves alone", () => {
    expect(foldText("Straße Ærø Œuvre Łódź")).toBe("strasse aero oeuvre lodz");
  });

  it('turns "&" into " and "', () => {
    expect(foldText("Ratchet & Clank")).toBe("ratchet and clank");
    expect(foldText("Banjo&Kazooie")).toBe("banjo and kazooie");
  });

  it("removes apostrophes, straight or typographic", () => {
    expect(foldText("Luigi's Mansion")).toBe("luigis mansion");
    expect(foldText("Luigi’s Mansion")).toBe("luigis mansion");
    expect(foldText("Assassin`s Creed")).toBe("assassins creed");
  });

  it("turns every other non [a-z0-9] character into a space, collapsed and trimmed", () => {
    expect(foldText("  Half-Life:   2!! ")).toBe("half life 2");
    expect(foldText("S.T.A.L.K.E.R.")).toBe("s t a l k e r");
    expect(foldText("ゼルダの伝説")).toBe("");
    expect(foldText("Zelda no Densetsu ゼルダ 1")).toBe("zelda no densetsu 1");
  });

  it("copes with very long input", () => {
    const long = "Ab-".repeat(100_000);
    expect(foldText(long)).toBe(Array.from({ length: 100_000 }, () => "ab").join(" "));
  });
});

describe("normalizeTitle", () => {
  it('drops a leading "the "', () => {
    expect(normalizeTitle("The Legend of Zelda")).toBe("legend of zelda");
    expect(normalizeTitle("THE LAST OF US")).toBe("last of us");
  });

  it('keeps a "the" that is not leading, and a title that is only "The"', () => {
    expect(normalizeTitle("Sonic the Hedgehog")).toBe("sonic the hedgehog");
    expect(normalizeTitle("The")).toBe("the");
    expect(normalizeTitle("Theme Park")).toBe("theme park");
  });

  it("converts roman numerals to arabic, so both spellings meet", () => {
    expect(normalizeTitle("Final Fantasy VII")).toBe("final fantasy 7");
    expect(normalizeTitle("final fantasy 7")).toBe("final fantasy 7");
    expect(normalizeTitle("Street Fighter II: The World Warrior")).toBe("street fighter 2 the world warrior");
    expect(normalizeTitle("street fighter 2 the world warrior")).toBe("street fighter 2 the world warrior");
    expect(normalizeTitle("The Elder Scrolls V: Skyrim")).toBe("elder scrolls 5 skyrim");
    expect(normalizeTitle("Rocky IV")).toBe("rocky 4");
  });

  it("knows every numeral from i to xxxix", () => {
    const expected: Record<string, string> = {
      i: "1",
      ii: "2",
      iii: "3",
      iv: "4",
      v: "5",
      vi: "6",
      vii: "7",
      viii: "8",
      ix: "9",
      x: "10",
      xi: "11",
      xiv: "14",
      xix: "19",
      xx: "20",
      xxiv: "24",
      xxix: "29",
      xxxiii: "33",
      xxxviii: "38",
      xxxix: "39",
    };
    for (const [roman, arabic] of Object.entries(expected)) {
      expect(normalizeTitle(`Game ${roman.toUpperCase()}`)).toBe(`game ${arabic}`);
      expect(romanToArabic(roman)).toBe(arabic);
    }
    let count = 0;
    for (let n = 1; n <= 39; n++) {
      const tens = "x".repeat(Math.floor(n / 10));
      const ones = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"][n % 10]!;
      expect(romanToArabic(tens + ones)).toBe(String(n));
      count++;
    }
    expect(count).toBe(39);
  });

  it("leaves non-numerals, out-of-range and non-canonical numerals alone", () => {
    expect(normalizeTitle("Game XL")).toBe("game xl"); // 40
    expect(normalizeTitle("Game IIII")).toBe("game iiii");
    expect(normalizeTitle("Game VX IC")).toBe("game vx ic");
    expect(normalizeTitle("Vivid Mix Civ")).toBe("vivid mix civ");
    expect(normalizeTitle("Mega Man X")).toBe("mega man 10");
  });

  it("folds before it normalises", () => {
    expect(normalizeTitle("The Pokémon VII & Luigi's")).toBe("pokemon 7 and luigis");
    expect(normalizeTitle("   ")).toBe("");
  });
});

describe("tokens", () => {
  it("splits the normalised title", () => {
    expect(tokens("The Witcher III: Wild Hunt")).toEqual(["witcher", "3", "wild", "hunt"]);
    expect(tokens("!!!")).toEqual([]);
  });
});

describe("slugify", () => {
  it("follows the spec rule", () => {
    expect(slugify("Pokémon Red")).toBe("pokemon-red");
    expect(slugify("Half-Life 2")).toBe("half-life-2");
    expect(slugify("The Legend of Zelda: Link's Awakening")).toBe("the-legend-of-zelda-link-s-awakening");
    expect(slugify("  --Ōkami!!  ")).toBe("okami");
    expect(slugify("Ratchet & Clank")).toBe("ratchet-clank");
    expect(slugify("Final Fantasy VII")).toBe("final-fantasy-vii");
    expect(slugify("ゼルダ")).toBe("");
  });
});

describe("unicodeSlug", () => {
  it("is slugify for titles with Latin letters or digits, and keeps other scripts' letters otherwise", () => {
    expect(unicodeSlug("Pokémon Red")).toBe("pokemon-red");
    expect(unicodeSlug("ゼルダ 2")).toBe("2");
    expect(unicodeSlug("لعبة")).toBe("لعبة");
    expect(unicodeSlug("  Игра: Пример!  ")).toBe("игра-пример");
    expect(unicodeSlug("ゼルダの伝説 時のオカリナ")).toBe("ゼルダの伝説-時のオカリナ");
    expect(unicodeSlug("🎮🕹️👾")).toBe("");
  });
});
