import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ApiTokenDto } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, fails, ok, stubApi } from "../../test/testApi.ts";
import { ApiTokensSection } from "./ApiTokensSection.tsx";

const ME = buildUser({ email: "ada@example.test" });
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const token = (over: Partial<ApiTokenDto>): ApiTokenDto => ({
  id: "t1",
  name: "Home dashboard",
  scope: "read",
  createdAt: "2026-11-01T10:00:00.000Z",
  expiresAt: null,
  lastUsedAt: null,
  expired: false,
  ...over,
});
const SECRET = "sp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

describe("API tokens", () => {
  it("creates a token with name, scope and expiry, shows it once with a copy button, and lists it", async () => {
    let tokens: ApiTokenDto[] = [];
    const created = token({ id: "new", name: "Backup script", scope: "write", expiresAt: "2026-12-20T10:00:00.000Z" });
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /account/tokens": () => jsonResponse(200, { tokens }),
      "POST /account/tokens": () => {
        tokens = [created];
        return jsonResponse(201, { token: SECRET, apiToken: created });
      },
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPage(<ApiTokensSection />, "/settings");
    expect(await screen.findByText("You have no API tokens.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Token name"), "Backup script");
    await userEvent.selectOptions(screen.getByLabelText("Access"), "Read and write");
    await userEvent.selectOptions(screen.getByLabelText("Expires"), "In 30 days");
    await userEvent.click(screen.getByRole("button", { name: "Create Token" }));
    const shown = await screen.findByRole("region", { name: "New token" });
    expect(within(shown).getByLabelText("Your new token")).toHaveValue(SECRET);
    expect(shown).toHaveTextContent("it will not be shown again");
    await userEvent.click(within(shown).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(shown).findByText("Copied to the clipboard.")).toBeInTheDocument();
    expect(
      api
        .callsTo("/account/tokens")
        .filter((c) => c.method === "POST")
        .map((c) => c.body),
    ).toEqual([{ name: "Backup script", scope: "write", expiresInDays: 30 }]);
    const list = await screen.findByRole("list", { name: "API tokens" });
    expect(within(list).getByRole("listitem")).toHaveTextContent("Backup script");
    expect(within(list).getByRole("listitem")).toHaveTextContent("Read and write");
    expect(within(list).getByRole("listitem")).toHaveTextContent("Never used");
    expect(within(list).getByRole("listitem")).toHaveTextContent("Expires Dec 20, 2026");
    expect(list).not.toHaveTextContent(SECRET);
    await userEvent.click(within(shown).getByRole("button", { name: "Done" }));
    expect(screen.queryByLabelText("Your new token")).not.toBeInTheDocument();
  });

  it("checks the name before sending and puts the server's field errors on their fields", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /account/tokens": ok({ tokens: [] }),
      "POST /account/tokens": () =>
        errorResponse(400, "validation_failed", "Invalid request", { issues: [{ path: "name", message: "Name must be at most 100 characters" }] }),
    });
    renderPage(<ApiTokensSection />, "/settings");
    await userEvent.click(await screen.findByRole("button", { name: "Create Token" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(api.callsTo("/account/tokens").filter((c) => c.method === "POST")).toHaveLength(0);
    await userEvent.type(screen.getByLabelText("Token name"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Create Token" }));
    expect(await screen.findByText("Name must be at most 100 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Token name")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows last use and expiry, and revokes a token after a confirmation", async () => {
    let tokens = [
      token({ id: "a", name: "Dashboard", lastUsedAt: "2026-11-20T09:30:00.000Z" }),
      token({ id: "b", name: "Old script", expiresAt: "2026-11-10T00:00:00.000Z", expired: true }),
    ];
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /account/tokens": () => jsonResponse(200, { tokens }),
      "DELETE /account/tokens/a": () => {
        tokens = tokens.filter((t) => t.id !== "a");
        return jsonResponse(204, null);
      },
    });
    renderPage(<ApiTokensSection />, "/settings");
    const list = await screen.findByRole("list", { name: "API tokens" });
    expect(within(list).getByText("Dashboard").closest("li")).toHaveTextContent("Last used Nov 20, 2026");
    expect(within(list).getByText("Dashboard").closest("li")).toHaveTextContent("Never expires");
    expect(within(list).getByText("Old script").closest("li")).toHaveTextContent("Expired Nov 10, 2026");
    await userEvent.click(within(list).getByRole("button", { name: "Revoke Dashboard" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke token?" });
    expect(dialog).toHaveTextContent("Scripts using “Dashboard” will stop working at once.");
    expect(api.calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke Token" }));
    await waitFor(() => expect(within(list).queryByText("Dashboard")).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/account/tokens/a"]);
  });

  it("keeps the dialog open with the failure when revoking fails, and says when the list cannot be loaded", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /account/tokens": ok({ tokens: [token({})] }), "DELETE /account/tokens/t1": fails });
    const { unmount } = renderPage(<ApiTokensSection />, "/settings");
    await userEvent.click(await screen.findByRole("button", { name: "Revoke Home dashboard" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke Token" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to revoke the token");
    unmount();
    stubApi({ "GET /auth/me": ok(ME), "GET /account/tokens": () => errorResponse(429, "rate_limited", "Too many requests") });
    renderPage(<ApiTokensSection />, "/settings");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load your tokens");
  });
});
