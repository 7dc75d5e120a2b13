// WIP

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
