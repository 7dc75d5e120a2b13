#!/usr/bin/env node
// Build Savepoint's offline retro catalog from MAME's software lists (CC0-1.0).
//
//   node scripts/catalog/build-retro.mjs [--hash-dir <dir>] [--out prisma/catalog/retro.jsonl.gz]
//                                        [--compare <reference.jsonl[.gz]>] [--keep-temp]
//
// Data: MAME "software lists" (hash/*.xml), licence CC0-1.0, credit "MAME software lists (CC0)".
// Without --hash-dir the script fetches Debian's `mame-data` package itself (`apt-get download mame-data`,
// running `apt-get update` once if that fails), unpacks it with `dpkg-deb -x` into a temporary directory and
// reads usr/share/games/mame/hash/*.xml. Node 20 built-ins only; the XML tokenizer is hand-written.
//
// Rows ("MAME software lists, normalised", as the reference build): one row per parent <software>
// with its clones folded in, 46 non-game lists skipped, titles cleaned of trailing "(USA)", "[a]", " - Release 1"...,
// rows merged across lists by normalised title + year + normalised first publisher, at most 10 alt_titles,
// sorted by normalised title, year (unknown first), id. Output: gzip'd JSON Lines.
//
// The pieces live in retro/: xml.mjs (tokenizer and list reader), rows.mjs (normalisation, merging, order),
// nongame.mjs (the "nongame" heuristic, described there) and compare.mjs (--compare).

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { compareWithReference, loadJsonl } from "./retro/compare.mjs";
import { annotateNongame } from "./retro/nongame.mjs";
import { buildRows, mergeRows, orderRow, SKIPPED_LISTS, sortRows } from "./retro/rows.mjs";
import { parseSoftwareList } from "./retro/xml.mjs";

// ---------------------------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------------------------

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const DEFAULT_OUT = join(REPO_ROOT, "prisma", "catalog", "retro.jsonl.gz");

function parseArgs(argv) {
  const opts = { hashDir: null, out: DEFAULT_OUT, compare: null, keepTemp: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      const [k, v] = a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, argv[++i]];
      if (v === undefined || v === "") throw new Error(`${k} needs a value`);
      return v;
    };
    if (a === "--hash-dir" || a.startsWith("--hash-dir=")) opts.hashDir = resolve(val());
    else if (a === "--out" || a.startsWith("--out=")) opts.out = resolve(val());
    else if (a === "--compare" || a.startsWith("--compare=")) opts.compare = resolve(val());
    else if (a === "--keep-temp") opts.keepTemp = true;
    else if (a === "-h" || a === "--help") {
      console.log("usage: node scripts/catalog/build-retro.mjs [--hash-dir <dir>] [--out <file.jsonl.gz>] [--compare <ref.jsonl[.gz]>] [--keep-temp]");
      process.exit(0);
    } else throw new Error(`unknown argument: ${a}`);
  }
  return opts;
}

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** apt-get download mame-data + dpkg-deb -x into a temp dir. Returns { hashDir, tmp, version }. */
function fetchMameData() {
  const tmp = mkdtempSync(join(tmpdir(), "savepoint-mame-"));
  const download = () => run("apt-get", ["download", "mame-data"], tmp);
  console.log(`fetching Debian package mame-data into ${tmp}`);
  try {
    download();
  } catch (e) {
    console.log("apt-get download failed; running apt-get update and retrying");
    run("apt-get", ["update"], tmp);
    download();
  }
  const deb = readdirSync(tmp).find((f) => /^mame-data_.*\.deb$/.test(f));
  if (!deb) throw new Error("apt-get download mame-data produced no .deb");
  const version = run("dpkg-deb", ["-f", join(tmp, deb), "Version"], tmp).trim();
  console.log(`unpacking ${deb} (${(statSync(join(tmp, deb)).size / 1e6).toFixed(1)} MB)`);
  run("dpkg-deb", ["-x", join(tmp, deb), join(tmp, "root")], tmp);
  const hashDir = join(tmp, "root", "usr", "share", "games", "mame", "hash");
  if (!existsSync(hashDir)) throw new Error(`no ${hashDir} in the package`);
  return { hashDir, tmp, version };
}

