// Savepoint's canonical platform names, and the mapping of provider spellings onto them.
// Matching is case-insensitive and ignores punctuation differences ("PS4", "ps-4", "PlayStation®4").
// A name we do not recognise is kept as the provider wrote it (trimmed).

import { PLATFORMS } from "@savepoint/common";

/** The same list the game form offers (common/src/platforms.ts). */
export const CANONICAL_PLATFORMS = PLATFORMS;

type CanonicalPlatform = (typeof CANONICAL_PLATFORMS)[number];

/** Lower-case, drop trademark signs and punctuation, squeeze spaces: "PlayStation®4" → "playstation 4". */
function normalize(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[®™©]/g, " ")
    .replace(/[._\-–—:,()]+/g, " ")
    .replace(/([a-z])(\d)/g, "$1 $2") // "playstation4" / "ps4" → "playstation 4" / "ps 4"
    .replace(/\s+/g, " ")
    .trim();
}

// Alias → canonical names. Keys are written naturally and normalized when the table is built.
const ALIASES: Record<string, readonly CanonicalPlatform[]> = {
  // PC and the desktop operating systems
  windows: ["PC"],
  "microsoft windows": ["PC"],
  "pc (microsoft windows)": ["PC"],
  "windows pc": ["PC"],
  win: ["PC"],
  linux: ["PC"],
  "gnu/linux": ["PC"],
  macos: ["PC"],
  "mac os": ["PC"],
  "mac os x": ["PC"],
  "os x": ["PC"],
  mac: ["PC"],
  macintosh: ["PC"],
  "apple macintosh": ["PC"],
  "classic macintosh": ["PC"],
  dos: ["PC"],
  "ms-dos": ["PC"],
  "pc dos": ["PC"],
  // Sony
  ps1: ["PlayStation"],
  psx: ["PlayStation"],
  psone: ["PlayStation"],
  "ps one": ["PlayStation"],
  "playstation 1": ["PlayStation"],
  "sony playstation": ["PlayStation"],
  ps2: ["PlayStation 2"],
  "sony playstation 2": ["PlayStation 2"],
  ps3: ["PlayStation 3"],
  "sony playstation 3": ["PlayStation 3"],
  ps4: ["PlayStation 4"],
  "sony playstation 4": ["PlayStation 4"],
  ps5: ["PlayStation 5"],
  "sony playstation 5": ["PlayStation 5"],
  psp: ["PlayStation Portable"],
  "ps vita": ["PlayStation Vita"],
  psvita: ["PlayStation Vita"],
  vita: ["PlayStation Vita"],
  psv: ["PlayStation Vita"],
  // Microsoft
  "original xbox": ["Xbox"],
  "microsoft xbox": ["Xbox"],
  x360: ["Xbox 360"],
  "microsoft xbox 360": ["Xbox 360"],
  xone: ["Xbox One"],
  xb1: ["Xbox One"],
  "microsoft xbox one": ["Xbox One"],
  "xbox series": ["Xbox Series X", "Xbox Series S"],
  "xbox series s/x": ["Xbox Series X", "Xbox Series S"],
  "xbox series x/s": ["Xbox Series X", "Xbox Series S"],
  "xbox series x|s": ["Xbox Series X", "Xbox Series S"],
  "xbox series x s": ["Xbox Series X", "Xbox Series S"],
  "xbox series x and series s": ["Xbox Series X", "Xbox Series S"],
  "xbox series x and xbox series s": ["Xbox Series X", "Xbox Series S"],
  "xbox series x & s": ["Xbox Series X", "Xbox Series S"],
  xsx: ["Xbox Series X"],
  // Nintendo
  switch: ["Nintendo Switch"],
  ns: ["Nintendo Switch"],
  "switch 2": ["Nintendo Switch 2"],
  "3ds": ["Nintendo 3DS"],
  "new 3ds": ["New Nintendo 3DS"],
  ds: ["Nintendo DS"],
  nds: ["Nintendo DS"],
  dsi: ["Nintendo DSi"],
  wii: ["Nintendo Wii"],
  "wii u": ["Nintendo Wii U"],
  wiiu: ["Nintendo Wii U"],
  "nintendo gamecube": ["GameCube"],
  "game cube": ["GameCube"],
  ngc: ["GameCube"],
  gcn: ["GameCube"],
  n64: ["Nintendo 64"],
  snes: ["Super Nintendo"],
  "super nes": ["Super Nintendo"],
  "super nintendo entertainment system": ["Super Nintendo"],
  "super nintendo entertainment system (snes)": ["Super Nintendo"],
  "super famicom": ["Super Nintendo"],
  sfc: ["Super Nintendo"],
  nes: ["Nintendo Entertainment System"],
  "nintendo entertainment system (nes)": ["Nintendo Entertainment System"],
  famicom: ["Nintendo Entertainment System"],
  "family computer": ["Nintendo Entertainment System"],
  "family computer (famicom)": ["Nintendo Entertainment System"],
  gb: ["Game Boy"],
  gameboy: ["Game Boy"],
  "nintendo game boy": ["Game Boy"],
  gbc: ["Game Boy Color"],
  "gameboy color": ["Game Boy Color"],
  "game boy colour": ["Game Boy Color"],
  gba: ["Game Boy Advance"],
  "gameboy advance": ["Game Boy Advance"],
  "nintendo virtual boy": ["Virtual Boy"],
  // Sega
  genesis: ["Sega Genesis"],
  "mega drive": ["Sega Genesis"],
  megadrive: ["Sega Genesis"],
  "sega mega drive": ["Sega Genesis"],
  "sega mega drive/genesis": ["Sega Genesis"],
  "sega genesis/mega drive": ["Sega Genesis"],
  "genesis/mega drive": ["Sega Genesis"],
  "mega drive/genesis": ["Sega Genesis"],
  dreamcast: ["Sega Dreamcast"],
  dc: ["Sega Dreamcast"],
  saturn: ["Sega Saturn"],
  "mega cd": ["Sega CD"],
  "sega mega cd": ["Sega CD"],
  "sega cd/mega cd": ["Sega CD"],
  "32x": ["Sega 32X"],
  "master system": ["Sega Master System"],
  sms: ["Sega Master System"],
  // Atari, SNK, NEC
  "atari vcs": ["Atari 2600"],
  "atari 2600 vcs": ["Atari 2600"],
  "2600": ["Atari 2600"],
  "5200": ["Atari 5200"],
  "7800": ["Atari 7800"],
  jaguar: ["Atari Jaguar"],
  neogeo: ["Neo Geo"],
  "neo geo aes": ["Neo Geo"],
  "neo geo mvs": ["Neo Geo"],
  "neo geo cd": ["Neo Geo"],
  "turbografx 16": ["TurboGrafx-16"],
  turbografx: ["TurboGrafx-16"],
  "turbografx 16/pc engine": ["TurboGrafx-16"],
  tg16: ["TurboGrafx-16"],
  "pc engine/turbografx 16": ["PC Engine"],
  pcengine: ["PC Engine"],
  // Handheld PCs, phones, the web
  steamdeck: ["Steam Deck"],
  "apple ios": ["iOS"],
  iphone: ["iOS"],
  ipad: ["iOS"],
  "iphone/ipad": ["iOS"],
  "google android": ["Android"],
  "mobile phone": ["Mobile"],
  web: ["Web Browser"],
  browser: ["Web Browser"],
  "web browser": ["Web Browser"],
  "web browsers": ["Web Browser"],
  html5: ["Web Browser"],
  "arcade game": ["Arcade"],
  "arcade machine": ["Arcade"],
  "arcade cabinet": ["Arcade"],
  "arcade video game machine": ["Arcade"],
};

