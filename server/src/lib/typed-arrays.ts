// Typed-array columns (the search index's, the recommendation catalog's) grown or trimmed by copying.

type Column = Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array | Float32Array | Float64Array;

/** A copy of `array` with `size` elements (new ones 0; `size` is never below the slots in use). */
export function resized<A extends Column>(array: A, size: number): A {
  const next = new (array.constructor as new (length: number) => A)(size);
  next.set(array.length > size ? array.subarray(0, size) : array);
  return next;
}
