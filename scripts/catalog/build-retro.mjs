#!/usr/bin/env node
// Build Savepoint's offline retro catalog from MAME's software lists (CC0-1.0).
//
//   node scripts/catalog/build-retro.mjs [--hash-dir <dir>] [--out prisma/catalog/retro.jsonl.gz]
//                                        [--compare <reference.jsonl[.gz]>] [--keep-temp]
//
// Data: MAME "software lists" (hash/*.xml), licence CC0-1.0, credit "MAME software lists (CC0)".
// Without --hash-dir the script fetches Debian's `mame-data` package itself (`apt-get download mame-data`,
// running `apt-get update` once if that fails), unpacks it with `dpkg-deb -x` into a temporary directory and
// reads usr/share/games/mame/hash/*.xml. Node 20 built-ins only; the XML tokenizer below is hand-written.
//
// Rows follow shared/catalog/README.md ("MAME software lists, normalised"): one row per parent <software>
// with its clones folded in, 46 non-game lists skipped, titles cleaned of trailing "(USA)", "[a]", " - Release 1"...,
// rows merged across lists by normalised title + year + normalised first publisher, at most 10 alt_titles,
// sorted by normalised title, year (unknown first), id. Output: gzip'd JSON Lines.
//
// Extra field `"nongame": true` -- a deliberately conservative guess that a row is not a game
// (utility, OS/system disk, programming language, office application, educational title, disk magazine,
// demo/music/slide-show disk). MAME has no such flag, so the rule is:
//   1. A title that says it holds games is never flagged: words "game(s)", "Spiel(e)", "jeux", "juegos",
//      "jogos", "puzzle(s)", "adventure(s)", "quiz" (so "Math Games" or "BASIC Games #3" stay games), and a few
//      known false positives ("Mad Stalker Full Metal Forth", "... Science Fiction ...") are exempt.
//   2. Rows whose lists are ALL in NONGAME_LISTS are flagged: option/function ROMs, Amiga Workbench and hardware
//      disks, BBC co-processor discs, Psion/Wizard/Portfolio/TI calculator packs, MIDI/VideoCD/audio carriers,
//      Speak & Spell-type modules and electronic story books (Story Reader, LeapPad, Storio).
//   3. Amstrad CPC disk entries that MAME itself tags "[UTILITAIRE]" in the parent's description are flagged.
//   4. Otherwise the title is matched against NONGAME_TITLE_RULES, word-bounded: "Utilities", "Toolkit",
//      "Disassembler", "Compiler", "Diagnostic", "Test Cartridge", "System Disk", "CP/M", "MS-DOS", "Monitor",
//      "BASIC" (upper case only), "Pascal", "Forth", "Logo", "Assembler", "Programming", "Word Processor",
//      "Spreadsheet", "Database", "Accounts", "Calculator", "Sprite/Font/Music Editor", "Art Studio",
//      "Demo Disk", "Slide Show", "Music Disk", "Disk Magazine", "Magazine", "Newsletter", "Tutor(ial)",
//      "Teaches", "Typing", "Learn(ing)", "Math(s)", "Spelling", "Fractions", "Grammar", "Phonics", "Reading",
//      "Science", "O Level", "... Course", "Morse" and a few more (see the table). Compilations
//      ("A & B & C", "A / B", "A + B") are flagged only when EVERY part matches, so a disk with a utility
//      and a game stays a game. Playable game demos ("(Demo)") are not flagged: only demo *disks* are.
// Expect false negatives (plenty of utilities have plain names) rather than false positives. Educational
// titles are flagged even when they are games for children ("Donkey Kong Jr. Math"), as the project asked.
//
// The script exports its pieces (parseXml, parseSoftwareList, cleanTitle, ...) for tests; it only runs when
// executed directly.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

// ---------------------------------------------------------------------------------------------------------------
// XML tokenizer
// ---------------------------------------------------------------------------------------------------------------

const NAMED_ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY_RE = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z_][A-Za-z0-9._-]*);/g;

