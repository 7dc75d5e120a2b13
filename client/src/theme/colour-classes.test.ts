// Every Tailwind colour class in the client names a colour step the theme defines: Tailwind's own
// palette (tailwindcss/theme.css) or the app's @theme (index.css). A step that does not exist
// generates no CSS, and nothing else notices: the Admin badge's `dark:bg-accent-900` left its text
// #e0e7ff on the light badge in dark mode, and axe could not see it.
import { describe, expect, it } from "vitest";

// Vitest hands CSS modules over empty, ?raw included: the two style sheets are read from disk, from the
// repository's root where the tests run (the client's types know no Node, hence the module name in a
// variable and the one function typed here).
const fsModule = "node:fs";
const { readFileSync } = (await import(/* @vite-ignore */ fsModule)) as { readFileSync(path: string, encoding: "utf8"): string };
const appCss = readFileSync("client/src/index.css", "utf8");
const tailwindTheme = readFileSync("node_modules/tailwindcss/theme.css", "utf8");

const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../test/**"], { query: "?raw", import: "default", eager: true });

/** "slate-200", "accent-700": every colour step a `--color-<name>-<step>` variable defines. */
function definedSteps(...css: string[]): Set<string> {
  const steps = new Set<string>();
  for (const text of css) for (const m of text.matchAll(/--color-([a-z]+)-(\d{2,3})\s*:/g)) steps.add(`${m[1]}-${m[2]}`);
  return steps;
}

const UTILITY = "bg|text|border(?:-[trblxyse])?|divide|ring|ring-offset|outline|decoration|from|via|to|fill|stroke|placeholder|caret|accent|shadow";
const COLOUR_CLASS = new RegExp(`(?<![\\w-])(?:${UTILITY})-([a-z]+)-(\\d{2,3})(?![\\w-])`, "g");

/** Each colour class of a source, with its colour step ("bg-accent-900" → "accent-900"). */
export function colourClasses(text: string): { cls: string; step: string }[] {
  return [...text.matchAll(COLOUR_CLASS)].map((m) => ({ cls: m[0], step: `${m[1]}-${m[2]}` }));
}

describe("Tailwind colour classes", () => {
  const defined = definedSteps(tailwindTheme, appCss);

  it("reads the theme and the client's sources", () => {
    expect(defined.has("slate-900")).toBe(true);
    expect(defined.has("accent-800")).toBe(true);
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it("finds the step a class names, and nothing in classes that name none", () => {
    expect(colourClasses(`"bg-accent-100 text-accent-900 dark:bg-accent-900 hover:border-t-slate-200 ring-offset-white text-2xl"`)).toEqual([
      { cls: "bg-accent-100", step: "accent-100" },
      { cls: "text-accent-900", step: "accent-900" },
      { cls: "bg-accent-900", step: "accent-900" },
      { cls: "border-t-slate-200", step: "slate-200" },
    ]);
  });

  it("never names a colour step the theme does not define", () => {
    const undefinedSteps = Object.entries(sources).flatMap(([file, text]) =>
      colourClasses(text)
        .filter((c) => !defined.has(c.step))
        .map((c) => `${file.replace(/^\.\.\//, "client/src/")}: ${c.cls}`),
    );
    expect(undefinedSteps).toEqual([]);
  });
});
