// My Reviews end to end, at desktop width and at 360 px: complete a game and review it from the
// Add/Edit Game dialog, write another from /reviews (picker, preset stars, keyboard, errors), edit it,
// sort and filter, delete it after the confirmation; /reviews?write=1 and the page and dialog in light mode.
import type { Page } from "@playwright/test";
import { REVIEW_TEXTS, type LibraryGameDto, type ReviewPage } from "@savepoint/common";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, isPhone, signUpViaApi, test, shot } from "./fixtures.ts";
import { GameFormDialog } from "./pages/game-form.ts";
import { GamesPage } from "./pages/games.ts";
import { DeleteReviewDialog, MyReviewsPage, ReviewDialog } from "./pages/reviews.ts";
import { AppShell } from "./pages/shell.ts";

const LANTERN = "Lantern Road";
const HARBOR = "Quiet Harbor";
const VALLEY = "Ash Valley";

async function addGame(page: Page, baseURL: string, data: Record<string, unknown>) {
  const res = await page.request.post("/api/games", { data: { platform: "PC", ...data }, headers: { Origin: baseURL } });
  expect(res.status(), JSON.stringify(data)).toBe(201);
  return (await res.json()) as LibraryGameDto;
}

const myReviews = (page: Page) => getJson<ReviewPage>(page, "/api/reviews/user");

