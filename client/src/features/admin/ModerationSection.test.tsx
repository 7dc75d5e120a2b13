import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse } from "../../test/render.tsx";
import { errorResponse, ok } from "../../test/testApi.ts";
import { buildReported, renderAdmin, signedInAsAdmin, stubAdmin } from "./testAdmin.ts";

signedInAsAdmin();

const stub = (over: Parameters<typeof stubAdmin>[0] = {}) => stubAdmin({ "GET /admin/reports": ok({ items: [buildReported()], nextCursor: null }), ...over });
const renderModeration = () => renderAdmin("moderation");
const reported = () => screen.findByRole("listitem", { name: "Review of Hades by @spammer" });

describe("Admin → Moderation", () => {
  it("says when nothing is reported", async () => {
    stub({ "GET /admin/reports": ok({ items: [], nextCursor: null }) });
    renderModeration();
    expect(await screen.findByText("No reported reviews")).toBeInTheDocument();
  });

  it("shows a reported review with its reasons and who reported it", async () => {
    stub();
    renderModeration();
    const item = await reported();
    expect(item).toHaveTextContent("Hades · 2/10 by Sid Tester (@spammer)");
    expect(item).toHaveTextContent("2 reports");
    expect(item).toHaveTextContent("Buy cheap keys at example.test");
    expect(within(within(item).getByRole("list", { name: "Reasons" })).getByRole("listitem")).toHaveTextContent("Spam or advertising × 2");
    const reports = within(within(item).getByRole("list", { name: "Reports" })).getAllByRole("listitem");
    expect(reports[0]).toHaveTextContent("Linus Tester (@linus) · Spam or advertising");
    expect(reports[0]).toHaveTextContent("“An advert”");
  });

  it("dismisses the reports of a review", async () => {
    let dismissed = false;
    const api = stub({
      "POST /admin/reports/r1/dismiss": () => {
        dismissed = true;
        return jsonResponse(204, null);
      },
      "GET /admin/reports": () => ok({ items: dismissed ? [] : [buildReported()], nextCursor: null })(),
    });
    renderModeration();
    await userEvent.click(within(await reported()).getByRole("button", { name: "Dismiss reports" }));
    expect(await screen.findByText("No reported reviews")).toBeInTheDocument();
    expect(api.callsTo("/admin/reports/r1/dismiss")).toHaveLength(1);
  });

  it("deletes a review after a confirmation, and shows a failure in the dialog", async () => {
    let attempts = 0;
    const api = stub({
      "DELETE /admin/reviews/r1": () => (++attempts === 1 ? errorResponse(500, "internal_error", "Something went wrong") : jsonResponse(204, null)),
    });
    renderModeration();
    await userEvent.click(within(await reported()).getByRole("button", { name: "Delete review" }));
    const d = await screen.findByRole("alertdialog", { name: "Delete this review?" });
    expect(d).toHaveTextContent("its author is told in their activity");
    await userEvent.click(within(d).getByRole("button", { name: "Delete review" }));
    expect(await within(d).findByRole("alert")).toHaveTextContent("Something went wrong");
    await userEvent.click(within(d).getByRole("button", { name: "Delete review" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.callsTo("/admin/reviews/r1")).toHaveLength(2);
  });

  it("loads more reported reviews with the cursor", async () => {
    const api = stub({
      "GET /admin/reports": (c) =>
        ok(
          c.query.get("cursor") === "c2"
            ? { items: [buildReported({ review: { ...buildReported().review, id: "r2", gameTitle: "Celeste" } })], nextCursor: null }
            : { items: [buildReported()], nextCursor: "c2" },
        )(),
    });
    renderModeration();
    await reported();
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("listitem", { name: "Review of Celeste by @spammer" })).toBeInTheDocument();
    expect(api.callsTo("/admin/reports").map((c) => c.query.get("cursor"))).toEqual([null, "c2"]);
  });
});