/** Decode the five predefined XML entities and numeric character references. Unknown entities are kept verbatim. */
export function decodeEntities(s) {
  if (s.indexOf('&') === -1) return s;
  return s.replace(ENTITY_RE, (whole, ref) => {
    if (ref.charCodeAt(0) === 35 /* # */) {
      const hex = ref[1] === 'x' || ref[1] === 'X';
      const cp = hex ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(cp) || cp < 1 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return whole;
      return String.fromCodePoint(cp);
    }
    const v = NAMED_ENTITIES[ref];
    return v === undefined ? whole : v;
  });
}

function xmlError(msg, xml, pos, source) {
  const line = xml.slice(0, pos).split('\n').length;
  return new Error(`${source || 'xml'}:${line}: ${msg}`);
}

function isNameEnd(c) {
  // whitespace, '/', '>', '='
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62 || c === 61;
}
function isSpace(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * Minimal non-validating XML tokenizer for well-formed documents.
 * Calls handler.open(name, attrs, selfClosing), handler.close(name) and handler.text(decodedText).
 * Comments, processing instructions and the DOCTYPE are skipped; CDATA sections are passed as text.
 * Throws on malformed markup or mismatched tags.
 */
export function parseXml(xml, handler, source) {
  const n = xml.length;
  const stack = [];
  let i = 0;
  if (xml.charCodeAt(0) === 0xfeff) i = 1; // BOM
  while (i < n) {
    const lt = xml.indexOf('<', i);
    if (lt === -1) {
      if (xml.slice(i).trim() !== '') handler.text(decodeEntities(xml.slice(i)));
      break;
    }
    if (lt > i && stack.length) handler.text(decodeEntities(xml.slice(i, lt)));
    const c = xml.charCodeAt(lt + 1);
    if (c === 33 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        const end = xml.indexOf('-->', lt + 4);
        if (end === -1) throw xmlError('unterminated comment', xml, lt, source);
        i = end + 3;
      } else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        if (end === -1) throw xmlError('unterminated CDATA section', xml, lt, source);
        if (stack.length) handler.text(xml.slice(lt + 9, end));
        i = end + 3;
      } else {
        // <!DOCTYPE ...> possibly with an internal subset in [...]; honour quotes and brackets.
        let j = lt + 2;
        let depth = 0;
        let quote = 0;
        for (; j < n; j++) {
          const d = xml.charCodeAt(j);
          if (quote) {
            if (d === quote) quote = 0;
          } else if (d === 34 || d === 39) quote = d;
          else if (d === 91) depth++;
          else if (d === 93) depth--;
          else if (d === 62 && depth <= 0) break;
        }
        if (j >= n) throw xmlError('unterminated declaration', xml, lt, source);
        i = j + 1;
      }
    } else if (c === 63 /* ? */) {
      const end = xml.indexOf('?>', lt + 2);
      if (end === -1) throw xmlError('unterminated processing instruction', xml, lt, source);
      i = end + 2;
    } else if (c === 47 /* / */) {
      const end = xml.indexOf('>', lt + 2);
      if (end === -1) throw xmlError('unterminated end tag', xml, lt, source);
      const name = xml.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (open !== name) throw xmlError(`end tag </${name}> does not match <${open}>`, xml, lt, source);
      handler.close(name);
      i = end + 1;
    } else {
      let j = lt + 1;
      while (j < n && !isNameEnd(xml.charCodeAt(j))) j++;
      const name = xml.slice(lt + 1, j);
      if (!name) throw xmlError('empty tag name', xml, lt, source);
      const attrs = {};
      let selfClosing = false;
      for (;;) {
        while (j < n && isSpace(xml.charCodeAt(j))) j++;
        if (j >= n) throw xmlError('unterminated start tag', xml, lt, source);
        const d = xml.charCodeAt(j);
        if (d === 62 /* > */) {
          j++;
          break;
        }
        if (d === 47 /* / */) {
          if (xml.charCodeAt(j + 1) !== 62) throw xmlError('bad "/" in tag', xml, j, source);
          selfClosing = true;
          j += 2;
          break;
        }
        const a0 = j;
        while (j < n && !isNameEnd(xml.charCodeAt(j))) j++;
        const aname = xml.slice(a0, j);
        while (j < n && isSpace(xml.charCodeAt(j))) j++;
        if (!aname || xml.charCodeAt(j) !== 61 /* = */) throw xmlError(`bad attribute in <${name}>`, xml, j, source);
        j++;
        while (j < n && isSpace(xml.charCodeAt(j))) j++;
        const q = xml.charCodeAt(j);
        if (q !== 34 && q !== 39) throw xmlError(`unquoted attribute value in <${name}>`, xml, j, source);
        const vend = xml.indexOf(q === 34 ? '"' : "'", j + 1);
        if (vend === -1) throw xmlError('unterminated attribute value', xml, j, source);
        // attribute-value normalisation: literal tab/CR/LF become spaces (references are kept)
        attrs[aname] = decodeEntities(xml.slice(j + 1, vend).replace(/[\t\n\r]/g, ' '));
        j = vend + 1;
      }
      if (!selfClosing) stack.push(name);
      handler.open(name, attrs, selfClosing);
      if (selfClosing) handler.close(name);
      i = j;
    }
  }
  if (stack.length) throw xmlError(`unclosed <${stack[stack.length - 1]}>`, xml, n, source);
}

