import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Link, useNavigate } from "react-router-dom";
import type { PublicUser } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { USER_MENU, visibleNav } from "../../nav.ts";

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
  // Focus stays on the menu, which marks its active item (data-focus): the item wears the focus ring.
  const itemClass =
    "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100 data-[focus]:outline-2 data-[focus]:-outline-offset-2 data-[focus]:outline-accent-700 dark:text-slate-200 dark:data-[focus]:bg-slate-700 dark:data-[focus]:outline-accent-300";
  return (
    <Menu>
      <MenuButton className="flex items-center rounded-full">
        <Avatar user={user} />
        <span className="sr-only">Open user menu</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-800"
      >
        <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{displayName(user)}</p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-300">{user?.email}</p>
        </div>
        <div className="py-1">
          {visibleNav(USER_MENU, user?.isAdmin ?? false).map((item) => (
            <MenuItem key={item.to}>
              <Link to={item.to} className={itemClass}>
                {item.label}
              </Link>
            </MenuItem>
          ))}
          <MenuItem>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                void logout().then(() => navigate("/", { replace: true }));
              }}
            >
              Sign Out
            </button>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}
