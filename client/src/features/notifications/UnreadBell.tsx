// The header's bell: a link to the inbox whose accessible name says how many are unread ("Notifications,
// 3 unread"). One small request, asked again at most once a minute and when the window regains focus.
import { useQuery } from "@tanstack/react-query";
import { NavLink } from "react-router-dom";
import { fetchUnread, NOTIFICATIONS_POLL_MS, unreadKey } from "./unread.ts";

export function useUnreadCount() {
  return useQuery({
    queryKey: unreadKey(),
    queryFn: ({ signal }) => fetchUnread(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: NOTIFICATIONS_POLL_MS,
  });
}

export function UnreadBell() {
  const unread = useUnreadCount().data?.unread ?? 0;
  const shown = unread > 99 ? "99+" : String(unread);
  return (
    <NavLink
      to="/notifications"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
      className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <svg className="h-5 w-5" fill="none" viewBox="0 0 24 24" stroke="currentColor" strokeWidth={2} aria-hidden="true">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10.3 21a1.9 1.9 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {shown}
        </span>
      ) : null}
    </NavLink>
  );
}
