// The embedded catalog through the real server: offline search with covers the browser can draw.
import type { CatalogSearchResult, InstanceStats } from "@savepoint/common";
import { expect, getJson, signUpViaApi, test } from "./fixtures.ts";
import { LandingPage } from "./pages/landing.ts";

const QUERIES: [string, RegExp][] = [
  ["witcher", /Witcher/],
  ["final fantasy 7", /^Final Fantasy VII$/],
  ["pokemon", /Pokémon/],
  ["sonic the hedgehog", /^Sonic the Hedgehog$/i],
];

/** The natural width of each image once loaded in the page (0 when it fails to load). */
function imageWidths(urls: string[]) {
  return Promise.all(
    urls.map(
      (u) =>
        new Promise<number>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.naturalWidth);
          img.onerror = () => resolve(0);
          img.src = u;
        }),
    ),
  );
}

test("catalog search answers offline with covers that load in the browser", async ({ page }) => {
  await signUpViaApi(page);
  for (const [q, first] of QUERIES) {
    const { results } = await getJson<{ results: CatalogSearchResult[] }>(page, `/api/catalog/search?q=${encodeURIComponent(q)}`);
    expect(results.length, q).toBeGreaterThan(0);
    expect(results[0]!.title, q).toMatch(first);
    expect(results.every((r) => r.platforms.length <= 3)).toBe(true);
    // each cover is same-origin and renders as an image
    const sizes = await page.evaluate(imageWidths, results.slice(0, 5).map((r) => r.imageUrl));
    expect(sizes.every((w) => w > 0), `covers for ${q}: ${sizes.join(",")}`).toBe(true);
  }
});

test("the landing page counts the embedded catalog", async ({ page }) => {
  const stats = await getJson<InstanceStats>(page, "/api/instance/stats");
  expect(stats.catalogGames).toBeGreaterThan(70_000);
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.stat("Games in the catalog")).toHaveText(new Intl.NumberFormat("en-US").format(stats.catalogGames));
});
