// Stored catalog games kept by id and slug until the catalog changes (catalog.kept.ts).
import { describe, expect, it } from "vitest";
import { KeptRecords } from "./catalog.kept.ts";
import type { CatalogRecord } from "./catalog.types.ts";

const record = (over: Partial<CatalogRecord> = {}) =>
  ({ id: 7, slug: "celeste", title: "Celeste", platforms: ["PC"], genres: ["Platformer"], ...over }) as CatalogRecord;

/** A reader that counts its calls. */
function reader(answer: () => CatalogRecord | null) {
  let calls = 0;
  return { read: () => Promise.resolve((calls++, answer())), calls: () => calls };
}

describe("KeptRecords", () => {
  it("reads a game once, then answers it by slug and by id alike until the catalog changes", async () => {
    const kept = new KeptRecords();
    const r = reader(() => record());
    expect(await kept.get({ slug: "celeste" }, r.read)).toMatchObject({ id: 7 });
    expect(await kept.get({ slug: "celeste" }, r.read)).toMatchObject({ id: 7 });
    expect(await kept.get({ id: 7 }, r.read)).toMatchObject({ slug: "celeste" });
    expect(r.calls()).toBe(1);
    kept.catalogChanged();
    expect(kept.size).toBe(0);
    await kept.get({ id: 7 }, r.read);
    expect(r.calls()).toBe(2);
  });

  it("keeps no answer read across a change, and no missing game", async () => {
    const kept = new KeptRecords();
    let release!: () => void;
    const slow = () => new Promise<CatalogRecord>((resolve) => (release = () => resolve(record())));
    const pending = kept.get({ slug: "celeste" }, slow);
    kept.catalogChanged();
    release();
    expect(await pending).toMatchObject({ id: 7 });
    expect(kept.size).toBe(0);

    const none = reader(() => null);
    expect(await kept.get({ slug: "gone" }, none.read)).toBeNull();
    expect(await kept.get({ slug: "gone" }, none.read)).toBeNull();
    expect(none.calls()).toBe(2);
  });

  it("hands out a frozen record: no reader can change it for the others", async () => {
    const kept = new KeptRecords();
    const got = (await kept.get({ slug: "celeste" }, () => Promise.resolve(record())))!;
    expect(() => {
      (got as { title: string }).title = "Changed";
    }).toThrow(TypeError);
    expect(() => got.platforms.push("Switch")).toThrow(TypeError);
  });
});
