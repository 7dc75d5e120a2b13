// /game/{slug} (spec §2 Game detail): the user's own game when it is in the library, else the
// catalog's read-only page with 'Add to My Log', else 'Game Not Found'.
import { useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { CatalogGame, LibraryGameDto } from "@savepoint/common";
import { ArrowLeftIcon, ClockIcon, PlusIcon, TrashIcon } from "../../components/ui/Icons.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { AchievementsBar, Chip, GameCover, PlayTime, RatingOutOfTen, StatusBadge, TagList } from "../games/GameBits.tsx";
import { GameFormDialog } from "../games/GameFormDialog.tsx";
import { durationLabel, formatDay } from "../games/format.ts";
import { isNotFound, useCatalogGame, useDeleteSession, useLibraryGameBySlug, useRelatedGames } from "../games/queries.ts";
import { useGameDialogs } from "../games/useGameDialogs.tsx";
import { DescriptionPanel, DetailsPanel, InfoList, MetacriticPanel, Panel, RelatedGamesPanel, StatisticsPanel, platformsOf } from "./parts.tsx";

export function GameDetailPage() {
  const slug = (useParams().slug ?? "").toLowerCase();
  const library = useLibraryGameBySlug(slug);
  const notInLibrary = library.isError && isNotFound(library.error);
  const catalog = useCatalogGame(slug, notInLibrary);

  if (library.isPending || (notInLibrary && catalog.isPending)) {
    return <PageLoader label="Loading game details..." />;
  }
  if (library.data) return <LibraryGameView game={library.data} />;
  if (!notInLibrary || (catalog.isError && !isNotFound(catalog.error))) {
    return (
      <LoadError
        message="Failed to load game details"
        className="mx-auto max-w-lg"
        onRetry={() => {
          void library.refetch();
          if (notInLibrary) void catalog.refetch();
        }}
      />
    );
  }
  if (catalog.data) return <CatalogGameView game={catalog.data} />;
  return <GameNotFound />;
}

export function GameNotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Game Not Found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">The game you&apos;re looking for doesn&apos;t exist.</p>
      <Link to="/" className="btn-primary mt-6">
        <ArrowLeftIcon className="h-5 w-5" />
        Back to Dashboard
      </Link>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/" className="link inline-flex items-center gap-1 text-sm">
      <ArrowLeftIcon className="h-4 w-4" />
      My Games
    </Link>
  );
}

function Header({ imageUrl, title, children, actions }: { imageUrl: string | null; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <header className="card flex flex-col gap-5 p-4 sm:flex-row sm:p-6">
      <GameCover src={imageUrl} className="aspect-[3/4] w-32 shrink-0 self-center rounded-lg shadow sm:w-44 sm:self-start" />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        <div className="mt-3 space-y-3">{children}</div>
        <div className="mt-5 flex flex-wrap gap-2">{actions}</div>
      </div>
    </header>
  );
}

function LibraryGameView({ game }: { game: LibraryGameDto }) {
  const navigate = useNavigate();
  const catalog = useCatalogGame(game.catalogSlug);
  const related = useRelatedGames(game.catalogSlug);
  const ref = { id: game.id, title: game.title };
  const dialogs = useGameDialogs({
    onDeleted: () => void navigate("/", { replace: true }),
    onSaved: (saved) => {
      if (saved.slug !== game.slug) void navigate(`/game/${saved.slug}`, { replace: true });
    },
  });
  const deleteSession = useDeleteSession();
  const total = game.totalAchievements ?? 0;

  return (
    <div className="space-y-6">
      <BackLink />
      <Header
        imageUrl={game.imageUrl}
        title={game.title}
        actions={
          <>
            <button type="button" className="btn-primary" onClick={() => dialogs.edit(ref)}>
              Edit Game
            </button>
            <button type="button" className="btn-secondary" onClick={() => dialogs.logSession(ref)}>
              <ClockIcon className="h-5 w-5" />
              Log session
            </button>
            <button type="button" className="btn-secondary" onClick={() => dialogs.remove(ref)}>
              <TrashIcon className="h-5 w-5" />
              Delete Game
            </button>
          </>
        }
      >
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
      </Header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <StatisticsPanel rating={catalog.data?.rating ?? null} metacritic={game.metacritic ?? catalog.data?.metacritic ?? null} />
          <DescriptionPanel text={game.description ?? catalog.data?.description} />
          <Panel title="My Notes">
            {game.notes ? (
              <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-200">{game.notes}</p>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">No notes yet.</p>
            )}
          </Panel>
          <Panel
            title="Play Sessions"
            action={
              <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => dialogs.logSession(ref)}>
                <PlusIcon className="h-4 w-4" />
                Log session
              </button>
            }
          >
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
                      className="shrink-0 rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-accent-500 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-red-950 dark:hover:text-red-300"
                      aria-label={`Delete session of ${formatDay(s.date)} (${durationLabel(s.minutes)})`}
                      disabled={deleteSession.isPending && deleteSession.variables?.sessionId === s.id}
                      onClick={() => deleteSession.mutate({ id: game.id, sessionId: s.id })}
                    >
                      <TrashIcon className="h-4 w-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <aside className="min-w-0 space-y-6" aria-label="Game information">
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
            <InfoList
              rows={[
                ["100% Complete", game.completed100Percent ? "Yes" : "No"],
                ...(game.startDate ? ([["Started", formatDay(game.startDate)]] as [string, string][]) : []),
                ...(game.completedDate ? ([["Completed", formatDay(game.completedDate)]] as [string, string][]) : []),
                ...(game.status === "BACKLOG" && game.addedToBacklog ? ([["Added to backlog", formatDay(game.addedToBacklog)]] as [string, string][]) : []),
                ...(game.status === "ABANDONED" && game.abandonedDate ? ([["Abandoned", formatDay(game.abandonedDate)]] as [string, string][]) : []),
              ]}
            />
          </Panel>
          <MetacriticPanel score={game.metacritic ?? catalog.data?.metacritic ?? null} />
          <RelatedGamesPanel games={related.data ?? []} loading={related.isLoading} />
        </aside>
      </div>
      {dialogs.dialogs}
    </div>
  );
}

function CatalogGameView({ game }: { game: CatalogGame }) {
  const related = useRelatedGames(game.slug);
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-6">
      <BackLink />
      <Header
        imageUrl={game.imageUrl}
        title={game.title}
        actions={
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            <PlusIcon className="h-5 w-5" />
            Add to My Log
          </button>
        }
      >
        <div className="flex flex-wrap gap-1.5">
          {game.genres.map((g) => (
            <Chip key={g}>{g}</Chip>
          ))}
          {game.year ? <Chip>{game.year}</Chip> : null}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">Not in your library yet.</p>
      </Header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <StatisticsPanel rating={game.rating} metacritic={game.metacritic} />
          <DescriptionPanel text={game.description} />
        </div>
        <aside className="min-w-0 space-y-6" aria-label="Game information">
          <DetailsPanel
            developer={game.developers.join(", ") || null}
            publisher={game.publishers.join(", ") || null}
            released={game.released}
            year={game.year}
            platforms={game.platforms}
          />
          <MetacriticPanel score={game.metacritic} />
          <RelatedGamesPanel games={related.data ?? []} loading={related.isLoading} />
        </aside>
      </div>
      <GameFormDialog mode="add" prefill={game} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
