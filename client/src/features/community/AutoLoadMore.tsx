// More on scroll: a marker under the list fetches the next page when it comes into view; the
// 'Load more' button stays for browsers without IntersectionObserver and for keyboard users.
import { useEffect, useRef } from "react";
import { LoadMoreButton } from "../../components/ui/LoadMore.tsx";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function AutoLoadMore({ pages }: { pages: Pages }) {
  const marker = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    const el = marker.current;
    if (!el || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={marker} className="flex justify-center">
      <LoadMoreButton pages={pages} />
    </div>
  );
}
