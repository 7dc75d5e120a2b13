// CSV records (RFC 4180: quoted fields, doubled quotes, CRLF or LF, newlines inside quotes), UTF-8 with
// or without a BOM. Shared by the importer (every record) and the import page (the header row it offers
// for column mapping). Blank lines are skipped; each record keeps the line it starts on.

export interface CsvRecords {
  records: { line: number; cells: string[] }[];
  /** The line of a record whose quoted cell never closes (the file ends inside it), else null. */
  unclosedAt: number | null;
}

/** The file's records, at most `limit` of them (all when absent). */
export function csvRecords(text: string, limit = Infinity): CsvRecords {
  const records: { line: number; cells: string[] }[] = [];
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    cells.push(cell);
    cell = "";
    if (cells.length > 1 || cells[0] !== "") records.push({ line: start, cells });
    cells = [];
  };
  for (let i = 0; i < src.length && records.length < limit; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === "\n") line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell === "") {
      quoted = true;
    } else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      end();
      line++;
      start = line;
    } else {
      cell += c;
    }
  }
  if (records.length >= limit) return { records, unclosedAt: null };
  if (quoted) return { records, unclosedAt: start };
  if (cell !== "" || cells.length > 0) end();
  return { records, unclosedAt: null };
}

/** The header row's names (trimmed, blanks left out): what a column mapping can choose from. */
export function csvHeaders(text: string): string[] {
  const [head] = csvRecords(text, 1).records;
  return (head?.cells ?? []).map((h) => h.trim()).filter((h) => h !== "");
}
