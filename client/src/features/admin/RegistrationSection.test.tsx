import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CreatedInvite, RegistrationSettings } from "@savepoint/common";
import { jsonResponse } from "../../test/render.tsx";
import { errorResponse, ok } from "../../test/testApi.ts";
import { buildInvite, renderAdmin, signedInAsAdmin, stubAdmin } from "./testAdmin.ts";

const SETTINGS: RegistrationSettings = {
  mode: "open",
  invites: [buildInvite(), buildInvite({ id: "i2", note: null, status: "used", usedBy: "linus", usedAt: "2025-06-15T09:00:00.000Z" })],
};

signedInAsAdmin();

const stub = (over: Parameters<typeof stubAdmin>[0] = {}) => stubAdmin({ "GET /admin/registration": ok(SETTINGS), ...over });
const renderRegistration = () => renderAdmin("registration");

describe("Admin → Registration", () => {
  it("changes who can create an account and says so", async () => {
    const api = stub({ "PUT /admin/registration": (c) => jsonResponse(200, { ...SETTINGS, mode: (c.body as { mode: string }).mode }) });
    renderRegistration();
    const group = await screen.findByRole("group", { name: "Who can create an account" });
    expect(within(group).getByRole("radio", { name: /^Open/ })).toBeChecked();
    await userEvent.click(within(group).getByRole("radio", { name: /^Invite only/ }));
    expect(await screen.findByText("Registration is now: Invite only: an admin-created invite link is needed.")).toBeInTheDocument();
    expect(api.callsTo("/admin/registration").find((c) => c.method === "PUT")?.body).toEqual({ mode: "invite" });
  });

  it("puts the mode back and says why when the server refuses the change", async () => {
    stub({ "PUT /admin/registration": () => errorResponse(500, "internal_error", "Something went wrong") });
    renderRegistration();
    const group = await screen.findByRole("group", { name: "Who can create an account" });
    await userEvent.click(within(group).getByRole("radio", { name: /^Closed/ }));
    expect(await within(group).findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(within(group).getByRole("radio", { name: /^Open/ })).toBeChecked();
  });

  it("lists the invite links with their status, and revokes an active one after a confirmation", async () => {
    const api = stub({ "DELETE /admin/invites/i1": () => jsonResponse(204, null) });
    renderRegistration();
    const list = await screen.findByRole("list", { name: "Invite links" });
    const [active, used] = within(list).getAllByRole("listitem");
    expect(active).toHaveTextContent("For LinusActive");
    expect(used).toHaveTextContent("Used by @linus");
    expect(within(used!).queryByRole("button", { name: "Revoke" })).toBeNull();
    await userEvent.click(within(active!).getByRole("button", { name: "Revoke" }));
    const d = await screen.findByRole("alertdialog", { name: "Revoke this invite link?" });
    await userEvent.click(within(d).getByRole("button", { name: "Revoke link" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.callsTo("/admin/invites/i1")).toHaveLength(1);
  });

  it("creates an invite link, shows it once and copies it", async () => {
    const user = userEvent.setup();
    const created: CreatedInvite = {
      ...buildInvite({ id: "i3", note: "For Grace", expiresAt: "2025-06-18T12:00:00.000Z" }),
      token: "tok123",
      path: "/register?invite=tok123",
    };
    const api = stub({ "POST /admin/invites": () => jsonResponse(201, created) });
    renderRegistration();
    const form = await screen.findByRole("form", { name: "Create an invite link" });
    const days = within(form).getByRole("spinbutton", { name: "Expires in (days)" });
    expect(days).toHaveValue(7);
    await user.clear(days);
    await user.type(days, "3");
    await user.type(within(form).getByRole("textbox", { name: "Note (optional)" }), "For Grace");
    await user.click(within(form).getByRole("button", { name: "Create invite link" }));
    const link = await screen.findByRole("textbox", { name: "Invite link" });
    expect(link).toHaveValue(`${window.location.origin}/register?invite=tok123`);
    expect(api.callsTo("/admin/invites")[0]?.body).toEqual({ expiresInDays: 3, note: "For Grace" });
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Copied to the clipboard.")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/register?invite=tok123`);
  });

  it("refuses an expiry outside 1 to 90 days without asking the server", async () => {
    const api = stub();
    renderRegistration();
    const form = await screen.findByRole("form", { name: "Create an invite link" });
    const days = within(form).getByRole("spinbutton", { name: "Expires in (days)" });
    await userEvent.clear(days);
    await userEvent.type(days, "91");
    await userEvent.click(within(form).getByRole("button", { name: "Create invite link" }));
    expect(await within(form).findByText("Expiry must be a whole number of days from 1 to 90")).toBeInTheDocument();
    expect(api.callsTo("/admin/invites")).toEqual([]);
  });
});
