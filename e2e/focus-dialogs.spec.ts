// Keyboard only, the dialogs outside the library and reviews (focus.spec.ts has those): API tokens,
// Delete Account, journal categories, favourites, Report review, Block and the Admin Dashboard's
// confirmations (users, moderation). After
// Escape and Cancel focus goes back to the control that opened the dialog (a menu's button when the
// opener was its item); after a confirm, to what it changed when that is still on the page, else the
// opener, else <main>; and the page says what a confirm did.
import { randomUUID } from "node:crypto";
import type { JournalCategoryDto, LibraryGameDto } from "@savepoint/common";
import { ONE_WIDTH, addAccount, addAdminAccount, expect, expectNoAxeViolations, getJson, sendJson, switchAccount, test } from "./fixtures.ts";
import { AdminPageModel } from "./pages/admin.ts";
import { ApiTokensSection } from "./pages/api-tokens.ts";
import { ConfirmDialogModel } from "./pages/confirm.ts";
import { CategoryManager } from "./pages/game-journal.ts";
import { announcer, escapeBackTo, pressEnterOn } from "./pages/keyboard.ts";
import { FavouritesPickerModel, ProfilePageModel, UserProfileModel } from "./pages/people.ts";
import { GameReviewsPage, ReportDialogModel, ReviewCardModel } from "./pages/review-social.ts";
import { SettingsPage } from "./pages/settings.ts";

