// The game page's way to the game's journal, with how many entries it holds once known.
import { Link } from "react-router-dom";
import { entryCountText } from "@savepoint/common";
import { PencilIcon } from "../../../components/ui/IconsMore.tsx";
import { useJournalGameSummary } from "../../journal/index.ts";

export function JournalLink({ gameId }: { gameId: string }) {
  const count = useJournalGameSummary(gameId).data?.totalEntries;
  return (
    <Link to={`/journal/game/${encodeURIComponent(gameId)}`} className="btn-secondary">
      <PencilIcon className="h-5 w-5" />
      {count === undefined ? "Journal" : `Journal (${entryCountText(count)})`}
    </Link>
  );
}
