// Reviews between two players, at desktop width and at 360 px: two accounts complete the same catalog
// game and review it (one through the API, one from the game page's dialog); each sees the other's
// review on the game page, the spoiler stays hidden until asked, each likes the other's review, the
// community numbers (players, completed, average rating) move, ?review={id} highlights a review,
// and Likes lists the liked review until it is unliked there. A third player's completion gives the
// game a time to beat, which a fourth sees on the backlog card and on the game page.
import type { Page } from "@playwright/test";
import type { GameCommunityStats, LibraryGameDto, ReviewDto, ReviewPage } from "@savepoint/common";
import { addAccount, expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, sendJson, switchAccount, test, shot } from "./fixtures.ts";
import { GamesPage } from "./pages/games.ts";
import { GameReviewsPage, LikesPageModel, ReviewDialogModel } from "./pages/review-social.ts";

/** Catalog games this journey may use: the first nobody tracks yet, so the numbers start at zero. */
const CANDIDATES = ["celeste", "hollow-knight", "stardew-valley", "undertale", "cuphead", "inside", "limbo", "braid", "fez", "journey"];
const AUTHOR = "Sam Rivera"; // both accounts: newUser() names everyone Sam Rivera
const SPOILER = "The summit is not the end: the real climb is the B-sides.";
const MINE = "Short, sharp and kind. The assist mode is a gift.";

async function untrackedCatalogGame(page: Page): Promise<string> {
  for (const slug of CANDIDATES) {
    const res = await page.request.get(`/api/games/${slug}/community-stats`);
    if (res.status() === 200 && ((await res.json()) as GameCommunityStats).totalPlayers === 0) return slug;
  }
  throw new Error("every candidate catalog game is tracked already");
}

