// Binary search over sorted string lists: the index's title list and the vocabulary are both kept
// sorted so that "strings equal to or starting with q" is one contiguous range.

/** Sorts after every character a normalised title can hold ([a-z0-9 ]). */
const PREFIX_END = "\x7f";

/** The first index whose string is not below `value` (sorted.length when none). */
export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range [from, to) of `sorted` holding the strings that equal or start with `prefix`. */
export function prefixRange(sorted: readonly string[], prefix: string): { from: number; to: number } {
  return { from: lowerBound(sorted, prefix), to: lowerBound(sorted, prefix + PREFIX_END) };
}