/**
 * Parse one MAME software list. Returns { name, description, software: [...] } where each software is
 * { name, cloneof, supported, description, year, publisher, info: [[name, value], ...], sharedfeat: [[name, value], ...] }.
 */
export function parseSoftwareList(xml, source) {
  const list = { name: null, description: null, software: [] };
  const path = [];
  let sw = null;
  let textTarget = null; // 'description' | 'year' | 'publisher'
  let buf = '';
  parseXml(
    xml,
    {
      open(name, attrs) {
        const parent = path[path.length - 1];
        path.push(name);
        if (name === 'softwarelist' && path.length === 1) {
          list.name = attrs.name ?? null;
          list.description = attrs.description ?? null;
        } else if (name === 'software' && parent === 'softwarelist') {
          sw = {
            name: attrs.name,
            cloneof: attrs.cloneof ?? null,
            supported: attrs.supported ?? 'yes',
            description: '',
            year: '',
            publisher: '',
            info: [],
            sharedfeat: [],
          };
        } else if (sw && parent === 'software') {
          if (name === 'description' || name === 'year' || name === 'publisher') {
            textTarget = name;
            buf = '';
          } else if (name === 'info') sw.info.push([attrs.name ?? '', attrs.value ?? '']);
          else if (name === 'sharedfeat') sw.sharedfeat.push([attrs.name ?? '', attrs.value ?? '']);
        }
      },
      close(name) {
        path.pop();
        if (textTarget && name === textTarget && path[path.length - 1] === 'software') {
          sw[textTarget] = buf.trim();
          textTarget = null;
        } else if (name === 'software' && sw && path.length === 1) {
          list.software.push(sw);
          sw = null;
        }
      },
      text(t) {
        if (textTarget) buf += t;
      },
    },
    source,
  );
  if (!list.name) throw new Error(`${source || 'xml'}: no <softwarelist name="...">`);
  return list;
}

// ---------------------------------------------------------------------------------------------------------------
// Normalisation rules
// ---------------------------------------------------------------------------------------------------------------

export const SKIPPED_LISTS = new Set([
  'abc800_hdd', 'acrnsys_rom', 'alphasmart_kapps', 'altos5', 'altos8600', 'amiga_a1000', 'amiga_a3000', 'amiga_apps',
  'amiga_demos', 'amiga_hdd', 'archimedes_hdd', 'archimedes_rom', 'atom_rom', 'bbc_flop_hybrid', 'bbc_hdd', 'einstein_rom',
  'gba_ereader', 'gimix', 'hp9k3xx_cdrom', 'hp9k3xx_flop', 'hp9k3xx_hdd', 'hyperscan_card', 'ibm5150_hdd', 'ibm5170_hdd',
  'interpro', 'jazz', 'kpython2', 'lanteach', 'lantrans', 'mac_hdd', 'mt65_rom', 'mtx_hdd', 'next_cdrom', 'next_hdd',
  'pb2000c', 'pc1512_hdd', 'pc1640_hdd', 'pet_hdd', 'r8_card', 'roland_tnsc1', 'sgi_mips', 'sgi_mips_hdd', 'u110_card',
  'v1050_hdd', 'vgmplay', 'x07_card',
]);

