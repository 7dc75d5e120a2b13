// MAME software-list entries to catalog rows: the normalisation rules (skipped lists, platform names,
// titles, years, publishers), one row per parent <software> with its clones folded in, merging across
// lists, the sort order and the field order of a written row.

export const SKIPPED_LISTS = new Set([
  "abc800_hdd",
  "acrnsys_rom",
  "alphasmart_kapps",
  "altos5",
  "altos8600",
  "amiga_a1000",
  "amiga_a3000",
  "amiga_apps",
  "amiga_demos",
  "amiga_hdd",
  "archimedes_hdd",
  "archimedes_rom",
  "atom_rom",
  "bbc_flop_hybrid",
  "bbc_hdd",
  "einstein_rom",
  "gba_ereader",
  "gimix",
  "hp9k3xx_cdrom",
  "hp9k3xx_flop",
  "hp9k3xx_hdd",
  "hyperscan_card",
  "ibm5150_hdd",
  "ibm5170_hdd",
  "interpro",
  "jazz",
  "kpython2",
  "lanteach",
  "lantrans",
  "mac_hdd",
  "mt65_rom",
  "mtx_hdd",
  "next_cdrom",
  "next_hdd",
  "pb2000c",
  "pc1512_hdd",
  "pc1640_hdd",
  "pet_hdd",
  "r8_card",
  "roland_tnsc1",
  "sgi_mips",
  "sgi_mips_hdd",
  "u110_card",
  "v1050_hdd",
  "vgmplay",
  "x07_card",
]);

