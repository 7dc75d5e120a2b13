import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PrivacySettings as Settings } from "@savepoint/common";
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
});
