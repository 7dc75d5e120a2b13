// The game tab of /journal: 'Game Journals', a horizontally scrolling row of the games with entries
// (cover, title, platform, '1 entry' / 'n entries'), each leading to its journal.
import { Link } from "react-router-dom";
import { JOURNAL_TEXTS, entryCountText, type JournalGameDto } from "@savepoint/common";
import { ControllerIcon } from "../../components/ui/Icons.tsx";

/** A game's journal: /journal/game/{gameId}. */
export const gameJournalPath = (gameId: string): string => `/journal/game/${encodeURIComponent(gameId)}`;

export function GameJournals({ games }: { games: JournalGameDto[] }) {
  return (
    <section aria-labelledby="game-journals-heading" className="space-y-4">
      <h2 id="game-journals-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {JOURNAL_TEXTS.gameJournals}
      </h2>
      {games.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300">
          {JOURNAL_TEXTS.emptyGames}
        </p>
      ) : (
        <ul aria-label="Games with journal entries" className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-3">
          {games.map((g) => (
            <li key={g.id} className="w-44 shrink-0 snap-start sm:w-52">
              <Link
                to={gameJournalPath(g.id)}
                className="group block h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-accent-500 dark:border-slate-700 dark:bg-slate-800 dark:hover:border-accent-400"
              >
                <div className="aspect-[3/4] bg-slate-100 dark:bg-slate-900">
                  {g.coverUrl ? (
                    <img src={g.coverUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
                  ) : (
                    <div className="grid h-full place-items-center text-slate-400 dark:text-slate-500">
                      <ControllerIcon className="h-12 w-12" />
                    </div>
                  )}
                </div>
                <div className="space-y-0.5 p-3">
                  <p className="font-semibold break-words text-slate-900 group-hover:underline dark:text-white">{g.title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{g.platform}</p>
                  <p className="text-sm font-medium text-accent-700 dark:text-accent-300">{entryCountText(g.entryCount)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
