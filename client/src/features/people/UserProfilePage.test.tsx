import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PEOPLE_TEXTS, type FollowState, type OpenProfile } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { buildOpenProfile, buildPrivateProfile } from "../../test/peopleBuilders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { UserProfilePage } from "./UserProfilePage.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const renderUser = (username = "grace") => renderPage(<UserProfilePage />, `/u/${username}`, { route: "/u/:username" });

describe("UserProfilePage", () => {
  it("shows an open profile: bio, counts, what they play, completions and reviews linking to the review", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /users/grace": ok(buildOpenProfile()) });
    renderUser();
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByText("Member since January 2025")).toBeInTheDocument();
    expect(screen.getByText("3 followers · 4 following")).toBeInTheDocument();
    expect(screen.getByText("Compilers by day, roguelikes by night.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Currently Playing" })).toHaveTextContent("Hades");
    expect(screen.getByRole("region", { name: "Recent Completions" })).toHaveTextContent("Celeste");
    const reviews = screen.getByRole("region", { name: "Recent Reviews" });
    expect(reviews.querySelector("a")).toHaveAttribute("href", "/game/celeste?review=r1");
    expect(screen.queryByText(/taste match/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("@example.test");
  });

  it("draws their rating distribution in CSS bars (no canvas) as a list that says every figure, the unrated apart", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /users/grace": ok(buildOpenProfile()) });
    renderUser();
    const panel = await screen.findByRole("region", { name: "Rating Distribution" });
    const items = within(within(panel).getByRole("list", { name: "Games per rating, 1 to 10" })).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(items.map((li) => li.querySelector(".sr-only")!.textContent)).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((r) => `Rated ${r}: 0 games`),
      "Rated 7: 1 game",
      "Rated 8: 0 games",
      "Rated 9: 2 games",
      "Rated 10: 0 games",
    ]);
    // Bars as tall as their games are of the most given rating's (9: two games).
    const bar = (li: HTMLElement) => li.querySelector<HTMLElement>(".rounded-t")!.style.height;
    expect([bar(items[8]!), bar(items[6]!), bar(items[0]!)]).toEqual(["max(2px, 100%)", "max(2px, 50%)", "0px"]);
    expect(panel).toHaveTextContent("5 unrated · not in the bars");
    expect(document.querySelector("canvas")).toBeNull();
  });

  it("a private profile shows only the name and 'This profile is private'", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /users/grace": ok(buildPrivateProfile()) });
    renderUser();
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByText(PEOPLE_TEXTS.privateProfile)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Gaming Stats" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Rating Distribution" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "About" })).not.toBeInTheDocument();
    expect(screen.queryByText(/followers/)).not.toBeInTheDocument();
  });

  it("shows the taste match with the games we agree and disagree on", async () => {
    const tasteMatch: OpenProfile["tasteMatch"] = {
      percent: 82,
      sharedGames: 4,
      agree: [{ title: "Celeste", slug: "celeste", myRating: 9, theirRating: 9 }],
      disagree: [{ title: "Doom", slug: "doom", myRating: 9, theirRating: 4 }],
    };
    stubApi({ "GET /auth/me": ok(ME), "GET /users/grace": ok(buildOpenProfile({ tasteMatch })) });
    renderUser();
    const panel = await screen.findByRole("region", { name: "82% taste match" });
    expect(panel).toHaveTextContent("From 4 games you both rated.");
    expect(panel).toHaveTextContent("You agree onCeleste");
    expect(panel).toHaveTextContent("You disagree onDoom");
    expect(panel).toHaveTextContent("You 9/10 · Them 4/10");
  });

  it("shows no taste match when there are too few games in common", async () => {
    const tasteMatch = { percent: null, sharedGames: 1, agree: [], disagree: [] };
    stubApi({ "GET /auth/me": ok(ME), "GET /users/grace": ok(buildOpenProfile({ tasteMatch })) });
    renderUser();
    await screen.findByRole("heading", { level: 1, name: "Grace Hopper" });
    expect(screen.queryByText(/taste match/)).not.toBeInTheDocument();
  });

  it("follows and unfollows, the button and the count following the server", async () => {
    let following = false;
    const profile = () =>
      buildOpenProfile({ relationship: { following, followsYou: false, blocking: false }, counts: { followers: following ? 4 : 3, following: 4 } });
    const state = (): FollowState => ({ username: "grace", following, followsYou: false, blocking: false, followers: following ? 4 : 3 });
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /users/grace": () => jsonResponse(200, profile()),
      "POST /users/grace/follow": () => ((following = true), jsonResponse(200, state())),
      "DELETE /users/grace/follow": () => ((following = false), jsonResponse(200, state())),
    });
    renderUser();
    await userEvent.click(await screen.findByRole("button", { name: "Follow Grace Hopper" }));
    expect(await screen.findByRole("button", { name: "Unfollow Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByText("4 followers · 4 following")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Unfollow Grace Hopper" }));
    expect(await screen.findByRole("button", { name: "Follow Grace Hopper" })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("/users/grace/follow").map((c) => c.method)).toEqual(["POST", "DELETE"]));
  });

  it("blocks from the menu only after confirming (Cancel changes nothing)", async () => {
    let blocking = false;
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /users/grace": () => jsonResponse(200, buildOpenProfile({ relationship: { following: false, followsYou: false, blocking } })),
      "POST /users/grace/block": () => (
        (blocking = true),
        jsonResponse(200, { username: "grace", following: false, followsYou: false, blocking, followers: 3 })
      ),
    });
    renderUser();
    await userEvent.click(await screen.findByRole("button", { name: "More actions for Grace Hopper" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Block" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Block Grace Hopper?" });
    expect(confirm).toHaveTextContent("You can unblock them in Settings → Privacy.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.callsTo("/users/grace/block")).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "More actions for Grace Hopper" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Block" }));
    await userEvent.click(within(await screen.findByRole("alertdialog", { name: "Block Grace Hopper?" })).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(api.callsTo("/users/grace/block").map((c) => c.method)).toEqual(["POST"]));
    expect(await screen.findByText(/Blocked/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow Grace Hopper" })).not.toBeInTheDocument();
  });

  it("says 'User not found' for an unknown or blocked user", async () => {
    stubApi({ "GET /auth/me": ok(ME) });
    renderUser("nobody");
    expect(await screen.findByRole("heading", { name: PEOPLE_TEXTS.userNotFound })).toBeInTheDocument();
  });
});

describe("UserProfilePage feed links", () => {
  it("links a user's public feeds, visibly and as <link rel=alternate>, only when they have them", async () => {
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /users/grace": ok(buildOpenProfile()),
      "GET /users/quiet": ok(buildOpenProfile({ username: "quiet", hasFeed: false })),
    });
    const first = renderUser();
    expect(await screen.findByRole("link", { name: "Feed (RSS)" })).toHaveAttribute("href", "/api/u/grace/feed.xml");
    expect(screen.getByRole("link", { name: "JSON Feed" })).toHaveAttribute("href", "/api/u/grace/feed.json");
    expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/api/u/grace/feed.xml");
    first.unmount();
    renderUser("quiet");
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Feed (RSS)" })).not.toBeInTheDocument();
  });
});
