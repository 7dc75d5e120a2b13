// Settings' journal categories: the list with colours and entry counts, scrolled into view at
// #categories; add (with a named colour), the required name and the server's 409 texts; rename and
// recolour; delete asking where the entries go (Other by default, or another category), the 400 text,
// and the last category that cannot go.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JOURNAL_TEXTS, type JournalCategoryDto } from "@savepoint/common";
import { buildJournalCategories, buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi, type Call } from "../../test/testApi.ts";
import { CategoryManager } from "./CategoryManager.tsx";

vi.setConfig({ testTimeout: 20_000 });

const ME = buildUser();
const scrolled = vi.fn();
beforeEach(() => {
  localStorage.setItem("user", JSON.stringify(ME));
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  localStorage.clear();
  scrolled.mockReset();
});

const CATEGORIES: JournalCategoryDto[] = buildJournalCategories().map((c) => (c.name === "Plan" ? { ...c, entryCount: 2 } : c));
const byName = (name: string) => CATEGORIES.find((c) => c.name === name)!;

const renderManager = (path = "/settings") => renderPage(<CategoryManager />, path, { route: "/settings" });
const base = { "GET /auth/me": ok(ME), "GET /journal/categories": ok(CATEGORIES) };
const bodies = (calls: Call[], method: string) => calls.filter((c) => c.method === method);

