// Settings → Data & Privacy, export and import, at desktop width and at 360 px: a Grouvee file imported
// through the preview (counts, first rows, mapping), applied in the background (the page left and come
// back to: the run's progress or outcome is there), the same file again (nothing changes), the runs list
// with Undo, and the JSON export downloaded with the imported games in it; axe on each state.
import { readFileSync } from "node:fs";
import { EXPORT_FORMAT_MINOR_VERSION, type LibraryGameSummary, type SavepointExport, type WishlistDto } from "@savepoint/common";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, signUpViaApi, test, shot } from "./fixtures.ts";
import { SettingsPage } from "./pages/settings.ts";

const GROUVEE = new URL("../server/test/fixtures/imports/grouvee/collection.csv", import.meta.url).pathname;

test("import a Grouvee file through the preview, re-import it (nothing changes), undo, export", async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, null);
  const settings = new SettingsPage(page);
  await settings.goto();
  const data = settings.region("Data & Privacy");
  await expect(data.getByRole("heading", { name: "Import" })).toBeVisible();
  await expectNoAxeViolations(page, "settings: data & privacy");

  // --- the preview: counts, the first rows, the mapping; nothing in the library yet ---------------------
  await settings.previewImport("Grouvee (CSV)", GROUVEE);
  await expect(settings.importPreview).toContainText("3 rows:");
  // Silksong is only on Grouvee's Wish List: it goes to the wishlist, not the library (issue 33).
  await expect(settings.importPreview).toContainText("2 new, 0 updated, 0 unchanged, 1 to your wishlist");
  await expect(settings.importPreview.getByRole("row", { name: /Portal 2/ })).toContainText("4/5 → 8");
  await expect(settings.importPreview.getByRole("row", { name: /Hollow Knight: Silksong/ })).toContainText("shelves: Wish List → BACKLOG");
  expect(await getJson<LibraryGameSummary[]>(page, "/api/games")).toEqual([]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "import preview");
  await shot(page, "preview");

  // --- import, then the same file again: nothing changes ----------------------------------------------
  await settings.importPreview.getByRole("button", { name: "Import 3 games" }).click();
  // The status says the run goes on in the background, or, when the 3 rows were written before the
  // page looked again (the run is followed once a second), already how it ended: either is the truth.
  const started = settings.status("Import started: you can leave this page, the import goes on.");
  await expect(started.or(settings.status("Imported: 2 added, 0 updated, 0 unchanged, 1 to your wishlist, 0 skipped.")).first()).toBeVisible();
  // Left at once and come back to: the run is listed as going (a progress bar) or with its outcome.
  await page.goto("/games");
  await settings.goto();
  const first = settings.importRuns.getByRole("listitem").first();
  await expect(first.getByRole("progressbar").or(first.getByText("Grouvee (CSV), collection.csv · Imported ·"))).toBeVisible();
  await expect(first).toContainText("Grouvee (CSV), collection.csv · Imported ·");
  await expect(first).toContainText("2 new, 0 updated, 0 unchanged, 1 to your wishlist");
  const titles = (await getJson<LibraryGameSummary[]>(page, "/api/games")).map((g) => g.title).sort();
  expect(titles).toEqual(["Portal 2", "The Elder Scrolls V: Skyrim"]);
  expect((await getJson<WishlistDto>(page, "/api/wishlist")).items.map((i) => i.title)).toEqual(["Hollow Knight: Silksong"]);
  await settings.previewImport("Grouvee (CSV)", GROUVEE);
  await expect(settings.importPreview).toContainText("0 new, 0 updated, 3 unchanged");
  await settings.importPreview.getByRole("button", { name: "Import 0 games" }).click();
  // Staying on the page, the outcome is announced when the run ends.
  await expect(settings.status("Imported: 0 added, 0 updated, 3 unchanged, 0 skipped.")).toBeVisible();
  expect((await getJson<LibraryGameSummary[]>(page, "/api/games")).length).toBe(2);
  await expect(settings.importRuns.getByRole("listitem")).toHaveCount(2);
  await expectNoAxeViolations(page, "imports listed");
  await shot(page, "runs");

  // --- export: the JSON download holds the imported games -----------------------------------------------
  const download = page.waitForEvent("download");
  await settings.exportLink("Export everything (JSON)").click();
  const file = await (await download).path();
  const doc = JSON.parse(readFileSync(file, "utf8")) as SavepointExport;
  expect(doc).toMatchObject({
    format: "savepoint-export",
    version: 1,
    minorVersion: EXPORT_FORMAT_MINOR_VERSION,
    dismissedRecommendations: [],
    favourites: [],
  });
  expect(doc.wishlist.map((w) => w.title)).toEqual(["Hollow Knight: Silksong"]);
  expect(doc.library.map((g) => g.title).sort()).toEqual(titles);

  // --- undo the first import: its games go ---------------------------------------------------------------
  await settings.importRuns.getByRole("button", { name: "Undo import: Grouvee (CSV), collection.csv" }).last().click();
  await expect(settings.status("Import undone.")).toBeVisible();
  expect(await getJson<LibraryGameSummary[]>(page, "/api/games")).toEqual([]);
  expect((await getJson<WishlistDto>(page, "/api/wishlist")).items).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
