// Personal access tokens: made in Settings, used by a script (a request context with only the Bearer
// header, no cookie), revoked in Settings, after which the script is refused.
import type { LibraryGameDto } from "@savepoint/common";
import { ApiTokensSection } from "./pages/api-tokens.ts";
import { GamesPage } from "./pages/games.ts";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, ONE_WIDTH, resendOnReset, shot, signUpViaApi, test } from "./fixtures.ts";

test("a token made in Settings lets a script list and add games until it is revoked", async ({ page, playwright, consoleErrors, baseURL }) => {
  await signUpViaApi(page, "/settings");
  const tokens = new ApiTokensSection(page);
  await expect(tokens.region).toBeVisible();
  await expect(tokens.region.getByText("You have no API tokens.")).toBeVisible();
  await tokens.create("Backup script", "Read and write", "In 30 days");
  await expect(tokens.newToken).toContainText("it will not be shown again");
  const token = await tokens.newTokenValue.inputValue();
  expect(token).toMatch(/^sp_[\w-]{43}$/);
  await expect(tokens.row("Backup script")).toContainText("Read and write");
  await expect(tokens.row("Backup script")).toContainText("Never used");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "settings with a new token");
  await shot(page, "api-tokens", tokens.region);

  // The script: its own request context, no cookie, no Origin.
  const script = resendOnReset(await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } }));
  try {
    const added = await script.post("/api/games", { data: { title: "Scripted Quest", platform: "PC" } });
    expect(added.status(), await added.text()).toBe(201);
    const list = await script.get("/api/games");
    expect(list.status()).toBe(200);
    expect(JSON.stringify(await list.json())).toContain(((await added.json()) as LibraryGameDto).id);
    expect((await script.get("/api/account/tokens")).status()).toBe(403);

    await page.reload();
    await expect(tokens.row("Backup script")).toContainText("Last used");
    await expect(tokens.newToken).toHaveCount(0);
    await tokens.revoke("Backup script").click();
    const dialog = tokens.revokeDialog;
    await expect(dialog.root).toContainText("Scripts using “Backup script” will stop working at once.");
    await expectNoAxeViolations(page, "revoke token dialog");
    await dialog.confirm.click();
    await expect(tokens.row("Backup script")).toHaveCount(0);
    await expect(tokens.region.getByText("You have no API tokens.")).toBeVisible();

    expect((await script.get("/api/games")).status()).toBe(401);
  } finally {
    await script.dispose();
  }

  const games = new GamesPage(page);
  await games.goto();
  await expect(games.cards.filter({ hasText: "Scripted Quest" })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test("a read-only token reads but may not write", ONE_WIDTH, async ({ page, playwright, consoleErrors, baseURL }) => {
  await signUpViaApi(page, "/settings");
  const tokens = new ApiTokensSection(page);
  await tokens.create("Dashboard", "Read only");
  const token = await tokens.newTokenValue.inputValue();
  await expect(tokens.row("Dashboard")).toContainText("Read only");
  await expect(tokens.row("Dashboard")).toContainText("Never expires");
  const script = resendOnReset(await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } }));
  try {
    expect((await script.get("/api/games")).status()).toBe(200);
    const refused = await script.post("/api/games", { data: { title: "Nope", platform: "PC" } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("read-only");
  } finally {
    await script.dispose();
  }
  expect(consoleErrors).toEqual([]);
});
