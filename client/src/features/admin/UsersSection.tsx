// Users: search by name, username or email, a numbered list with each user's counts (games, reviews,
// last active, sessions), and per user: make or revoke admin, sign out everywhere, delete.
import { useState } from "react";
import type { AdminUserDto } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { Panel } from "../../components/ui/Panel.tsx";
import { Loaded } from "./NotAllowed.tsx";
import { Pager } from "./Pager.tsx";
import { SearchForm } from "./SearchForm.tsx";
import { UserActions } from "./UserActions.tsx";
import { formatCount, formatDate } from "./format.ts";
import { useAdminUsers } from "./queries.ts";

function Badge({ children, tone }: { children: string; tone: "accent" | "plain" }) {
  const cls =
    tone === "accent"
      ? "bg-accent-100 text-accent-800 dark:bg-accent-800 dark:text-accent-100"
      : "bg-slate-100 text-slate-800 dark:bg-slate-700 dark:text-slate-100";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${cls}`}>{children}</span>;
}

function UserRow({ u, isMe }: { u: AdminUserDto; isMe: boolean }) {
  const name = `${u.firstName} ${u.lastName}`.trim() || u.username;
  const figures: [string, string][] = [
    ["Games", formatCount(u.games)],
    ["Reviews", formatCount(u.reviews)],
    ["Last active", formatDate(u.lastActiveAt)],
    ["Sessions", formatCount(u.activeSessions)],
  ];
  return (
    <li aria-label={u.username} className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 dark:text-white">{name}</span>
          {u.isAdmin ? <Badge tone="accent">Admin</Badge> : null}
          {isMe ? <Badge tone="plain">You</Badge> : null}
        </div>
        <p className="truncate text-sm text-slate-600 dark:text-slate-300">
          @{u.username} · {u.email}
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-slate-600 dark:text-slate-300">{label}:</dt>
              <dd className="font-medium text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <UserActions user={u} isMe={isMe} />
    </li>
  );
}

export function UsersSection() {
  const { user: me } = useAuth();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const users = useAdminUsers(q, page);
  return (
    <Panel title="Users">
      <SearchForm
        id="admin-user-search"
        label="Search users"
        placeholder="Name, username or email"
        onSearch={(v) => {
          setQ(v);
          setPage(1);
        }}
      />
      <div className="mt-3">
        <Loaded query={users} what="users">
          {(data) => (
            <>
              <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
                {data.total === 0
                  ? q
                    ? `No users match “${q}”.`
                    : "No users yet."
                  : `${formatCount(data.total)} ${data.total === 1 ? "user" : "users"}${q ? ` matching “${q}”` : ""}`}
              </p>
              {data.items.length ? (
                <ul aria-label="Users" className="divide-y divide-slate-200 dark:divide-slate-700">
                  {data.items.map((u) => (
                    <UserRow key={u.id} u={u} isMe={u.id === me?.id} />
                  ))}
                </ul>
              ) : null}
              <Pager data={data} onPage={setPage} label="Users pages" />
            </>
          )}
        </Loaded>
      </div>
    </Panel>
  );
}
