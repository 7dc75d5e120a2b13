import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Every test starts clean: no rendered tree, no stubbed fetch or environment variable (TZ), real
// timers, empty storage.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  localStorage.clear();
});

// findBy*/waitFor give up after 10 s, not 1 s: a dialog or section loaded lazily (import()) is transformed
// on its first open, which on a busy 2-core machine can take over a second, and over 3 s for the Add
// dialog in CI, where these tests run at nice 19 beside the system tests. Nothing here waits on the
// clock (the query client does not retry, polls and debounces run on fake timers), so a passing test
// never spends this bound; it only keeps a slow machine from failing one.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these; Headless UI's transitions and anchored panels (dialogs, comboboxes) use them.
if (typeof Element.prototype.getAnimations === "undefined") {
  Element.prototype.getAnimations = () => [];
}
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
