import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** What the player does that ends the hold: from then on, where the page is scrolled is theirs. */
const PLAYER_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
/** How long the section is held in place while the content around it is still arriving. */
export const HOLD_MS = 4000;

/**
 * When the address names `#{id}`, scrolls that section into view once it is `ready` — and keeps it
 * there while the page settles: sections above it that load on their own (Settings' lazy forms) grow
 * after the first scroll and would push it out of view, which the browser's scroll anchoring does
 * not undo when the page was too short to scroll at first. Every change in the page's size scrolls
 * it back, until the player scrolls, taps or types, or HOLD_MS pass.
 */
export function useScrollIntoViewFromHash(id: string, ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${id}`) return;
    const target = document.getElementById(id);
    if (!target) return;
    let holding = true;
    const scroll = () => {
      if (holding) target.scrollIntoView({ block: "start" });
    };
    const observer = new ResizeObserver(scroll);
    const release = () => {
      holding = false;
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of PLAYER_EVENTS) window.removeEventListener(type, release);
    };
    const timer = window.setTimeout(release, HOLD_MS);
    for (const type of PLAYER_EVENTS) window.addEventListener(type, release, { passive: true });
    scroll();
    observer.observe(document.body);
    return release;
    // `key` is in the list so that following the same link again scrolls again.
  }, [id, ready, hash, key]);
}
