// A cover address pasted into the Add Game dialog: the server checks it (the browser only ever loads
// images from its own origin) and the field says why an address cannot be a cover. The server here has
// no internet: a private address is refused by the real server; the other answers of the check are
// played by the browser's network layer (page.route), which the production server never sees.
import type { Page } from "@playwright/test";
import { COVER_REFUSAL_MESSAGES, type CoverCheckResult, type ErrorEnvelope } from "@savepoint/common";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, ONE_WIDTH, shot, signUpViaApi, test } from "./fixtures.ts";
import { GameFormDialog } from "./pages/game-form.ts";
import { GamesPage } from "./pages/games.ts";

/** A 1×1 PNG, the image the pretend host answers. */
const PNG_1PX = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);
const PREVIEW = "/api/covers/preview?url=https%3A%2F%2Fimages.example.com%2Fcover.png&sig=0123456789abcdef0123456789abcdef";

function refusal(message: string): ErrorEnvelope {
  return { error: { code: "validation_failed", message, details: { issues: [{ path: "imageUrl", message }] }, requestId: null } };
}

async function openAddDialog(page: Page) {
  const games = new GamesPage(page);
  await signUpViaApi(page, "/");
  await games.addGame.click();
  const add = new GameFormDialog(page, "Add New Game");
  await expect(add.root).toBeVisible();
  await add.titleSearch.fill("My Homebrew Game");
  await add.platform.fill("pc");
  await add.option("PC", { exact: true }).click();
  return add;
}

test("a private address is refused by the server on the field, when checked and when saved", ONE_WIDTH, async ({ page, consoleErrors }) => {
  const add = await openAddDialog(page);
  const origin = new URL(page.url()).origin; // the server itself: loopback
  await add.pasteCover(`${origin}/favicon.svg`);
  const message = COVER_REFUSAL_MESSAGES.private;
  await expect(add.root.getByText(message)).toBeVisible();
  await expect(add.coverUrl).toHaveAttribute("aria-invalid", "true");
  await expect(add.coverPreview).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "add dialog with a refused cover address");
  await shot(page, "dialog-cover-private");

  await add.submit.click();
  await expect(add.root.getByRole("alert")).toContainText("Failed to add game");
  await expect(add.root.getByText(message)).toBeVisible();
  // The 400s are the refusals this journey asks for (the check, then the save).
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test("an address that is not an image says so; an image is previewed from this origin", async ({ page, consoleErrors }) => {
  const add = await openAddDialog(page);
  const checked: string[] = [];
  await page.route("**/api/covers/check", async (route) => {
    const { imageUrl } = route.request().postDataJSON() as { imageUrl: string };
    checked.push(imageUrl);
    if (imageUrl.endsWith(".html")) return route.fulfill({ status: 400, json: refusal(COVER_REFUSAL_MESSAGES["not-image"]) });
    const ok: CoverCheckResult = { ok: true, contentType: "image/png", bytes: PNG_1PX.length, previewUrl: PREVIEW };
    return route.fulfill({ json: ok });
  });
  await page.route(`**${PREVIEW}`, (route) => route.fulfill({ contentType: "image/png", body: PNG_1PX }));

  await add.pasteCover("https://images.example.com/page.html");
  await expect(add.root.getByText(COVER_REFUSAL_MESSAGES["not-image"])).toBeVisible();
  await expect(add.coverUrl).toHaveAttribute("aria-invalid", "true");
  await expect(add.coverPreview).toHaveCount(0);
  await expectNoAxeViolations(page, "add dialog: not an image");
  await shot(page, "dialog-cover-not-image");

  await add.pasteCover("https://images.example.com/cover.png");
  await expect(add.coverPreview).toHaveAttribute("src", PREVIEW);
  await expect.poll(() => add.coverPreview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(add.root.getByText(COVER_REFUSAL_MESSAGES["not-image"])).toHaveCount(0);
  await expect(add.coverUrl).not.toHaveAttribute("aria-invalid");
  await expectNoAxeViolations(page, "add dialog: cover previewed");
  expect(checked).toEqual(["https://images.example.com/page.html", "https://images.example.com/cover.png"]);
  // The one 400 is the refusal this journey asks for.
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});
