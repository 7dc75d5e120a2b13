// The API page at desktop width and at 360 px: a signed-in user opens it from the user menu, reads how
// to send a personal access token (with the link to Settings → API tokens), finds the endpoints of
// each group with their access and parameters as /api/openapi.json lists them, and the page has no
// axe violations in either mode. A user's profile links their public feeds.
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, signUpViaApi, test, shot } from "./fixtures.ts";
import { ApiDocsPageModel } from "./pages/api-docs.ts";
import { AppShell } from "./pages/shell.ts";

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

test("the API page lists every endpoint with its access and parameters, and explains tokens", async ({ page, consoleErrors }) => {
  const user = await signUpViaApi(page);
  const shell = new AppShell(page);
  await shell.openUserMenu();
  await shell.menuItem("API").click();
  await expect(page).toHaveURL(/\/api-docs$/);

  const docs = new ApiDocsPageModel(page);
  await expect(docs.heading).toBeVisible();
  await expect(docs.tokenHelp).toContainText("Authorization: Bearer sp_…");
  await expect(docs.tokenHelp.getByRole("link", { name: "Settings → API tokens" })).toHaveAttribute("href", "/settings#api-tokens");
  await expect(docs.tokenHelp.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");

  // Every path of the document is on the page.
  const doc = await getJson<Doc>(page, "/api/openapi.json");
  expect(doc.openapi).toBe("3.1.0");
  const operations = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(operations);

  const summary = docs.endpoint("GET", "/api/summary");
  await expect(summary).toContainText("Signed in: session or any token");
  await expect(docs.parameters("GET", "/api/summary")).toContainText("tz (query, optional)");
  await expect(docs.group("Summary")).toBeVisible();
  await expect(docs.endpoint("GET", "/api/u/{username}/feed.xml")).toContainText("Public");
  await expect(docs.parameters("POST", "/api/auth/register")).toContainText("email (body, required)");
  await expect(docs.parameters("POST", "/api/games")).toContainText("title (body, optional): string, at least 1 characters, at most 200 characters");
  await expect(docs.endpoint("GET", "/api/health")).toContainText("Public");

  await docs.groupIndex.getByRole("link", { name: "Public feeds" }).click();
  await expect(docs.group("Public feeds")).toBeInViewport();
  await shot(page, "page", "viewport");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "the API page");
  await shell.themeToggle.click();
  await expectNoAxeViolations(page, "the API page in the other mode");

  // The profile links the user's public feeds.
  await page.goto(`/u/${user.username}`);
  await expect(page.getByRole("link", { name: "Feed (RSS)" })).toHaveAttribute("href", `/api/u/${user.username}/feed.xml`);
  await expect(page.getByRole("link", { name: "JSON Feed" })).toHaveAttribute("href", `/api/u/${user.username}/feed.json`);
  expect(consoleErrors).toEqual([]);
});
