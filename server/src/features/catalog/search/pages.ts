// Reading a whole table for the search index without holding it: a page of rows at a time.

/** Rows per read while building the index at start-up. */
const PAGE_ROWS = 5_000;

/**
 * Every row of a table read a page at a time by ascending id, each page handed to `take` before the
 * next is read: the whole catalog in one answer held ~100 MB of driver rows at once, and the heap
 * kept that size afterwards.
 */
export async function readPages<R extends { id: number }>(
  page: (afterId: number, take: number) => Promise<R[]>,
  take: (rows: R[]) => void,
  pageRows = PAGE_ROWS,
): Promise<void> {
  for (let after = 0; ;) {
    const rows = await page(after, pageRows);
    take(rows);
    if (rows.length < pageRows) return;
    after = rows[rows.length - 1]!.id;
  }
}
