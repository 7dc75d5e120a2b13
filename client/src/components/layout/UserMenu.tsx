import { useNavigate } from "react-router-dom";
import type { PublicUser } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { USER_MENU, visibleNav } from "../../nav.ts";
import { ActionMenu } from "../ui/ActionMenu.tsx";

export function initials(user: Pick<PublicUser, "firstName" | "lastName"> | null): string {
  const s = `${user?.firstName?.trim()[0] ?? ""}${user?.lastName?.trim()[0] ?? ""}`.toUpperCase();
  return s || "U";
}

function displayName(user: Pick<PublicUser, "firstName" | "lastName"> | null): string {
  const s = `${user?.firstName ?? ""} ${user?.lastName ?? ""}`.trim();
  return s || "User";
}

function Avatar({ user, size = "h-9 w-9 text-sm" }: { user: PublicUser | null; size?: string }) {
  return (
    <span aria-hidden="true" className={`grid ${size} place-items-center rounded-full bg-accent-700 font-semibold text-white`}>
      {initials(user)}
    </span>
  );
}

export function UserMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const items = [
    ...visibleNav(USER_MENU, user?.isAdmin ?? false).map((item) => ({ label: item.label, to: item.to })),
    { label: "Sign Out", onSelect: () => void logout().then(() => navigate("/", { replace: true })) },
  ];
  return (
    <ActionMenu
      label="Open user menu"
      button={
        <>
          <Avatar user={user} />
          <span className="sr-only">Open user menu</span>
        </>
      }
      namedByContent
      items={items}
      buttonClassName="flex items-center rounded-full"
      menuClassName="w-64"
      header={
        <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{displayName(user)}</p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-300">{user?.email}</p>
        </div>
      }
    />
  );
}
