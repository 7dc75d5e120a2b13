import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BIO_MAX, PEOPLE_TEXTS, USERNAME_TAKEN, type ActivityPage, type MyProfile } from "@savepoint/common";
import { buildItem } from "../../test/activityBuilders.ts";
import { buildUser } from "../../test/builders.ts";
import { buildMyProfile, buildRatings } from "../../test/peopleBuilders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { ProfilePage } from "./ProfilePage.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const noActivity: ActivityPage = { items: [], nextCursor: null };
const renderProfile = () => renderPage(<ProfilePage />, "/profile");

/** Presses Edit Profile and waits for the form (fetched on first use). */
async function openEdit() {
  await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
  await screen.findByRole("form", { name: "Edit profile" });
}

function stubProfile(profile: MyProfile, extra: Parameters<typeof stubApi>[0] = {}) {
  let current = profile;
  return stubApi({
    "GET /auth/me": ok(ME),
    "GET /profile": () => jsonResponse(200, current),
    "GET /activity": ok(noActivity),
    "PUT /profile": (call) => {
      current = { ...current, ...(call.body as Partial<MyProfile>) };
      return jsonResponse(200, current);
    },
    ...extra,
  });
}

describe("ProfilePage", () => {
  it("shows the real profile: name, email, join date, theme, bio placeholder, stats, genres, quick actions and account info", async () => {
    stubProfile(buildMyProfile());
    renderProfile();
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.getByText(/Member since March 2024/)).toBeInTheDocument();
    expect(screen.getAllByText("ada@example.test").length).toBeGreaterThan(0);
    expect(screen.getByText(PEOPLE_TEXTS.noBio)).toBeInTheDocument();
    const stats = screen.getByRole("region", { name: "Gaming Stats" });
    expect(within(stats).getByText("123.5")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Favorite Genres" })).getByText(/RPG/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add New Game" })).toHaveAttribute("href", "/games/add");
    expect(screen.getByRole("link", { name: "Write Review" })).toHaveAttribute("href", "/reviews?write=1");
    expect(screen.getByRole("link", { name: "Update Settings" })).toHaveAttribute("href", "/settings");
    expect(within(screen.getByRole("region", { name: "Account Info" })).getByText("March 10, 2024")).toBeInTheDocument();
    expect(await screen.findByText("No recent activity")).toBeInTheDocument();
  });

  it("draws my rating distribution in CSS bars with every figure in words, and says so when nothing is rated", async () => {
    const stats = buildMyProfile().stats;
    stubProfile(buildMyProfile({ stats: { ...stats, ratings: buildRatings([0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12) } }));
    renderProfile();
    const empty = await screen.findByRole("region", { name: "Rating Distribution" });
    expect(empty).toHaveTextContent("No rated games yet12 unrated");
    expect(within(empty).queryByRole("list")).not.toBeInTheDocument();
  });

  it("draws my rated games per rating 1 to 10, the unrated counted apart", async () => {
    stubProfile(buildMyProfile());
    renderProfile();
    const panel = await screen.findByRole("region", { name: "Rating Distribution" });
    const list = within(panel).getByRole("list", { name: "Games per rating, 1 to 10" });
    expect(within(list).getByText("Rated 8: 3 games")).toBeInTheDocument();
    expect(within(list).getByText("Rated 10: 1 game")).toBeInTheDocument();
    expect(within(list).getAllByText(/^Rated \d+: /)).toHaveLength(10);
    expect(panel).toHaveTextContent("5 unrated");
    expect(document.querySelector("canvas")).toBeNull();
  });

  it("lists my recent activity from the activity endpoint, linking a review to its game page", async () => {
    const page: ActivityPage = {
      items: [
        buildItem({
          type: "review_posted",
          createdAt: "2025-06-01T10:00:00.000Z",
          happenedAt: "2025-06-01T10:00:00.000Z",
          actor: buildMyProfile(),
          game: { title: "Celeste", slug: "celeste", platform: "Switch", imageUrl: null },
          review: { id: "r9", rating: 9, comment: "Great", spoiler: false },
        }),
        buildItem({
          id: "e2",
          createdAt: "2025-06-01T09:00:00.000Z",
          happenedAt: "2024-10-13T09:00:00.000Z",
          happenedOn: "2024-10-13",
          actor: buildMyProfile(),
          game: { title: "Elden Ring", slug: "elden-ring", platform: "PC", imageUrl: null },
        }),
      ],
      nextCursor: null,
    };
    const api = stubProfile(buildMyProfile(), { "GET /activity": ok(page) });
    renderProfile();
    expect(await screen.findByRole("link", { name: "Reviewed Celeste" })).toHaveAttribute("href", "/game/celeste?review=r9");
    // A completion logged later shows the day it happened (issue 26).
    expect(screen.getByRole("link", { name: "Completed Elden Ring" }).parentElement).toHaveTextContent("October 13, 2024");
    expect(api.callsTo("/activity")[0]?.query.get("limit")).toBe("5");
  });

  it("saves the edited names and bio, then shows them here and in the signed-in user", async () => {
    const api = stubProfile(buildMyProfile());
    renderProfile();
    await openEdit();
    const first = screen.getByLabelText("First name");
    await userEvent.clear(first);
    await userEvent.type(first, "Augusta");
    await userEvent.type(screen.getByLabelText("Bio"), "Analytical engines.");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Augusta Lovelace" })).toBeInTheDocument();
    expect(screen.getByText("Analytical engines.")).toBeInTheDocument();
    // the signed-in user (the header's name and initials) follows the save
    expect((JSON.parse(localStorage.getItem("user") ?? "{}") as { firstName?: string }).firstName).toBe("Augusta");
    expect(screen.queryByRole("form", { name: "Edit profile" })).not.toBeInTheDocument();
    expect(
      api
        .callsTo("/profile")
        .filter((c) => c.method === "PUT")
        .map((c) => c.body),
    ).toEqual([{ firstName: "Augusta", lastName: "Lovelace", username: "ada", bio: "Analytical engines." }]);
  });

  it("Cancel leaves edit mode without a save call", async () => {
    const api = stubProfile(buildMyProfile());
    renderProfile();
    await openEdit();
    await userEvent.type(screen.getByLabelText("Bio"), "Draft");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Edit profile" })).not.toBeInTheDocument();
    expect(screen.getByText(PEOPLE_TEXTS.noBio)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "PUT")).toEqual([]);
  });

  it("says a taken username on the username field (the server's 409) and stays in edit mode", async () => {
    stubProfile(buildMyProfile(), {
      "PUT /profile": () => errorResponse(409, "conflict", USERNAME_TAKEN, { issues: [{ path: "username", message: USERNAME_TAKEN }] }),
    });
    renderProfile();
    await openEdit();
    const username = screen.getByLabelText("Username");
    await userEvent.clear(username);
    await userEvent.type(username, "grace");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(USERNAME_TAKEN));
    expect(screen.getByRole("form", { name: "Edit profile" })).toBeInTheDocument();
  });

  it("counts the bio's characters, says so in words and marks the field the moment it is over, and refuses it without a call", async () => {
    const api = stubProfile(buildMyProfile({ bio: "x".repeat(BIO_MAX) }));
    renderProfile();
    await openEdit();
    expect(screen.getByText(`${BIO_MAX}/${BIO_MAX} characters`)).toBeInTheDocument();
    expect(screen.getByLabelText("Bio")).not.toHaveAttribute("aria-invalid");
    await userEvent.type(screen.getByLabelText("Bio"), "y");
    // before Save: the counter says it in words (not only in colour) and the field is invalid
    expect(screen.getByText(`${BIO_MAX + 1}/${BIO_MAX} characters: 1 character over the limit`)).toBeInTheDocument();
    expect(screen.getByLabelText("Bio")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Bio")).toHaveAccessibleDescription(`${BIO_MAX + 1}/${BIO_MAX} characters: 1 character over the limit`);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(PEOPLE_TEXTS.bioTooLong)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "PUT")).toEqual([]);
  });

  it("says 'User not found' when the profile cannot load", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /profile": () => errorResponse(404, "not_found", "User not found"), "GET /activity": ok(noActivity) });
    renderProfile();
    expect(await screen.findByRole("heading", { name: PEOPLE_TEXTS.userNotFound })).toBeInTheDocument();
  });
});
