import { describe, expect, it } from "vitest";
import { DENSE_LIMIT, IdSlots } from "./id-slots.ts";

describe("IdSlots", () => {
  it("keeps, answers and forgets slots by id, slot 0 included", () => {
    const s = new IdSlots();
    s.set(7, 0);
    s.set(80_176, 41);
    expect(s.get(7)).toBe(0);
    expect(s.get(80_176)).toBe(41);
    expect(s.get(8)).toBeUndefined();
    s.set(7, 3);
    expect(s.get(7)).toBe(3);
    s.delete(7);
    expect(s.get(7)).toBeUndefined();
    expect(s.get(80_176)).toBe(41);
  });

  it("answers nothing for ids it never saw, however large or odd", () => {
    const s = new IdSlots();
    for (const id of [0, 1023, 1024, DENSE_LIMIT - 1, DENSE_LIMIT, 2 ** 31, -1, 1.5]) expect(s.get(id)).toBeUndefined();
  });

  it("keeps ids beyond the dense range without a huge array", () => {
    const s = new IdSlots();
    s.set(2 ** 31 - 1, 5);
    s.set(DENSE_LIMIT, 6);
    expect(s.get(2 ** 31 - 1)).toBe(5);
    expect(s.get(DENSE_LIMIT)).toBe(6);
    s.delete(DENSE_LIMIT);
    expect(s.get(DENSE_LIMIT)).toBeUndefined();
  });
});
