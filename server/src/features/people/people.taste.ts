// Taste match: how alike two users rate the games both rated. Each game agrees by 1 − |mine − theirs| / 9
// (1 for the same rating, 0 for 1 against 10); the match is the mean over the games, as a rounded
// percentage, and needs TASTE_MATCH_MIN_GAMES games. Agreed games are those within TASTE_AGREE points
// (closest first, then the best rated), disagreed ones TASTE_DISAGREE points apart or more (furthest first).
import {
  RATING_MAX,
  RATING_MIN,
  TASTE_AGREE,
  TASTE_DISAGREE,
  TASTE_MATCH_LIST,
  TASTE_MATCH_MIN_GAMES,
  type TasteGame,
  compareText,
  type TasteMatch,
} from "@savepoint/common";
import type { SharedRating } from "./people.queries.ts";

const SPAN = RATING_MAX - RATING_MIN;

const toGame = (r: SharedRating): TasteGame => ({ title: r.title, slug: r.slug, myRating: r.mine, theirRating: r.theirs });
const gap = (r: SharedRating) => Math.abs(r.mine - r.theirs);
const byTitle = (a: SharedRating, b: SharedRating) => compareText(a.title, b.title);

export function tasteMatch(shared: readonly SharedRating[]): TasteMatch {
  const n = shared.length;
  if (n < TASTE_MATCH_MIN_GAMES) return { percent: null, sharedGames: n, agree: [], disagree: [] };
  const agreement = shared.reduce((sum, r) => sum + (1 - gap(r) / SPAN), 0) / n;
  const agree = shared
    .filter((r) => gap(r) <= TASTE_AGREE)
    .sort((a, b) => gap(a) - gap(b) || b.mine + b.theirs - (a.mine + a.theirs) || byTitle(a, b))
    .slice(0, TASTE_MATCH_LIST);
  const disagree = shared
    .filter((r) => gap(r) >= TASTE_DISAGREE)
    .sort((a, b) => gap(b) - gap(a) || byTitle(a, b))
    .slice(0, TASTE_MATCH_LIST);
  return { percent: Math.round(agreement * 100), sharedGames: n, agree: agree.map(toGame), disagree: disagree.map(toGame) };
}
