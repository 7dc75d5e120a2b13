// /game/{slug}: the user's own game when it is in the library, else the catalog's read-only page with
// 'Add to My Log', else 'Game Not Found'.
import { useParams } from "react-router-dom";
import { isNotFound } from "../../../api/client.ts";
import { LoadError } from "../../../components/ui/LoadError.tsx";
import { NotFound } from "../../../components/ui/NotFound.tsx";
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
  return <NotFound title="Game Not Found" message="The game you're looking for doesn't exist." backTo="/" backLabel="Back to Dashboard" />;
}
