import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ACTIVITY_TEXTS, type ActivityPage as ActivityPageDto } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { ActivityPage } from "./ActivityPage.tsx";
import { buildItem, GRACE } from "../../test/activityBuilders.ts";

const ME = buildUser();
const NOW = new Date("2025-06-15T12:00:00.000Z");
const page = (items: ActivityPageDto["items"], nextCursor: string | null = null): ActivityPageDto => ({ items, nextCursor });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  localStorage.setItem("user", JSON.stringify(ME));
});
afterEach(() => localStorage.clear());

const renderActivity = () => renderPage(<ActivityPage />, "/activity");

describe("ActivityPage", () => {
  it("shows 'Loading activity...' and then the empty state", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /activity": ok(page([])) });
    renderActivity();
    expect(screen.getByRole("heading", { level: 1, name: "Activity" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading activity...");
    expect(await screen.findByRole("heading", { name: "No activity yet" })).toBeInTheDocument();
    expect(screen.getByText("Your gaming activity will appear here.")).toBeInTheDocument();
  });

  it("lists my events with a title, a line of detail, the Activity page's relative time and a link to each game", async () => {
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /activity": ok(
        page([
          buildItem({ id: "a", type: "completed", createdAt: "2025-06-15T11:30:00.000Z" }),
          buildItem({
            id: "b",
            type: "review_posted",
            createdAt: "2025-06-15T09:00:00.000Z",
            review: { id: "r9", rating: 9, comment: "Tight and kind.", spoiler: false },
          }),
          buildItem({
            id: "c",
            type: "rating_changed",
            rating: 7,
            createdAt: "2025-06-14T11:00:00.000Z",
            game: { title: "Celeste", slug: "celeste", platform: "Switch", imageUrl: null },
          }),
          buildItem({ id: "d", type: "session_logged", minutes: 90, createdAt: "2025-06-11T12:00:00.000Z" }),
          buildItem({ id: "e", type: "user_followed", game: null, subject: GRACE, createdAt: "2025-06-01T12:00:00.000Z" }),
        ]),
      ),
    });
    renderActivity();
    const list = await screen.findByRole("list", { name: "My activity" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((r) => r.querySelector("time")?.textContent)).toEqual(["Just now", "3 hours ago", "1 day ago", "4 days ago", "6/1/2025"]);
    expect(within(rows[0]!).getByRole("link", { name: "Completed Hades" })).toHaveAttribute("href", "/game/hades");
    expect(rows[0]).toHaveTextContent("PC");
    expect(within(rows[1]!).getByRole("link", { name: "Reviewed Hades" })).toHaveAttribute("href", "/game/hades?review=r9");
    expect(rows[1]).toHaveTextContent("9/10 · Tight and kind.");
    expect(within(rows[2]!).getByRole("link", { name: "Rated Celeste" })).toHaveAttribute("href", "/game/celeste");
    expect(rows[2]).toHaveTextContent("Rating: 7/10");
    expect(rows[3]).toHaveTextContent("1.5 h session");
    expect(within(rows[4]!).getByRole("link", { name: "Followed Grace Hopper" })).toHaveAttribute("href", "/u/grace");
  });

  it("says when a thing happened beside when it was added (issue 26), and an import as one line", async () => {
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /activity": ok(
        page([
          buildItem({ id: "a", type: "library_imported", game: null, count: 212, createdAt: "2025-06-15T11:30:00.000Z" }),
          buildItem({ id: "b", type: "session_logged", minutes: 60, happenedOn: "2024-10-05", createdAt: "2025-06-15T11:30:00.000Z" }),
        ]),
      ),
    });
    renderActivity();
    const list = await screen.findByRole("list", { name: "My activity" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Imported 212 games");
    expect(rows[0]).toHaveTextContent("Just now");
    expect(rows[1]).toHaveTextContent("on 5 Oct 2024 · added today");
    expect(rows[1]).not.toHaveTextContent("Just now");
  });

  it("shows a game with no page as plain text", async () => {
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /activity": ok(page([buildItem({ type: "game_added", game: { title: "My Homebrew", slug: null, platform: null, imageUrl: null } })])),
    });
    renderActivity();
    const list = await screen.findByRole("list", { name: "My activity" });
    expect(within(list).getByText("Added My Homebrew")).toBeInTheDocument();
    expect(within(list).queryByRole("link")).toBeNull();
  });

  it("loads the next page with the cursor (the button stands in where there is no IntersectionObserver)", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /activity": (call) =>
        jsonResponse(
          200,
          call.query.get("cursor") === "p2"
            ? page([buildItem({ id: "b", game: { title: "Celeste", slug: "celeste", platform: "PC", imageUrl: null } })])
            : page([buildItem({ id: "a" })], "p2"),
        ),
    });
    renderActivity();
    await screen.findByRole("link", { name: "Completed Hades" });
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Completed Celeste" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(api.callsTo("/activity").map((c) => c.query.get("cursor"))).toEqual([null, "p2"]);
  });

  it("fetches the next page when the end of the list scrolls into view", async () => {
    let seen: IntersectionObserverCallback | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: IntersectionObserverCallback) {
          seen = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /activity": (call) =>
        jsonResponse(
          200,
          call.query.get("cursor") === "p2"
            ? page([buildItem({ id: "b", game: { title: "Celeste", slug: "celeste", platform: "PC", imageUrl: null } })])
            : page([buildItem({ id: "a" })], "p2"),
        ),
    });
    renderActivity();
    await screen.findByRole("link", { name: "Completed Hades" });
    seen!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await screen.findByRole("link", { name: "Completed Celeste" })).toBeInTheDocument();
    expect(api.callsTo("/activity").map((c) => c.query.get("cursor"))).toEqual([null, "p2"]);
  });

  it("offers a retry when the activity cannot load", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /activity": () => errorResponse(400, "validation_failed", ACTIVITY_TEXTS.badCursor) });
    renderActivity();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load activity");
  });
});
