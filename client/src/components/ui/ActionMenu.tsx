// A menu button following the WAI-ARIA pattern: the game cards' actions and the header's user menu.
// Hand-made rather than Headless UI's Menu: a library grid shows dozens of cards, and a Menu per card
// cost hundreds of milliseconds of main-thread work on a phone before the page could respond; and
// Headless UI's Menu brings its anchoring library (floating-ui) into every signed-in page's first load,
// about 23 KB of gzip on My Games. Closed, it is one button.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router-dom";

export interface ActionMenuItem {
  label: string;
  /** A link to follow, or an action to run. */
  to?: string;
  onSelect?: () => void;
  className?: string;
}

const itemClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus-visible:-outline-offset-2 dark:text-slate-200 dark:hover:bg-slate-700 dark:focus:bg-slate-700";

const GAP = 4;
const EDGE = 8;

/** Where the menu goes: below the button with right edges aligned, or above it when there is no room below. */
function placeBy(button: HTMLElement, menuHeight: number) {
  const r = button.getBoundingClientRect();
  const below = r.bottom + GAP;
  const top = below + menuHeight <= window.innerHeight - EDGE ? below : Math.max(EDGE, r.top - GAP - menuHeight);
  return { top, right: Math.max(EDGE, window.innerWidth - r.right) };
}

export interface ActionMenuProps {
  /** The button's accessible name, and the menu's: given as aria-label, or held by `button` itself (namedByContent). */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  /** `button` carries `label` as text (visually hidden beside an image): no aria-label over what it shows. */
  namedByContent?: boolean;
  items: ActionMenuItem[];
  /** Shown above the items, not an item itself (the user menu's name and email). */
  header?: ReactNode;
  buttonClassName: string;
  /** The open menu's width (and any other classes of its box). */
  menuClassName?: string;
}

export function ActionMenu({ label, button, namedByContent = false, items, header, buttonClassName, menuClassName = "w-48" }: ActionMenuProps) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const [place, setPlace] = useState({ top: 0, right: 0 });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const itemsOf = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    setPlace(placeBy(buttonRef.current, menuRef.current?.offsetHeight ?? 0));
    const all = itemsOf();
    (open === "last" ? all[all.length - 1] : all[0])?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      const t = e.target as Node;
      if (!menuRef.current?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    };
    // The menu follows its button when the page scrolls or resizes (a scroll may land just after it opens).
    const follow = () => {
      if (buttonRef.current) setPlace(placeBy(buttonRef.current, menuRef.current?.offsetHeight ?? 0));
    };
    document.addEventListener("pointerdown", outside);
    window.addEventListener("resize", follow);
    window.addEventListener("scroll", follow, true);
    return () => {
      document.removeEventListener("pointerdown", outside);
      window.removeEventListener("resize", follow);
      window.removeEventListener("scroll", follow, true);
    };
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const all = itemsOf();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus({ preventScroll: true });
    if (e.key === "ArrowDown") go(at + 1);
    else if (e.key === "ArrowUp") go(at - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(all.length - 1);
    else if (e.key === "Escape") close(true);
    else if (e.key === "Tab") close(false);
    else return;
    if (e.key !== "Tab") e.preventDefault();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label={namedByContent ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? `${id}-menu` : undefined}
        className={buttonClassName}
        onClick={() => setOpen((o) => (o ? false : "first"))}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            setOpen(e.key === "ArrowDown" ? "first" : "last");
          }
        }}
      >
        {button}
      </button>
      {open
        ? createPortal(
            <div
              ref={menuRef}
              id={`${id}-menu`}
              role="menu"
              aria-labelledby={`${id}-button`}
              style={{ position: "fixed", top: place.top, right: place.right }}
              className={`z-50 ${menuClassName} rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800`}
              onKeyDown={onMenuKey}
            >
              {header}
              {items.map((item) =>
                item.to ? (
                  <Link
                    key={item.label}
                    role="menuitem"
                    tabIndex={-1}
                    to={item.to}
                    className={`${itemClass} ${item.className ?? ""}`}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <button
                    key={item.label}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={`${itemClass} ${item.className ?? ""}`}
                    onClick={() => {
                      // Focus goes back to the menu's button first (WAI-ARIA menu button): a dialog the
                      // item opens then knows its opener, and returns focus there when it closes.
                      close(true);
                      item.onSelect?.();
                    }}
                  >
                    {item.label}
                  </button>
                ),
              )}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
