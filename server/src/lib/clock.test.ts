// A started clock's Date: its "now" is the real one plus the offset and runs with it; dates built from a
// value, Date.UTC, parsing and instanceof are untouched. (startClock itself replaces the process's Date,
// so it is exercised by the end-to-end suite's servers, never inside a shared test worker.)
import { describe, expect, it } from "vitest";
import { offsetDate } from "./clock.ts";

/** A real Date whose clock the test moves by hand. */
function manualDate(start: number): { real: DateConstructor; advance: (ms: number) => void } {
  let t = start;
  const real = new Proxy(Date, { get: (target, key, receiver): unknown => (key === "now" ? () => t : Reflect.get(target, key, receiver)) });
  return { real, advance: (ms) => (t += ms) };
}

describe("offsetDate", () => {
  const DAY = 86_400_000;
  const wall = Date.UTC(2026, 10, 28, 2, 0, 0);
  const start = Date.UTC(2025, 5, 15, 23, 59, 30);

  it("reads the start instant, then runs in real time", () => {
    const { real, advance } = manualDate(wall);
    const Shifted = offsetDate(start - wall, real);
    // `new real()` would read the host's clock: the shifted "now" goes through real.now only.
    expect(Shifted.now()).toBe(start);
    advance(45_000);
    expect(Shifted.now()).toBe(start + 45_000);
    expect(new Shifted(Shifted.now()).toISOString()).toBe("2025-06-16T00:00:15.000Z");
  });

  it("stamps `new Date()` with the shifted time and leaves dates built from a value alone", () => {
    const Shifted = offsetDate(-DAY);
    const before = Date.now();
    const stamped = new Shifted().getTime();
    expect(stamped).toBeGreaterThanOrEqual(before - DAY);
    expect(stamped).toBeLessThanOrEqual(Date.now() - DAY);
    expect(new Shifted("2025-06-15T12:00:00Z").getTime()).toBe(Date.UTC(2025, 5, 15, 12));
    expect(new Shifted(2025, 0, 2).getFullYear()).toBe(2025);
    expect(Shifted.UTC(2025, 0, 1)).toBe(Date.UTC(2025, 0, 1));
    expect(Shifted.parse("2025-01-01T00:00:00Z")).toBe(Date.UTC(2025, 0, 1));
  });

  it("makes real Dates that every instanceof check and Date method accepts", () => {
    const Shifted = offsetDate(-DAY);
    const d = new Shifted();
    expect(d).toBeInstanceOf(Date);
    expect(d instanceof Shifted).toBe(true);
    expect(Object.prototype.toString.call(d)).toBe("[object Date]");
    expect(Date.prototype.toISOString.call(d)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Called as a function, Date answers the current time as a string: the shifted one.
    expect(new Date((Shifted as unknown as () => string)()).getTime()).toBeLessThanOrEqual(Date.now() - DAY + 1000);
  });
});