const TABLE: Map<string, readonly CanonicalPlatform[]> = (() => {
  const table = new Map<string, readonly CanonicalPlatform[]>();
  for (const name of CANONICAL_PLATFORMS) table.set(normalize(name), [name]);
  for (const [alias, targets] of Object.entries(ALIASES)) {
    const key = normalize(alias);
    if (!table.has(key)) table.set(key, targets);
  }
  return table;
})();

/**
 * All canonical platforms a provider's platform name stands for: usually one, two for a combined
 * entry such as RAWG's "Xbox Series S/X". Unknown names come back unchanged (trimmed); blank → [].
 */
export function expandPlatform(name: string): string[] {
  const trimmed = name.trim();
  if (!trimmed) return [];
  const hit = TABLE.get(normalize(trimmed)) ?? TABLE.get(normalize(trimmed.replace(/[/|&]+/g, " ")));
  return hit ? [...hit] : [trimmed];
}

/** The one canonical name for a provider's platform name (the first, for combined entries). */
export function canonicalPlatform(name: string): string {
  return expandPlatform(name)[0] ?? name.trim();
}

/** Maps a list of provider platform names, expanding combined entries and dropping duplicates (first-seen order). */
export function canonicalPlatforms(names: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const name of names) for (const p of expandPlatform(name)) out.add(p);
  return [...out];
}