test("review from the game dialog and from My Reviews, edit, sort, filter and delete", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(150_000);
  await signUpViaApi(page, null);
  await addGame(page, baseURL!, { title: LANTERN, status: "IN_PROGRESS", rating: 6, startDate: "2025-05-01" });
  await addGame(page, baseURL!, { title: HARBOR, status: "COMPLETED", rating: 8 });
  await addGame(page, baseURL!, { title: VALLEY, status: "COMPLETED" });

  // --- empty My Reviews, reached from the header ------------------------------------------------
  const reviews = new MyReviewsPage(page);
  const shell = new AppShell(page);
  await page.goto("/");
  if (isPhone(page)) {
    await shell.mobileMenuButton.click();
    await shell.mobileNav.getByRole("link", { name: "Reviews" }).click();
  } else {
    await shell.mainNav.getByRole("link", { name: "Reviews" }).click();
  }
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(reviews.heading).toBeVisible();
  await expect(reviews.empty).toBeVisible();
  await expect(page.getByText("Start writing reviews for the games you've played!")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "My Reviews (empty)");
  await shot(page, "empty");

  // --- complete a game and review it from the Add/Edit Game dialog --------------------------------
  const games = new GamesPage(page);
  await games.goto();
  await games.card(LANTERN).act("Edit Game");
  const edit = new GameFormDialog(page, "Edit Game");
  await expect(edit.root).toBeVisible();
  await expect(edit.section("Reviews")).toHaveCount(0);
  await edit.field("Status").selectOption("COMPLETED");
  await expect(edit.section("Reviews")).toBeVisible();
  await edit.field("Public review").fill("A slow walk that earns its ending.");
  await expect(edit.root.getByText("34/2000 characters")).toBeVisible();
  await expectNoAxeViolations(page, "edit game dialog with its Reviews section");
  await shot(page, "dialog-game-review");
  await edit.submit.click();
  await expect(edit.root).toBeHidden();
  await expect.poll(async () => (await myReviews(page)).items.map((r) => [r.gameTitle, r.rating])).toEqual([[LANTERN, 6]]);

  // --- write another from My Reviews: the picker offers completed games without a review ----------
  await reviews.goto();
  await expect(reviews.review(LANTERN).gameLink).toHaveAttribute("href", "/game/lantern-road");
  await reviews.writeReview.click();
  const write = new ReviewDialog(page, "Write a Review");
  await expect(write.root).toBeVisible();
  await expect(write.game.getByRole("option")).toHaveText(["Select a completed game...", `${VALLEY} (PC)`, `${HARBOR} (PC)`]);
  await write.submit.click();
  await expect(write.text(REVIEW_TEXTS.selectGame)).toBeVisible();
  await expect(write.text(REVIEW_TEXTS.writeReview)).toBeVisible();
  await write.game.selectOption({ label: `${HARBOR} (PC)` });
  await expect(write.stars(8)).toBeChecked(); // the game's own rating
  await write.game.selectOption({ label: `${VALLEY} (PC)` });
  await expect(write.stars(5)).toBeChecked(); // no rating: 5
  await write.game.selectOption({ label: `${HARBOR} (PC)` });
  await write.stars(8).focus();
  await page.keyboard.press("ArrowRight");
  await expect(write.stars(9)).toBeChecked();
  await write.comment.fill("Calm seas, sharp writing.");
  await expect(write.text("25/2000 characters")).toBeVisible();
  await write.spoiler.check();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "write a review dialog");
  await shot(page, "dialog-write");
  await write.submit.click();
  await expect(write.root).toBeHidden();
  await expect(reviews.cards).toHaveCount(2);
  const harbor = reviews.review(HARBOR);
  await expect(harbor.root.getByText("(9/10)")).toBeVisible();
  await expect(harbor.root.getByText("0 likes")).toBeVisible();
  await expect(harbor.showSpoiler).toBeVisible();
  // saving the review set the game's rating
  const harborGame = (await getJson<{ game: LibraryGameDto }>(page, "/api/games/lookup/quiet-harbor")).game;
  expect(harborGame.rating).toBe(9);

  // --- edit it: fewer stars, more words; 'Updated {date}' shows -----------------------------------
  await harbor.edit.click();
  const editReview = new ReviewDialog(page, "Edit Review");
  await expect(editReview.root).toBeVisible();
  await expect(editReview.game).toHaveCount(0);
  await expect(editReview.root.getByText(HARBOR, { exact: true })).toBeVisible();
  await editReview.rate(4);
  await editReview.comment.fill("Calm seas, sharp writing, a flat last act.");
  await expectNoAxeViolations(page, "edit review dialog");
  await editReview.update.click();
  await expect(editReview.root).toBeHidden();
  await expect(harbor.root.getByText("(4/10)")).toBeVisible();
  await expect(harbor.root.getByText(/^Updated /)).toBeVisible();

  // --- sort and filter --------------------------------------------------------------------------
  const order = () => reviews.cards.evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
  await expect.poll(order).toEqual([`Review of ${HARBOR}`, `Review of ${LANTERN}`]); // Date: newest first
  await reviews.sort.selectOption({ label: "Rating" });
  await expect.poll(order).toEqual([`Review of ${LANTERN}`, `Review of ${HARBOR}`]);
  await reviews.sort.selectOption({ label: "Most Helpful" });
  await expect.poll(order).toEqual([`Review of ${HARBOR}`, `Review of ${LANTERN}`]); // no likes: ties by date
  await reviews.filter.selectOption({ label: LANTERN });
  await expect.poll(order).toEqual([`Review of ${LANTERN}`]);
  await reviews.filter.selectOption({ label: "All Games" });
  await expect(reviews.cards).toHaveCount(2);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "My Reviews with two reviews");
  await shot(page, "list");

  // --- delete it after the confirmation ----------------------------------------------------------
  await harbor.delete.click();
  const confirm = new DeleteReviewDialog(page);
  await expect(confirm.root).toBeVisible();
  if (!isPhone(page)) await expect(confirm.cancel).toBeFocused(); // a touch-opened dialog moves no focus
  await expectNoAxeViolations(page, "delete review confirmation");
  await shot(page, "dialog-delete");
  await confirm.confirm.click();
  await expect(confirm.root).toBeHidden();
  await expect(reviews.cards).toHaveCount(1);
  await expect(harbor.root).toHaveCount(0);
  expect((await myReviews(page)).items.map((r) => r.gameTitle)).toEqual([LANTERN]);
  // Switching to Completed looks up achievements: a title the look-up does not know is a 404 answer.
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test("/reviews?write=1 opens the dialog; My Reviews and the dialog pass axe in light mode; Likes is in the user menu", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpViaApi(page, null);
  const light = await page.request.put("/api/auth/theme", { data: { theme: "light" }, headers: { Origin: baseURL! } });
  expect(light.status()).toBe(200);
  const game = await addGame(page, baseURL!, { title: HARBOR, status: "COMPLETED", rating: 7 });
  await addGame(page, baseURL!, { title: VALLEY, status: "COMPLETED" });
  const res = await page.request.post(`/api/reviews/game/${game.id}`, {
    data: { rating: 7, comment: "Bright and brief.", spoiler: false },
    headers: { Origin: baseURL! },
  });
  expect(res.status()).toBe(201);

  const reviews = new MyReviewsPage(page, "/reviews?write=1");
  await reviews.goto();
  await expect(page.locator("html")).toHaveClass(/light/);
  const write = new ReviewDialog(page, "Write a Review");
  await expect(write.root).toBeVisible();
  await expect(write.game.getByRole("option")).toHaveText(["Select a completed game...", `${VALLEY} (PC)`]);
  await expectNoAxeViolations(page, "write a review dialog (light)");
  await shot(page, "dialog-write-light");
  await write.cancel.click();
  await expect(write.root).toBeHidden();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(reviews.review(HARBOR).root).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "My Reviews (light)");
  await shot(page, "list-light");

  const shell = new AppShell(page);
  await shell.openUserMenu();
  await expect(shell.menuItem("Reviews")).toBeVisible();
  await shell.menuItem("Likes").click();
  await expect(page).toHaveURL(/\/likes$/);
  expect(consoleErrors).toEqual([]);
});
