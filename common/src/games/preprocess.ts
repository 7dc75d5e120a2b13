// What the game schemas do to raw input before checking it: form inputs arrive as strings, lists may
// arrive as comma-separated text, enums in any case.

/**
 * Genres: an array stays (entries trimmed); a string becomes its comma-separated parts, trimmed,
 * empty parts dropped ("RPG" → ["RPG"], "RPG, Action" → ["RPG", "Action"]); anything else becomes [].
 */
export function normalizeGenres(value: unknown): unknown[] {
  if (Array.isArray(value)) return trimEntries(value);
  if (typeof value === "string") {
    return value
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
  }
  return [];
}

/** Custom tags are always a list (entries trimmed); anything that is not a list becomes []. */
export function normalizeTags(value: unknown): unknown[] {
  return Array.isArray(value) ? trimEntries(value) : [];
}

function trimEntries(list: readonly unknown[]): unknown[] {
  return list.map((v) => (typeof v === "string" ? v.trim() : v));
}

/** Neither null nor undefined. */
export const isSet = (v: unknown) => v !== null && v !== undefined;
export const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Form inputs arrive as strings: "" → null, "7" → 7; anything unparsable is left for the type check. */
export const numeric = (v: unknown) => {
  if (typeof v !== "string") return v;
  const t = v.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isNaN(n) ? v : n;
};

/** "in-progress", "In Progress" → "IN_PROGRESS". */
export const upperEnum = (v: unknown) =>
  typeof v === "string"
    ? v
        .trim()
        .toUpperCase()
        .replace(/[-\s]+/g, "_")
    : v;
export const lowerEnum = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);

/**
 * `genre` (a string or list) as another name for `genres` (used when `genres` is absent).
 * The server applies it to request bodies before parsing them.
 */
export function withGenreAlias(body: unknown): unknown {
  if (body && typeof body === "object" && !Array.isArray(body) && "genre" in body) {
    const { genre, ...rest } = body as Record<string, unknown>;
    return "genres" in rest ? rest : { ...rest, genres: genre };
  }
  return body;
}
