// What the header offers. Items appear as their screens exist; nothing here leads nowhere.
interface NavItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { to: "/", label: "Dashboard" },
  { to: "/wishlist", label: "Wishlist" },
  { to: "/reviews", label: "Reviews" },
  { to: "/journal", label: "Journal" },
  { to: "/analytics", label: "Analytics" },
  { to: "/recommendations", label: "Recommendations" },
  { to: "/community", label: "Community" },
  { to: "/admin", label: "Admin", adminOnly: true },
];

export const USER_MENU: NavItem[] = [
  { to: "/profile", label: "Profile" },
  { to: "/friends", label: "Friends" },
  { to: "/reviews", label: "Reviews" },
  { to: "/journal", label: "Journal" },
  { to: "/activity", label: "Activity" },
  { to: "/likes", label: "Likes" },
  { to: "/settings", label: "Settings" },
  { to: "/api-docs", label: "API" },
];

export function visibleNav(items: NavItem[], isAdmin: boolean) {
  return items.filter((i) => !i.adminOnly || isAdmin);
}