test(
  "keyboard only: focus after Escape, Cancel and confirm in the settings, profile and admin dialogs",
  ONE_WIDTH,
  async ({ page, baseURL, instanceOwner, consoleErrors }) => {
    test.setTimeout(90_000);
    const base = baseURL!;
    const other = await addAccount(page);
    // their review of Celeste, for me to report (and then, as an admin, delete)
    const theirGame = await sendJson<LibraryGameDto>(page, base, "post", "/api/games", { catalogSlug: "celeste", platform: "PC", status: "COMPLETED" }, 201);
    const advert = `Cheap coins at example.test ${randomUUID().slice(0, 8)}`;
    await sendJson(page, base, "post", `/api/reviews/game/${theirGame.id}`, { rating: 2, comment: advert, spoiler: false }, 201);
    const me = await addAdminAccount(page, instanceOwner);
    await switchAccount(page, me.cookies);
    await sendJson(page, base, "post", "/api/account/tokens", { name: "Home dashboard", scope: "read" }, 201);
    await sendJson(page, base, "post", "/api/games", { title: "Quiet Harbor", platform: "PC", status: "COMPLETED" }, 201);
    const myCeleste = await sendJson<LibraryGameDto>(page, base, "post", "/api/games", { catalogSlug: "celeste", platform: "PC", status: "COMPLETED" }, 201);

    // API tokens: Escape and Cancel go back to 'Revoke Home dashboard'; revoking takes its row, so <main>
    const tokens = new ApiTokensSection(page);
    await page.goto("/settings#api-tokens");
    const revoke = tokens.revoke("Home dashboard");
    await pressEnterOn(revoke);
    await expect(tokens.revokeDialog.cancel).toBeFocused();
    await escapeBackTo(tokens.revokeDialog.root, revoke);
    await pressEnterOn(revoke);
    await pressEnterOn(tokens.revokeDialog.cancel);
    await expect(revoke).toBeFocused();
    await pressEnterOn(revoke);
    await pressEnterOn(tokens.revokeDialog.confirm);
    await expect(revoke).toHaveCount(0);
    await expect(page.getByRole("main")).toBeFocused();
    await expect(announcer(page)).toHaveText("The token “Home dashboard” was revoked.");
    // the player moves on from there (until a key or a tap, focus a script moves is put back: dialogReturn.ts)
    await page.keyboard.press("Tab");

    // Delete Account: Escape goes back to its button (nothing deleted)
    const settings = new SettingsPage(page);
    const deleteAccount = new ConfirmDialogModel(page, "Delete your account?", "Delete Account");
    await pressEnterOn(settings.deleteAccount);
    await expect(deleteAccount.root).toBeVisible();
    await escapeBackTo(deleteAccount.root, settings.deleteAccount);

    // Journal categories: Edit's Escape and Save go back to its Edit button (renamed with it); Delete's Cancel to Delete
    const categories = new CategoryManager(page);
    const category = (await getJson<JournalCategoryDto[]>(page, "/api/journal/categories")).find((c) => c.name !== "Other")!;
    await pressEnterOn(categories.edit(category.name));
    await expect(categories.editDialog.root).toBeVisible();
    await escapeBackTo(categories.editDialog.root, categories.edit(category.name));
    await pressEnterOn(categories.edit(category.name));
    await categories.editDialog.name.fill("Harbor log");
    await pressEnterOn(categories.editDialog.save);
    await expect(categories.editDialog.root).toHaveCount(0);
    await expect(categories.edit("Harbor log")).toBeFocused();
    await expect(categories.status(`Renamed ${category.name} to Harbor log.`)).toBeVisible();
    await pressEnterOn(categories.delete("Harbor log"));
    await pressEnterOn(page.getByRole("alertdialog", { name: "Delete Category" }).getByRole("button", { name: "Cancel" }));
    await expect(categories.deleteDialog.root).toHaveCount(0);
    await expect(categories.delete("Harbor log")).toBeFocused();

    // My profile: Choose favourites' Escape goes back to its button; Save too, and says so
    const profile = new ProfilePageModel(page);
    const picker = new FavouritesPickerModel(page);
    await profile.goto();
    await pressEnterOn(profile.chooseFavourites);
    await expect(picker.dialog).toBeVisible();
    await escapeBackTo(picker.dialog, profile.chooseFavourites);
    await pressEnterOn(profile.chooseFavourites);
    await picker.game("Quiet Harbor").press("Space");
    await pressEnterOn(picker.save);
    await expect(picker.dialog).toHaveCount(0);
    await expect(profile.chooseFavourites).toBeFocused();

    // Report a review on the game page: Escape goes back to 'Report'; sent, Close goes back to it, now 'Reported'
    const author = `${other.user.firstName} ${other.user.lastName}`;
    const gamePage = new GameReviewsPage(page, myCeleste.slug);
    await gamePage.goto();
    const card = new ReviewCardModel(gamePage.others.getByRole("article").filter({ hasText: advert }));
    const report = new ReportDialogModel(page);
    await pressEnterOn(card.reportButton(author));
    await expect(report.root).toBeVisible();
    await escapeBackTo(report.root, card.reportButton(author));
    await pressEnterOn(card.reportButton(author));
    await report.reason("Spam or advertising").press("Space");
    await pressEnterOn(report.send);
    await expect(report.status).toHaveText("Thanks: an admin will look at this review.");
    await pressEnterOn(report.close);
    await expect(report.root).toHaveCount(0);
    await expect(card.reportedButton(author)).toBeFocused();
    await expect(card.reportedButton(author)).toBeDisabled();
    await page.keyboard.press("Enter");
    await expect(report.root).toHaveCount(0);

    // Admin Dashboard → Moderation: Delete review (Escape goes back to its button; deleted, its row goes, so <main>)
    const moderation = new AdminPageModel(page);
    await moderation.goto();
    await moderation.open("Moderation");
    const reported = moderation.reported("Celeste", other.user.username);
    const deleteReview = moderation.confirm("Delete this review?", "Delete review");
    await pressEnterOn(reported.getByRole("button", { name: "Delete review" }));
    await expect(deleteReview.cancel).toBeFocused();
    await escapeBackTo(deleteReview.root, reported.getByRole("button", { name: "Delete review" }));
    await pressEnterOn(reported.getByRole("button", { name: "Delete review" }));
    await pressEnterOn(deleteReview.confirm);
    await expect(reported).toHaveCount(0);
    await expect(page.getByRole("main")).toBeFocused();
    await expect(announcer(page)).toHaveText(`The review of Celeste by @${other.user.username} was deleted.`);
    await page.keyboard.press("Tab");

    // Another player's profile: Block, from the ⋯ menu. Escape goes back to the menu's button; Block says so
    const theirs = new UserProfileModel(page, other.user.username);
    const name = `${other.user.firstName} ${other.user.lastName}`;
    const block = new ConfirmDialogModel(page, `Block ${name}?`, "Block");
    await theirs.goto();
    await pressEnterOn(theirs.moreActions(name));
    await pressEnterOn(theirs.menuItem("Block"));
    await expect(block.cancel).toBeFocused();
    await escapeBackTo(block.root, theirs.moreActions(name));
    await pressEnterOn(theirs.moreActions(name));
    await pressEnterOn(theirs.menuItem("Block"));
    await pressEnterOn(block.confirm);
    await expect(block.root).toHaveCount(0);
    await expect(announcer(page)).toHaveText(`${name} is blocked.`);
    // blocked, their profile is gone for me (and the dialog with it): focus goes to the page's <main>
    await expect(theirs.notFound).toBeVisible();
    await expect(page.getByRole("main")).toBeFocused();

    // Admin Dashboard → Users: 'Make admin' (Escape, then confirm: the same button, now 'Revoke admin', keeps focus)
    const admin = new AdminPageModel(page);
    await admin.goto();
    await admin.searchUsers(other.user.username);
    const row = admin.userRow(other.user.username);
    const makeAdmin = admin.confirm(`Make @${other.user.username} an admin?`, "Make admin");
    await pressEnterOn(row.getByRole("button", { name: "Make admin" }));
    await expect(makeAdmin.cancel).toBeFocused();
    await escapeBackTo(makeAdmin.root, row.getByRole("button", { name: "Make admin" }));
    await pressEnterOn(row.getByRole("button", { name: "Make admin" }));
    await pressEnterOn(makeAdmin.confirm);
    await expect(makeAdmin.root).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Revoke admin" })).toBeFocused();
    await expect(announcer(page)).toHaveText(`@${other.user.username} is now an admin.`);
    await expectNoAxeViolations(page, "the users list after a confirmation");
    // Registration: an invite link's Revoke (Escape goes back to it; revoked, the same row reads Revoked and
    // has no Revoke button any more, so <main>, and it is said)
    await sendJson(page, base, "post", "/api/admin/invites", { expiresInDays: 7, note: "For the harbour club" }, 201);
    await admin.open("Registration");
    const invite = admin.invite("For the harbour club");
    const revokeInvite = admin.confirm("Revoke this invite link?", "Revoke link");
    await pressEnterOn(invite.getByRole("button", { name: "Revoke" }));
    await escapeBackTo(revokeInvite.root, invite.getByRole("button", { name: "Revoke" }));
    await pressEnterOn(invite.getByRole("button", { name: "Revoke" }));
    await pressEnterOn(revokeInvite.confirm);
    await expect(invite.getByRole("button", { name: "Revoke" })).toHaveCount(0);
    await expect(page.getByRole("main")).toBeFocused();
    await expect(announcer(page)).toHaveText("The invite link was revoked.");
    await page.keyboard.press("Tab");
    await admin.open("Users");

    // Sign out everywhere: Cancel goes back to its button, and so does the confirm, whose outcome the row says
    const signOut = admin.confirm(`Sign @${other.user.username} out everywhere?`, "Sign out everywhere");
    const signOutButton = row.getByRole("button", { name: "Sign out everywhere" });
    await pressEnterOn(signOutButton);
    await pressEnterOn(signOut.cancel);
    await expect(signOut.root).toHaveCount(0);
    await expect(signOutButton).toBeFocused();
    await pressEnterOn(signOutButton);
    await pressEnterOn(signOut.confirm);
    await expect(signOut.root).toHaveCount(0);
    await expect(signOutButton).toBeFocused();
    await expect(row.getByRole("status")).toHaveText(/^@\S+ was signed out of \d+ sessions?\.$/);
    // Delete the user: Escape goes back to Delete; deleted, the row goes, so <main>, and it is said
    const deleteUser = admin.confirm(`Delete @${other.user.username}?`, "Delete user");
    await pressEnterOn(row.getByRole("button", { name: "Delete", exact: true }));
    await escapeBackTo(deleteUser.root, row.getByRole("button", { name: "Delete", exact: true }));
    await pressEnterOn(row.getByRole("button", { name: "Delete", exact: true }));
    await deleteUser.root.getByRole("textbox").fill(other.user.username);
    await pressEnterOn(deleteUser.confirm);
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("main")).toBeFocused();
    await expect(announcer(page)).toHaveText(`@${other.user.username} was deleted.`);
    // the blocked player's profile answers 404 once blocked (blocks.spec.ts)
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  },
);