const MEDIA_SUFFIX_RE = new RegExp(
  '\\s*\\b(?:(?:cleanly cracked|miscellaneous|original)\\s+)?(?:' +
    [
      'floppy disk images', 'floppy images', 'floppy disks', 'floppy discs', 'disk images', 'disc images', 'cd-rom images',
      'snapshot images', 'cartridge tapes', 'tapes/cartridges', 'smartmedia cards', 'memory packs', 'cd-roms', 'gd-roms',
      'dvd-roms', 'cartridges', 'cassettes', 'cassetes', 'cassette', 'diskettes', 'floppies', 'disks', 'discs', 'roms',
      'modules', 'quickloads', 'quickload', 'snapshots', 'images', 'cards',
    ]
      .map((w) => w.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
      .join('|') +
    ')$',
  'i',
);

/** "Sony Playstation CD-ROMs" -> "Sony Playstation" */
export function platformName(listDescription) {
  const s = listDescription.trim().replace(MEDIA_SUFFIX_RE, '').replace(/[\s-]+$/, '');
  return s || listDescription.trim();
}

/** Remove one trailing "(...)" or "[...]" group (brackets may nest). Returns null when there is none. */
function stripTrailingGroup(t) {
  const s = t.trimEnd();
  const close = s[s.length - 1];
  if (close !== ')' && close !== ']') return null;
  const open = close === ')' ? '(' : '[';
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
    if (u === null || u === '') break;
    t = u;
  }
  const v = t.replace(VERSION_SUFFIX_RE, '');
  return v || t;
}

/** Sort/merge key: ASCII-folded, lowercase, leading article dropped, punctuation and spaces removed. */
export function normTitle(title) {
  let s = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  s = s.replace(/^(?:the|a|an)\s+/, '').replace(/&/g, ' and ');
  const n = s.replace(/[^a-z0-9]+/g, '');
  return n;
}

/** "1985", "1985?" -> 1985; "198?", "19??", "????" -> null */
export function parseYear(y) {
  const m = /^\s*(\d{4})\??\s*$/.exec(y || '');
  return m ? Number(m[1]) : null;
}

const UNLICENSED = new Set(['<unlicensed>', '<pirate>', '<bootleg>']);
function isPlaceholder(p) {
  return p.startsWith('<');
}
function splitPublisher(p) {
  return (p || '')
    .split(' / ')
    .map((x) => x.trim())
    .filter((x) => x && !isPlaceholder(x));
}

function pushUnique(arr, v) {
  if (v && !arr.includes(v)) arr.push(v);
}

