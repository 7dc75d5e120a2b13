// Reporting a review, at desktop width and at 360 px: a player reports another player's review from
// the game page (a reason is required, a note optional), is thanked, and the button reads 'Reported';
// their own review has no Report button; the report reaches the server once.
import { randomUUID } from "node:crypto";
import type { LibraryGameDto, ReviewDto } from "@savepoint/common";
import { addAccount, expect, expectNoAxeViolations, expectNoHorizontalScroll, sendJson, test, shot } from "./fixtures.ts";
import { GameReviewsPage, ReportDialogModel, ReviewCardModel } from "./pages/review-social.ts";

const AUTHOR = "Sam Rivera"; // newUser() names everyone Sam Rivera

test("a player reports another player's review from the game page", async ({ page, baseURL, consoleErrors }) => {
  const base = baseURL!;
  await addAccount(page);
  const gameA = await sendJson<LibraryGameDto>(
    page,
    base,
    "post",
    "/api/games",
    { catalogSlug: "celeste", platform: "PC", status: "COMPLETED", playTime: 9 },
    201,
  );
  // Other journeys review the same game (by players of the same name): this review's words are its own.
  const spam = `Buy cheap coins at example.test! ${randomUUID().slice(0, 8)}`;
  const review = await sendJson<ReviewDto>(page, base, "post", `/api/reviews/game/${gameA.id}`, { rating: 3, comment: spam, spoiler: false }, 201);

  await addAccount(page);
  const gameB = await sendJson<LibraryGameDto>(
    page,
    base,
    "post",
    "/api/games",
    { catalogSlug: "celeste", platform: "PC", status: "COMPLETED", playTime: 4 },
    201,
  );
  await sendJson<ReviewDto>(page, base, "post", `/api/reviews/game/${gameB.id}`, { rating: 9, comment: "A climb worth every fall.", spoiler: false }, 201);
  const gamePage = new GameReviewsPage(page, gameB.slug);
  await gamePage.goto();
  await expect(gamePage.myReview).toContainText("A climb worth every fall.");
  await expect(new ReviewCardModel(gamePage.myReview).anyReportButton).toHaveCount(0);

  const theirs = new ReviewCardModel(gamePage.others.getByRole("article").filter({ hasText: spam }));
  await expect(theirs.root).toBeVisible();
  await theirs.reportButton(AUTHOR).click();
  const dialog = new ReportDialogModel(page);
  await expect(dialog.root).toBeVisible();
  await dialog.send.click();
  await expect(dialog.root).toContainText("Please choose a reason");
  await expectNoAxeViolations(page, "the report dialog, no reason chosen");
  await expectNoHorizontalScroll(page);
  await shot(page, "dialog", "page");

  await dialog.reason("Spam or advertising").check();
  await dialog.note.fill("Links to a coin shop");
  await dialog.send.click();
  await expect(dialog.status).toHaveText("Thanks: an admin will look at this review.");
  await expectNoAxeViolations(page, "the report dialog, sent");
  await dialog.close.click();
  await expect(dialog.root).toBeHidden();
  await expect(theirs.reportedButton(AUTHOR)).toBeDisabled();

  // Reported once: a second report of the same review is refused.
  const again = await page.request.post(`/api/reviews/${review.id}/report`, { data: { reason: "other" }, headers: { Origin: base } });
  expect(again.status()).toBe(409);
  expect(consoleErrors).toEqual([]);
});
