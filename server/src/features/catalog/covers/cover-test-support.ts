// Test support for the cover tests: a strict XML parser (elements, attributes, entities; enough for
// the covers' output) with a few finders, and sample titles.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Unescaped character data directly inside this element, in order. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function unescapeXml(raw: string): string {
  return raw.replace(/&([a-z]+|#\d+|#x[0-9a-f]+);/gi, (_, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`unknown entity &${name};`);
    return value;
  });
}

function checkCharData(raw: string, where: string): void {
  const bad = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.exec(raw);
  if (bad) throw new Error(`bare & in ${where}: ${raw}`);
  if (raw.includes("<")) throw new Error(`raw < in ${where}`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(raw)) throw new Error(`control character in ${where}`);
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(raw)) {
    throw new Error(`lone surrogate in ${where}`);
  }
}

/** Parses `xml` strictly (throws on malformed input) and returns the root element. */
export function parseXml(xml: string): XmlElement {
  let i = 0;
  const decl = /^<\?xml[^?]*\?>\s*/.exec(xml);
  if (decl) i = decl[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (text !== "") {
      checkCharData(text, "text");
      const parent = stack.at(-1);
      if (!parent) {
        if (text.trim() !== "") throw new Error("text outside the root element");
      } else {
        parent.text += unescapeXml(text);
      }
    }
    if (lt === -1) break;
    // Find the end of the tag, skipping over quoted attribute values.
    let j = lt + 1;
    let quote: string | null = null;
    for (; j < xml.length; j++) {
      const c = xml[j];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === ">") {
        break;
      }
    }
    if (j >= xml.length) throw new Error("unterminated tag");
    const tag = xml.slice(lt + 1, j);
    i = j + 1;
    if (tag.startsWith("/")) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`mismatched </${name}>`);
      continue;
    }
    const m = /^([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)$/.exec(tag);
    if (!m) throw new Error(`malformed tag <${tag}>`);
    const el: XmlElement = { name: m[1]!, attrs: {}, children: [], text: "" };
    for (const a of (m[2] ?? "").matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const name = a[1]!;
      const raw = a[2] ?? a[3] ?? "";
      checkCharData(raw, `attribute ${name}`);
      if (name in el.attrs) throw new Error(`duplicate attribute ${name}`);
      el.attrs[name] = unescapeXml(raw);
    }
    const parent = stack.at(-1);
    if (parent) parent.children.push(el);
    else if (root) throw new Error("more than one root element");
    else root = el;
    if (m[3] !== "/") stack.push(el);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.at(-1)!.name}>`);
  if (!root) throw new Error("no root element");
  return root;
}

export function all(el: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement): void => {
    if (e.name === name) out.push(e);
    e.children.forEach(walk);
  };
  walk(el);
  return out;
}

/** The title lines as rendered: the <tspan>s of the big bold <text>. */
export function titleLines(root: XmlElement): { lines: string[]; fontSize: number; x: number[]; fill: string } {
  const text = all(root, "text").find((t) => t.attrs["font-weight"] === "700");
  if (!text) throw new Error("no title text");
  const spans = all(text, "tspan");
  return {
    lines: spans.map((s) => s.text),
    fontSize: Number(text.attrs["font-size"]),
    x: spans.map((s) => Number(s.attrs.x)),
    fill: text.attrs.fill ?? "",
  };
}

/** All visible text of the cover except the title lines and the <title> element. */
export function smallText(root: XmlElement): string[] {
  return all(root, "text")
    .filter((t) => t.attrs["font-weight"] !== "700")
    .map((t) => t.text);
}

export const SAMPLE_TITLES = [
  "The Witcher 3: Wild Hunt",
  "Super Mario Bros. 3",
  "ポケットモンスター 赤",
  "Final Fantasy VII",
  "A",
  "Halo: Combat Evolved",
  "Celeste",
  "Hollow Knight",
  "Tetris",
  "Grand Theft Auto: San Andreas",
  "The Legend of Zelda: Breath of the Wild",
  "Disco Elysium",
  "Пикник на обочине",
  "Ōkami",
  "Baldur's Gate III",
  "Metal Gear Solid",
];

export const MANY_TITLES = Array.from({ length: 250 }, (_, i) => `${SAMPLE_TITLES[i % SAMPLE_TITLES.length]} ${i}`);