/** Build one row from a parent and its clones (same list). */
export function buildRow(listName, platform, parent, clones) {
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
      if (pub.toLowerCase() === '<homebrew>') homebrew = true;
      if (bad) unlicensed = true;
    }
    for (const [k, v] of e.info) {
      if (k === 'alt_title') altInfo.push(v);
      else if (k === 'developer') devs.push(v.trim());
      else if (k === 'author') authors.push(v.trim());
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
      for (const k of ['platforms', 'developers', 'publishers', 'alt_titles', 'platform_ids', 'source_ids']) for (const v of r[k]) pushUnique(m[k], v);
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

// ---------------------------------------------------------------------------------------------------------------
// "nongame" heuristic (see the comment at the top of the file)
// ---------------------------------------------------------------------------------------------------------------

/** Lists whose media are (almost) never games: system/option ROMs, OS and co-processor discs, calculators,
 * organisers, speech/e-book readers, video/audio carriers. A row is flagged when all of its lists are here. */
export const NONGAME_LISTS = new Set([
  // system software, hardware set-up and option/function ROMs
  'amiga_workbench', 'amiga_hardware', 'e01_flop', 'ibm6580', 'c128_rom', 'pet_rom', 'hp85_rom', 'hp86_rom', 'hp9825_rom',
  'hp9831_rom', 'hp9835a_rom', 'hp9845a_rom', 'hp9845b_rom', 'hp_ipc_rom', 'hx20_rom', 'tandy200', 'trsm100', 'pc8201',
  'sdk85', 'z80clock', 'mpf1_rom', 'triton_rom', 'cgenie_flop_rom',
  // BBC Micro second-processor discs (operating systems, languages, office software)
  'bbc_flop_32016', 'bbc_flop_6502', 'bbc_flop_68000', 'bbc_flop_80186', 'bbc_flop_arm', 'bbc_flop_torch', 'bbc_flop_z80',
  // organisers, calculators and pocket computers' application packs
  'psion2', 'wizard_cart', 'pofo', 'ti74_cart', 'ti95_cart', 'cc40_cart',
  // music/video carriers and speech modules
  'midi_flop', 'casio_rompack', 'sat_vccart', 'snes_vkun', 'sprachmg',
  // talking learning aids and electronic story books
  'snspell', 'snread', 'tntell', 'pi_storyreader_cart', 'pi_storyreader_v2_cart', 'vtech_storio_cart',
  'leapfrog_leappad_cart', 'leapfrog_ltleappad_cart', 'leapfrog_mfleappad_cart',
]);

/** A title with one of these words is never flagged: it says it is (or holds) a game. */
const GAME_HINT_RE = /\b(?:games?|spiele?|jeux|juegos|jogos|puzzles?|adventures?|quiz)\b/i;

/** Titles with one of these are known false positives of the word rules below. */
const NONGAME_EXCEPTIONS_RE = /\bFull Metal Forth\b|\bscience[- ]fiction\b/i;

/** Word rules on the title. Each entry: [category, regex]. Case-insensitive unless written otherwise. */
export const NONGAME_TITLE_RULES = [
  // utilities and system software
  ['utility', /\butil(?:s|ity|ities|itaires?|idad(?:es)?)\b/i],
  ['utility', /\b(?:tool ?kit|toolbox|disassembl(?:er|y)|debugger|compiler|interpreter|diagnostics?|formatter|benchmark|copier|kermit)\b/i],
  ['utility', /\b(?:dis[ck]|file|tape|fast|back[- ]?up|nibble)[- ]?cop(?:y|ier)\b|\bbackup\b|\bdis[ck] ?doctor\b/i],
  ['utility', /\bself[- ]?test\b|\btest[- ]?(?:cart(?:ridge)?|dis[ck]s?|program|rom|tape|suite|software)\b|\btest ?\/ ?demo\b|\bram[- ]test\b/i],
  ['utility', /\boperating system\b|\bsystem (?:dis[ck]s?|diskettes?|master|software|utilities|tapes?)\b|\bCP\/M\b|\bworkbench\b/i],
  ['utility', /\b(?:MS|PC|DR|TR|Pro|Amiga|Apple|Disk|Disc|Dragon|Colou?r|Super|Uni|Graduate|TS|Key|Ram|Turbo|Net)[- ]?DOS\b|\bDOS (?:v?\d|plus)/i],
  ['utility', /\b(?:printer|mouse|dis[ck]|device|screen|video|sound|joystick)[- ]drivers?\b|\bprinter buffer\b|\bram ?dis[ck]\b/i],
  ['utility', /\b(?:setup|install(?:ation)?|boot|startup|master|support|program|utility) dis[ck](?:s|ette)?\b/i],
  ['utility', /\bmonitor\b|\bterminal (?:program|emulat\w*|software|package)\b|\bmodem\b/i],
  // programming languages and development tools
  ['programming', /\bBASIC\b/], // upper case only: "Basic" is also an ordinary word in game titles
  ['programming', /\b(?:Extended|Disk|Microsoft|Business|Beta|Level II|Standard|Structured|Colou?r|Laser|Mega) Basic\b|\bBasic (?:Compiler|Tutor(?:ial)?|Programming|Course|Extension|Interpreter|Programs|Toolkit|v\d)/],
  ['programming', /\b(?:pascal|cobol|fortran|prolog|lisp|(?:fig-?)?forth|logo|algol|bcpl|modula-?2|smalltalk|apl)\b/i],
  ['programming', /\b(?:assembler|assembly language|machine (?:code|language)|programming|programmer'?s|devpac|languages?|development (?:system|package|kit|pack|dis[ck]s?))\b/i],
  // applications
  ['application', /\bword ?process(?:or|ing)\b|\btext ?(?:editor|processor)\b|\btraitement de texte\b|\bprocesador de textos?\b|\btextverarbeitung\b/i],
  ['application', /\b(?:wordstar|wordperfect|wordwise|tasword|protext|scripsit|mini office|multiplan|visicalc|supercalc|dbase(?:-?ii+)?|appleworks|paperclip|wordcraft|print ?shop|print ?master)\b/i],
  ['application', /\bspread ?sheets?\b|\bdata ?bases?\b|\bbase de datos\b|\bdatenbank\b|\bfiling system\b|\bcard ?file\b|\bmail(?:ing list| ?merge)\b|\baddress book\b|\bcalendar\b|\borgani[sz]er\b/i],
  ['application', /\baccount(?:s|ing|ancy|ant)?\b|\bledger\b|\bpayroll\b|\binvoic(?:e|es|ing)\b|\bbook-?keeping\b|\bstock control\b|\bhome (?:budget|finance|manager)\b|\bexpense manager\b|\bcalculator\b|\bstatistics\b/i],
  ['application', /\b(?:paint|draw|art|graphics?|sprite|font|character|screen|icon|sound|music|level|map|picture|image)[- ]?(?:editor|designer|generator|maker|creator|studio|composer|processor|sequencer|sampler|system|package|utility)\b/i],
  ['application', /\bdesktop publishing\b|\btypesetter\b|\blabel (?:maker|printer)\b|\bhoroscope\b|\bastrolog|\bbiorhythms?\b/i],
  // demos, slide shows and disk/tape magazines
  ['demo', /\bdemo ?(?:dis[ck]s?|tape|collection)\b|\bmega-?demo\b|\bdemonstration (?:dis[ck]|program|tape)\b|\b(?:tech|sales|dealer|system) demo\b|\bslide ?show\b|\bpicture (?:dis[ck]|show)\b|\bmusic ?dis[ck]\b|\bintro ?dis[ck]\b/i],
  ['magazine', /\b(?:dis[ck]|tape|cassette)[- ]?(?:magazine|mag|zine)\b|\bdiskmag\b|\bmagazine?\b|\bfanzine\b|\bnewsletter\b/i],
  // education
  ['educational', /\btutor(?:s|ial|ials)?\b|\bteach(?:es|ing)?\b|\btyping\b|\blearn(?:s|ing)?\b|\bmorse\b|\bpre-?school\b/i],
  ['educational', /\bmaths?\b|\bmathemati|\b(?:spelling|arithmetic|algebra|geometry|trigonometry|calculus|fractions?|decimals|grammar|vocabulary|phonics|alphabet|punctuation|multiplication|subtraction|counting|reading)\b/i],
  ['educational', /\b(?:science|physics|chemistry|biology|o[- ]?level|gcse|revision)\b|\b(?:curso|cours) d[e']|\bcourse in\b|\b(?:conversion|language|english|french|german|spanish|italian) course\b|\b\w*kurs\b/i],
];

function partIsNongame(part) {
  for (const [cat, re] of NONGAME_TITLE_RULES) if (re.test(part)) return cat;
  return null;
}

/**
 * Decide whether a (merged) row is probably not a game. Returns the reason or null.
 * taggedUtility: a parent description carried the cpc_flop tag "[UTILITAIRE]".
 */
export function nongameReason(row, taggedUtility = false) {
  const t = row.title;
  if (GAME_HINT_RE.test(t) || NONGAME_EXCEPTIONS_RE.test(t)) return null;
  if (row.platform_ids.every((l) => NONGAME_LISTS.has(l))) return 'list';
  if (taggedUtility) return 'tag';
  // compilations ("A & B & C", "A / B", "A + B"): every part must look like non-game software
  const parts = t.split(/\s+(?:&|\/|\+)\s+/).filter((x) => x.trim());
  let reason = null;
  for (const part of parts) {
    const r = partIsNongame(part);
    if (!r) return null;
    reason ||= r;
  }
  return reason;
}

/** Set row.nongame on rows the heuristic flags. Returns counts per reason. */
export function annotateNongame(rows) {
  const counts = {};
  for (const r of rows) {
    const why = nongameReason(r, !!r._utilTag);
    if (why) {
      r.nongame = true;
      counts[why] = (counts[why] || 0) + 1;
    }
  }
  return counts;
}

/** Sort by normalised title, then year (unknown first), then id. */
export function sortRows(rows) {
  const keyed = rows.map((r) => [normTitle(r.title) || r.title.toLowerCase(), r.year ?? -1, r.id, r]);
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0)));
  return keyed.map((k) => k[3]);
}

/** The row as written: README field order, optional flags only when true, internal fields dropped. */
export function orderRow(r) {
  const o = {
    id: r.id, title: r.title, year: r.year, platforms: r.platforms, genres: r.genres, developers: r.developers,
    publishers: r.publishers, alt_titles: r.alt_titles, platform_ids: r.platform_ids, source_ids: r.source_ids, variants: r.variants,
  };
  if (r.homebrew) o.homebrew = true;
  if (r.unlicensed) o.unlicensed = true;
  if (r.nongame) o.nongame = true;
  return o;
}

// ---------------------------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------------------------

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_OUT = join(REPO_ROOT, 'prisma', 'catalog', 'retro.jsonl.gz');

function parseArgs(argv) {
  const opts = { hashDir: null, out: DEFAULT_OUT, compare: null, keepTemp: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      const [k, v] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, argv[++i]];
      if (v === undefined || v === '') throw new Error(`${k} needs a value`);
      return v;
    };
    if (a === '--hash-dir' || a.startsWith('--hash-dir=')) opts.hashDir = resolve(val());
    else if (a === '--out' || a.startsWith('--out=')) opts.out = resolve(val());
    else if (a === '--compare' || a.startsWith('--compare=')) opts.compare = resolve(val());
    else if (a === '--keep-temp') opts.keepTemp = true;
    else if (a === '-h' || a === '--help') {
      console.log('usage: node scripts/catalog/build-retro.mjs [--hash-dir <dir>] [--out <file.jsonl.gz>] [--compare <ref.jsonl[.gz]>] [--keep-temp]');
      process.exit(0);
    } else throw new Error(`unknown argument: ${a}`);
  }
  return opts;
}

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** apt-get download mame-data + dpkg-deb -x into a temp dir. Returns { hashDir, tmp, version }. */
function fetchMameData() {
  const tmp = mkdtempSync(join(tmpdir(), 'savepoint-mame-'));
  const download = () => run('apt-get', ['download', 'mame-data'], tmp);
  console.log(`fetching Debian package mame-data into ${tmp}`);
  try {
    download();
  } catch (e) {
    console.log('apt-get download failed; running apt-get update and retrying');
    run('apt-get', ['update'], tmp);
    download();
  }
  const deb = readdirSync(tmp).find((f) => /^mame-data_.*\.deb$/.test(f));
  if (!deb) throw new Error('apt-get download mame-data produced no .deb');
  const version = run('dpkg-deb', ['-f', join(tmp, deb), 'Version'], tmp).trim();
  console.log(`unpacking ${deb} (${(statSync(join(tmp, deb)).size / 1e6).toFixed(1)} MB)`);
  run('dpkg-deb', ['-x', join(tmp, deb), join(tmp, 'root')], tmp);
  const hashDir = join(tmp, 'root', 'usr', 'share', 'games', 'mame', 'hash');
  if (!existsSync(hashDir)) throw new Error(`no ${hashDir} in the package`);
  return { hashDir, tmp, version };
}

