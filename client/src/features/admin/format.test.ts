import { describe, expect, it } from "vitest";
import { formatBytes, formatUptime } from "./format.ts";

describe("admin formats", () => {
  it("writes sizes in the largest unit that keeps the number at 1 or more", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(12.5 * 1024 * 1024)).toBe("12.5 MB");
  });

  it("writes uptime in days, hours and minutes", () => {
    expect(formatUptime(30)).toBe("0 min");
    expect(formatUptime(3 * 3600 + 4 * 60)).toBe("3 h 4 min");
    expect(formatUptime(2 * 86_400 + 5)).toBe("2 d");
    expect(formatUptime(86_400 + 3600 + 60)).toBe("1 d 1 h 1 min");
  });
});
