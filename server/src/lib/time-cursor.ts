// A keyset page's cursor over (instant, id), as base64url "{iso}|{uuid}": the moderation's reported
// reviews and the notifications page by it.

export interface TimeCursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeTimeCursor(c: TimeCursor): string {
  return Buffer.from(`${c.at.toISOString()}|${c.id}`).toString("base64url");
}

/** The cursor a previous page gave (undefined: the first page), or `bad()` thrown for one no page gave. */
export function decodeTimeCursor(raw: string | undefined, bad: () => Error): TimeCursor | undefined {
  if (raw === undefined) return undefined;
  const [iso, id] = Buffer.from(raw, "base64url").toString("utf8").split("|");
  const at = new Date(iso ?? "");
  const year = at.getUTCFullYear();
  if (Number.isNaN(year) || year < 1970 || year > 9999 || !id || !UUID.test(id)) throw bad();
  return { at, id };
}
