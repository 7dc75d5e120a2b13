// The journal's pure rules: the streak (calendar days, whatever the time zone), the text filter's
// pattern, a month's range and the list cursor.
import { afterEach, describe, expect, it } from "vitest";
import { containsPattern, decodeCursor, encodeCursor, monthRange, streakDays } from "./journal.rules.ts";

describe("streakDays", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("is 0 without entries and 1 for a single day", () => {
    expect(streakDays([])).toBe(0);
    expect(streakDays(["2026-05-31"])).toBe(1);
  });

  it("counts consecutive days ending at the newest entry date, stopping at the first gap", () => {
    expect(streakDays(["2026-05-31", "2026-05-30", "2026-05-29", "2026-05-27", "2026-05-26"])).toBe(3);
    // The newest day starts the streak even when older days form a longer run.
    expect(streakDays(["2026-06-10", "2026-05-01", "2026-05-02", "2026-05-03", "2026-05-04"])).toBe(1);
  });

  it("counts several entries on one day once, in whatever order the days come", () => {
    expect(streakDays(["2026-05-30", "2026-05-31", "2026-05-31", "2026-05-29", "2026-05-30"])).toBe(3);
  });

  it("runs across month, year and leap-day boundaries", () => {
    expect(streakDays(["2026-03-01", "2026-02-28", "2026-02-27"])).toBe(3);
    expect(streakDays(["2024-03-01", "2024-02-29", "2024-02-28"])).toBe(3);
    expect(streakDays(["2024-03-01", "2024-02-28"])).toBe(1);
    expect(streakDays(["2027-01-01", "2026-12-31", "2026-12-30"])).toBe(3);
  });

  it("reads dates as calendar days in every time zone, daylight-saving changes included", () => {
    // 2026-03-08 and 2026-11-01 are 23- and 25-hour days in Los Angeles; 2026-03-29 in Europe.
    const days = ["2026-03-09", "2026-03-08", "2026-03-07", "2026-03-30", "2026-03-29", "2026-03-28", "2026-11-02", "2026-11-01", "2026-10-31"];
    const runs = [days.slice(0, 3), days.slice(3, 6), days.slice(6)];
    for (const tz of ["UTC", "America/Los_Angeles", "Europe/Berlin", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      process.env.TZ = tz;
      for (const run of runs) expect(streakDays(run), `${tz} ${run[0]}`).toBe(3);
      expect(streakDays(["2026-03-09", "2026-03-07"]), tz).toBe(1);
    }
  });
});

describe("containsPattern", () => {
  it("matches the text anywhere and takes %, _ and backslash literally", () => {
    expect(containsPattern("boss")).toBe("%boss%");
    expect(containsPattern("100%_done\\")).toBe("%100\\%\\_done\\\\%");
  });
});

describe("monthRange", () => {
  it("spans the month, December into the next year", () => {
    expect(monthRange("2026-05")).toEqual({ from: "2026-05-01", to: "2026-06-01" });
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2027-01-01" });
  });
});

describe("the list cursor", () => {
  const at = new Date("2026-05-31T10:00:00.123Z");
  const id = "0b6a3a52-5c1e-4a4b-9a57-0f4d3c2b1a00";

  it("round-trips the sort key, day, time and id", () => {
    expect(decodeCursor(encodeCursor({ key: null, date: "2026-05-31", at, id }), "date-desc")).toEqual({ key: null, date: "2026-05-31", at, id });
    expect(decodeCursor(encodeCursor({ key: "forgotten", date: "2026-05-31", at, id }), "title-asc")?.key).toBe("forgotten");
  });

  it("refuses a cursor it did not give, or one of another sort", () => {
    const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    const bad = [
      "bm9wZQ",
      forged([null, "2026-02-30", at.toISOString(), id]),
      forged([null, "2026-05-31", "-271821-04-20T00:00:00.000Z", id]),
      forged([null, "2026-05-31", at.toISOString(), "x"]),
      forged(["a\u0000b", "2026-05-31", at.toISOString(), id]),
      forged([null, "2026-05-31", at.toISOString(), id]),
    ];
    for (const [i, c] of bad.entries()) expect(() => decodeCursor(c, i === bad.length - 1 ? "title-asc" : i === 4 ? "category-asc" : "date-desc"), c).toThrow();
    expect(() => decodeCursor(forged(["key", "2026-05-31", at.toISOString(), id]), "date-asc")).toThrow();
  });
});
