// The "nongame" heuristic: `"nongame": true` marks rows that are probably not games.
// It is a deliberately conservative guess that a row is not a game
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

/** Lists whose media are (almost) never games: system/option ROMs, OS and co-processor discs, calculators,
 * organisers, speech/e-book readers, video/audio carriers. A row is flagged when all of its lists are here. */
const NONGAME_LISTS = new Set([
  // system software, hardware set-up and option/function ROMs
  "amiga_workbench",
  "amiga_hardware",
  "e01_flop",
  "ibm6580",
  "c128_rom",
  "pet_rom",
  "hp85_rom",
  "hp86_rom",
  "hp9825_rom",
  "hp9831_rom",
  "hp9835a_rom",
  "hp9845a_rom",
  "hp9845b_rom",
  "hp_ipc_rom",
  "hx20_rom",
  "tandy200",
  "trsm100",
  "pc8201",
  "sdk85",
  "z80clock",
  "mpf1_rom",
  "triton_rom",
  "cgenie_flop_rom",
  // BBC Micro second-processor discs (operating systems, languages, office software)
  "bbc_flop_32016",
  "bbc_flop_6502",
  "bbc_flop_68000",
  "bbc_flop_80186",
  "bbc_flop_arm",
  "bbc_flop_torch",
  "bbc_flop_z80",
  // organisers, calculators and pocket computers' application packs
  "psion2",
  "wizard_cart",
  "pofo",
  "ti74_cart",
  "ti95_cart",
  "cc40_cart",
  // music/video carriers and speech modules
  "midi_flop",
  "casio_rompack",
  "sat_vccart",
  "snes_vkun",
  "sprachmg",
  // talking learning aids and electronic story books
  "snspell",
  "snread",
  "tntell",
  "pi_storyreader_cart",
  "pi_storyreader_v2_cart",
  "vtech_storio_cart",
  "leapfrog_leappad_cart",
  "leapfrog_ltleappad_cart",
  "leapfrog_mfleappad_cart",
]);

/** A title with one of these words is never flagged: it says it is (or holds) a game. */
const GAME_HINT_RE = /\b(?:games?|spiele?|jeux|juegos|jogos|puzzles?|adventures?|quiz)\b/i;

/** Titles with one of these are known false positives of the word rules below. */
const NONGAME_EXCEPTIONS_RE = /\bFull Metal Forth\b|\bscience[- ]fiction\b/i;

