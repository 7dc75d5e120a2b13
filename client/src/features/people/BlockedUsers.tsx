// Settings → Privacy → Blocked users: everyone I blocked, each with Unblock. A blocked user's profile
// answers 'User not found', so this list is the one place a block can be undone.
import type { BlockedUserDto } from "@savepoint/common";
import { Avatar, displayName } from "../../components/ui/Avatar.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { useRelation } from "./mutations.ts";
import { useBlockedUsers } from "./queries.ts";

function BlockedRow({ user }: { user: BlockedUserDto }) {
  const unblock = useRelation();
  const name = displayName(user);
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar user={user} size="md" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900 dark:text-white">{name}</p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-300">@{user.username}</p>
        <FormAlert message={unblock.isError ? `Failed to unblock ${name}` : null} />
      </div>
      <button
        type="button"
        className="btn-secondary shrink-0 px-3 py-1.5 text-sm"
        aria-label={`Unblock ${name}`}
        disabled={unblock.isPending}
        onClick={() => unblock.mutate({ username: user.username, change: "unblock" })}
      >
        {unblock.isPending ? "Unblocking..." : "Unblock"}
      </button>
    </li>
  );
}

export function BlockedUsers() {
  const blocks = useBlockedUsers();
  return (
    <section aria-labelledby="blocked-users" className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 id="blocked-users" className="text-lg font-semibold text-slate-900 dark:text-white">
        Blocked users
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">You and they don&apos;t see each other&apos;s profile, activity or reviews.</p>
      {blocks.isPending ? (
        <Spinner label="Loading blocked users..." />
      ) : blocks.isError ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Blocked users could not be loaded.</p>
      ) : blocks.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">You haven&apos;t blocked anyone.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {blocks.data.items.map((u) => (
            <BlockedRow key={u.id} user={u} />
          ))}
        </ul>
      )}
    </section>
  );
}
