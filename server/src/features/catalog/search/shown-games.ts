// What a search answer shows of each game, kept by index slot in columns rather than one object per
// game: the title as written; the slug only where it is not slugify(title) (most catalog slugs are);
// series, source and platform lists as numbers into tables of the distinct values (a catalog of
// 80,000 games has a few thousand of them); rating and critic score in typed arrays; the provider's
// cover address only for the games that have one. Reading it back gives the row's own values.

import type { CatalogRecord } from "../catalog.types.ts";
import { slugify } from "../../../lib/text.ts";
import { resized } from "../../../lib/typed-arrays.ts";
import { ValueTable } from "../../../lib/value-table.ts";

/** A game as a search answer shows it (catalog.presenter toSearchResult). */
export type ShownGame = Pick<CatalogRecord, "id" | "slug" | "title" | "year" | "platforms" | "series" | "rating" | "metacritic" | "coverUrl" | "source">;

const NO_METACRITIC = -32768;
const listKey = (list: readonly string[]) => list.join("\u0000");
const frozenCopy = (list: readonly string[]) => Object.freeze([...list]);

export class ShownGames {
  private titles: (string | undefined)[] = [];
  /** Slugs that are not slugify(title), by slot. */
  private readonly slugs = new Map<number, string>();
  /** Provider cover addresses, by slot (bundled games have none). */
  private readonly covers = new Map<number, string>();
  private readonly strings = new ValueTable<string | null>((s) => (s === null ? "\u0000" : `s${s}`));
  private readonly lists = new ValueTable<readonly string[]>(listKey);
  private seriesBySlot = new Int32Array(1024);
  private sourceBySlot = new Int32Array(1024);
  private platformsBySlot = new Int32Array(1024);
  /** NaN: no rating. */
  private ratingBySlot = new Float64Array(1024);
  private metacriticBySlot = new Int16Array(1024);

  set(slot: number, game: Omit<ShownGame, "id" | "year">): void {
    if (slot >= this.seriesBySlot.length) this.resize(Math.max(slot + 1, Math.ceil(this.seriesBySlot.length * 1.25) + 64));
    this.titles[slot] = game.title;
    if (game.slug !== slugify(game.title)) this.slugs.set(slot, game.slug);
    else this.slugs.delete(slot);
    if (game.coverUrl !== null) this.covers.set(slot, game.coverUrl);
    else this.covers.delete(slot);
    this.seriesBySlot[slot] = this.strings.numberOf(game.series);
    this.sourceBySlot[slot] = this.strings.numberOf(game.source);
    this.platformsBySlot[slot] = this.lists.numberOf(game.platforms, frozenCopy);
    this.ratingBySlot[slot] = game.rating ?? NaN;
    const m = game.metacritic;
    this.metacriticBySlot[slot] = m === null || !Number.isInteger(m) || Math.abs(m) > 32767 ? NO_METACRITIC : m;
  }

  /** The game in `slot` as its row has it (id and year are kept by the game table). */
  get(slot: number, id: number, year: number | null): ShownGame {
    const title = this.titles[slot]!;
    const rating = this.ratingBySlot[slot]!;
    const metacritic = this.metacriticBySlot[slot]!;
    return {
      id,
      slug: this.slugs.get(slot) ?? slugify(title),
      title,
      year,
      platforms: this.lists.values[this.platformsBySlot[slot]!] as string[],
      series: this.strings.values[this.seriesBySlot[slot]!]!,
      rating: Number.isNaN(rating) ? null : rating,
      metacritic: metacritic === NO_METACRITIC ? null : metacritic,
      coverUrl: this.covers.get(slot) ?? null,
      source: this.strings.values[this.sourceBySlot[slot]!]!,
    };
  }

  /** This index's own copy of `text` when it is the title or the slug kept in `slot`; else `text` itself. */
  sameText(slot: number, text: string): string {
    const title = this.titles[slot];
    if (title === text) return title;
    const slug = this.slugs.get(slot);
    return slug === text ? slug : text;
  }

  delete(slot: number): void {
    this.titles[slot] = undefined;
    this.slugs.delete(slot);
    this.covers.delete(slot);
  }

  /** Cuts the columns to `slots` (after a bulk load: no spare room, and no map of values to numbers until one changes). */
  trim(slots: number): void {
    this.resize(slots);
    this.titles = this.titles.slice(0, slots);
    this.strings.forgetKeys();
    this.lists.forgetKeys();
  }

  private resize(size: number): void {
    size = Math.max(1, size);
    this.seriesBySlot = resized(this.seriesBySlot, size);
    this.sourceBySlot = resized(this.sourceBySlot, size);
    this.platformsBySlot = resized(this.platformsBySlot, size);
    this.ratingBySlot = resized(this.ratingBySlot, size);
    this.metacriticBySlot = resized(this.metacriticBySlot, size);
  }
}
