// The shared CSV reader: records with their starting line, quoted cells, a BOM, and a quote left open.
import { describe, expect, it } from "vitest";
import { csvHeaders, csvRecords } from "./csv.ts";

describe("csvRecords", () => {
  it("reads quoted cells with commas, doubled quotes and newlines, CRLF or LF, skipping blank lines", () => {
    const { records, unclosedAt } = csvRecords('\uFEFFTitle,Notes\r\n"Hades, II","say ""hi""\nagain"\n\nPortal 2,\n');
    expect(unclosedAt).toBeNull();
    expect(records).toEqual([
      { line: 1, cells: ["Title", "Notes"] },
      { line: 2, cells: ["Hades, II", 'say "hi"\nagain'] },
      { line: 5, cells: ["Portal 2", ""] },
    ]);
  });

  it("names the line of a record whose quoted cell never closes", () => {
    expect(csvRecords('Title\nok\n"broken\nstill').unclosedAt).toBe(3);
  });

  it("stops after `limit` records, so a header needs none of the rest of the file", () => {
    expect(csvRecords('a,b\n"never closed', 1)).toEqual({ records: [{ line: 1, cells: ["a", "b"] }], unclosedAt: null });
  });
});

describe("csvHeaders", () => {
  it("gives the header row's names trimmed, without blanks, BOM or not", () => {
    expect(csvHeaders('\uFEFF"Title", Platform ,,"Main Story"\nx,y,z,w')).toEqual(["Title", "Platform", "Main Story"]);
    expect(csvHeaders("")).toEqual([]);
  });
});
