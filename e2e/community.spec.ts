// The community between three players, at desktop width and at 360 px: one follows another; the
// followed one completes a catalog game and reviews it (through the API) and a third likes the review.
// The follower finds the completion in Community → Following and in Recent Completions, opens the
// review from Top Reviews (?review= highlights it) and likes it; the author's Activity lists their
// own events, and a player with none sees the empty state.
import type { ActivityPage, LibraryGameDto, ReviewDto, ReviewLikeState } from "@savepoint/common";
import { addAccount, expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, ONE_WIDTH, sendJson, shot, switchAccount, test } from "./fixtures.ts";
import { ActivityPageModel, CommunityPageModel } from "./pages/community.ts";
import { GameReviewsPage, ReviewCardModel } from "./pages/review-social.ts";
import { AppShell } from "./pages/shell.ts";

const CATALOG_SLUG = "celeste";
const AUTHOR = "Sam Rivera"; // newUser() names everyone Sam Rivera

test("a follower sees a friend's completion and review in the community, and likes the review", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(120_000);
  const base = baseURL!;

  // --- Three accounts: the author, the follower, and a player who only likes --------------------------
  const author = await addAccount(page);
  const follower = await addAccount(page);
  await sendJson(page, base, "post", `/api/users/${author.user.username}/follow`, {});
  const liker = await addAccount(page);

  // --- The author completes a catalog game and reviews it; the liker likes the review -----------------
  const COMMENT = `Every screen a small lesson in patience, says ${author.user.username}.`;
  await switchAccount(page, author.cookies);
  const game = await sendJson<LibraryGameDto>(
    page,
    base,
    "post",
    "/api/games",
    { catalogSlug: CATALOG_SLUG, platform: "PC", status: "COMPLETED", playTime: 9 },
    201,
  );
  const review = await sendJson<ReviewDto>(page, base, "post", `/api/reviews/game/${game.id}`, { rating: 9, comment: COMMENT }, 201);
  await switchAccount(page, liker.cookies);
  await sendJson<ReviewLikeState>(page, base, "post", `/api/reviews/${review.id}/like`, {});

  // --- The liker has no events of their own: Activity's empty state ----------------------------------
  const activity = new ActivityPageModel(page);
  await activity.goto();
  await expect(activity.heading).toBeVisible();
  await expect(activity.empty).toBeVisible();
  await expect(page.getByText("Your gaming activity will appear here.")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Activity, empty");

  // --- The follower opens Community from the header -------------------------------------------------
  await switchAccount(page, follower.cookies);
  await page.goto("/");
  const shell = new AppShell(page);
  await shell.navigate("Community");
  const community = new CommunityPageModel(page);
  await expect(page).toHaveURL(/\/community$/);
  await expect(community.heading).toBeVisible();
  for (const label of ["Total Users", "Reviews", "Games Tracked", "Active Users"]) await expect(community.tile(label)).toHaveText(/^[1-9][\d,]*$/);
  await expect(community.entries(`${AUTHOR} completed ${game.title}`).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Community, everyone's activity");

  // Following, Completions: only the friend's completion, linked to the game and to the friend
  await community.scope("Following").click();
  await expect(community.scope("Following")).toHaveAttribute("aria-pressed", "true");
  await community.filter("Completions").click();
  await expect(community.filter("Completions")).toHaveAttribute("aria-pressed", "true");
  const completed = community.entries(`${AUTHOR} completed ${game.title}`);
  await expect(completed).toHaveCount(1);
  await expect(community.feedList.getByRole("listitem")).toHaveCount(1);
  await expect(completed.getByRole("link", { name: game.title })).toHaveAttribute("href", `/game/${CATALOG_SLUG}`);
  await expect(completed.getByRole("link", { name: AUTHOR })).toHaveAttribute("href", `/u/${author.user.username}`);
  await expect(completed.locator("time")).toHaveText("Just now"); // the server's clock started at FIXED_NOW before this page's did
  // Reviews: the friend's review, linked to itself
  await community.filter("Reviews").click();
  const reviewed = community.entries(`${AUTHOR} reviewed ${game.title}`);
  await expect(reviewed).toHaveCount(1);
  await expect(reviewed.getByRole("link", { name: game.title })).toHaveAttribute("href", `/game/${CATALOG_SLUG}?review=${review.id}`);
  await expect(reviewed).toContainText(COMMENT);
  await community.sort.selectOption("Oldest First");
  await expect(reviewed).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Community, Following, Reviews");
  const sent = await getJson<ActivityPage>(page, "/api/community/activity?scope=following&filter=all");
  expect(sent.items.every((i) => i.actor.username === author.user.username)).toBe(true);

  // Recent Completions lists the friend's completion
  const recent = community.entries(`${AUTHOR} completed ${game.title}`, community.completions).first();
  await expect(recent.getByRole("link", { name: AUTHOR })).toHaveAttribute("href", `/u/${author.user.username}`);
  await shot(page, "following");

  // Top Reviews → the game page at ?review=, the review highlighted; the follower likes it
  const top = community.topReviews.getByRole("listitem").filter({ hasText: COMMENT });
  await expect(top).toContainText("1 like");
  await top.getByRole("link", { name: game.title }).click();
  await expect(page).toHaveURL(new RegExp(`/game/${CATALOG_SLUG}\\?review=${review.id}$`));
  const gamePage = new GameReviewsPage(page, CATALOG_SLUG);
  // everyone is Sam Rivera: the friend's review is the one with their words
  const card = new ReviewCardModel(gamePage.others.getByRole("article", { name: `Review by ${AUTHOR}`, exact: true }).filter({ hasText: COMMENT }));
  await expect(card.root).toBeFocused();
  await expect(card.root).toContainText("The review you followed a link to.");
  await card.likeButton(AUTHOR).click();
  await expect(card.unlikeButton(AUTHOR)).toBeVisible();
  await expect(card.root).toContainText("2 likes");
  await expectNoAxeViolations(page, "game page from Top Reviews, the review highlighted and liked");

  // --- The author's Activity, from the user menu: their own events, newest first ---------------------
  await switchAccount(page, author.cookies);
  await page.goto("/");
  await shell.openUserMenu();
  await shell.menuItem("Activity").click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(activity.heading).toBeVisible();
  const reviewedEntry = activity.entry(`Reviewed ${game.title}`);
  await expect(reviewedEntry.getByRole("link")).toHaveAttribute("href", `/game/${game.slug}?review=${review.id}`);
  await expect(reviewedEntry).toContainText(`9/10 · ${COMMENT}`);
  await expect(reviewedEntry.locator("time")).toHaveText("Just now");
  await expect(activity.entry(`Completed ${game.title}`).getByRole("link")).toHaveAttribute("href", `/game/${game.slug}`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Activity with the author's events");
  await shot(page, "activity");

  // The same screens in light mode
  await sendJson(page, base, "put", "/api/auth/theme", { theme: "light" });
  await activity.goto();
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(activity.entry(`Completed ${game.title}`)).toBeVisible();
  await expectNoAxeViolations(page, "Activity in light mode");
  await community.goto();
  await expect(community.entries(`${AUTHOR} completed ${game.title}`).first()).toBeVisible();
  await expect(community.topReviews.getByRole("listitem").filter({ hasText: COMMENT })).toContainText("2 likes");
  await expectNoAxeViolations(page, "Community in light mode");
  expect(consoleErrors).toEqual([]);
});

test("an old game logged today reaches followers with the day it happened", ONE_WIDTH, async ({ page, baseURL, consoleErrors }) => {
  const base = baseURL!;
  const author = await addAccount(page);
  const follower = await addAccount(page);
  await sendJson(page, base, "post", `/api/users/${author.user.username}/follow`, {});
  await switchAccount(page, author.cookies);
  const title = `Mario Kart: Super Circuit ${author.user.username}`;
  await sendJson<LibraryGameDto>(
    page,
    base,
    "post",
    "/api/games",
    { title, platform: "Game Boy Advance", status: "COMPLETED", completedDate: "2024-10-13" },
    201,
  );

  // The author's Activity: the completion on its own day, added today (the addition itself is just now).
  const activity = new ActivityPageModel(page);
  await activity.goto();
  await expect(activity.entry(`Completed ${title}`)).toContainText("on 13 Oct 2024 · added today");
  await expect(activity.entry(`Added ${title}`).locator("time")).toHaveText("Just now");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Activity, a completion dated before it was logged");
  await shot(page, "activity-real-date");

  // The follower's feed, newest logged first: the completion says when it happened.
  await switchAccount(page, follower.cookies);
  const community = new CommunityPageModel(page);
  await community.goto();
  await community.scope("Following").click();
  const completed = community.entries(`${AUTHOR} completed ${title}`);
  await expect(completed).toContainText("on 13 Oct 2024 · added today");
  await expect(completed.locator("time").first()).toHaveAttribute("datetime", "2024-10-13");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Community, a completion dated before it was logged");
  await shot(page, "feed-real-date");
  expect(consoleErrors).toEqual([]);
});
