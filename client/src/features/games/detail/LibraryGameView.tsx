import { useNavigate } from "react-router-dom";
import { SESSION_ON_BACKLOG_MESSAGE, type LibraryGameDto } from "@savepoint/common";
import { ClockIcon, PlusIcon } from "../../../components/ui/Icons.tsx";
import { TrashIcon } from "../../../components/ui/IconsMore.tsx";
import { useOffline } from "../../../offline/useOffline.ts";
import { useCatalogGame, useRelatedGames } from "../../catalog/index.ts";
import { AchievementsBar, Chip, PlayTime, RatingOutOfTen, StatusBadge, TagList } from "../GameBits.tsx";
import { STATUS_STORY_DATES, durationLabel, formatDay, gamePath } from "../format.ts";
import { useDeleteSession } from "../mutations.ts";
import { useGameDialogs } from "../useGameDialogs.tsx";
import { GamePageLayout } from "./GamePageLayout.tsx";
import { DescriptionPanel, DetailsPanel, InfoList, MetacriticPanel, Panel, RelatedGamesPanel, StatisticsPanel, platformsOf } from "./panels.tsx";
import { CommunityPanel, ReviewsPanel, useReviewDialog } from "./ReviewPanels.tsx";
import { JournalLink } from "./JournalLink.tsx";

const DATE_LABEL = { addedToBacklog: "Added to backlog", startDate: "Started", completedDate: "Completed", abandonedDate: "Abandoned" } as const;

/** The Status panel's dated rows: the set dates of the current status's story. */
const storyDates = (game: LibraryGameDto): [string, string][] =>
  (STATUS_STORY_DATES[game.status] ?? []).flatMap((k) => (game[k] ? [[DATE_LABEL[k], formatDay(game[k])] as [string, string]] : []));

/** The user's own game: its header with Edit, Log session and Delete, notes, sessions and status; the catalog fills the gaps. */
export function LibraryGameView({ game }: { game: LibraryGameDto }) {
  const navigate = useNavigate();
  // offline, the page is what was seen last: no changes (the banner says why)
  const offline = useOffline();
  const catalog = useCatalogGame(game.catalogSlug);
  const related = useRelatedGames(game.catalogSlug);
  const ref = { id: game.id, title: game.title };
  const dialogs = useGameDialogs({
    onDeleted: () => void navigate("/", { replace: true }),
    onSaved: (saved) => {
      if (saved.slug !== game.slug) void navigate(gamePath(saved.slug), { replace: true });
    },
  });
  const reviewDialog = useReviewDialog({ id: game.id, title: game.title, rating: game.rating });
  const total = game.totalAchievements ?? 0;
  const backlog = game.status === "BACKLOG";
  const metacritic = game.metacritic ?? catalog.data?.metacritic ?? null;

  return (
    <GamePageLayout
      imageUrl={game.imageUrl}
      title={game.title}
      actions={
        <>
          <button type="button" className="btn-primary" onClick={() => dialogs.edit(ref)} disabled={offline}>
            Edit Game
          </button>
          {/* A backlog game has no play time (ADR 017): the Play Sessions panel says how to start. */}
          {backlog ? null : (
            <button type="button" className="btn-secondary" onClick={() => dialogs.logSession(ref)} disabled={offline}>
              <ClockIcon className="h-5 w-5" />
              Log session
            </button>
          )}
          <JournalLink gameId={game.id} />
          <button type="button" className="btn-secondary" onClick={() => dialogs.remove(ref)} disabled={offline}>
            <TrashIcon className="h-5 w-5" />
            Delete Game
          </button>
        </>
      }
      summary={
        <>
          <div className="flex flex-wrap gap-1.5">
            <Chip tone="accent">{game.platform}</Chip>
            {game.genres.map((g) => (
              <Chip key={g}>{g}</Chip>
            ))}
            {game.releaseYear ? <Chip>{game.releaseYear}</Chip> : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <StatusBadge status={game.status} />
            {game.rating !== null ? <RatingOutOfTen rating={game.rating} /> : <span className="text-sm text-slate-600 dark:text-slate-300">Not rated</span>}
            <PlayTime hours={game.playTime} suffix="played" />
          </div>
          <TagList tags={game.customTags} className="text-sm" />
          {total > 0 ? (
            <div className="max-w-sm">
              <AchievementsBar done={game.achievementsCompleted} total={total} />
            </div>
          ) : null}
        </>
      }
      main={
        <>
          <StatisticsPanel rating={catalog.data?.rating ?? null} metacritic={metacritic} playtime={catalog.data?.playtime} />
          <CommunityPanel gameRef={game.id} ownHours={backlog ? undefined : game.playTime} />
          <DescriptionPanel text={game.description ?? catalog.data?.description} />
          <Panel title="My Notes">
            {game.notes ? (
              <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-200">{game.notes}</p>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">No notes yet.</p>
            )}
          </Panel>
          <SessionsPanel game={game} onLog={() => dialogs.logSession(ref)} />
          <ReviewsPanel gameRef={game.id} own={{ completed: game.status === "COMPLETED" }} onWrite={reviewDialog.write} onEdit={reviewDialog.edit} />
        </>
      }
      aside={
        <>
          <DetailsPanel
            developer={game.developer ?? catalog.data?.developers.join(", ") ?? null}
            publisher={game.publisher ?? catalog.data?.publishers.join(", ") ?? null}
            released={catalog.data?.released ?? null}
            year={game.releaseYear}
            platforms={platformsOf(catalog.data, game.platform)}
          />
          <Panel title="Status">
            <div className="mb-3">
              <StatusBadge status={game.status} />
            </div>
            <InfoList rows={[["100% Complete", game.completed100Percent ? "Yes" : "No"], ...storyDates(game)]} />
          </Panel>
          <MetacriticPanel score={metacritic} />
          <RelatedGamesPanel games={related.data ?? []} loading={related.isLoading} />
        </>
      }
    >
      {dialogs.dialogs}
      {reviewDialog.dialog}
    </GamePageLayout>
  );
}

/**
 * The logged play sessions, newest first, each with a delete button. A backlog game takes none (the
 * server refuses one): instead of the button, the panel says how to start playing.
 */
function SessionsPanel({ game, onLog }: { game: LibraryGameDto; onLog: () => void }) {
  const deleteSession = useDeleteSession();
  const offline = useOffline();
  const backlog = game.status === "BACKLOG";
  return (
    <Panel
      title="Play Sessions"
      action={
        backlog ? null : (
          <button type="button" className="btn-secondary px-3 py-1.5" onClick={onLog} disabled={offline}>
            <PlusIcon className="h-4 w-4" />
            Log session
          </button>
        )
      }
    >
      {backlog ? <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{SESSION_ON_BACKLOG_MESSAGE}.</p> : null}
      {game.sessions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No sessions logged yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="Sessions">
          {game.sessions.map((s) => (
            <li key={s.id} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900 dark:text-white">
                  {formatDay(s.date)} · {durationLabel(s.minutes)}
                </p>
                {s.note ? <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-300">{s.note}</p> : null}
              </div>
              <button
                type="button"
                className="shrink-0 rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-red-950 dark:hover:text-red-300"
                aria-label={`Delete session of ${formatDay(s.date)} (${durationLabel(s.minutes)})`}
                disabled={offline || (deleteSession.isPending && deleteSession.variables?.sessionId === s.id)}
                onClick={() => deleteSession.mutate({ id: game.id, sessionId: s.id })}
              >
                <TrashIcon className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
