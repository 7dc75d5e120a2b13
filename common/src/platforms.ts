/** The platform options of the game form, in display order. */
export const PLATFORMS = [
  "PC",
  "PlayStation",
  "PlayStation 2",
  "PlayStation 3",
  "PlayStation 4",
  "PlayStation 5",
  "PlayStation Portable",
  "PlayStation Vita",
  "Xbox",
  "Xbox 360",
  "Xbox One",
  "Xbox Series X",
  "Xbox Series S",
  "Nintendo Switch",
  "Nintendo Switch 2",
  "Nintendo 3DS",
  "New Nintendo 3DS",
  "Nintendo DS",
  "Nintendo DSi",
  "Nintendo Wii",
  "Nintendo Wii U",
  "GameCube",
  "Nintendo 64",
  "Super Nintendo",
  "Nintendo Entertainment System",
  "Game Boy",
  "Game Boy Color",
  "Game Boy Advance",
  "Virtual Boy",
  "Sega Genesis",
  "Sega Dreamcast",
  "Sega Saturn",
  "Sega CD",
  "Sega 32X",
  "Sega Master System",
  "Atari 2600",
  "Atari 5200",
  "Atari 7800",
  "Atari Jaguar",
  "Neo Geo",
  "TurboGrafx-16",
  "PC Engine",
  "Steam Deck",
  "Mobile",
  "iOS",
  "Android",
  "Web Browser",
  "Arcade",
  "Other",
] as const;

export type Platform = (typeof PLATFORMS)[number];

/**
 * Other names of the canonical platforms: the MAME software lists' ("Sony Playstation", "Nintendo
 * SNES"…) and common spellings. Names of machines with no canonical entry (Amstrad CPC, MSX…) stay.
 */
export const PLATFORM_ALIASES: Readonly<Record<string, Platform>> = {
  "Sony Playstation": "PlayStation",
  "Sony PlayStation 2": "PlayStation 2",
  "Nintendo SNES": "Super Nintendo",
  SNES: "Super Nintendo",
  "Super Famicom": "Super Nintendo",
  "Nintendo Famicom": "Nintendo Entertainment System",
  Famicom: "Nintendo Entertainment System",
  NES: "Nintendo Entertainment System",
  "Nintendo Game Boy": "Game Boy",
  "Nintendo Game Boy Color": "Game Boy Color",
  "Nintendo Game Boy Advance": "Game Boy Advance",
  "Nintendo Virtual Boy": "Virtual Boy",
  "Nintendo GameCube": "GameCube",
  "Sega Mega Drive/Genesis": "Sega Genesis",
  "Sega Mega Drive": "Sega Genesis",
  "Mega Drive": "Sega Genesis",
  "Sega Mega CD (Japan)": "Sega CD",
  "Sega Mega CD (Europe)": "Sega CD",
  "Sega Mega CD": "Sega CD",
  "IBM PC": "PC",
  "IBM PC/AT": "PC",
  "IBM PC/XT": "PC",
  "NEC PC-Engine": "PC Engine",
  "NEC PC-Engine / Turbografx 16": "PC Engine",
  "NEC Turbografx 16": "TurboGrafx-16",
  "SNK Neo-Geo": "Neo Geo",
};

const BY_LOWER = new Map<string, string>([
  ...Object.entries(PLATFORM_ALIASES).map(([alias, p]): [string, string] => [alias.toLowerCase(), p]),
  ...PLATFORMS.map((p): [string, string] => [p.toLowerCase(), p]),
]);

/** Case-insensitive match to a canonical platform name or one of its aliases; other names are kept as given (trimmed). */
export function normalizePlatform(name: string): string {
  const t = name.trim();
  return BY_LOWER.get(t.toLowerCase()) ?? t;
}
