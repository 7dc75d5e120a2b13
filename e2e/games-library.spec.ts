// My Games with a library to find things in: the search box (title, tags, the whole notes), the sort,
// the filters (Abandoned included), the address keeping them (reload, Back), the compact list and a
// status change from a card's menu — at desktop width and at 360 px, axe clean.
import type { Page } from "@playwright/test";
import type { LibraryGameSummary } from "@savepoint/common";
import { BOTH_WIDTHS, expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, shot, signUpViaApi, test } from "./fixtures.ts";

const GAMES: Record<string, unknown>[] = [
  { title: "Hades", platform: "PC", genres: ["Roguelike"], status: "COMPLETED", rating: 9, customTags: ["coop"], completed100Percent: true },
  {
    title: "Celeste",
    platform: "Nintendo Switch",
    genres: ["Platformer"],
    status: "IN_PROGRESS",
    rating: 8,
    notes: `${"Strawberries everywhere. ".repeat(12)}The summit took 300 deaths.`,
  },
  { title: "Anthem", platform: "PC", genres: ["Shooter"], status: "ABANDONED" },
  { title: "Tunic", platform: "PC", genres: ["Adventure"], status: "BACKLOG" },
];

async function seed(page: Page, origin: string) {
  for (const data of GAMES) {
    const res = await page.request.post("/api/games", { data, headers: { Origin: origin } });
    expect(res.status(), JSON.stringify(data)).toBe(201);
  }
}

const cardTitles = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();

test(
  "search, sort and filter the library, keep them in the address, switch to the list and change a status from the menu",
  BOTH_WIDTHS,
  async ({ page, baseURL, consoleErrors }) => {
    await signUpViaApi(page, null);
    await seed(page, baseURL!);
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Search your games" });
    await expect(search).toBeVisible();
    await expect.poll(() => cardTitles(page)).toEqual(["Tunic", "Anthem", "Celeste", "Hades"]);

    // the whole notes are searched, past the card's excerpt
    await search.fill("summit");
    await expect.poll(() => cardTitles(page)).toEqual(["Celeste"]);
    await expect(page.getByRole("status").filter({ hasText: "1 game matches" })).toBeAttached();
    await expect(page).toHaveURL(/[?&]q=summit/);
    await search.fill("coop");
    await expect.poll(() => cardTitles(page)).toEqual(["Hades"]);
    await search.fill("");
    // The whole library is back before the sort changes: the toolbar hands the page a whole view, and
    // one drawn before the cleared search reached the address would put "coop" back.
    await expect.poll(() => cardTitles(page)).toEqual(["Tunic", "Anthem", "Celeste", "Hades"]);

    // sort by rating, then filter to Abandoned (no tab has it) through the filters panel
    await page.getByLabel("Sort by").selectOption("rating");
    await expect.poll(() => cardTitles(page)).toEqual(["Hades", "Celeste", "Tunic", "Anthem"]);
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByLabel("Status").selectOption("ABANDONED");
    await expect.poll(() => cardTitles(page)).toEqual(["Anthem"]);
    await expectNoAxeViolations(page, "my games with filters open");
    await expectNoHorizontalScroll(page);
    await shot(page, "games-filtered");

    // the address keeps it all: a reload shows the same, Back undoes the last filter
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(["Anthem"]);
    await expect(page.getByLabel("Status")).toHaveValue("ABANDONED");
    await page.goBack();
    await expect.poll(() => cardTitles(page)).toEqual(["Hades", "Celeste", "Tunic", "Anthem"]);

    // the compact list, remembered
    await page.getByRole("button", { name: "List" }).click();
    await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    const tunicRow = page.getByRole("article", { name: "Tunic" });
    const height = (await tunicRow.boundingBox())!.height;
    expect(height).toBeLessThan(110);
    await expectNoAxeViolations(page, "my games as a list");
    await shot(page, "games-list");

    // a status change from the menu, by keyboard, with the dialog's rules (the start date filled)
    await tunicRow.getByRole("button", { name: "Actions for Tunic" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Start playing" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Tunic is now In Progress." })).toBeAttached();
    await expect(tunicRow.getByText("In Progress")).toBeVisible();
    const list = await getJson<LibraryGameSummary[]>(page, "/api/games");
    const tunic = list.find((g) => g.title === "Tunic")!;
    expect(tunic.status).toBe("IN_PROGRESS");
    const full = await getJson<{ startDate: string | null; statusHistory: { status: string }[] }>(page, `/api/games/${tunic.id}`);
    expect(full.startDate).not.toBeNull();
    expect(full.statusHistory.map((h) => h.status)).toEqual(["BACKLOG", "IN_PROGRESS"]);

    await page.reload();
    await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    expect(consoleErrors).toEqual([]);
  },
);
