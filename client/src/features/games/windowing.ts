// The windowed list's code (VirtualCards, ADR 029), for a library long enough to need it. It is fetched
// as soon as the list is known to be that long (the list fetched ahead while the app starts, or the list
// query's answer), so My Games usually draws the windowed list at once. Fetched only when the page
// renders, it came after the page's first cards: a few plain cards were drawn, then thrown away and
// drawn again windowed (two renders and two layouts of the same cards on a phone's first load).
import { lazy } from "react";
import type VirtualCards from "./VirtualCards.tsx";

/** Lists this long or longer are windowed; shorter ones are drawn whole, without this code. */
export const WINDOWED_FROM = 48;

interface VirtualCardsModule {
  default: typeof VirtualCards;
}
let loaded: VirtualCardsModule | undefined;
let loading: Promise<VirtualCardsModule> | undefined;
const load = (): Promise<VirtualCardsModule> =>
  (loading ??= import("./VirtualCards.tsx").then((m) => {
    loaded = m;
    return m;
  }));
const LazyVirtualCards = lazy(load);

/** Starts fetching the windowed list's code when a list of `count` games needs it. */
export function preloadWindowing(count: number): void {
  if (count >= WINDOWED_FROM) void load().catch(() => (loading = undefined)); // the lazy component retries
}

/** The windowed list: the component itself once its code is here (nothing to wait for), else the lazy one. */
export function windowedCards(): VirtualCardsModule["default"] | typeof LazyVirtualCards {
  return loaded?.default ?? LazyVirtualCards;
}
