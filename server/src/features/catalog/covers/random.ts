// Hashing and seeded choices: everything random about a cover comes from its title's hash.

/** 32-bit FNV-1a over the UTF-8 bytes of `text` (optionally from a different offset basis). */
export function fnv1a(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function between(rand: () => number, lo: number, hi: number): number {
  return lo + (hi - lo) * rand();
}

export function intBetween(rand: () => number, lo: number, hi: number): number {
  return Math.floor(between(rand, lo, hi + 1));
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}
