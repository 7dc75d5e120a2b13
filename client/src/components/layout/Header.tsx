// The signed-in header: the main links, the theme switch, the user menu and, below lg, a menu button
// that opens the links as a panel (a disclosure: a button with aria-expanded and the panel it controls).
// Hand-made, as the user menu is (ActionMenu): Headless UI's Disclosure and Menu were a sixth of
// every signed-in page's first-load JavaScript.
import { useId, useRef, useState } from "react";
import { NavLink } from "react-router-dom";
import { useAuth } from "../../auth/AuthContext.ts";
import { MAIN_NAV, visibleNav } from "../../nav.ts";
import { UnreadBell } from "../../features/notifications/index.ts";
import { CloseIcon, MenuIcon } from "../ui/Icons.tsx";
import { Logo } from "./Logo.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { UserMenu } from "./UserMenu.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive
      ? "bg-accent-100 text-accent-800 dark:bg-slate-800 dark:text-accent-300"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
  }`;

export function Header() {
  const { user } = useAuth();
  const items = visibleNav(MAIN_NAV, user?.isAdmin ?? false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden flex-1 items-center gap-1 lg:flex">
          {items.map((i) => (
            <NavLink key={i.to} to={i.to} end={i.to === "/"} className={linkClass}>
              {i.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <UnreadBell />
          <ThemeToggle />
          <UserMenu />
          <button
            ref={button}
            type="button"
            aria-label="Open main menu"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((o) => !o)}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {open ? (
        <div
          id={panelId}
          className="border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
          onKeyDown={(e) => {
            if (e.key !== "Escape") return;
            setOpen(false);
            button.current?.focus();
          }}
          // Tabbing on past the last link closes the menu, so it never covers what gets focus next. Only
          // when focus moved somewhere else: a tap that focuses nothing (Safari) must still follow its link.
          onBlur={(e) => {
            const to = e.relatedTarget;
            if (to instanceof HTMLElement && !e.currentTarget.closest("header")?.contains(to)) setOpen(false);
          }}
        >
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {items.map((i) => (
              <NavLink key={i.to} to={i.to} end={i.to === "/"} className={linkClass} onClick={() => setOpen(false)}>
                {i.label}
              </NavLink>
            ))}
          </nav>
        </div>
      ) : null}
    </header>
  );
}
