// ShownGames.sameText: the index's own title or slug string for a game, so a feature that keeps the same
// titles (the recommendation catalog) holds one copy of each, not two; other text comes back as given.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ShownGames } from "./shown-games.ts";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const game = (title: string, slug: string) => ({ slug, title, platforms: [], series: null, rating: null, metacritic: null, coverUrl: null, source: "bundled" });
/** The same text in a string of its own (as a row read again from the database would be). */
const copyOf = (s: string) => Buffer.from(s, "latin1").toString("latin1");

function heldBy(keep: (fresh: string, slot: number) => string, shown: ShownGames, titles: string[]): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = titles.map((t, slot) => keep(copyOf(t), slot));
  gc();
  const held = process.memoryUsage().heapUsed - before;
  expect(kept).toEqual(titles);
  return held;
}

describe("ShownGames.sameText", () => {
  it("answers the title or the slug kept for the slot, and any other text as given", () => {
    const shown = new ShownGames();
    shown.set(0, game("Pong", "pong"));
    shown.set(1, game("Pong", "pong-1972"));
    expect(shown.sameText(0, "Pong")).toBe("Pong");
    expect(shown.sameText(1, "pong-1972")).toBe("pong-1972");
    expect(shown.sameText(0, "Tetris")).toBe("Tetris");
    expect(shown.sameText(7, "Pong")).toBe("Pong");
    shown.delete(1);
    expect(shown.sameText(1, "pong-1972")).toBe("pong-1972");
  });

  it("gives back the index's own string: titles kept through it take no second copy", () => {
    const shown = new ShownGames();
    const titles = Array.from({ length: 2_000 }, (_, i) => `${String(i).padStart(5, "0")} ${"a long title ".repeat(320)}`);
    titles.forEach((t, slot) => shown.set(slot, game(t, `game-${slot}`)));
    const copies = heldBy((fresh) => fresh, shown, titles);
    const shared = heldBy((fresh, slot) => shown.sameText(slot, fresh), shown, titles);
    // about 8 MB of text held twice, against the array of references alone (and the worker's own noise,
    // a few hundred KB at most)
    expect(copies).toBeGreaterThan(6 * 2 ** 20);
    expect(shared).toBeLessThan(1.5 * 2 ** 20);
  });
});
