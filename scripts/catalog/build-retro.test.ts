// Unit tests for the MAME software-list converter (scripts/catalog/build-retro.mjs and its retro/ modules).
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM build modules without type declarations
import * as nongameModule from "./retro/nongame.mjs";
// @ts-expect-error -- plain ESM build modules without type declarations
import * as rowsModule from "./retro/rows.mjs";
// @ts-expect-error -- plain ESM build modules without type declarations
import * as xmlModule from "./retro/xml.mjs";

interface Row {
  id: string;
  title: string;
  year: number | null;
  platforms: string[];
  publishers: string[];
  alt_titles: string[];
  homebrew?: boolean;
  unlicensed?: boolean;
}
const r = { ...(xmlModule as object), ...(rowsModule as object) } as {
  parseSoftwareList(xml: string, source?: string): { name: string; description: string; software: unknown[] };
  buildRows(lists: unknown[]): Row[];
  mergeRows(rows: Row[]): { rows: Row[]; merges: number };
  cleanTitle(s: string): string;
  decodeEntities(s: string): string;
  parseYear(y: string): number | null;
};

const NES = `<?xml version="1.0"?>
<!DOCTYPE softwarelist SYSTEM "softwarelist.dtd">
<!-- license:CC0-1.0 -->
<softwarelist name="nes" description="Nintendo Entertainment System cartridges">
  <software name="smb">
    <description>Super Mario Bros. (World)</description>
    <year>1985</year>
    <publisher>Nintendo</publisher>
    <info name="alt_title" value="スーパーマリオブラザーズ"/>
  </software>
  <software name="smbj" cloneof="smb">
    <description>Super Mario Bros. (Japan, Rev 1)</description>
    <year>1985</year>
    <publisher>Nintendo</publisher>
  </software>
  <software name="smbhack" cloneof="smb">
    <description>Super Mario Bros. (pirate hack)</description>
    <year>1990</year>
    <publisher>&lt;pirate&gt;</publisher>
  </software>
  <software name="tom">
    <description>Tom &amp; Jerry (USA)</description>
    <year>1990?</year>
    <publisher>Hi Tech Expressions</publisher>
  </software>
  <software name="brew">
    <description>Homebrew Thing</description>
    <year>2012</year>
    <publisher>&lt;homebrew&gt;</publisher>
  </software>
</softwarelist>`;

describe("build-retro", () => {
  const list = r.parseSoftwareList(NES, "nes.xml");
  const rows = r.buildRows([list]);

  it("parses a software list with entities, comments and a DOCTYPE", () => {
    expect(list.name).toBe("nes");
    expect(list.software).toHaveLength(5);
    expect(r.decodeEntities("a &amp; b &lt;c&gt; &#233;")).toBe("a & b <c> é");
  });

  it("folds clones into their parent and ignores pirate clones' years", () => {
    const smb = rows.find((x) => x.id === "mame:nes:smb")!;
    expect(smb.title).toBe("Super Mario Bros.");
    expect(smb.year).toBe(1985);
    expect(smb.publishers).toEqual(["Nintendo"]);
    expect(smb.alt_titles).toContain("スーパーマリオブラザーズ");
    expect(rows.filter((x) => x.id.startsWith("mame:nes:smb"))).toHaveLength(1);
  });

  it("cleans region groups from titles and accepts uncertain years", () => {
    expect(r.cleanTitle("Tom & Jerry (USA)")).toBe("Tom & Jerry");
    expect(rows.find((x) => x.id === "mame:nes:tom")!.year).toBe(1990);
    expect(r.parseYear("19??")).toBeNull();
    expect(r.parseYear("198?")).toBeNull();
  });

  it("flags homebrew rows", () => {
    expect(rows.find((x) => x.id === "mame:nes:brew")!.homebrew).toBe(true);
  });

  it("merges the same game from two lists", () => {
    const famicom = r.parseSoftwareList(
      `<softwarelist name="famicom_flop" description="Famicom Disk System disks"><software name="smb"><description>Super Mario Bros.</description><year>1985</year><publisher>Nintendo</publisher></software></softwarelist>`,
    );
    const merged = r.mergeRows(r.buildRows([list, famicom]));
    expect(merged.merges).toBe(1);
    const smb = merged.rows.filter((x) => x.title === "Super Mario Bros.");
    expect(smb).toHaveLength(1);
    expect(smb[0]!.platforms.length).toBe(2);
  });
});

describe("nongame heuristic", () => {
  const nongame = nongameModule as {
    annotateNongame(rows: { title: string; platform_ids: string[]; nongame?: boolean; _utilTag?: boolean }[]): Record<string, number>;
  };
  const row = (title: string, lists = ["c64_flop"], tagged = false) => ({ title, platform_ids: lists, _utilTag: tagged });

  it("flags utilities, languages and educational titles, but never a title that says it holds games", () => {
    const rows = [row("Disk Utilities"), row("Turbo Pascal"), row("Math Blaster"), row("Math Games"), row("Castlevania")];
    expect(nongame.annotateNongame(rows)).toEqual({ utility: 1, programming: 1, educational: 1 });
    expect(rows.map((r) => "nongame" in r)).toEqual([true, true, true, false, false]);
  });

  it("flags a compilation only when every part is non-game software", () => {
    const rows = [row("Toolkit / Assembler"), row("Toolkit & Elite")];
    nongame.annotateNongame(rows);
    expect(rows.map((r) => "nongame" in r)).toEqual([true, false]);
  });

  it("flags rows whose lists are all non-game lists, and MAME's [UTILITAIRE] tag", () => {
    const rows = [row("Workbench 1.3", ["amiga_workbench"]), row("Something", ["cpc_flop"], true), row("Something", ["amiga_flop"])];
    expect(nongame.annotateNongame(rows)).toEqual({ list: 1, tag: 1 });
  });
});