function readLists(hashDir) {
  const files = readdirSync(hashDir).filter((f) => f.endsWith('.xml')).sort();
  if (!files.length) throw new Error(`no *.xml in ${hashDir}`);
  const lists = [];
  let entries = 0;
  files.forEach((f, i) => {
    const list = parseSoftwareList(readFileSync(join(hashDir, f), 'utf8'), f);
    entries += list.software.length;
    lists.push(list);
    if ((i + 1) % 100 === 0 || i + 1 === files.length) console.log(`  parsed ${i + 1}/${files.length} lists, ${entries} entries`);
  });
  return { lists, entries };
}

function decadeTable(rows) {
  const order = ['1950s-1960s', '1970s', '1980s', '1990s', '2000s', '2010s', '2020s', 'unknown'];
  const c = Object.fromEntries(order.map((k) => [k, 0]));
  for (const r of rows) {
    if (r.year === null) c.unknown++;
    else if (r.year < 1970) c['1950s-1960s']++;
    else c[`${Math.min(2020, Math.floor(r.year / 10) * 10)}s`]++;
  }
  return c;
}

function loadJsonl(file) {
  let buf = readFileSync(file);
  if (buf[0] === 0x1f && buf[1] === 0x8b) buf = gunzipSync(buf);
  return buf.toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

/** Compare our rows with a reference build of the same data (the `nongame` field is ours only and ignored). */
export function compareWithReference(mine, ref, log = console.log) {
  const M = new Map(mine.map((r) => [r.id, r]));
  const R = new Map(ref.map((r) => [r.id, r]));
  const onlyMine = mine.filter((r) => !R.has(r.id));
  const onlyRef = ref.filter((r) => !M.has(r.id));
  log(`compare: rows mine ${mine.length}, reference ${ref.length}`);
  log(`  ids only in mine: ${onlyMine.length}${onlyMine.length ? ' e.g. ' + onlyMine.slice(0, 5).map((r) => r.id).join(', ') : ''}`);
  log(`  ids only in reference: ${onlyRef.length}${onlyRef.length ? ' e.g. ' + onlyRef.slice(0, 5).map((r) => r.id).join(', ') : ''}`);
  const fields = ['title', 'year', 'platforms', 'genres', 'developers', 'publishers', 'alt_titles', 'platform_ids', 'source_ids', 'variants', 'homebrew', 'unlicensed'];
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
    const extra = Object.keys(r).filter((k) => !fields.includes(k) && k !== 'id');
    if (extra.length) (diffs['(unknown reference field)'] ||= []).push(`${r.id}: ${extra.join(',')}`);
    if (differs) rowsDiffering++;
  }
  log(`  common ids: ${mine.length - onlyMine.length}, rows with a differing field: ${rowsDiffering}`);
  for (const [f, ids] of Object.entries(diffs)) {
    log(`    ${f}: ${ids.length} e.g. ${ids.slice(0, 3).join(', ')}`);
    for (const id of ids.slice(0, 2)) log(`      ref  ${JSON.stringify(R.get(id)?.[f])}\n      mine ${JSON.stringify(M.get(id)?.[f])}`);
  }
  const refOrder = ref.filter((r) => M.has(r.id)).map((r) => r.id);
  const mineOrder = mine.filter((r) => R.has(r.id)).map((r) => r.id);
  let orderDiffs = 0;
  for (let i = 0; i < refOrder.length; i++) if (refOrder[i] !== mineOrder[i]) orderDiffs++;
  log(`  positions where the order of common ids differs: ${orderDiffs}`);
  return { onlyMine: onlyMine.length, onlyRef: onlyRef.length, rowsDiffering, fieldDiffs: Object.fromEntries(Object.entries(diffs).map(([k, v]) => [k, v.length])), orderDiffs };
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
    if (ids.size !== rows.length) throw new Error('duplicate ids');

    const text = rows.map((r) => JSON.stringify(orderRow(r))).join('\n') + '\n';
    const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
    mkdirSync(dirname(opts.out), { recursive: true });
    const tmpOut = `${opts.out}.tmp-${process.pid}`;
    writeFileSync(tmpOut, gz);
    renameSync(tmpOut, opts.out);

    const count = (k) => rows.filter((r) => r[k]).length;
    const platforms = new Set(rows.flatMap((r) => r.platforms));
    console.log('');
    console.log(`rows: ${rows.length} (from ${parentRows.length} parent entries; ${merges} merged rows absorbed ${folded} list rows)`);
    console.log(`rows with more than one platform: ${rows.filter((r) => new Set(r.platforms).size > 1).length}; distinct platforms: ${platforms.size}`);
    console.log(`nongame: ${count('nongame')} (${Object.entries(nongame).map(([k, v]) => `${k} ${v}`).join(', ')})`);
    console.log(`homebrew: ${count('homebrew')}, unlicensed: ${count('unlicensed')}`);
    console.log(`with publishers: ${rows.filter((r) => r.publishers.length).length}, with developers: ${rows.filter((r) => r.developers.length).length}`);
    console.log('rows per decade:');
    for (const [k, v] of Object.entries(decadeTable(rows))) console.log(`  ${k.padEnd(12)} ${v}`);
    console.log(`wrote ${opts.out}: ${(gz.length / 1e6).toFixed(2)} MB gzip (${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB JSON Lines)`);

    if (opts.compare) {
      console.log('');
      const mineRows = text.trimEnd().split('\n').map((l) => JSON.parse(l));
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
