// Compares a build with a reference build of the same data (counts, ids only on one side, field-by-field
// differences, sort order).

import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export function loadJsonl(file) {
  let buf = readFileSync(file);
  if (buf[0] === 0x1f && buf[1] === 0x8b) buf = gunzipSync(buf);
  return buf
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** Compare our rows with a reference build of the same data (the `nongame` field is ours only and ignored). */
export function compareWithReference(mine, ref, log = console.log) {
  const M = new Map(mine.map((r) => [r.id, r]));
  const R = new Map(ref.map((r) => [r.id, r]));
  const onlyMine = mine.filter((r) => !R.has(r.id));
  const onlyRef = ref.filter((r) => !M.has(r.id));
  log(`compare: rows mine ${mine.length}, reference ${ref.length}`);
  log(
    `  ids only in mine: ${onlyMine.length}${
      onlyMine.length
        ? " e.g. " +
          onlyMine
            .slice(0, 5)
            .map((r) => r.id)
            .join(", ")
        : ""
    }`,
  );
  log(
    `  ids only in reference: ${onlyRef.length}${
      onlyRef.length
        ? " e.g. " +
          onlyRef
            .slice(0, 5)
            .map((r) => r.id)
            .join(", ")
        : ""
    }`,
  );
  const fields = [
    "title",
    "year",
    "platforms",
    "genres",
    "developers",
    "publishers",
    "alt_titles",
    "platform_ids",
    "source_ids",
    "variants",
    "homebrew",
    "unlicensed",
  ];
  const diffs = {};
  let rowsDiffering = 0;
  for (const r of ref) {
    const m = M.get(r.id);
    if (!m) continue;
    let differs = false;
    for (const f of fields) {
      if (JSON.stringify(r[f]) !== JSON.stringify(m[f])) {
        (diffs[f] ||= []).push(r.id);
        differs = true;
      }
    }
    const extra = Object.keys(r).filter((k) => !fields.includes(k) && k !== "id");
    if (extra.length) (diffs["(unknown reference field)"] ||= []).push(`${r.id}: ${extra.join(",")}`);
    if (differs) rowsDiffering++;
  }
  log(`  common ids: ${mine.length - onlyMine.length}, rows with a differing field: ${rowsDiffering}`);
  for (const [f, ids] of Object.entries(diffs)) {
    log(`    ${f}: ${ids.length} e.g. ${ids.slice(0, 3).join(", ")}`);
    for (const id of ids.slice(0, 2)) log(`      ref  ${JSON.stringify(R.get(id)?.[f])}\n      mine ${JSON.stringify(M.get(id)?.[f])}`);
  }
  const refOrder = ref.filter((r) => M.has(r.id)).map((r) => r.id);
  const mineOrder = mine.filter((r) => R.has(r.id)).map((r) => r.id);
  let orderDiffs = 0;
  for (let i = 0; i < refOrder.length; i++) if (refOrder[i] !== mineOrder[i]) orderDiffs++;
  log(`  positions where the order of common ids differs: ${orderDiffs}`);
  return {
    onlyMine: onlyMine.length,
    onlyRef: onlyRef.length,
    rowsDiffering,
    fieldDiffs: Object.fromEntries(Object.entries(diffs).map(([k, v]) => [k, v.length])),
    orderDiffs,
  };
}
