// A section opened by its address (#id) scrolls into view when ready and is held there while the page
// around it grows (Settings' sections above it load later), until the player scrolls, taps or types,
// or the hold ends.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { HOLD_MS, useScrollIntoViewFromHash } from "./useScrollIntoViewFromHash.ts";

const scrolled = vi.fn();
let resized: (() => void) | null = null;
const disconnect = vi.fn();
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {
    disconnect();
  }
}
const realResizeObserver = globalThis.ResizeObserver;

beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = scrolled;
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  vi.useRealTimers();
  globalThis.ResizeObserver = realResizeObserver;
  scrolled.mockReset();
  disconnect.mockReset();
  resized = null;
});

function Section({ ready }: { ready: boolean }) {
  useScrollIntoViewFromHash("categories", ready);
  return <section id="categories">Categories</section>;
}
const renderAt = (path: string, ready = true) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Section ready={ready} />
    </MemoryRouter>,
  );
/** The page above the section grew (a lazy section arrived). */
const pageGrows = () => act(() => resized?.());

describe("useScrollIntoViewFromHash", () => {
  it("scrolls when ready, and again each time the page grows while held", () => {
    const { rerender } = renderAt("/settings#categories", false);
    expect(scrolled).not.toHaveBeenCalled();
    rerender(
      <MemoryRouter initialEntries={["/settings#categories"]}>
        <Section ready />
      </MemoryRouter>,
    );
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById("categories"));
    pageGrows();
    pageGrows();
    expect(scrolled).toHaveBeenCalledTimes(3);
  });

  it.each(["wheel", "touchstart", "keydown", "pointerdown"])("lets go once the player acts (%s)", (type) => {
    renderAt("/settings#categories");
    expect(scrolled).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event(type)));
    expect(disconnect).toHaveBeenCalled();
    pageGrows();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it("lets go after the hold", () => {
    renderAt("/settings#categories");
    act(() => void vi.advanceTimersByTime(HOLD_MS - 1));
    pageGrows();
    expect(scrolled).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(1));
    pageGrows();
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it("lets go when the page unmounts", () => {
    const { unmount } = renderAt("/settings#categories");
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });

  it("does nothing without the anchor", () => {
    renderAt("/settings");
    pageGrows();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
