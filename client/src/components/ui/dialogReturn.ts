// Where focus goes when a dialog closes, and what a screen reader hears: one mechanism for every dialog
// (Modal calls it), so no dialog leaves focus on <body>.
// - A dialog that saved reports its outcome (`dialogSaved`) just before it closes: a sentence to
//   announce, and the item it changed, named by the `data-dialog-item` attribute of a focusable element
//   in that item (a game card's title link, a review's edit button).
// - On close, focus goes to that item when it is on screen (it may appear a moment later, once the list
//   is fetched again), else to the control that opened the dialog, else to the page's <main>. Until the
//   player presses a key or taps, for a few seconds, focus stays there: an element that goes away under
//   focus (a deleted card's menu button) hands it on down the same line, and Headless UI's own restore
//   (to an element of its focus history, as the dialog unmounts) is undone.
// Headless UI restores focus itself only when focus is on <body> as the dialog closes (Escape blurs
// first, a Save or Cancel click does not), and a removed opener (a menu item) leaves it nowhere.

import { lastClicked } from "./dialogItem.ts";

/** What a saved dialog did. */
export interface DialogOutcome {
  /** Said politely once the dialog has closed ('Hades was added to your library.'). */
  say?: string;
  /** The `data-dialog-item` value of what it changed (itemKey), focused when it is on screen. */
  item?: string;
}

/** How long after closing a changed item may still appear, or a focused one go away, and focus follow. */
const SETTLE_MS = 4000;

let pending: DialogOutcome | null = null;
/** Stops following the page after the last dialog that closed (a new dialog opening ends it). */
let following: (() => void) | null = null;
/** What the player does that makes focus theirs again. */
const USER_EVENTS = ["keydown", "pointerdown"] as const;

/** Called by a dialog's save just before it closes: the Modal closing next says and focuses it. */
export function dialogSaved(outcome: DialogOutcome) {
  pending = outcome;
}

/**
 * A dialog opens: an outcome reported and never closed on is forgotten, and the page after the last
 * one is no longer followed. Answers its opener: what has focus, else the control just clicked.
 */
export function dialogOpened(): Element | null {
  pending = null;
  following?.();
  const active = document.activeElement;
  const opener = active && active !== document.body ? active : lastClicked();
  return opener && menuButtonOf(opener);
}

/**
 * A menu's item stands for the menu's button (named by the menu's aria-labelledby), which stays on the
 * page when the menu closes: a dialog opened from a menu gives focus back to its button.
 */
function menuButtonOf(el: Element): Element {
  const labelledBy = el.closest('[role="menu"]')?.getAttribute("aria-labelledby")?.split(" ")[0];
  return (labelledBy && document.getElementById(labelledBy)) || el;
}

/**
 * Says `message` through one polite live region at the end of <body> (aria-live, not role="status": a
 * page's own status line stays the only one it has).
 */
export function announce(message: string) {
  let region = document.querySelector<HTMLElement>("[data-announcer]");
  if (!region) {
    region = document.createElement("div");
    region.setAttribute("aria-live", "polite");
    region.className = "sr-only";
    region.dataset.announcer = "";
    document.body.append(region);
  }
  // The same sentence twice in a row is still a change for screen readers (a no-break space toggles).
  region.textContent = region.textContent === message ? `${message}\u00a0` : message;
}

/** The element that stands for an item, when it is in the page (a card filtered out or not yet drawn is not). */
function findItem(key: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-dialog-item="${CSS.escape(key)}"]`);
}

/** Focuses `el` and answers whether it took focus (a hidden or inert element does not). */
function tryFocus(el: Element | null): boolean {
  if (!(el instanceof HTMLElement) || !el.isConnected || el === document.body) return false;
  el.focus();
  return document.activeElement === el;
}

/** The page's <main>, focusable from script. */
function mainOf(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>("main");
  if (main && !main.hasAttribute("tabindex")) main.tabIndex = -1;
  return main;
}

const lost = () => !document.activeElement || document.activeElement === document.body;

/** Focus on the page's <main> when nothing has it (a page took away the element that had it). */
export function focusMainIfLost(): void {
  if (lost()) tryFocus(mainOf());
}

/**
 * A dialog has closed: moves focus (see the header) and announces the pending outcome. `opener` is
 * what had focus when it opened. Answers a function that stops following the page.
 */
export function returnFocusAfterDialog(opener: Element | null): () => void {
  const outcome = pending;
  pending = null;
  if (outcome?.say) announce(outcome.say);
  const item = outcome?.item;
  let placed: Element | null = null;
  const placeFallback = () => {
    if (tryFocus(opener) || tryFocus(mainOf())) placed = document.activeElement;
  };
  let itemFound = item !== undefined && tryFocus(findItem(item));
  if (itemFound) placed = document.activeElement;
  else placeFallback();

  // Until the player acts (a key, a tap), focus moved by a script is put back: Headless UI hands it to
  // an element of its own history as the dialog unmounts, and a focused element may be removed.
  let acted = false;
  const act = () => {
    acted = true;
  };
  const observer = new MutationObserver(() => {
    if (acted) return stop();
    if (document.activeElement === placed && !lost()) {
      // the opener may take focus only a moment later (the page behind the dialog was inert): it is the better place than <main>
      if (placed === document.querySelector("main") && opener !== placed && tryFocus(opener)) placed = opener;
      if (itemFound || item === undefined) return;
    }
    const el = item === undefined ? null : findItem(item);
    if (tryFocus(el)) {
      itemFound = true;
      placed = el;
    } else if (!itemFound || !tryFocus(placed)) {
      placeFallback();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class", "hidden", "style"] });
  for (const type of USER_EVENTS) window.addEventListener(type, act, { capture: true });
  const timer = setTimeout(() => stop(), SETTLE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_EVENTS) window.removeEventListener(type, act, { capture: true });
    if (following === stop) following = null;
  }
  following?.();
  following = stop;
  return stop;
}
