// Tabs following the WAI-ARIA pattern: a tablist whose selected tab is its one Tab stop, the arrow keys,
// Home and End moving the selection (and focus) along it, and one panel, the selected tab's. Hand-made
// for My Games, the page every player lands on: Headless UI's Tab brought its focus and hover machinery
// into that page's first load. `data-selected` marks the selected tab for styling.
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabsProps {
  /** The tablist's accessible name. */
  label: string;
  tabs: { key: string; label: ReactNode }[];
  selected: number;
  onSelect(index: number): void;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
  /** The panel is a Tab stop of its own (0) when it holds nothing focusable; else -1. */
  panelTabIndex?: number;
  /** The selected tab's panel. */
  children: ReactNode;
}

const STEP: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

export function Tabs({ label, tabs, selected, onSelect, listClassName, tabClassName, panelClassName, panelTabIndex = 0, children }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (e: KeyboardEvent) => {
    const step = STEP[e.key];
    if (!step) return;
    e.preventDefault();
    // From the focused tab, not from `selected`: keys pressed faster than the selection re-renders (it
    // goes through the address on My Games) must each move one tab on.
    const all = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = step(at >= 0 ? at : selected, tabs.length);
    onSelect(to);
    all[to]?.focus();
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={i === selected ? panelId : undefined}
            tabIndex={i === selected ? 0 : -1}
            data-selected={i === selected ? "" : undefined}
            className={tabClassName}
            onClick={() => onSelect(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={panelTabIndex} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
