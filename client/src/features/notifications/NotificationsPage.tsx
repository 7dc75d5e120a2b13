// Notifications (/notifications): what I was told, newest first, each a sentence with the page it opens.
// The unread ones shown are marked read once the page has them (the header's count follows), and keep a
// "New" mark until the page is left.
import { useEffect, useRef } from "react";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationDto } from "@savepoint/common";
import { Link } from "react-router-dom";
import { LoadMoreButton } from "../../components/ui/LoadMore.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { notificationKeys, notificationsApi } from "./api.ts";
import { notificationHref, notificationText } from "./format.ts";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function Entry({ n }: { n: NotificationDto }) {
  const text = notificationText(n);
  const href = notificationHref(n);
  return (
    <li className="card flex items-start gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="break-words text-slate-900 dark:text-white">
          {href ? (
            <Link to={href} className="font-medium hover:underline">
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-300">
          <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time>
        </p>
      </div>
      {n.read ? null : (
        <span className="shrink-0 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800 dark:bg-slate-800 dark:text-accent-300">
          New
        </span>
      )}
    </li>
  );
}

/** Marks the unread ones of what is shown read, once each; the header's count takes the answer. */
function useMarkShownRead(items: NotificationDto[]) {
  const client = useQueryClient();
  const sent = useRef(new Set<string>());
  const mark = useMutation({
    mutationFn: notificationsApi.markRead,
    onSuccess: (unread) => client.setQueryData(notificationKeys.unread(), unread),
  });
  const { mutate } = mark;
  useEffect(() => {
    const ids = items.filter((n) => !n.read && !sent.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    mutate(ids);
  }, [items, mutate]);
}

export function NotificationsPage() {
  const inbox = useInfiniteQuery({
    queryKey: notificationKeys.inbox(),
    queryFn: ({ pageParam, signal }) => notificationsApi.list(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
  const items = inbox.data?.pages.flatMap((p) => p.items) ?? [];
  useMarkShownRead(items);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Notifications</h1>
      {inbox.isPending ? (
        <PageLoader label="Loading notifications..." />
      ) : inbox.isError ? (
        <LoadError message="Failed to load notifications" onRetry={() => void inbox.refetch()} />
      ) : items.length === 0 ? (
        <div className="card py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">No notifications yet</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            New followers, likes on your reviews and moderators&apos; decisions will appear here.
          </p>
        </div>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Notifications">
            {items.map((n) => (
              <Entry key={n.id} n={n} />
            ))}
          </ul>
          <div className="flex justify-center">
            <LoadMoreButton pages={inbox} />
          </div>
        </>
      )}
    </div>
  );
}