function readLists(hashDir) {
  const files = readdirSync(hashDir)
    .filter((f) => f.endsWith(".xml"))
    .sort();
  if (!files.length) throw new Error(`no *.xml in ${hashDir}`);
  const lists = [];
  let entries = 0;
  files.forEach((f, i) => {
    const list = parseSoftwareList(readFileSync(join(hashDir, f), "utf8"), f);
    entries += list.software.length;
    lists.push(list);
    if ((i + 1) % 100 === 0 || i + 1 === files.length) console.log(`  parsed ${i + 1}/${files.length} lists, ${entries} entries`);
  });
  return { lists, entries };
}

function decadeTable(rows) {
  const order = ["1950s-1960s", "1970s", "1980s", "1990s", "2000s", "2010s", "2020s", "unknown"];
  const c = Object.fromEntries(order.map((k) => [k, 0]));
  for (const r of rows) {
    if (r.year === null) c.unknown++;
    else if (r.year < 1970) c["1950s-1960s"]++;
    else c[`${Math.min(2020, Math.floor(r.year / 10) * 10)}s`]++;
  }
  return c;
}

async function main() {
  const t0 = Date.now();
  const opts = parseArgs(process.argv.slice(2));
  let fetched = null;
  let hashDir = opts.hashDir;
  try {
    if (!hashDir) {
      fetched = fetchMameData();
      hashDir = fetched.hashDir;
      console.log(`mame-data ${fetched.version}`);
    }
    console.log(`reading ${hashDir}`);
    const { lists, entries } = readLists(hashDir);
    const kept = lists.filter((l) => !SKIPPED_LISTS.has(l.name));
    console.log(`lists: ${lists.length} read, ${lists.length - kept.length} skipped as non-game, ${kept.length} used; ${entries} <software> entries`);

    const parentRows = buildRows(lists);
    const { rows: merged, merges, folded } = mergeRows(parentRows);
    const nongame = annotateNongame(merged);
    const rows = sortRows(merged);
    const ids = new Set(rows.map((r) => r.id));
    if (ids.size !== rows.length) throw new Error("duplicate ids");

    const text = rows.map((r) => JSON.stringify(orderRow(r))).join("\n") + "\n";
    const gz = gzipSync(Buffer.from(text, "utf8"), { level: 9 });
    mkdirSync(dirname(opts.out), { recursive: true });
    const tmpOut = `${opts.out}.tmp-${process.pid}`;
    writeFileSync(tmpOut, gz);
    renameSync(tmpOut, opts.out);

    const count = (k) => rows.filter((r) => r[k]).length;
    const platforms = new Set(rows.flatMap((r) => r.platforms));
    console.log("");
    console.log(`rows: ${rows.length} (from ${parentRows.length} parent entries; ${merges} merged rows absorbed ${folded} list rows)`);
    console.log(`rows with more than one platform: ${rows.filter((r) => new Set(r.platforms).size > 1).length}; distinct platforms: ${platforms.size}`);
    console.log(
      `nongame: ${count("nongame")} (${Object.entries(nongame)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")})`,
    );
    console.log(`homebrew: ${count("homebrew")}, unlicensed: ${count("unlicensed")}`);
    console.log(`with publishers: ${rows.filter((r) => r.publishers.length).length}, with developers: ${rows.filter((r) => r.developers.length).length}`);
    console.log("rows per decade:");
    for (const [k, v] of Object.entries(decadeTable(rows))) console.log(`  ${k.padEnd(12)} ${v}`);
    console.log(`wrote ${opts.out}: ${(gz.length / 1e6).toFixed(2)} MB gzip (${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB JSON Lines)`);

    if (opts.compare) {
      console.log("");
      const mineRows = text
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l));
      compareWithReference(mineRows, loadJsonl(opts.compare));
    }
    console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    if (fetched && !opts.keepTemp) rmSync(fetched.tmp, { recursive: true, force: true });
    else if (fetched) console.log(`kept ${fetched.tmp}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((e) => {
    console.error(`build-retro: ${e.message}`);
    process.exit(1);
  });
}
