import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv.ts";

describe("parseCsv", () => {
  it("keys rows by the trimmed, lower-cased header and fills missing fields with ''", () => {
    expect(parseCsv(" Title ,YEAR\nTetris,1984\nDoom\n")).toEqual([
      { title: "Tetris", year: "1984" },
      { title: "Doom", year: "" },
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const text = 'title,description\r\n"Ratchet, Clank","The ""best"" one\nsecond line"\r\n';
    expect(parseCsv(text)).toEqual([{ title: "Ratchet, Clank", description: 'The "best" one\nsecond line' }]);
  });

  it("ignores a byte-order mark and blank lines, and keeps a quote inside an unquoted field", () => {
    expect(parseCsv('\uFEFFtitle,year\n\n\r\nSay "Hi",1999\n,\n')).toEqual([{ title: 'Say "Hi"', year: "1999" }]);
  });

  it("answers [] for an empty file", () => {
    expect(parseCsv("")).toEqual([]);
  });
});
