// The state of one search while it runs (catalog-index.ts): the normalised query and its page, the
// plan for each query token, and the page turned into hits.

import type { SearchHit } from "./search-types.ts";
import type { GameTable, SlotKey } from "./game-table.ts";
import type { ShownGames } from "./shown-games.ts";
import { tierOf } from "./rules.ts";
import type { TopHits } from "./top-hits.ts";

/** One search in progress: the normalised query, what a game needs to qualify, and the page. */
export interface Query {
  q: string;
  tokens: string[];
  /** charMask of the query. */
  mask: number;
  /** charMask of the first letters of the query words. */
  initials: number;
  /** flags & need === ALLOWED exactly when the game may be shown for this query. */
  need: number;
  /** Marks the slots this query has considered (GameTable.seen). */
  stamp: number;
  top: TopHits<SlotKey>;
}

/** How one query token is satisfied. */
export interface TokenPlan {
  token: string;
  /** Vocabulary ids whose games can satisfy the token (null: token not looked up). */
  vocab: number[] | null;
  /** Sum of the postings lengths of `vocab`: the candidate-set size it would drive. */
  estimate: number;
  /** Typo corrections (vocabulary tokens) when the token itself matches nothing. */
  corrections: string[] | null;
}

export function toHits(top: TopHits<SlotKey>, table: GameTable, shown: ShownGames): SearchHit[] {
  return top.items.map(({ cls, entry }) => ({
    id: entry.id,
    game: shown.get(entry.slot, entry.id, table.yearOf(entry.slot)),
    normalizedTitle: table.titlesBySlot[entry.slot]!,
    year: table.yearOf(entry.slot),
    tier: tierOf(cls),
    cls,
    standing: entry.standing,
    score: table.baseScoreOf(entry.slot),
  }));
}

/** The looked-up token with the smallest candidate set, if any token was looked up. */
export function mostSelective(plans: readonly TokenPlan[]): TokenPlan | undefined {
  let best: TokenPlan | undefined;
  for (const plan of plans) {
    if (plan.vocab !== null && (best === undefined || plan.estimate < best.estimate)) best = plan;
  }
  return best;
}