/** Word rules on the title. Each entry: [category, regex]. Case-insensitive unless written otherwise. */
const NONGAME_TITLE_RULES = [
  // utilities and system software
  ["utility", /\butil(?:s|ity|ities|itaires?|idad(?:es)?)\b/i],
  ["utility", /\b(?:tool ?kit|toolbox|disassembl(?:er|y)|debugger|compiler|interpreter|diagnostics?|formatter|benchmark|copier|kermit)\b/i],
  ["utility", /\b(?:dis[ck]|file|tape|fast|back[- ]?up|nibble)[- ]?cop(?:y|ier)\b|\bbackup\b|\bdis[ck] ?doctor\b/i],
  ["utility", /\bself[- ]?test\b|\btest[- ]?(?:cart(?:ridge)?|dis[ck]s?|program|rom|tape|suite|software)\b|\btest ?\/ ?demo\b|\bram[- ]test\b/i],
  ["utility", /\boperating system\b|\bsystem (?:dis[ck]s?|diskettes?|master|software|utilities|tapes?)\b|\bCP\/M\b|\bworkbench\b/i],
  ["utility", /\b(?:MS|PC|DR|TR|Pro|Amiga|Apple|Disk|Disc|Dragon|Colou?r|Super|Uni|Graduate|TS|Key|Ram|Turbo|Net)[- ]?DOS\b|\bDOS (?:v?\d|plus)/i],
  ["utility", /\b(?:printer|mouse|dis[ck]|device|screen|video|sound|joystick)[- ]drivers?\b|\bprinter buffer\b|\bram ?dis[ck]\b/i],
  ["utility", /\b(?:setup|install(?:ation)?|boot|startup|master|support|program|utility) dis[ck](?:s|ette)?\b/i],
  ["utility", /\bmonitor\b|\bterminal (?:program|emulat\w*|software|package)\b|\bmodem\b/i],
  // programming languages and development tools
  ["programming", /\bBASIC\b/], // upper case only: "Basic" is also an ordinary word in game titles
  [
    "programming",
    /\b(?:Extended|Disk|Microsoft|Business|Beta|Level II|Standard|Structured|Colou?r|Laser|Mega) Basic\b|\bBasic (?:Compiler|Tutor(?:ial)?|Programming|Course|Extension|Interpreter|Programs|Toolkit|v\d)/,
  ],
  ["programming", /\b(?:pascal|cobol|fortran|prolog|lisp|(?:fig-?)?forth|logo|algol|bcpl|modula-?2|smalltalk|apl)\b/i],
  [
    "programming",
    /\b(?:assembler|assembly language|machine (?:code|language)|programming|programmer'?s|devpac|languages?|development (?:system|package|kit|pack|dis[ck]s?))\b/i,
  ],
  // applications
  ["application", /\bword ?process(?:or|ing)\b|\btext ?(?:editor|processor)\b|\btraitement de texte\b|\bprocesador de textos?\b|\btextverarbeitung\b/i],
  [
    "application",
    /\b(?:wordstar|wordperfect|wordwise|tasword|protext|scripsit|mini office|multiplan|visicalc|supercalc|dbase(?:-?ii+)?|appleworks|paperclip|wordcraft|print ?shop|print ?master)\b/i,
  ],
  [
    "application",
    /\bspread ?sheets?\b|\bdata ?bases?\b|\bbase de datos\b|\bdatenbank\b|\bfiling system\b|\bcard ?file\b|\bmail(?:ing list| ?merge)\b|\baddress book\b|\bcalendar\b|\borgani[sz]er\b/i,
  ],
  [
    "application",
    /\baccount(?:s|ing|ancy|ant)?\b|\bledger\b|\bpayroll\b|\binvoic(?:e|es|ing)\b|\bbook-?keeping\b|\bstock control\b|\bhome (?:budget|finance|manager)\b|\bexpense manager\b|\bcalculator\b|\bstatistics\b/i,
  ],
  [
    "application",
    /\b(?:paint|draw|art|graphics?|sprite|font|character|screen|icon|sound|music|level|map|picture|image)[- ]?(?:editor|designer|generator|maker|creator|studio|composer|processor|sequencer|sampler|system|package|utility)\b/i,
  ],
  ["application", /\bdesktop publishing\b|\btypesetter\b|\blabel (?:maker|printer)\b|\bhoroscope\b|\bastrolog|\bbiorhythms?\b/i],
  // demos, slide shows and disk/tape magazines
  [
    "demo",
    /\bdemo ?(?:dis[ck]s?|tape|collection)\b|\bmega-?demo\b|\bdemonstration (?:dis[ck]|program|tape)\b|\b(?:tech|sales|dealer|system) demo\b|\bslide ?show\b|\bpicture (?:dis[ck]|show)\b|\bmusic ?dis[ck]\b|\bintro ?dis[ck]\b/i,
  ],
  ["magazine", /\b(?:dis[ck]|tape|cassette)[- ]?(?:magazine|mag|zine)\b|\bdiskmag\b|\bmagazine?\b|\bfanzine\b|\bnewsletter\b/i],
  // education
  ["educational", /\btutor(?:s|ial|ials)?\b|\bteach(?:es|ing)?\b|\btyping\b|\blearn(?:s|ing)?\b|\bmorse\b|\bpre-?school\b/i],
  [
    "educational",
    /\bmaths?\b|\bmathemati|\b(?:spelling|arithmetic|algebra|geometry|trigonometry|calculus|fractions?|decimals|grammar|vocabulary|phonics|alphabet|punctuation|multiplication|subtraction|counting|reading)\b/i,
  ],
  [
    "educational",
    /\b(?:science|physics|chemistry|biology|o[- ]?level|gcse|revision)\b|\b(?:curso|cours) d[e']|\bcourse in\b|\b(?:conversion|language|english|french|german|spanish|italian) course\b|\b\w*kurs\b/i,
  ],
];

function partIsNongame(part) {
  for (const [cat, re] of NONGAME_TITLE_RULES) if (re.test(part)) return cat;
  return null;
}

/**
 * Decide whether a (merged) row is probably not a game. Returns the reason or null.
 * taggedUtility: a parent description carried the cpc_flop tag "[UTILITAIRE]".
 */
function nongameReason(row, taggedUtility = false) {
  const t = row.title;
  if (GAME_HINT_RE.test(t) || NONGAME_EXCEPTIONS_RE.test(t)) return null;
  if (row.platform_ids.every((l) => NONGAME_LISTS.has(l))) return "list";
  if (taggedUtility) return "tag";
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
