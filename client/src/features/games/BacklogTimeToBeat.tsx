// A backlog game's time to beat here, on its card and its row of the list: the median hours of the
// players who completed it (TIME_TO_BEAT_MIN_PLAYERS or more). Nothing while it loads, when it failed,
// or when too few players here completed the game.
import { FlagIcon } from "../../components/ui/Icons.tsx";
import { hoursLabel } from "./format.ts";
import { useBacklogTimeToBeat } from "./queries.ts";

export function BacklogTimeToBeat({ gameId }: { gameId: string }) {
  const t = useBacklogTimeToBeat(gameId).data;
  if (!t) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
      <FlagIcon className="h-4 w-4 text-slate-500 dark:text-slate-400" />
      <span>
        {hoursLabel(t.medianHours)} to beat here<span className="sr-only"> (the median of {t.players} players)</span>
      </span>
    </span>
  );
}
