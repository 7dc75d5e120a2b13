// The Admin Dashboard at desktop width and at 360 px. An admin (made one by the instance's owner, the
// worker's server's first account: fixtures.ts) makes another user admin and revokes it, reads
// the instance's figures, makes registration invite-only, creates an invite that a newcomer signs up
// with, and opens it again; deletes a review a third user reported; uploads a small catalog file and
// hides (then restores) its entry; and finds all of it in the audit log. A non-admin gets 'Not
// allowed', no Admin link, and 403 from the API.
import type { APIRequestContext } from "@playwright/test";
import type { LibraryGameDto, ReviewDto } from "@savepoint/common";
import {
  addAccount,
  addAdminAccount,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  isPhone,
  newUser,
  sendJson,
  shot,
  switchAccount,
  test,
} from "./fixtures.ts";
import { AdminPageModel } from "./pages/admin.ts";
import { AppShell } from "./pages/shell.ts";

/** A newcomer signing up from their own browser (their own cookies), with an invite token or without. */
async function signUpElsewhere(request: APIRequestContext, invite?: string) {
  const user = newUser();
  return request.post("/api/auth/register", { data: { ...user, confirmPassword: user.password, accountColor: "indigo", ...(invite ? { invite } : {}) } });
}

test("an admin runs the instance from the dashboard: users, instance, registration, moderation, catalog, audit log", async ({
  page,
  baseURL,
  request,
  instanceOwner,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const admin = await addAdminAccount(page, instanceOwner);

  // --- A second user's review, reported by a third -------------------------------------------------
  const author = await addAccount(page);
  const game = await sendJson<LibraryGameDto>(
    page,
    base,
    "post",
    "/api/games",
    { catalogSlug: "celeste", platform: "PC", status: "COMPLETED", playTime: 3 },
    201,
  );
  const review = await sendJson<ReviewDto>(
    page,
    base,
    "post",
    `/api/reviews/game/${game.id}`,
    { rating: 1, comment: `Buy cheap keys, says ${author.user.username}` },
    201,
  );
  await addAccount(page);
  await sendJson(page, base, "post", `/api/reviews/${review.id}/report`, { reason: "spam", note: "An advert" }, 201);

  // --- The admin finds Admin in the header ---------------------------------------------------------
  await switchAccount(page, admin.cookies);
  await page.goto("/");
  await new AppShell(page).navigate("Admin");
  await expect(page).toHaveURL(/\/admin$/);
  const adminPage = new AdminPageModel(page);
  await expect(adminPage.heading).toBeVisible();
  await expect(page.getByText("Security and metadata analysis")).toBeVisible();

  // --- Users: make the author admin, then revoke it --------------------------------------------------
  await expect(adminPage.tab("Users")).toHaveAttribute("aria-selected", "true");
  await adminPage.searchUsers(author.user.username);
  const row = adminPage.userRow(author.user.username);
  await expect(row).toContainText("Games:1");
  await expect(row).toContainText("Reviews:1");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Admin, users");
  await shot(page, "users");
  await row.getByRole("button", { name: "Make admin" }).click();
  const make = adminPage.confirm(`Make @${author.user.username} an admin?`, "Make admin");
  await expectNoAxeViolations(page, "Admin, make admin confirmation");
  await make.confirm.click();
  await expect(make.root).toBeHidden();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: "Revoke admin" }).click();
  const revoke = adminPage.confirm(`Revoke @${author.user.username}'s admin rights?`, "Revoke admin");
  await revoke.confirm.click();
  await expect(revoke.root).toBeHidden();
  await expect(row.getByRole("button", { name: "Make admin" })).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toHaveCount(0);

  // --- Instance: the figures -----------------------------------------------------------------------
  await adminPage.open("Instance");
  await expect(page).toHaveURL(/\/admin\?tab=instance$/);
  for (const label of ["Users", "Admins", "Games tracked", "Reviews"]) await expect(adminPage.figure(label)).toHaveText(/^[1-9][\d,]*$/);
  await expect(adminPage.figure("Database size")).toHaveText(/\d (bytes|KB|MB|GB)$/);
  await expect(page.getByRole("region", { name: "Catalog" })).toContainText("entries");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Admin, instance");
  await shot(page, "instance");

  // --- Registration: invite-only, an invite a newcomer uses, then open again ------------------------
  await adminPage.open("Registration");
  try {
    await adminPage.mode(/^Invite only/).check();
    await expect(page.getByText("Registration is now: Invite only: an admin-created invite link is needed.")).toBeVisible();
    expect((await signUpElsewhere(request)).status()).toBe(403);
    const note = `For ${author.user.username}`;
    await adminPage.inviteForm.getByRole("spinbutton", { name: "Expires in (days)" }).fill("3");
    await adminPage.inviteForm.getByRole("textbox", { name: "Note (optional)" }).fill(note);
    await adminPage.inviteForm.getByRole("button", { name: "Create invite link" }).click();
    await expect(adminPage.inviteLink).toHaveValue(new RegExp(`^${base}/register\\?invite=`));
    await expect(adminPage.invite(note)).toContainText("Active");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "Admin, registration with a new invite");
    await shot(page, "registration");
    const token = new URL(await adminPage.inviteLink.inputValue()).searchParams.get("invite")!;
    expect((await signUpElsewhere(request, token)).status()).toBe(201);
    await page.reload();
    await expect(adminPage.invite(note)).toContainText("Used");
  } finally {
    await adminPage.mode(/^Open/).check();
    await expect(page.getByText("Registration is now: Open: anyone can create an account.")).toBeVisible();
  }

  // --- Moderation: the reported review is deleted ----------------------------------------------------
  await adminPage.open("Moderation");
  const reported = adminPage.reported(game.title, author.user.username);
  await expect(reported).toContainText("Spam or advertising × 1");
  await expect(reported).toContainText("“An advert”");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Admin, moderation");
  await shot(page, "moderation");
  await reported.getByRole("button", { name: "Delete review" }).click();
  const del = adminPage.confirm("Delete this review?", "Delete review");
  await del.confirm.click();
  await expect(del.root).toBeHidden();
  await expect(reported).toHaveCount(0);

  // --- Catalog: upload a one-row file, then hide its entry and restore it -----------------------------
  const title = `Tiny Admin Game ${Date.now().toString(36)}${isPhone(page) ? "p" : "d"}`;
  await adminPage.open("Catalog");
  await adminPage.uploadForm.getByLabel("Catalog file (.jsonl or .csv)").setInputFiles({
    name: "tiny.jsonl",
    mimeType: "application/octet-stream",
    buffer: Buffer.from(`${JSON.stringify({ title, year: 2024, platforms: ["PC"], genres: ["Puzzle"] })}\n`),
  });
  await adminPage.uploadForm.getByRole("button", { name: "Upload" }).click();
  // Applied in the background, then the search index takes the new row in: on a loaded box (CI's four
  // workers) that has taken over 10 s.
  await expect(page.getByText("Uploaded tiny.jsonl: 1 row, 1 new or changed.")).toBeVisible({ timeout: 60_000 });
  await expect(adminPage.uploadProgress).toHaveAttribute("aria-valuenow", "100");
  await adminPage.searchCatalog(title);
  await adminPage.catalogResult(title).getByRole("button", { name: "Hide" }).click();
  await expect(adminPage.hiddenEntry(title)).toContainText(`by @${admin.user.username}`);
  await expect(adminPage.catalogResult(title)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Admin, catalog");
  await shot(page, "catalog");
  await adminPage.hiddenEntry(title).getByRole("button", { name: "Unhide" }).click();
  await expect(adminPage.hiddenEntry(title)).toHaveCount(0);

  // --- Audit log: every action above, newest first ---------------------------------------------------
  await adminPage.open("Audit log");
  const log = adminPage.auditLog;
  for (const what of [
    "Restored catalog entry",
    "Hid catalog entry",
    "Uploaded catalog",
    "Deleted review",
    "Created invite",
    "Changed registration",
    "Revoked admin",
    "Made admin",
  ]) {
    await expect(log.getByRole("listitem").filter({ hasText: what }).first()).toBeVisible();
  }
  await expect(log.getByRole("listitem").filter({ hasText: "Made admin" }).filter({ hasText: author.user.username }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Admin, audit log");
  await shot(page, "audit");

  // The other mode, the dashboard's own colours.
  await new AppShell(page).themeToggle.click();
  await expectNoAxeViolations(page, "Admin, audit log, other theme");
  await adminPage.open("Users");
  await expectNoAxeViolations(page, "Admin, users, other theme");
  await shot(page, "users-other-theme");

  expect(consoleErrors).toEqual([]);
});

test("a non-admin gets 'Not allowed', no Admin link, and 403 from the admin API", async ({ page, consoleErrors }) => {
  await addAccount(page); // never the instance's first account (its owner, an admin: fixtures.ts)
  await page.goto("/");
  const shell = new AppShell(page);
  if (isPhone(page)) {
    await shell.mobileMenuButton.click();
    await expect(shell.mobileNav.getByRole("link", { name: "Community" })).toBeVisible();
    await expect(shell.mobileNav.getByRole("link", { name: "Admin" })).toHaveCount(0);
  } else {
    await expect(shell.mainNav.getByRole("link", { name: "Community" })).toBeVisible();
    await expect(shell.mainNav.getByRole("link", { name: "Admin" })).toHaveCount(0);
  }
  const adminPage = new AdminPageModel(page);
  await adminPage.goto();
  await expect(adminPage.heading).toBeVisible();
  await expect(adminPage.notAllowed).toBeVisible();
  await expect(adminPage.tab("Users")).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Admin, not allowed");
  await shot(page, "not-allowed");
  for (const path of ["/api/admin/users", "/api/admin/instance", "/api/admin/registration", "/api/admin/reports", "/api/admin/audit"]) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
  expect(consoleErrors).toEqual([]);
});
