// A user's initials on their account colour: reviews, profiles and people lists draw users with it.

/** 700 shades: white initials stay readable (AA) on each account colour. */
const AVATAR: Record<string, string> = {
  indigo: "bg-indigo-700",
  blue: "bg-blue-700",
  green: "bg-green-700",
  purple: "bg-purple-700",
  pink: "bg-pink-700",
  red: "bg-red-700",
  orange: "bg-orange-700",
  yellow: "bg-yellow-700",
  emerald: "bg-emerald-700",
  amber: "bg-amber-700",
};

interface AvatarUser {
  firstName: string;
  lastName: string;
  username: string;
  accountColor: string;
}

/** 'AL', or the username's first letter when the account has no name. */
export function initialsOf(user: Omit<AvatarUser, "accountColor">): string {
  return `${user.firstName.trim()[0] ?? ""}${user.lastName.trim()[0] ?? ""}`.toUpperCase() || user.username.slice(0, 1).toUpperCase() || "U";
}

/** 'Ada Lovelace', or the username when the account has no name. */
export function displayName(user: Omit<AvatarUser, "accountColor">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

const SIZES = { sm: "h-8 w-8 text-xs", md: "h-10 w-10 text-sm", lg: "h-20 w-20 text-2xl" } as const;

/** Decorative (aria-hidden): the name beside it says who it is. */
export function Avatar({ user, size = "sm" }: { user: AvatarUser; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full font-semibold text-white ${SIZES[size]} ${AVATAR[user.accountColor] ?? AVATAR.indigo}`}
    >
      {initialsOf(user)}
    </span>
  );
}
