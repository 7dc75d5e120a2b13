// The search tests' catalog rows: a SearchDoc from a title, with ids counted from 1 again before each test.
import { beforeEach } from "vitest";
import { slugify } from "../../../lib/text.ts";
import type { SearchDoc } from "./search-types.ts";

/** Call at a test file's top level: a maker of SearchDocs (a retro row on PC unless `over` says otherwise). */
export function searchDocs(): (title: string, over?: Partial<SearchDoc>) => SearchDoc {
  let nextId = 1;
  beforeEach(() => {
    nextId = 1;
  });
  return (title, over = {}) => ({
    id: over.id ?? nextId++,
    slug: slugify(title),
    title,
    altTitles: [],
    year: null,
    platforms: ["PC"],
    series: null,
    rating: null,
    metacritic: null,
    source: "mame",
    hidden: false,
    coverUrl: null,
    ...over,
  });
}
