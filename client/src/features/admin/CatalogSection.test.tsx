import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CatalogUploadDto, HiddenCatalogEntryDto } from "@savepoint/common";
import { buildCatalogGame, buildSearchResult } from "../../test/builders.ts";
import { jsonResponse } from "../../test/render.tsx";
import { errorResponse, ok } from "../../test/testApi.ts";
import { UPLOAD_POLL_MS } from "./queries.ts";
import { renderAdmin, signedInAsAdmin, stubAdmin } from "./testAdmin.ts";

const JOB: CatalogUploadDto = {
  id: "job1",
  fileName: "extra.jsonl",
  status: "running",
  total: 4,
  done: 1,
  written: 1,
  error: null,
  createdAt: "2025-06-15T11:00:00.000Z",
  finishedAt: null,
};
const HIDDEN: HiddenCatalogEntryDto = { id: 42, slug: "hades", title: "Hades", year: 2020, hiddenAt: "2025-06-15T10:00:00.000Z", hiddenBy: "ada" };

signedInAsAdmin();

const stub = (over: Parameters<typeof stubAdmin>[0] = {}) => stubAdmin({ "GET /admin/catalog/hidden": ok([]), ...over });
const renderCatalog = () => renderAdmin("catalog");
const file = (name: string, text: string) => new File([text], name, { type: "application/octet-stream" });

describe("Admin → Catalog", () => {
  it("uploads a file and follows its progress until it is applied", async () => {
    // The progress is asked again every UPLOAD_POLL_MS, on fake timers the test moves on (they also
    // follow real time, so the page's own zero-delay timers run by themselves).
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date() });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    let applied = false;
    const api = stub({
      "POST /admin/catalog/uploads": () => jsonResponse(202, JOB),
      "GET /admin/catalog/uploads/job1": () =>
        ok(applied ? { ...JOB, status: "done", done: 4, written: 3, finishedAt: "2025-06-15T11:00:01.000Z" } : { ...JOB, done: 2 })(),
    });
    const polls = () => api.callsTo("/admin/catalog/uploads/job1").length;
    renderCatalog();
    const form = await screen.findByRole("form", { name: "Upload a catalog file" });
    await user.upload(within(form).getByLabelText("Catalog file (.jsonl or .csv)"), file("extra.jsonl", '{"title":"Tiny Game"}\n'));
    await user.click(within(form).getByRole("button", { name: "Upload" }));
    const bar = await screen.findByRole("progressbar", { name: "Applying extra.jsonl" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    expect(api.callsTo("/admin/catalog/uploads")[0]?.body).toEqual({ fileName: "extra.jsonl", content: '{"title":"Tiny Game"}\n' });

    // while it runs, it asks again
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS));
    expect(polls()).toBeGreaterThan(before);
    expect(bar).toHaveAttribute("aria-valuenow", "50");

    applied = true;
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS));
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "100"));
    expect(screen.getByText("Uploaded extra.jsonl: 4 rows, 3 new or changed.")).toBeInTheDocument();
    // and once it is applied, it stops asking
    const done = polls();
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS * 5));
    expect(polls()).toBe(done);
  });

  it("refuses a file that is not .jsonl or .csv, and shows the rows the server refused", async () => {
    stub({
      "POST /admin/catalog/uploads": () =>
        errorResponse(400, "validation_failed", "Some rows of the file are not valid: fix them and upload it again", {
          issues: [{ path: "content", message: "Line 3: year: too small" }],
        }),
    });
    renderCatalog();
    const form = await screen.findByRole("form", { name: "Upload a catalog file" });
    const input = within(form).getByLabelText("Catalog file (.jsonl or .csv)");
    await userEvent.upload(input, file("games.txt", "x"), { applyAccept: false });
    await userEvent.click(within(form).getByRole("button", { name: "Upload" }));
    expect(await within(form).findByText("The file name must end in .jsonl or .csv")).toBeInTheDocument();
    await userEvent.upload(input, file("games.csv", "title\nA\n"));
    await userEvent.click(within(form).getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Some rows of the file are not valid: fix them and upload it again · Line 3: year: too small");
  });

  it("finds an entry, hides it, and unhides it from the hidden list", async () => {
    let hidden = false;
    const api = stub({
      "GET /catalog/search": () => ok({ results: hidden ? [] : [buildSearchResult()] })(),
      "GET /catalog/games/the-witcher-3-wild-hunt": ok(buildCatalogGame({ id: 42 })),
      "PUT /admin/catalog/42/hidden": () => {
        hidden = true;
        return ok({ id: 42, slug: "the-witcher-3-wild-hunt", title: "The Witcher 3: Wild Hunt", hidden: true })();
      },
      "DELETE /admin/catalog/42/hidden": () => {
        hidden = false;
        return ok({ id: 42, slug: "the-witcher-3-wild-hunt", title: "The Witcher 3: Wild Hunt", hidden: false })();
      },
      "GET /admin/catalog/hidden": () => ok(hidden ? [{ ...HIDDEN, slug: "the-witcher-3-wild-hunt", title: "The Witcher 3: Wild Hunt" }] : [])(),
    });
    renderCatalog();
    expect(await screen.findByText("No hidden entries.")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the catalog" }), "witcher{Enter}");
    const result = await within(await screen.findByRole("list", { name: "Catalog entries" })).findByRole("listitem", { name: "The Witcher 3: Wild Hunt" });
    await userEvent.click(within(result).getByRole("button", { name: "Hide" }));
    const entry = await within(await screen.findByRole("list", { name: "Hidden entries" })).findByRole("listitem", { name: "The Witcher 3: Wild Hunt" });
    expect(entry).toHaveTextContent("by @ada");
    expect(await screen.findByText("No visible entries match “witcher”.")).toBeInTheDocument();
    await userEvent.click(within(entry).getByRole("button", { name: "Unhide" }));
    expect(await screen.findByText("No hidden entries.")).toBeInTheDocument();
    expect(api.callsTo("/admin/catalog/42/hidden").map((c) => c.method)).toEqual(["PUT", "DELETE"]);
  });
});
