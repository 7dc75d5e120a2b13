// One person in a people list: avatar, name linking to /u/{username}, @username, 'Follows you', an
// optional note, and Follow / Unfollow.
import { Link } from "react-router-dom";
import type { PersonDto } from "@savepoint/common";
import { Avatar, displayName } from "../../components/ui/Avatar.tsx";
import { FollowButton } from "./FollowButton.tsx";
import { profileHref } from "./format.ts";

export function PersonRow({ person, note, showFollow = true }: { person: PersonDto; note?: string; showFollow?: boolean }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar user={person} size="md" />
      <div className="min-w-0 flex-1">
        <Link to={profileHref(person.username)} className="link block truncate font-semibold">
          {displayName(person)}
        </Link>
        <p className="truncate text-xs text-slate-600 dark:text-slate-300">
          @{person.username}
          {person.followsYou ? " · Follows you" : ""}
        </p>
        {note ? <p className="text-xs text-slate-600 dark:text-slate-300">{note}</p> : null}
      </div>
      {showFollow ? <FollowButton person={person} small /> : null}
    </li>
  );
}
