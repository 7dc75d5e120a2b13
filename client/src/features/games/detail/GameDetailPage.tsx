// /game/{slug}: the user's own game when it is in the library, else the catalog's read-only page with
// 'Add to My Log', else 'Game Not Found'.
import { Link, useParams } from "react-router-dom";
import { isNotFound } from "../../../api/client.ts";
import { ArrowLeftIcon } from "../../../components/ui/Icons.tsx";
import { LoadError } from "../../../components/ui/LoadError.tsx";
import { PageLoader } from "../../../components/ui/Spinner.tsx";
import { useCatalogGame } from "../../catalog/index.ts";
import { useLibraryGameBySlug } from "../queries.ts";
import { CatalogGameView } from "./CatalogGameView.tsx";
import { LibraryGameView } from "./LibraryGameView.tsx";

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

function GameNotFound() {
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
