// `node scripts/icons.mjs`: the home-screen icons of the web app manifest (client/public/manifest.webmanifest),
// drawn from the logo (client/public/favicon.svg) by Debian's Chromium through Playwright and written to
// client/public/icons/. Run it again after the logo changes and commit the PNGs.
// - icon-192.png, icon-512.png: the logo as it is (purpose "any"), its rounded corners transparent.
// - icon-maskable-512.png: the logo's colour to every edge and its mark scaled to 90 % (all of it within
//   a circle of 64 % of the icon's width), so a launcher's mask, which keeps a circle of 80 %, never cuts it.
// - apple-touch-icon.png (180 px): the maskable drawing, as iOS rounds the corners itself.
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(root, "client", "public");
const outDir = join(publicDir, "icons");
const SHELL = "/usr/lib/chromium/chromium-headless-shell";
const executablePath = existsSync(SHELL) ? SHELL : (process.env.CHROME_PATH ?? "/usr/bin/chromium");

const logo = readFileSync(join(publicDir, "favicon.svg"), "utf8");
/** The logo's background: its first <rect>'s fill. */
const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1];
if (!background) throw new Error("icons: favicon.svg has no <rect fill=…> to take the background colour from");
/** The mark: everything the logo draws after its background. */
const mark = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, "").replace(/<\/svg>\s*$/, "");

/** The maskable drawing: a full square of the background, the mark scaled by 0.9 around the centre. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(3.2 3.2) scale(0.9)">${mark}</g></svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, svg: logo },
  { file: "icon-512.png", size: 512, svg: logo },
  { file: "icon-maskable-512.png", size: 512, svg: maskable },
  { file: "apple-touch-icon.png", size: 180, svg: maskable },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const img = `<img src="data:image/svg+xml;base64,${Buffer.from(icon.svg).toString("base64")}" width="${icon.size}" height="${icon.size}">`;
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}img{display:block}</style>${img}`);
    await page.locator("img").evaluate((el) => el.decode());
    await page.screenshot({ path: join(outDir, icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(`icons: client/public/icons/${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
