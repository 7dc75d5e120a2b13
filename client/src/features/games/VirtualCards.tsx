// My Games' cards as a windowed list: only the rows on screen (and a few beyond) are in the page, so a
// 2,000-game library costs a render what 20 games do, and scrolling it to the end never leaves 2,000
// cards in the document. Rows follow the grid's columns at the window's width (Tailwind's sm, md, lg,
// xl) and are measured by a ResizeObserver once drawn. Each card is a list item that says where it
// stands in the whole list (aria-setsize, aria-posinset), as only some are in the page at a time.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import type { LibraryGameSummary } from "@savepoint/common";
import type { CardsLayout } from "./LibraryToolbar.tsx";

/** The grid's columns at a window width (the `grid-cols` classes below), or one for the list. */
export function columnsAt(width: number, layout: CardsLayout): number {
  if (layout === "list") return 1;
  return width >= 1280 ? 5 : width >= 1024 ? 4 : width >= 768 ? 3 : width >= 640 ? 2 : 1;
}

const subscribeResize = (on: () => void) => {
  window.addEventListener("resize", on);
  return () => window.removeEventListener("resize", on);
};
const windowWidth = () => window.innerWidth;

/** A row's height before it is measured: a phone's side-by-side card, a tall card, a list row. */
function estimate(columns: number, layout: CardsLayout): number {
  if (layout === "list") return 88;
  return columns === 1 ? 196 : 440;
}

/**
 * A row's height: the ResizeObserver's, which reports every row drawn after the frame's layout, all at
 * once. Asked as a row is drawn (no entry), the last size known or the estimate: reading the row's height
 * there forced a layout per row, each after the last row moved (294 ms of a 4×-slowed phone's load).
 */
function sizeOf(el: Element, entry: ResizeObserverEntry | undefined, v: Virtualizer<Window, Element>): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = v.indexFromElement(el);
  return v.itemSizeCache.get(v.options.getItemKey(index)) ?? v.options.estimateSize(index);
}

/** Rows drawn beyond the screen, above and below: at least 12 cards' worth, so Tab moves on smoothly. */
const overscanRows = (columns: number) => Math.max(3, Math.ceil(12 / columns));

/**
 * The rows drawn beyond the screen: one at first, then one more each moment until `target`. Twelve
 * cards beyond a phone's screen drawn at once were one task of about 400 ms on a 4×-slowed phone (its
 * render, then its layout); a row at a time, each task is a row's.
 */
function useGrowingOverscan(target: number): number {
  const [rows, setRows] = useState(1);
  useEffect(() => {
    if (rows >= target) return;
    const timer = setTimeout(() => setRows((r) => Math.min(target, r + 1)), GROW_EVERY_MS);
    return () => clearTimeout(timer);
  }, [rows, target]);
  return Math.min(rows, target);
}

/** How often the rows beyond the screen grow by one: about a frame. */
const GROW_EVERY_MS = 16;

export default function VirtualCards({
  games,
  layout,
  label,
  card,
}: {
  games: readonly LibraryGameSummary[];
  layout: CardsLayout;
  label: string;
  card: (game: LibraryGameSummary, index: number) => ReactNode;
}) {
  const columns = columnsAt(useSyncExternalStore(subscribeResize, windowWidth, windowWidth), layout);
  const rows = Math.ceil(games.length / columns);
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts in the page (the stats and controls above it move it down).
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = listRef.current;
      if (el) setTop(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    // What is above it changes height (the filters open, the stats load): the page's body resizes.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const overscan = useGrowingOverscan(overscanRows(columns));
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => estimate(columns, layout),
    overscan,
    scrollMargin: top,
    measureElement: sizeOf,
  });
  const rowClass = layout === "list" ? "grid grid-cols-1 pb-2" : "grid grid-cols-1 gap-4 pb-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5";
  return (
    <div ref={listRef} role="list" aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          role="none"
          className={`absolute left-0 top-0 w-full ${rowClass}`}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((g, k) => {
            const at = row.index * columns + k;
            return (
              <div key={g.id} role="listitem" aria-setsize={games.length} aria-posinset={at + 1} className="min-w-0">
                {card(g, at)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
