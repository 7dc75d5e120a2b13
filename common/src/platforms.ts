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

const BY_LOWER = new Map<string, string>(PLATFORMS.map((p) => [p.toLowerCase(), p]));

/** Case-insensitive match to a canonical platform name; other names are kept as given (trimmed). */
export function normalizePlatform(name: string): string {
  const t = name.trim();
  return BY_LOWER.get(t.toLowerCase()) ?? t;
}
