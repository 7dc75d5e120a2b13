// Follow / Unfollow for one user; the button says what pressing it does and is pressed while I follow.
import { displayName } from "../../components/ui/Avatar.tsx";
import { useRelation } from "./mutations.ts";

interface Person {
  username: string;
  firstName: string;
  lastName: string;
  following: boolean;
}

export function FollowButton({ person, small = false }: { person: Person; small?: boolean }) {
  const relation = useRelation();
  const name = displayName(person);
  const size = small ? "px-3 py-1 text-sm" : "";
  return (
    <button
      type="button"
      className={`${person.following ? "btn-secondary" : "btn-primary"} ${size}`}
      aria-label={person.following ? `Unfollow ${name}` : `Follow ${name}`}
      disabled={relation.isPending}
      onClick={() => relation.mutate({ username: person.username, change: person.following ? "unfollow" : "follow" })}
    >
      {person.following ? "Unfollow" : "Follow"}
    </button>
  );
}