const MEDIA_SUFFIX_RE = new RegExp(
  "\\s*\\b(?:(?:cleanly cracked|miscellaneous|original)\\s+)?(?:" +
    [
      "floppy disk images",
      "floppy images",
      "floppy disks",
      "floppy discs",
      "disk images",
      "disc images",
      "cd-rom images",
      "snapshot images",
      "cartridge tapes",
      "tapes/cartridges",
      "smartmedia cards",
      "memory packs",
      "cd-roms",
      "gd-roms",
      "dvd-roms",
      "cartridges",
      "cassettes",
      "cassetes",
      "cassette",
      "diskettes",
      "floppies",
      "disks",
      "discs",
      "roms",
      "modules",
      "quickloads",
      "quickload",
      "snapshots",
      "images",
      "cards",
    ]
      .map((w) => w.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&"))
      .join("|") +
    ")$",
  "i",
);

/** "Sony Playstation CD-ROMs" -> "Sony Playstation" */
function platformName(listDescription) {
  const s = listDescription
    .trim()
    .replace(MEDIA_SUFFIX_RE, "")
    .replace(/[\s-]+$/, "");
  return s || listDescription.trim();
}

/** Remove one trailing "(...)" or "[...]" group (brackets may nest). Returns null when there is none. */
function stripTrailingGroup(t) {
  const s = t.trimEnd();
  const close = s[s.length - 1];
  if (close !== ")" && close !== "]") return null;
  const open = close === ")" ? "(" : "[";
  let depth = 0;
  for (let i = s.length - 1; i >= 0; i--) {
    if (s[i] === close) depth++;
    else if (s[i] === open && --depth === 0) return s.slice(0, i).trimEnd();
  }
  return null;
}

const VERSION_SUFFIX_RE = /\s-\s(?:release|version|ver\.?|rev\.?)\s*\S+$/i;

/** Description minus trailing region/version groups: "(USA)", "(Japan, Rev 1)", "[a]", " - Release 1" ... */
export function cleanTitle(description) {
  let t = description.trim();
  for (;;) {
    const u = stripTrailingGroup(t);
    if (u === null || u === "") break;
    t = u;
  }
  const v = t.replace(VERSION_SUFFIX_RE, "");
  return v || t;
}

/** Sort/merge key: ASCII-folded, lowercase, leading article dropped, punctuation and spaces removed. */
function normTitle(title) {
  let s = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  s = s.replace(/^(?:the|a|an)\s+/, "").replace(/&/g, " and ");
  const n = s.replace(/[^a-z0-9]+/g, "");
  return n;
}

/** "1985", "1985?" -> 1985; "198?", "19??", "????" -> null */
export function parseYear(y) {
  const m = /^\s*(\d{4})\??\s*$/.exec(y || "");
  return m ? Number(m[1]) : null;
}

const UNLICENSED = new Set(["<unlicensed>", "<pirate>", "<bootleg>"]);
function isPlaceholder(p) {
  return p.startsWith("<");
}
function splitPublisher(p) {
  return (p || "")
    .split(" / ")
    .map((x) => x.trim())
    .filter((x) => x && !isPlaceholder(x));
}

function pushUnique(arr, v) {
  if (v && !arr.includes(v)) arr.push(v);
}

/** Build one row from a parent and its clones (same list). */
function buildRow(listName, platform, parent, clones) {
  const entries = [parent, ...clones];
  const title = cleanTitle(parent.description) || parent.name;
  const row = {
    id: `mame:${listName}:${parent.name}`,
    title,
    year: null,
    platforms: [platform],
    genres: [],
    developers: [],
    publishers: [],
    alt_titles: [],
    platform_ids: [listName],
    source_ids: [`mame:${listName}:${parent.name}`],
    variants: entries.length,
  };
  let homebrew = false;
  let unlicensed = false;
  const altInfo = [];
  const devs = [];
  const authors = [];
  for (const e of entries) {
    const pub = e.publisher.trim();
    const isParent = e === parent;
    const bad = UNLICENSED.has(pub.toLowerCase());
    if (isParent) {
      if (pub.toLowerCase() === "<homebrew>") homebrew = true;
      if (bad) unlicensed = true;
    }
    for (const [k, v] of e.info) {
      if (k === "alt_title") altInfo.push(v);
      else if (k === "developer") devs.push(v.trim());
      else if (k === "author") authors.push(v.trim());
    }
    // clones count only when they name a real publisher (not <unknown>, <pirate>, <doujin>...)
    if (!isParent && !splitPublisher(pub).length) continue;
    const y = parseYear(e.year);
    if (y !== null && (row.year === null || y < row.year)) row.year = y;
    for (const p of splitPublisher(pub)) pushUnique(row.publishers, p);
    if (!isParent) {
      const ct = cleanTitle(e.description);
      if (ct !== title) pushUnique(row.alt_titles, ct);
    }
  }
  for (const a of altInfo) if (a !== title) pushUnique(row.alt_titles, a);
  for (const d of devs.length ? devs : authors) for (const x of splitPublisher(d)) pushUnique(row.developers, x);
  if (homebrew) row.homebrew = true;
  if (unlicensed) row.unlicensed = true;
  // internal, not written out: the Amstrad CPC disk list tags utilities in the description
  if (/\[UTILITAIRE\]/.test(parent.description)) row._utilTag = true;
  return row;
}

/** Rows (one per parent entry) from parsed lists, skipping SKIPPED_LISTS. */
export function buildRows(lists) {
  const rows = [];
  for (const list of lists) {
    if (SKIPPED_LISTS.has(list.name)) continue;
    const platform = platformName(list.description || list.name);
    const clones = new Map();
    for (const s of list.software) {
      if (s.cloneof) {
        if (!clones.has(s.cloneof)) clones.set(s.cloneof, []);
        clones.get(s.cloneof).push(s);
      }
    }
    const names = new Set(list.software.map((s) => s.name));
    for (const s of list.software) {
      if (s.cloneof && names.has(s.cloneof)) continue;
      rows.push(buildRow(list.name, platform, s, clones.get(s.name) || []));
    }
  }
  return rows;
}

/**
 * Merge rows from different (or the same) lists when normalised title, year and normalised first publisher agree.
 * The merged row keeps the alphabetically first id and its title; list-valued fields are concatenated in id order.
 */
export function mergeRows(rows) {
  const groups = new Map();
  const out = [];
  for (const r of rows) {
    const nt = normTitle(r.title);
    // never merged: no year, no publisher, or a title with no ASCII letters/digits (e.g. only kana)
    if (r.year === null || !r.publishers.length || !nt) {
      out.push(r);
      continue;
    }
    const key = `${nt}\u0000${r.year}\u0000${normTitle(r.publishers[0])}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(r);
  }
  let merges = 0; // rows produced by merging two or more list rows
  let folded = 0; // list rows that disappeared into another one
  for (const g of groups.values()) {
    if (g.length === 1) {
      out.push(g[0]);
      continue;
    }
    merges++;
    folded += g.length - 1;
    g.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const m = { ...g[0], platforms: [], developers: [], publishers: [], alt_titles: [], platform_ids: [], source_ids: [], variants: 0 };
    delete m.homebrew;
    delete m.unlicensed;
    delete m._utilTag;
    for (const r of g) {
      for (const k of ["platforms", "developers", "publishers", "alt_titles", "platform_ids", "source_ids"]) for (const v of r[k]) pushUnique(m[k], v);
      m.variants += r.variants;
      if (r.homebrew) m.homebrew = true;
      if (r.unlicensed) m.unlicensed = true;
      if (r._utilTag) m._utilTag = true;
    }
    out.push(m);
  }
  for (const r of out) r.alt_titles = r.alt_titles.slice(0, 10);
  return { rows: out, merges, folded };
}

/** Sort by normalised title, then year (unknown first), then id. */
export function sortRows(rows) {
  const keyed = rows.map((r) => [normTitle(r.title) || r.title.toLowerCase(), r.year ?? -1, r.id, r]);
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0)));
  return keyed.map((k) => k[3]);
}

/** The row as written: the documented field order, optional flags only when true, internal fields dropped. */
export function orderRow(r) {
  const o = {
    id: r.id,
    title: r.title,
    year: r.year,
    platforms: r.platforms,
    genres: r.genres,
    developers: r.developers,
    publishers: r.publishers,
    alt_titles: r.alt_titles,
    platform_ids: r.platform_ids,
    source_ids: r.source_ids,
    variants: r.variants,
  };
  if (r.homebrew) o.homebrew = true;
  if (r.unlicensed) o.unlicensed = true;
  if (r.nongame) o.nongame = true;
  return o;
}
