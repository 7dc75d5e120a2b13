// CSV reading for imports (the records from common's csvRecords): each record keeps the line it starts
// on, so a problem can name its row; cells are read by header name (case and spacing ignored), unknown
// columns are simply not asked for.
import { csvRecords } from "@savepoint/common";
import { ImportFileError } from "./rows.ts";

export interface CsvRecord {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  /** The cell under a header (any spelling of its case and spaces); "" when the file has no such column. */
  get(...headers: string[]): string;
  has(...headers: string[]): boolean;
}

export interface CsvTable {
  headers: string[];
  records: CsvRecord[];
}

const headerKey = (h: string) => h.trim().toLowerCase().replace(/\s+/g, " ");

function tokenize(text: string): { line: number; cells: string[] }[] {
  const { records, unclosedAt } = csvRecords(text);
  if (unclosedAt !== null) throw new ImportFileError(`Row ${unclosedAt}: a quoted cell is never closed (a " is missing)`, { row: unclosedAt });
  return records;
}

export function readCsv(text: string): CsvTable {
  const [head, ...rows] = tokenize(text);
  if (!head) return { headers: [], records: [] };
  const index = new Map<string, number>();
  head.cells.forEach((h, i) => {
    const k = headerKey(h);
    if (!index.has(k)) index.set(k, i);
  });
  const col = (headers: string[]) => {
    for (const h of headers) {
      const i = index.get(headerKey(h));
      if (i !== undefined) return i;
    }
    return undefined;
  };
  const records = rows.map(({ line, cells }): CsvRecord => ({
    line,
    get: (...headers) => {
      const i = col(headers);
      return i === undefined ? "" : (cells[i] ?? "").trim();
    },
    has: (...headers) => col(headers) !== undefined,
  }));
  return { headers: head.cells.map((h) => h.trim()), records };
}

/** Fails unless the file has every one of these columns (it is not what it claims otherwise). */
export function requireColumns(table: CsvTable, what: string, columns: string[]): void {
  const have = new Set(table.headers.map(headerKey));
  const missing = columns.filter((c) => !have.has(headerKey(c)));
  if (missing.length > 0) {
    throw new ImportFileError(`This is not a ${what} file: it has no ${missing.map((m) => `"${m}"`).join(", ")} column${missing.length > 1 ? "s" : ""}`, {
      column: missing[0],
    });
  }
}
