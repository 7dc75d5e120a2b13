// Keyboard tours: where Tab stops on a screen and how each stop looks. A stop shows focus when its
// outline or box-shadow (or that of its parent or grandparent, for a field drawn by its wrapper)
// differs from the same element unfocused; for a widget that keeps focus on its container and marks an
// active item (menus, listboxes: aria-activedescendant), the item's background or outline must differ.
import { expect, type Locator, type Page } from "@playwright/test";

export interface FocusStop {
  /** The role (or tag) and name of what has focus, for messages: `tab "Backlog 0"`. */
  name: string;
  role: string;
  /** A focus indicator shows (outline, ring or the active item's highlight). */
  indicator: boolean;
  /** What has focus (or its active item) is on screen, shown and not covered by other content. */
  visible: boolean;
}

/** Runs in the page: describes document.activeElement as a FocusStop, or null when nothing has focus. */
async function describeFocus(): Promise<FocusStop | null> {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  // Transitions (a fading overlay, a colour easing in) end before the look is read; endless spinners do not count.
  const finite = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));

  const activeId = el.getAttribute("aria-activedescendant");
  const shown = (activeId && document.getElementById(activeId)) || el;
  const look = (e: Element) => {
    const cs = getComputedStyle(e);
    const outline = cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) >= 1 ? `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}` : "none";
    return { outline, shadow: cs.boxShadow, background: cs.backgroundColor };
  };
  /** The same element, unfocused: a shallow copy beside it without the widgets' focus markers. */
  const unfocused = (e: Element) => {
    const copy = e.cloneNode(false) as Element;
    for (const a of ["id", "data-focus", "data-focus-visible", "data-active", "data-hover", "autofocus"]) copy.removeAttribute(a);
    e.after(copy);
    const l = look(copy);
    copy.remove();
    return l;
  };
  const differs = (e: Element, withBackground: boolean) => {
    const now = look(e);
    const before = unfocused(e);
    return (
      (now.outline !== "none" && now.outline !== before.outline) || now.shadow !== before.shadow || (withBackground && now.background !== before.background)
    );
  };
  const chain = [shown, shown.parentElement, shown.parentElement?.parentElement].filter((e): e is HTMLElement => !!e && e !== document.body);
  const indicator = chain.some((e, i) => differs(e, shown !== el && i === 0));

  const seen = () => {
    const r = shown.getBoundingClientRect();
    const inView = r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    const shownStyle = shown.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const cx = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const cy = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(cx, cy);
    const covered = !!hit && !shown.contains(hit) && !hit.contains(shown);
    return inView && shownStyle && !covered;
  };
  // A stop a dialog has not yet scrolled into view or laid out, or an option list still being placed
  // beside its field, gets up to 60 frames (a second) to settle (CI: the Add Game dialog's platform
  // box, which opens its list on focus, was read "not visible" mid-layout at both widths).
  let visible = seen();
  for (let frames = 0; !visible && frames < 60; frames++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    visible = seen();
  }

  const role = el.getAttribute("role") ?? el.tagName.toLowerCase();
  const label = (shown.getAttribute("aria-label") ?? shown.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
  return { name: `${role} "${label}"`, role, indicator, visible };
}

/** Tags the focused element so a tour knows when Tab has come back round; answers its number. */
function markFocus(): number | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  const w = window as unknown as { __tour?: WeakMap<Element, number>; __tourNext?: number };
  w.__tour ??= new WeakMap();
  const seen = w.__tour.get(el);
  if (seen !== undefined) return seen;
  w.__tourNext = (w.__tourNext ?? 0) + 1;
  w.__tour.set(el, w.__tourNext);
  return w.__tourNext;
}

/** markFocus and describeFocus in one page script (the page knows neither function by name). */
const MARK_AND_DESCRIBE = `(async () => ({ id: (${markFocus.toString()})(), stop: await (${describeFocus.toString()})() }))()`;

export class KeyboardTour {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** How the element with focus looks now. */
  current(): Promise<FocusStop | null> {
    return this.page.evaluate(describeFocus);
  }

  /**
   * Presses Tab from where focus is until it comes back to a stop already seen (a dialog's trap, or the
   * page's start once the browser wraps round) or leaves the page; answers every stop on the way,
   * starting with the one that has focus now, if any.
   */
  async tabThrough(max = 80): Promise<FocusStop[]> {
    await this.page.evaluate(() => {
      delete (window as unknown as { __tour?: unknown }).__tour;
    });
    const start = await this.page.evaluate(markFocus);
    const first = start === null ? null : await this.current();
    const stops: FocusStop[] = first ? [first] : [];
    const seen = new Set<number>(start === null ? [] : [start]);
    for (let i = 0; i < max; i++) {
      await this.page.keyboard.press("Tab");
      // one round trip per stop: mark it and describe it together (a stop seen before is not kept)
      const { id, stop } = await this.page.evaluate<{ id: number | null; stop: FocusStop | null }>(MARK_AND_DESCRIBE);
      if (id === null || seen.has(id)) break;
      seen.add(id);
      if (stop) stops.push(stop);
    }
    return stops;
  }

  /** Focus back at the very start of the page, as after loading it: the next Tab reaches its first stop. */
  async fromTop() {
    await this.page.evaluate(() => {
      const body = document.body;
      body.tabIndex = -1;
      body.focus();
      body.removeAttribute("tabindex");
      window.scrollTo(0, 0);
    });
  }
}

/** Activates a control from the keyboard: focus on it, then Enter (what a keyboard user does). */
export async function pressEnterOn(control: Locator) {
  await control.focus();
  await control.page().keyboard.press("Enter");
}

/** The page's polite live region that says what a dialog's save did (client/src/components/ui/dialogReturn.ts): it has no role. */
export function announcer(page: Page) {
  return page.locator("[data-announcer]");
}

/** Lets the page paint twice: long enough for a dialog opened by an earlier press to show, were it to. */
export async function twoFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Escape closes `dialog` (open now): it leaves the page, and focus is back on `to`. */
export async function escapeBackTo(dialog: Locator, to: Locator) {
  await dialog.page().keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(to).toBeFocused();
}
