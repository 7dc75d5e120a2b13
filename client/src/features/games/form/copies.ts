// Copies of one game in the library: the Add Game dialog warns before saving a second one. Two copies are
// legitimate (two platforms, a physical and a digital one), so this only ever asks.
import { normalizePlatform, type LibraryGameSummary } from "@savepoint/common";

/** A title as a player reads it: case and runs of spaces do not matter. */
export const normalTitle = (title: string) => title.trim().replace(/\s+/g, " ").toLocaleLowerCase();

const samePlatform = (a: string, b: string) => normalizePlatform(a).toLowerCase() === normalizePlatform(b).toLowerCase();

interface NewGame {
  title?: string;
  platform?: string;
  catalogSlug?: string | null;
}

/**
 * The library's copy of the game about to be added, or null: the same catalog game (on any platform), or
 * the same title on the same platform. A copy on the same platform comes first, then the newest.
 */
export function findCopy(library: readonly LibraryGameSummary[], game: NewGame): LibraryGameSummary | null {
  const title = game.title ? normalTitle(game.title) : "";
  const platform = game.platform ?? "";
  const sameGame = (g: LibraryGameSummary) =>
    (game.catalogSlug ? g.catalogSlug === game.catalogSlug : false) || (title !== "" && normalTitle(g.title) === title);
  const copies = library.filter(sameGame);
  const onPlatform = copies.find((g) => platform !== "" && samePlatform(g.platform, platform));
  if (onPlatform) return onPlatform;
  // Another platform's copy counts only when it is the same catalog game: a title alone is not the game.
  return copies.find((g) => game.catalogSlug && g.catalogSlug === game.catalogSlug) ?? null;
}
