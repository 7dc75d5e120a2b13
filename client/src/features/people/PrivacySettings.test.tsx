import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BlockedUsersDto, PrivacySettings as Settings } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { fails, ok, stubApi } from "../../test/testApi.ts";
import { PrivacySettings } from "./PrivacySettings.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const DEFAULTS: Settings = { profileVisibility: "PUBLIC", showActivity: true, showPlaying: true };

describe("PrivacySettings", () => {
  it("shows the saved settings and saves a change with one call, then confirms", async () => {
    const api = stubApi({ "GET /auth/me": ok(ME), "GET /profile/privacy": ok(DEFAULTS), "PUT /profile/privacy": (call) => jsonResponse(200, call.body) });
    renderPage(<PrivacySettings />, "/settings");
    expect(await screen.findByRole("radio", { name: /Public/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Show my activity in the community feed" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Show what I'm playing" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: /Private/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Show what I'm playing" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Privacy Settings" }));
    expect(await screen.findByText("Privacy settings saved.")).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
        { profileVisibility: "PRIVATE", showActivity: true, showPlaying: false },
      ]),
    );
  });

  it("says so when the save fails", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /profile/privacy": ok(DEFAULTS), "PUT /profile/privacy": fails });
    renderPage(<PrivacySettings />, "/settings");
    await userEvent.click(await screen.findByRole("button", { name: "Save Privacy Settings" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to save your privacy settings");
    expect(screen.queryByText("Privacy settings saved.")).not.toBeInTheDocument();
  });

  it("says what a private profile's reviews still carry: the hours, platform and progress when written", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /profile/privacy": ok(DEFAULTS), "GET /profile/blocks": ok({ items: [] }) });
    renderPage(<PrivacySettings />, "/settings");
    expect(await screen.findByRole("radio", { name: /Private/ })).toHaveAccessibleDescription(
      "Others see only your name. Your reviews still show on game pages, with the hours, platform and progress you had when you wrote them.",
    );
  });

  it("lists the users I blocked and unblocks one with one call", async () => {
    let blocks: BlockedUsersDto = {
      items: [{ id: "u2", username: "bex", firstName: "Bex", lastName: "Blocked", accountColor: "red", blockedAt: "2026-11-01T10:00:00.000Z" }],
    };
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /profile/privacy": ok(DEFAULTS),
      "GET /profile/blocks": () => jsonResponse(200, blocks),
      "DELETE /users/bex/block": () => {
        blocks = { items: [] };
        return jsonResponse(200, { username: "bex", following: false, followsYou: false, blocking: false, followers: 0 });
      },
    });
    renderPage(<PrivacySettings />, "/settings");
    const region = await screen.findByRole("region", { name: "Blocked users" });
    expect(await within(region).findByText("Bex Blocked")).toBeInTheDocument();
    expect(within(region).getByText("@bex")).toBeInTheDocument();
    await userEvent.click(within(region).getByRole("button", { name: "Unblock Bex Blocked" }));
    expect(await within(region).findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(api.callsTo("/users/bex/block").map((c) => c.method)).toEqual(["DELETE"]);
  });
});