describe("CategoryManager", () => {
  it("lists the categories with their colour and how many entries use each, and scrolls into view at #categories", async () => {
    stubApi(base);
    renderManager("/settings#categories");
    const list = await screen.findByRole("list", { name: "Journal categories" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((r) => within(r).getByText(/^(Plan|Progress|Reflection|Achievement|Bug\/Issue|Milestone|Other)$/).textContent)).toEqual([
      "Plan",
      "Progress",
      "Reflection",
      "Achievement",
      "Bug/Issue",
      "Milestone",
      "Other",
    ]);
    expect(rows[0]).toHaveTextContent("Colour Blue, 2 entries");
    expect(rows[1]).toHaveTextContent("Colour Green, 0 entries");
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById("categories"));
  });

  it("does not scroll without the #categories anchor", async () => {
    stubApi(base);
    renderManager("/settings");
    await screen.findByRole("list", { name: "Journal categories" });
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("adds a category with the colour chosen by name", async () => {
    const api = stubApi({
      ...base,
      "POST /journal/categories": ({ body }) => {
        const { name, color } = body as { name: string; color: string };
        return jsonResponse(201, { id: "c-new", entryCount: 0, name: name.trim(), color });
      },
    });
    const user = userEvent.setup();
    renderManager();
    await screen.findByRole("list", { name: "Journal categories" });
    await user.type(screen.getByRole("textbox", { name: "Category name" }), "  Speedrun ");
    await user.click(within(screen.getByRole("radiogroup", { name: "New category's colour" })).getByRole("radio", { name: "Pink" }));
    await user.click(screen.getByRole("button", { name: "Add Category" }));
    expect(await screen.findByText("Added Speedrun.")).toBeInTheDocument();
    expect(bodies(api.calls, "POST")[0]!.body).toEqual({ name: "  Speedrun ", color: "#ec4899" });
    expect(screen.getByRole("textbox", { name: "Category name" })).toHaveValue("");
  });

  it("says a name is required before asking the server", async () => {
    const api = stubApi(base);
    const user = userEvent.setup();
    renderManager();
    await screen.findByRole("list", { name: "Journal categories" });
    await user.type(screen.getByRole("textbox", { name: "Category name" }), "   ");
    await user.click(screen.getByRole("button", { name: "Add Category" }));
    expect(screen.getByRole("textbox", { name: "Category name" })).toHaveAccessibleDescription(JOURNAL_TEXTS.categoryNameRequired);
    expect(bodies(api.calls, "POST")).toEqual([]);
  });

  it("says the 409 answers in words: a taken name on the name field, too many categories above the form", async () => {
    let answer = () => errorResponse(409, "conflict", JOURNAL_TEXTS.categoryNameTaken, { fields: ["name"] });
    stubApi({ ...base, "POST /journal/categories": () => answer() });
    const user = userEvent.setup();
    renderManager();
    await screen.findByRole("list", { name: "Journal categories" });
    await user.type(screen.getByRole("textbox", { name: "Category name" }), "plan");
    await user.click(screen.getByRole("button", { name: "Add Category" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Category name" })).toHaveAccessibleDescription(JOURNAL_TEXTS.categoryNameTaken));

    answer = () => errorResponse(409, "conflict", JOURNAL_TEXTS.tooManyCategories);
    await user.click(screen.getByRole("button", { name: "Add Category" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(JOURNAL_TEXTS.tooManyCategories);
  });

  it("renames and recolours a category in its Edit dialog, and shows a taken name there", async () => {
    let taken = true;
    const api = stubApi({
      ...base,
      "PUT /journal/categories/c-Plan": ({ body }) =>
        taken
          ? errorResponse(409, "conflict", JOURNAL_TEXTS.categoryNameTaken, { fields: ["name"] })
          : jsonResponse(200, { ...byName("Plan"), ...(body as object) }),
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole("button", { name: "Edit category Plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Category" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Plan");
    expect(within(dialog).getByRole("radio", { name: "Blue" })).toBeChecked();
    await user.clear(name);
    await user.type(name, "Progress");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(JOURNAL_TEXTS.categoryNameTaken));

    taken = false;
    await user.clear(name);
    await user.type(name, "Strategy");
    await user.click(within(dialog).getByRole("radio", { name: "Red" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Renamed Plan to Strategy.")).toBeInTheDocument();
    expect(bodies(api.calls, "PUT").at(-1)!.body).toEqual({ name: "Strategy", color: "#ef4444" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("deletes a category moving its entries to Other by default, or to the category chosen", async () => {
    const api = stubApi({
      ...base,
      "DELETE /journal/categories/*": ({ query }) =>
        jsonResponse(200, { deletedId: "c-Plan", movedTo: CATEGORIES.find((c) => c.id === query.get("moveTo")), movedEntries: 2 }),
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole("button", { name: "Delete category Plan" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Delete Category" });
    expect(dialog).toHaveTextContent("It is used by 2 entries.");
    const target = within(dialog).getByRole("combobox", { name: "Move its entries to" });
    expect(target).toHaveDisplayValue("Other");
    expect(within(target).queryByRole("option", { name: "Plan" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(bodies(api.calls, "DELETE")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete category Plan" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete Category" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Move its entries to" }), "Reflection");
    await user.click(within(dialog).getByRole("button", { name: "Delete Category" }));
    expect(await screen.findByText("Deleted Plan; 2 entries moved to Reflection.")).toBeInTheDocument();
    const del = bodies(api.calls, "DELETE")[0]!;
    expect(del.path).toBe("/journal/categories/c-Plan");
    expect(del.query.get("moveTo")).toBe("c-Reflection");
  });

  it("offers the first other category for Other's entries, and says the server's 400 in words", async () => {
    stubApi({
      ...base,
      "DELETE /journal/categories/c-Other": () =>
        errorResponse(400, "validation_failed", JOURNAL_TEXTS.moveTarget, { issues: [{ path: "moveTo", message: JOURNAL_TEXTS.moveTarget }] }),
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole("button", { name: "Delete category Other" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Category" });
    expect(within(dialog).getByRole("combobox", { name: "Move its entries to" })).toHaveDisplayValue("Plan");
    await user.click(within(dialog).getByRole("button", { name: "Delete Category" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(JOURNAL_TEXTS.moveTarget);
  });

  it("cannot delete the last category", async () => {
    stubApi({ ...base, "GET /journal/categories": ok([byName("Other")]) });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole("button", { name: "Delete category Other" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Category" });
    expect(dialog).toHaveTextContent(`${JOURNAL_TEXTS.lastCategory}.`);
    expect(within(dialog).getByRole("button", { name: "Delete Category" })).toBeDisabled();
  });
});
