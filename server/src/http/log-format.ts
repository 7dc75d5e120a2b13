// The readable log format for a terminal: one short line per event — local time, the level when it is
// not info, the message, then the event's key fields. Pino writes each event as one JSON line to the
// destination below, which rewrites it in-process (no worker thread) before it reaches the terminal.

export type LogFormat = "auto" | "json" | "pretty";

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "", 40: "WARN", 50: "ERROR", 60: "FATAL" };
/** Fields every pino event carries; the line shows time and level its own way and drops the rest. */
const BOOK_KEEPING = new Set(["level", "time", "msg", "pid", "hostname", "v", "req", "res", "responseTime", "err"]);
const MAX_FIELD = 60;

/** Readable lines when asked for, or when (auto) the output is a terminal; JSON otherwise. */
export function usePretty(format: LogFormat, isTerminal: boolean): boolean {
  return format === "pretty" || (format === "auto" && isTerminal);
}

const pad = (n: number) => String(n).padStart(2, "0");

function fieldValue(v: unknown): string {
  const s = typeof v === "string" ? (/\s/.test(v) || v === "" ? JSON.stringify(v) : v) : (JSON.stringify(v) ?? String(v));
  return s.length > MAX_FIELD ? `${s.slice(0, MAX_FIELD - 1)}…` : s;
}

/** Whether text holds value as a whole word (so ms=1 is not hidden by the "1" in "v0.1.0"). */
function shows(text: string, value: string): boolean {
  if (!value) return false;
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\w.])${escaped}($|[^\\w.])`).test(text);
}

interface ErrorLike {
  message?: string;
  stack?: string;
}

/** One pino JSON line as a readable line (ending in a newline); a line that is not JSON passes unchanged. */
export function formatLogLine(json: string): string {
  let e: Record<string, unknown>;
  try {
    e = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const t = new Date(typeof e.time === "number" ? e.time : Date.now());
  const parts = [`${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`];
  const level = LEVELS[Number(e.level)] ?? String(e.level);
  if (level) parts.push(level);
  const req = e.req as { method?: string; url?: string } | undefined;
  const res = e.res as { statusCode?: number } | undefined;
  if (req?.method && res) {
    parts.push(`${req.method} ${req.url ?? ""} ${res.statusCode ?? ""}`);
    if (typeof e.responseTime === "number") parts.push(`${Math.round(e.responseTime)}ms`);
  } else if (typeof e.msg === "string" && e.msg) {
    parts.push(e.msg);
  }
  const err = e.err as ErrorLike | undefined;
  if (err?.message && err.message !== e.msg) parts.push(`— ${err.message}`);
  const msg = typeof e.msg === "string" ? e.msg : "";
  for (const [k, v] of Object.entries(e)) {
    if (BOOK_KEEPING.has(k) || v === undefined || v === null) continue;
    // A field the message already shows (the URL in "Open http://… in a browser") is not repeated.
    if ((typeof v === "string" || typeof v === "number") && shows(msg, String(v))) continue;
    parts.push(`${k}=${fieldValue(v)}`);
  }
  let line = parts.join(" ");
  // The stack of an unexpected error is worth its lines; everything else stays on one.
  if (err?.stack && Number(e.level) >= 50) {
    line += `\n${err.stack.split("\n").slice(1).join("\n")}`;
  }
  return `${line}\n`;
}

/** A pino destination that writes readable lines to out (stdout by default). */
export function prettyDestination(out: { write(s: string): unknown } = process.stdout) {
  return {
    write(chunk: string) {
      out.write(formatLogLine(chunk.trimEnd()));
    },
  };
}
