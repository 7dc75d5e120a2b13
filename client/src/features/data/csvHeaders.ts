// The header row of a CSV file (quoted or not, with or without a BOM): what the column mapping offers.
export function csvHeaders(text: string): string[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {quoted = false;}
      else {cell += c;}
    } else if (c === '"' && cell === "") {quoted = true;}
    else if (c === ",") {
      out.push(cell.trim());
      cell = "";
    } else if (c === "\n" || c === "\r") {break;}
    else {cell += c;}
  }
  out.push(cell.trim());
  return out.filter((h) => h !== "");
}
