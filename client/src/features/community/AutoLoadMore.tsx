// More on scroll: a marker under the list fetches the next page when it comes into view; the
// 'Load more' button stays for browsers without IntersectionObserver and for keyboard users.
import { LoadMoreButton } from "../../components/ui/LoadMore.tsx";
import { useNearView } from "../../hooks/useNearView.ts";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function AutoLoadMore({ pages }: { pages: Pages }) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const marker = useNearView(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage, "200px");

  return (
    <div ref={marker} className="flex justify-center">
      <LoadMoreButton pages={pages} />
    </div>
  );
}
