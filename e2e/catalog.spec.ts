import { expect, signUpViaApi, test } from "./fixtures.ts";

const QUERIES: [string, RegExp][] = [
  ["witcher", /Witcher/],
  ["final fantasy 7", /^Final Fantasy VII$/],
  ["pokemon", /Pokémon/],
  ["sonic the hedgehog", /^Sonic the Hedgehog$/i],
];

test("catalog search answers offline with covers that load in the browser", async ({ page }) => {
  await signUpViaApi(page);
  for (const [q, first] of QUERIES) {
    const res = await page.request.get(`/api/catalog/search?q=${encodeURIComponent(q)}`);
    expect(res.status()).toBe(200);
    const { results } = (await res.json()) as { results: { title: string; imageUrl: string; platforms: string[] }[] };
    expect(results.length, q).toBeGreaterThan(0);
    expect(results[0]!.title, q).toMatch(first);
    expect(results.every((r) => r.platforms.length <= 3)).toBe(true);
    // each cover is same-origin and renders as an image
    const sizes = await page.evaluate(async (urls) => {
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
    }, results.slice(0, 5).map((r) => r.imageUrl));
    expect(sizes.every((w) => w > 0), `covers for ${q}: ${sizes.join(",")}`).toBe(true);
  }
});

test("the landing page counts the embedded catalog", async ({ page }) => {
  const stats = (await (await page.request.get("/api/instance/stats")).json()) as { catalogGames: number };
  expect(stats.catalogGames).toBeGreaterThan(70_000);
  await page.goto("/");
  await expect(page.getByText(new Intl.NumberFormat("en-US").format(stats.catalogGames))).toBeVisible();
});
