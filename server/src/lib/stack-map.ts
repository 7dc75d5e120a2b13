// Stack traces in the log name the sources (server/src/…/x.ts:line:column), not the bundle, without
// Node's --enable-source-maps. That flag keeps every loaded module's source map for the life of the
// process (≈ 2 MB: the bundle's and PGlite's), and the first stack formatted builds the bundle's whole
// map on top (≈ 8 MB more, never given back). Here a logged error's stack is mapped when it is
// logged: the bundle's map is read then, kept a minute for the errors that come in bursts, and
// dropped (ADR 011, eleventh round).
import { existsSync, readFileSync } from "node:fs";
import { SourceMap, type SourceMapPayload, type SourceMapping } from "node:module";
import { fileURLToPath } from "node:url";
import { escapeRegExp } from "./text.ts";

export interface StackMapper {
  /** `stack` with each position in the bundle replaced by the source's; anything else as it is. */
  map(stack: string): string;
  /** Whether the map is held now (between an error logged and `keepMs` later). */
  readonly holding: boolean;
}

/**
 * A mapper for the bundle at `bundleUrl` (a file: URL) through `<bundle>.map`. Without that file (the
 * server run from its sources through tsx, whose stacks name the sources already) it maps nothing.
 */
export function stackMapper(bundleUrl: string, { keepMs = 60_000 }: { keepMs?: number } = {}): StackMapper {
  const mapUrl = `${bundleUrl}.map`;
  const mapFile = bundleUrl.startsWith("file:") ? fileURLToPath(mapUrl) : undefined;
  const present = mapFile !== undefined && existsSync(mapFile);
  // Both spellings a frame may use: the file: URL (an ES module) or the plain path.
  const places = present ? [bundleUrl, fileURLToPath(bundleUrl)] : [];
  const position = new RegExp(`(${places.map(escapeRegExp).join("|")}):(\\d+):(\\d+)`, "g");
  let held: SourceMap | undefined;
  let drop: NodeJS.Timeout | undefined;

  const sourceMap = (): SourceMap => {
    held ??= new SourceMap(JSON.parse(readFileSync(mapFile!, "utf8")) as SourceMapPayload);
    clearTimeout(drop);
    drop = setTimeout(() => (held = undefined), keepMs);
    drop.unref();
    return held;
  };

  return {
    map(stack) {
      if (!present || !places.some((p) => stack.includes(p))) return stack;
      let map: SourceMap;
      try {
        map = sourceMap();
      } catch {
        return stack;
      }
      return stack.replace(position, (whole, _file, line: string, column: string) => {
        const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as Partial<SourceMapping>;
        if (entry.originalSource === undefined || entry.originalLine === undefined || entry.originalColumn === undefined) return whole;
        const source = fileURLToPath(new URL(entry.originalSource, mapUrl));
        return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
      });
    },
    get holding() {
      return held !== undefined;
    },
  };
}
