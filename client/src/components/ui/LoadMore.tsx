// The button under a cursor-paged list (reviews, people): fetches the next page, and is gone on the last one.

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function LoadMoreButton({ pages, label = "Load more" }: { pages: Pages; label?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <button type="button" className="btn-secondary w-full sm:w-auto" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      {pages.isFetchingNextPage ? "Loading..." : label}
    </button>
  );
}
