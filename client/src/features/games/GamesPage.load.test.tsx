// My Games' first load: what keeps the page still while the list arrives, and the windowed list's code
// fetched as soon as a long list is known (issue 28: Lighthouse on a phone, layout shift and blocking time).
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { buildGameStats, buildGameSummary as card } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { GamesPage } from "./GamesPage.tsx";

const many = (n: number) => Array.from({ length: n }, (_, i) => card({ id: `m${i}`, slug: `m${i}`, title: `Game ${i + 1}` }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("My Games while its list loads", () => {
  it("shows the search and sort already, so they do not push the tabs and cards down when the list comes", async () => {
    let answer: (r: Response) => void = () => undefined;
    stubApi({ "GET /games": () => new Promise<Response>((r) => (answer = r)), "GET /games/stats": ok(buildGameStats()) });
    renderPage(<GamesPage />, "/");
    expect(await screen.findByRole("searchbox", { name: "Search your games" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    answer(new Response(JSON.stringify([card({ id: "g1", title: "Celeste" })]), { status: 200, headers: { "content-type": "application/json" } }));
    expect(await screen.findByRole("article", { name: "Celeste" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search your games" })).toBeInTheDocument();
  });

  it("has no search or sort for an empty library", async () => {
    stubApi({ "GET /games": ok([]), "GET /games/stats": ok(buildGameStats()) });
    renderPage(<GamesPage />, "/");
    expect(await screen.findByRole("heading", { name: "No games found" })).toBeInTheDocument();
    expect(screen.queryByRole("searchbox", { name: "Search your games" })).not.toBeInTheDocument();
  });
});

describe("the windowed list's code (windowing.ts)", () => {
  it("is fetched for a list of 48 games or more, and is then the component itself, with nothing to wait for", async () => {
    const windowing = await import("./windowing.ts");
    const lazyOne = windowing.windowedCards();
    windowing.preloadWindowing(windowing.WINDOWED_FROM - 1);
    // The module is here once this import is: a load started above would have finished with it.
    const VirtualCards = (await import("./VirtualCards.tsx")).default;
    await Promise.resolve();
    expect(windowing.windowedCards()).toBe(lazyOne);
    windowing.preloadWindowing(windowing.WINDOWED_FROM);
    await vi.waitFor(() => expect(windowing.windowedCards()).toBe(VirtualCards));
  });

  it("is asked for as soon as the list fetched ahead comes back long (before My Games' own code runs)", async () => {
    stubApi({ "GET /games": ok(many(60)) });
    const windowing = await import("./windowing.ts");
    const lazyOne = windowing.windowedCards();
    const { preloadGamesList } = await import("./api.ts");
    preloadGamesList();
    await vi.waitFor(() => expect(windowing.windowedCards()).not.toBe(lazyOne));
  });
});

describe("the windowed list (VirtualCards)", () => {
  it("does not read each row's box as the row is drawn (a forced layout per row); the rows' observer reports their sizes", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined); // jsdom has no scrolling
    const VirtualCards = (await import("./VirtualCards.tsx")).default;
    const heights = vi.spyOn(HTMLElement.prototype, "offsetHeight", "get");
    const boxes = vi.spyOn(Element.prototype, "getBoundingClientRect");
    render(<VirtualCards games={many(60)} layout="grid" label="All Games (60)" card={(g) => <article aria-label={g.title}>{g.title}</article>} />);
    const list = screen.getByRole("list", { name: "All Games (60)" });
    expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(0);
    const isRow = (el: unknown) => el instanceof Element && el.getAttribute("role") === "none";
    expect(heights.mock.contexts.filter(isRow)).toHaveLength(0);
    expect(boxes.mock.contexts.filter(isRow)).toHaveLength(0);
  });
});
