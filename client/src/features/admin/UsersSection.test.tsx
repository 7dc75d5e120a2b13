import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_TEXTS } from "@savepoint/common";
import { jsonResponse } from "../../test/render.tsx";
import { errorResponse, ok } from "../../test/testApi.ts";
import { ADMIN, buildAdminUser, page, renderAdmin, signedInAsAdmin, stubAdmin } from "./testAdmin.ts";

const ME_ROW = buildAdminUser({ id: ADMIN.id, username: ADMIN.username, firstName: "Ada", lastName: "Lovelace", isAdmin: true });
const GRACE = buildAdminUser();

signedInAsAdmin();

const stub = (over: Parameters<typeof stubAdmin>[0] = {}) => stubAdmin({ "GET /admin/users": ok(page([ME_ROW, GRACE], { total: 2 })), ...over });
const renderUsers = () => renderAdmin();
const row = (username: string) => screen.findByRole("listitem", { name: username });
const dialog = (name: string) => screen.findByRole("alertdialog", { name });

describe("Admin → Users", () => {
  it("lists users with their counts, the admin badge and 'You', and no Delete for myself", async () => {
    stub();
    renderUsers();
    expect(await screen.findByText("2 users")).toHaveAttribute("role", "status");
    const grace = await row("grace");
    expect(grace).toHaveTextContent("Grace Hopper");
    expect(grace).toHaveTextContent("@grace · grace@example.test");
    expect(grace).toHaveTextContent("Games:12Reviews:3Last active:Jun 14, 2025Sessions:2");
    expect(within(grace).getByRole("button", { name: "Make admin" })).toBeInTheDocument();
    const me = await row("ada");
    expect(me).toHaveTextContent("AdminYou");
    expect(within(me).getByRole("button", { name: "Revoke admin" })).toBeInTheDocument();
    expect(within(me).queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("searches and pages through the users", async () => {
    const api = stub({
      "GET /admin/users": (c) =>
        ok(
          c.query.get("page") === "2"
            ? page([buildAdminUser({ id: "u9", username: "linus" })], { page: 2, total: 26 })
            : page([GRACE], { total: c.query.get("q") ? 1 : 26 }),
        )(),
    });
    renderUsers();
    await row("grace");
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await row("linus")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search users" }), "gra{Enter}");
    expect(await screen.findByText("1 user matching “gra”")).toBeInTheDocument();
    expect(api.callsTo("/admin/users").map((c) => `${c.query.get("q") ?? ""}:${c.query.get("page")}`)).toEqual([":1", ":2", "gra:1"]);
  });

  it("makes a user admin after a confirmation", async () => {
    const api = stub({ "PUT /admin/users/u2/admin": ok({ ...GRACE, isAdmin: true }) });
    renderUsers();
    await userEvent.click(within(await row("grace")).getByRole("button", { name: "Make admin" }));
    const d = await dialog("Make @grace an admin?");
    await userEvent.click(within(d).getByRole("button", { name: "Make admin" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.callsTo("/admin/users/u2/admin")[0]?.body).toEqual({ isAdmin: true });
    // The list and the audit log are read again.
    expect(api.callsTo("/admin/users").length).toBeGreaterThan(1);
  });

  it("shows the server's refusal to revoke the last admin", async () => {
    stub({ "PUT /admin/users/u1/admin": () => errorResponse(409, "conflict", ADMIN_TEXTS.lastAdmin) });
    renderUsers();
    await userEvent.click(within(await row("ada")).getByRole("button", { name: "Revoke admin" }));
    const d = await dialog("Revoke @ada's admin rights?");
    expect(d).toHaveTextContent(ADMIN_TEXTS.revokeSelfNote);
    await userEvent.click(within(d).getByRole("button", { name: "Revoke admin" }));
    expect(await within(d).findByRole("alert")).toHaveTextContent(ADMIN_TEXTS.lastAdmin);
  });

  it("revoking my own rights turns the page into 'Not allowed'", async () => {
    stub({ "PUT /admin/users/u1/admin": ok({ ...ME_ROW, isAdmin: false }) });
    renderUsers();
    await userEvent.click(within(await row("ada")).getByRole("button", { name: "Revoke admin" }));
    await userEvent.click(within(await dialog("Revoke @ada's admin rights?")).getByRole("button", { name: "Revoke admin" }));
    expect(await screen.findByText("Not allowed")).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("signs a user out everywhere and says how many sessions ended", async () => {
    const api = stub({ "POST /admin/users/u2/sign-out": ok({ revokedSessions: 2, revokedTokens: 1 }) });
    renderUsers();
    await userEvent.click(within(await row("grace")).getByRole("button", { name: "Sign out everywhere" }));
    await userEvent.click(within(await dialog("Sign @grace out everywhere?")).getByRole("button", { name: "Sign out everywhere" }));
    expect(await within(await row("grace")).findByRole("status")).toHaveTextContent("@grace was signed out of 2 sessions and lost 1 token.");
    expect(api.callsTo("/admin/users/u2/sign-out")).toHaveLength(1);
  });

  it("deletes a user only once their username is typed", async () => {
    const api = stub({ "DELETE /admin/users/u2": () => jsonResponse(204, null) });
    renderUsers();
    await userEvent.click(within(await row("grace")).getByRole("button", { name: "Delete" }));
    const d = await dialog("Delete @grace?");
    const confirm = within(d).getByRole("button", { name: "Delete user" });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(d).getByRole("textbox", { name: "Type grace to confirm" }), "grac");
    expect(confirm).toBeDisabled();
    await userEvent.type(within(d).getByRole("textbox", { name: "Type grace to confirm" }), "e");
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.callsTo("/admin/users/u2").filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
