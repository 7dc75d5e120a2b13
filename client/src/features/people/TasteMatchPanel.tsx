// The taste match on another user's profile: '82% taste match' over the games we both rated, with
// the games we agree and disagree on most. Nothing shows while there are too few games in common.
import { Link } from "react-router-dom";
import type { TasteGame, TasteMatch } from "@savepoint/common";
import { gameHref } from "./format.ts";
import { Panel } from "./ProfileParts.tsx";

function Games({ title, games }: { title: string; games: TasteGame[] }) {
  if (games.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {games.map((g) => (
          <li key={g.slug} className="flex flex-wrap justify-between gap-x-3">
            <Link to={gameHref(g.slug) ?? "/"} className="link">
              {g.title}
            </Link>
            <span className="text-slate-600 dark:text-slate-300">
              You {g.myRating}/10 · Them {g.theirRating}/10
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TasteMatchPanel({ match }: { match: TasteMatch | null }) {
  if (!match || match.percent === null) return null;
  return (
    <Panel id="taste-match" title={`${match.percent}% taste match`}>
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          From {match.sharedGames} {match.sharedGames === 1 ? "game" : "games"} you both rated.
        </p>
        <Games title="You agree on" games={match.agree} />
        <Games title="You disagree on" games={match.disagree} />
      </div>
    </Panel>
  );
}