test("two players review the same game, like each other's reviews, and watch the community numbers move", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(120_000);
  const base = baseURL!;

  // --- Player A: completes the game 100% and reviews it with a spoiler (seeded through the API) ------
  const a = await addAccount(page);
  const slug = await untrackedCatalogGame(page);
  const gameA = await sendJson<LibraryGameDto>(
    page,
    base,
    "post",
    "/api/games",
    {
      catalogSlug: slug,
      platform: "Nintendo Switch",
      status: "COMPLETED",
      playTime: 34,
      completed100Percent: true,
    },
    201,
  );
  const reviewA = await sendJson<ReviewDto>(page, base, "post", `/api/reviews/game/${gameA.id}`, { rating: 8, comment: SPOILER, spoiler: true }, 201);
  const title = gameA.title;

  const gamePageA = new GameReviewsPage(page, gameA.slug);
  await gamePageA.goto();
  await expect(gamePageA.heading(title)).toBeVisible();
  await expect(gamePageA.stat("Completed")).toHaveText("1");
  await expect(gamePageA.stat("Total Players")).toHaveText("1");
  await expect(gamePageA.stat("Avg Rating")).toHaveText("8.0/10");
  const ownA = gamePageA.mine(AUTHOR);
  await expect(ownA.root).toContainText("(8/10)");
  await expect(ownA.root).toContainText("34 h · Nintendo Switch · 100%");
  await expect(ownA.anyLikeButton).toHaveCount(0); // nobody likes their own review
  await expect(gamePageA.allReviewsHeading).toHaveText("All Reviews (0)");

  // --- Player B: completes the same game, unrated ---------------------------------------------------
  const b = await addAccount(page);
  const gameB = await sendJson<LibraryGameDto>(page, base, "post", "/api/games", { catalogSlug: slug, platform: "PC", status: "COMPLETED", playTime: 12 }, 201);
  const gamePageB = new GameReviewsPage(page, gameB.slug);
  await gamePageB.goto();
  await expect(gamePageB.heading(title)).toBeVisible();
  await expect(gamePageB.stat("Completed")).toHaveText("2");
  await expect(gamePageB.stat("Total Players")).toHaveText("2");
  await expect(gamePageB.stat("Avg Rating")).toHaveText("8.0/10");
  await expect(gamePageB.myReview).toContainText("No review written yet.");

  // A's review: its spoiler hidden until asked
  await expect(gamePageB.allReviewsHeading).toHaveText("All Reviews (1)");
  const seenByB = gamePageB.reviewBy(AUTHOR);
  await expect(seenByB.root).toContainText("34 h · Nintendo Switch · 100%");
  await expect(seenByB.text(SPOILER)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "game page: another player's spoiler review, no review of mine");
  await seenByB.showSpoiler.click();
  await expect(seenByB.text(SPOILER)).toBeVisible();

  // B likes it: the count follows and the button turns to Unlike
  await expect(seenByB.root).toContainText("0 likes");
  await seenByB.likeButton(AUTHOR).click();
  await expect(seenByB.unlikeButton(AUTHOR)).toBeVisible();
  await expect(seenByB.root).toContainText("1 like");

  // B writes a review from the game page: 6 stars, and the average moves to (8 + 6) / 2
  await gamePageB.writeReview.click();
  const dialog = new ReviewDialogModel(page);
  await expect(dialog.root).toBeVisible();
  await expect(dialog.root).toContainText(title);
  await expectNoAxeViolations(page, "the review dialog over the game page");
  await dialog.rate(6);
  await expect(dialog.stars(6)).toBeChecked();
  await dialog.comment.fill(MINE);
  await dialog.submit.click();
  await expect(dialog.root).toBeHidden();
  const ownB = gamePageB.mine(AUTHOR);
  await expect(ownB.root).toContainText(MINE);
  await expect(ownB.root).toContainText("(6/10)");
  await expect(ownB.root).toContainText("12 h · PC · Finished");
  await expect(gamePageB.stat("Avg Rating")).toHaveText("7.0/10");
  await shot(page, "game-page");
  await expectNoAxeViolations(page, "game page: my review and another player's, liked");

  // B's Likes lists A's review
  const likesB = new LikesPageModel(page);
  await likesB.goto();
  await expect(likesB.heading).toBeVisible();
  const likedByB = likesB.review(title, AUTHOR);
  await expect(likedByB.root).toContainText("1 like");
  await expect(likedByB.root.getByRole("link", { name: title })).toHaveAttribute("href", `/game/${slug}`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Likes with one liked review");

  // --- Back to A: B's review, followed by its ?review= link, is highlighted ------------------------
  const { items } = await getJson<ReviewPage>(page, "/api/reviews/user");
  const reviewB = items[0]!;
  await switchAccount(page, a.cookies);
  await gamePageA.gotoReview(reviewB.id);
  const seenByA = gamePageA.reviewBy(AUTHOR);
  await expect(seenByA.root).toBeFocused();
  await expect(seenByA.root).toBeInViewport();
  await expect(seenByA.root).toContainText("The review you followed a link to.");
  await expect(seenByA.text(MINE)).toBeVisible();
  await expect(gamePageA.stat("Completed")).toHaveText("2");
  await expect(gamePageA.stat("Total Players")).toHaveText("2");
  await expect(gamePageA.stat("Avg Rating")).toHaveText("7.0/10");
  await expect(gamePageA.mine(AUTHOR).root).toContainText("1 like"); // B's like of A's review
  await seenByA.likeButton(AUTHOR).click();
  await expect(seenByA.root).toContainText("1 like");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "game page at ?review=: the linked review highlighted");
  await shot(page, "review-link");

  // A unlikes it from Likes: the list empties
  const likesA = new LikesPageModel(page);
  await likesA.goto();
  const likedByA = likesA.review(title, AUTHOR);
  await expect(likedByA.text(MINE)).toBeVisible();
  await likedByA.unlikeButton(AUTHOR).click();
  await expect(likesA.empty).toBeVisible();
  await expect(page.getByText("Like other players' reviews on a game's page and they will be kept here.")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Likes, empty");
  const after = await getJson<ReviewPage>(page, "/api/likes");
  expect(after.items).toEqual([]);

  // B still sees A's review liked once (B's like), and A's unlike took B's count back to zero
  await switchAccount(page, b.cookies);
  await gamePageB.goto();
  await expect(gamePageB.reviewBy(AUTHOR).root).toContainText("1 like");
  await expect(gamePageB.mine(AUTHOR).root).toContainText("0 likes");
  expect(reviewA.author.id).not.toBe(reviewB.author.id);

  // The same screens in light mode: a liked review, a shown spoiler, Likes
  await sendJson(page, base, "put", "/api/auth/theme", { theme: "light" });
  await gamePageB.gotoReview(reviewA.id);
  await expect(page.locator("html")).toHaveClass(/light/);
  const lit = gamePageB.reviewBy(AUTHOR);
  await expect(lit.root).toBeFocused();
  await lit.showSpoiler.click();
  await expect(lit.unlikeButton(AUTHOR)).toBeVisible();
  await expectNoAxeViolations(page, "game page in light mode: a highlighted, liked spoiler review");
  await likesB.goto();
  await expect(likesB.review(title, AUTHOR).root).toBeVisible();
  await expectNoAxeViolations(page, "Likes in light mode");

  // --- A time to beat: a third player completes it in 20 h (with A's 34 h and B's 12 h) -------------
  await addAccount(page);
  await sendJson(page, base, "post", "/api/games", { catalogSlug: slug, platform: "PC", status: "COMPLETED", playTime: 20 }, 201);
  // A fourth has it in the backlog: the card says how long the players here took, and so does the game page.
  await addAccount(page);
  const gameD = await sendJson<LibraryGameDto>(page, base, "post", "/api/games", { catalogSlug: slug, platform: "PC", status: "BACKLOG" }, 201);
  const library = new GamesPage(page);
  await library.goto();
  const card = library.card(title);
  await expect(card.timeToBeat).toHaveText("20 hours to beat here (the median of 3 players)");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "My Games: a backlog card with its time to beat");
  await shot(page, "backlog-card-time-to-beat", card.root);
  const gamePageD = new GameReviewsPage(page, gameD.slug);
  await gamePageD.goto();
  await expect(gamePageD.stat("Time to Beat")).toHaveText("20 hmedian of 3 players, 12–34 h");
  await expectNoAxeViolations(page, "game page: the time to beat of a backlog game");
  await shot(page, "game-page-time-to-beat", gamePageD.community);
  expect(consoleErrors).toEqual([]);
});
