import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { NotificationDto } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { GRACE } from "../../test/activityBuilders.ts";
import { NotificationsPage } from "./NotificationsPage.tsx";
import { UnreadBell } from "./UnreadBell.tsx";

const ME = buildUser();
const base = { actor: null, game: null, reviewId: null, outcome: null, createdAt: "2025-06-15T11:00:00.000Z", read: false } as const;
const ITEMS: NotificationDto[] = [
  { ...base, id: "n1", kind: "new_follower", actor: GRACE },
  { ...base, id: "n2", kind: "review_liked", reviewId: "r1", game: { title: "Celeste", slug: "celeste" } },
  { ...base, id: "n3", kind: "report_decided", outcome: "removed", game: { title: "Hades", slug: null }, read: true },
  { ...base, id: "n4", kind: "review_removed", game: { title: "Tunic", slug: "tunic" }, read: true },
];

beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

describe("NotificationsPage", () => {
  it("says what happened in a sentence with a link, marks the unread ones read, and the bell's name follows", async () => {
    let unread = 2;
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /notifications": ok({ items: ITEMS, nextCursor: null }),
      "GET /notifications/unread-count": () => ok({ unread })(),
      "POST /notifications/read": () => {
        unread = 0;
        return ok({ unread })();
      },
    });
    renderPage(
      <>
        <UnreadBell />
        <NotificationsPage />
      </>,
      "/notifications",
    );
    expect(await screen.findByRole("link", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Notifications" });
    expect(within(list).getByRole("link", { name: "Grace Hopper followed you." })).toHaveAttribute("href", "/u/grace");
    expect(within(list).getByRole("link", { name: "Someone liked your review of Celeste." })).toHaveAttribute("href", "/game/celeste?review=r1");
    expect(within(list).getByText("An administrator removed the review of Hades you reported.")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "An administrator removed your review of Tunic." })).toHaveAttribute("href", "/game/tunic");
    expect(await screen.findByRole("link", { name: "Notifications" })).toBeInTheDocument();
    expect(api.callsTo("/notifications/read").map((c) => c.body)).toEqual([{ ids: ["n1", "n2"] }]);
  });
});
