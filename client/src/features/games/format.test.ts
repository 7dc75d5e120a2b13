import { describe, expect, it } from "vitest";
import { formatDay, formatHours, oneDecimal } from "./format.ts";

describe("oneDecimal", () => {
  const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

  it("writes what Intl.NumberFormat('en-US', one decimal at most) writes", () => {
    const values = [
      0,
      1.5e-7,
      3e-9,
      0.04,
      0.05,
      0.15,
      0.25,
      0.95,
      1,
      1.05,
      1.15,
      1.25,
      3,
      12.25,
      12.5,
      99.95,
      999.94,
      999.96,
      1000,
      1204.3,
      12345.67,
      1234567.89,
      1e9 + 0.5,
    ];
    for (let i = 0; i <= 20_000; i += 7) values.push(i / 100, i * 13.37);
    for (const v of [...values, ...values.filter((x) => x > 0).map((x) => -x)]) expect(oneDecimal(v), String(v)).toBe(intl.format(v));
  });

  it("drops a zero decimal and groups thousands", () => {
    expect(oneDecimal(3)).toBe("3");
    expect(oneDecimal(2.96)).toBe("3");
    expect(oneDecimal(1204.34)).toBe("1,204.3");
    expect(formatHours(12.25)).toBe("12.3");
  });
});

describe("formatDay", () => {
  it("writes a calendar date in either style, never shifted by the time zone", () => {
    expect(formatDay("2024-05-31")).toBe("May 31, 2024");
    expect(formatDay("2024-05-31", "short")).toBe("May 31, 2024");
    expect(formatDay("2024-01-01T00:00:00.000Z", "short")).toBe("Jan 1, 2024");
    expect(formatDay(null)).toBe("");
  });
});
