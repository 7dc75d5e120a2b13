import { describe, expect, it } from "vitest";
import { activityTime, communityTime, eventWhen } from "./relativeTime.ts";

// A fixed clock: noon local time, so the dates below never cross a day boundary in any time zone.
const NOW = new Date(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("activityTime (the Activity page)", () => {
  it.each([
    [0, "Just now"],
    [59 * M + 59 * S, "Just now"],
    [H, "1 hour ago"],
    [2 * H + 30 * M, "2 hours ago"],
    [23 * H + 59 * M, "23 hours ago"],
    [D, "1 day ago"],
    [6 * D + 23 * H, "6 days ago"],
  ])("%i ms ago reads %s", (ms, text) => expect(activityTime(ago(ms), NOW)).toBe(text));

  it("gives the local date from a week on", () => {
    expect(activityTime(new Date(2025, 5, 8, 12, 0, 0).toISOString(), NOW)).toBe("6/8/2025");
    expect(activityTime(new Date(2024, 11, 31, 9, 0, 0).toISOString(), NOW)).toBe("12/31/2024");
  });

  it("reads a time ahead of the clock as now", () => expect(activityTime(ago(-3 * H), NOW)).toBe("Just now"));
});

describe("communityTime (the community page)", () => {
  it.each([
    [0, "Just now"],
    [59 * S, "Just now"],
    [M, "1 minute ago"],
    [59 * M, "59 minutes ago"],
    [H, "1 hour ago"],
    [5 * H, "5 hours ago"],
    [D, "1 day ago"],
    [6 * D, "6 days ago"],
  ])("%i ms ago reads %s", (ms, text) => expect(communityTime(ago(ms), NOW)).toBe(text));

  it("gives a short date from a week on, with the year only when it is another year's", () => {
    expect(communityTime(new Date(2025, 5, 8, 12, 0, 0).toISOString(), NOW)).toBe("Jun 8");
    expect(communityTime(new Date(2024, 11, 31, 9, 0, 0).toISOString(), NOW)).toBe("Dec 31, 2024");
  });

  it("reads a time ahead of the clock as now", () => expect(communityTime(ago(-M), NOW)).toBe("Just now"));
});

describe("eventWhen (when it happened beside when it was recorded, issue 26)", () => {
  const at = (d: Date) => d.toISOString();
  it("says the real day and when it was added when the two differ", () => {
    expect(eventWhen({ happenedOn: "2024-10-13", createdAt: ago(4 * M) }, NOW, communityTime)).toEqual({ happened: "on 13 Oct 2024", recorded: "added today" });
    expect(eventWhen({ happenedOn: "2025-05-01", createdAt: ago(3 * D) }, NOW, communityTime)).toEqual({
      happened: "on 1 May 2025",
      recorded: "added 3 days ago",
    });
    expect(eventWhen({ happenedOn: "2025-05-01", createdAt: ago(3 * D) }, NOW, activityTime)).toEqual({
      happened: "on 1 May 2025",
      recorded: "added 3 days ago",
    });
    expect(eventWhen({ happenedOn: "2025-05-01", createdAt: ago(D) }, NOW, communityTime)).toEqual({ happened: "on 1 May 2025", recorded: "added yesterday" });
    // Recorded by a clock a little ahead of this one: still today.
    expect(eventWhen({ happenedOn: "2025-05-01", createdAt: ago(-13 * H) }, NOW, communityTime)).toEqual({
      happened: "on 1 May 2025",
      recorded: "added today",
    });
  });

  it("does not repeat a day: an event on the day it was recorded, or with no day of its own, says only when it was recorded", () => {
    expect(eventWhen({ happenedOn: "2025-06-15", createdAt: ago(4 * M) }, NOW, communityTime)).toEqual({ happened: null, recorded: "4 minutes ago" });
    expect(eventWhen({ happenedOn: null, createdAt: ago(4 * M) }, NOW, communityTime)).toEqual({ happened: null, recorded: "4 minutes ago" });
    const june = new Date(2025, 5, 10, 9, 0, 0);
    expect(eventWhen({ happenedOn: "2025-06-10", createdAt: at(june) }, NOW, communityTime)).toEqual({ happened: null, recorded: "5 days ago" });
  });
});
