import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildUser } from "../../test/builders.ts";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { ADMIN, buildAudit, INSTANCE, page, renderAdmin } from "./testAdmin.ts";

const NOW = new Date("2025-06-15T12:00:00.000Z");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => localStorage.clear());

function signIn(user = ADMIN) {
  localStorage.setItem("user", JSON.stringify(user));
}

describe("AdminPage", () => {
  it("shows a non-admin 'Not allowed' and asks the server for no admin data", () => {
    const me = buildUser({ isAdmin: false });
    signIn(me);
    const api = stubApi({ "GET /auth/me": ok(me) });
    renderAdmin();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Security and metadata analysis")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Not allowed");
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(api.callsTo("/admin")).toEqual([]);
  });

  it("says 'Not allowed' when the server answers 403 (the role was revoked meanwhile)", async () => {
    signIn();
    stubApi({ "GET /auth/me": ok(ADMIN), "GET /admin/users": () => errorResponse(403, "forbidden", "Only an administrator can do this") });
    renderAdmin();
    expect(await screen.findByText("Not allowed")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Users" })).toBeNull();
  });

  it("offers the six sections as tabs, Users first, and keeps the chosen one in the address", async () => {
    signIn();
    const api = stubApi({ "GET /auth/me": ok(ADMIN), "GET /admin/users": ok(page([])), "GET /admin/instance": ok(INSTANCE) });
    renderAdmin();
    const tabs = within(screen.getByRole("tablist", { name: "Admin sections" })).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Users", "Instance", "Registration", "Moderation", "Catalog", "Audit log"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No users yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Instance" }));
    expect(await screen.findByRole("region", { name: "Server" })).toBeInTheDocument();
    expect(api.callsTo("/admin/instance")).toHaveLength(1);
  });

  it("shows the instance's figures, its catalog by source, the providers and the server", async () => {
    signIn();
    stubApi({ "GET /auth/me": ok(ADMIN), "GET /admin/instance": ok(INSTANCE) });
    renderAdmin("instance");
    await screen.findByRole("region", { name: "Server" });
    const figures = screen.getAllByRole("term");
    const pairs = Object.fromEntries(figures.map((t) => [t.textContent, t.nextElementSibling?.textContent]));
    expect(pairs).toMatchObject({
      Users: "1,234",
      Admins: "2",
      "Games tracked": "5,678",
      Reviews: "90",
      "Journal entries": "12",
      "Database size": "12.5 MB",
      Version: "1.4.0",
      Uptime: "2 d 3 h 4 min",
      "Node.js": "v22.12.0",
    });
    const catalog = screen.getByRole("region", { name: "Catalog" });
    expect(catalog).toHaveTextContent("Version 2025.06 · 3,000 entries");
    expect(within(catalog).getByRole("row", { name: "upload 100" })).toBeInTheDocument();
    const providers = within(screen.getByRole("region", { name: "Providers" })).getAllByRole("listitem");
    expect(providers[0]).toHaveTextContent("Configured");
    expect(providers[0]).toHaveTextContent("timeout after 2000 ms");
    expect(providers[1]).toHaveTextContent("Not configured");
  });

  it("offers to try again after a failed load", async () => {
    signIn();
    let calls = 0;
    // A 4xx answer is not retried by the client, so the failure shows at once.
    stubApi({
      "GET /auth/me": ok(ADMIN),
      "GET /admin/instance": () => (++calls === 1 ? errorResponse(404, "not_found", "gone") : ok(INSTANCE)()),
    });
    renderAdmin("instance");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the instance");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("1,234")).toBeInTheDocument();
  });

  it("lists the audit log (who, what, to what, when) a page at a time", async () => {
    signIn();
    const api = stubApi({
      "GET /auth/me": ok(ADMIN),
      "GET /admin/audit": (call) =>
        ok(
          call.query.get("page") === "2"
            ? page([buildAudit({ id: "a2", action: "registration.mode", targetLabel: null, details: { mode: "invite" } })], { page: 2, pageSize: 1, total: 2 })
            : page([buildAudit()], { pageSize: 1, total: 2 }),
        )(),
    });
    renderAdmin("audit");
    const log = await screen.findByRole("list", { name: "Admin actions" });
    expect(within(log).getByRole("listitem")).toHaveTextContent("ada · Made admin · grace");
    expect(within(log).getByRole("listitem").querySelector("time")).toHaveAttribute("dateTime", "2025-06-15T11:00:00.000Z");
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("mode: invite")).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("ada · Changed registration");
    expect(api.callsTo("/admin/audit").map((c) => c.query.get("page"))).toEqual(["1", "2"]);
  });
});
