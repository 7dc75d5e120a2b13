// The XML side of the MAME software lists: a small hand-written tokenizer (elements, attributes,
// entities, comments, a DOCTYPE; enough for hash/*.xml) and the reader of one <softwarelist>.

const NAMED_ENTITIES = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const ENTITY_RE = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z_][A-Za-z0-9._-]*);/g;

/** Decode the five predefined XML entities and numeric character references. Unknown entities are kept verbatim. */
export function decodeEntities(s) {
  if (s.indexOf("&") === -1) return s;
  return s.replace(ENTITY_RE, (whole, ref) => {
    if (ref.charCodeAt(0) === 35 /* # */) {
      const hex = ref[1] === "x" || ref[1] === "X";
      const cp = hex ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(cp) || cp < 1 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return whole;
      return String.fromCodePoint(cp);
    }
    const v = NAMED_ENTITIES[ref];
    return v === undefined ? whole : v;
  });
}

function xmlError(msg, xml, pos, source) {
  const line = xml.slice(0, pos).split("\n").length;
  return new Error(`${source || "xml"}:${line}: ${msg}`);
}

function isNameEnd(c) {
  // whitespace, '/', '>', '='
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62 || c === 61;
}
function isSpace(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * Minimal non-validating XML tokenizer for well-formed documents.
 * Calls handler.open(name, attrs, selfClosing), handler.close(name) and handler.text(decodedText).
 * Comments, processing instructions and the DOCTYPE are skipped; CDATA sections are passed as text.
 * Throws on malformed markup or mismatched tags.
 */
function parseXml(xml, handler, source) {
  const n = xml.length;
  const stack = [];
  let i = 0;
  if (xml.charCodeAt(0) === 0xfeff) i = 1; // BOM
  while (i < n) {
    const lt = xml.indexOf("<", i);
    if (lt === -1) {
      if (xml.slice(i).trim() !== "") handler.text(decodeEntities(xml.slice(i)));
      break;
    }
    if (lt > i && stack.length) handler.text(decodeEntities(xml.slice(i, lt)));
    const c = xml.charCodeAt(lt + 1);
    if (c === 33 /* ! */) {
      if (xml.startsWith("<!--", lt)) {
        const end = xml.indexOf("-->", lt + 4);
        if (end === -1) throw xmlError("unterminated comment", xml, lt, source);
        i = end + 3;
      } else if (xml.startsWith("<![CDATA[", lt)) {
        const end = xml.indexOf("]]>", lt + 9);
        if (end === -1) throw xmlError("unterminated CDATA section", xml, lt, source);
        if (stack.length) handler.text(xml.slice(lt + 9, end));
        i = end + 3;
      } else {
        // <!DOCTYPE ...> possibly with an internal subset in [...]; honour quotes and brackets.
        let j = lt + 2;
        let depth = 0;
        let quote = 0;
        for (; j < n; j++) {
          const d = xml.charCodeAt(j);
          if (quote) {
            if (d === quote) quote = 0;
          } else if (d === 34 || d === 39) quote = d;
          else if (d === 91) depth++;
          else if (d === 93) depth--;
          else if (d === 62 && depth <= 0) break;
        }
        if (j >= n) throw xmlError("unterminated declaration", xml, lt, source);
        i = j + 1;
      }
    } else if (c === 63 /* ? */) {
      const end = xml.indexOf("?>", lt + 2);
      if (end === -1) throw xmlError("unterminated processing instruction", xml, lt, source);
      i = end + 2;
    } else if (c === 47 /* / */) {
      const end = xml.indexOf(">", lt + 2);
      if (end === -1) throw xmlError("unterminated end tag", xml, lt, source);
      const name = xml.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (open !== name) throw xmlError(`end tag </${name}> does not match <${open}>`, xml, lt, source);
      handler.close(name);
      i = end + 1;
    } else {
      let j = lt + 1;
      while (j < n && !isNameEnd(xml.charCodeAt(j))) j++;
      const name = xml.slice(lt + 1, j);
      if (!name) throw xmlError("empty tag name", xml, lt, source);
      const attrs = {};
      let selfClosing = false;
      for (;;) {
        while (j < n && isSpace(xml.charCodeAt(j))) j++;
        if (j >= n) throw xmlError("unterminated start tag", xml, lt, source);
        const d = xml.charCodeAt(j);
        if (d === 62 /* > */) {
          j++;
          break;
        }
        if (d === 47 /* / */) {
          if (xml.charCodeAt(j + 1) !== 62) throw xmlError('bad "/" in tag', xml, j, source);
          selfClosing = true;
          j += 2;
          break;
        }
        const a0 = j;
        while (j < n && !isNameEnd(xml.charCodeAt(j))) j++;
        const aname = xml.slice(a0, j);
        while (j < n && isSpace(xml.charCodeAt(j))) j++;
        if (!aname || xml.charCodeAt(j) !== 61 /* = */) throw xmlError(`bad attribute in <${name}>`, xml, j, source);
        j++;
        while (j < n && isSpace(xml.charCodeAt(j))) j++;
        const q = xml.charCodeAt(j);
        if (q !== 34 && q !== 39) throw xmlError(`unquoted attribute value in <${name}>`, xml, j, source);
        const vend = xml.indexOf(q === 34 ? '"' : "'", j + 1);
        if (vend === -1) throw xmlError("unterminated attribute value", xml, j, source);
        // attribute-value normalisation: literal tab/CR/LF become spaces (references are kept)
        attrs[aname] = decodeEntities(xml.slice(j + 1, vend).replace(/[\t\n\r]/g, " "));
        j = vend + 1;
      }
      if (!selfClosing) stack.push(name);
      handler.open(name, attrs, selfClosing);
      if (selfClosing) handler.close(name);
      i = j;
    }
  }
  if (stack.length) throw xmlError(`unclosed <${stack[stack.length - 1]}>`, xml, n, source);
}

/**
 * Parse one MAME software list. Returns { name, description, software: [...] } where each software is
 * { name, cloneof, supported, description, year, publisher, info: [[name, value], ...], sharedfeat: [[name, value], ...] }.
 */
export function parseSoftwareList(xml, source) {
  const list = { name: null, description: null, software: [] };
  const path = [];
  let sw = null;
  let textTarget = null; // 'description' | 'year' | 'publisher'
  let buf = "";
  parseXml(
    xml,
    {
      open(name, attrs) {
        const parent = path[path.length - 1];
        path.push(name);
        if (name === "softwarelist" && path.length === 1) {
          list.name = attrs.name ?? null;
          list.description = attrs.description ?? null;
        } else if (name === "software" && parent === "softwarelist") {
          sw = {
            name: attrs.name,
            cloneof: attrs.cloneof ?? null,
            supported: attrs.supported ?? "yes",
            description: "",
            year: "",
            publisher: "",
            info: [],
            sharedfeat: [],
          };
        } else if (sw && parent === "software") {
          if (name === "description" || name === "year" || name === "publisher") {
            textTarget = name;
            buf = "";
          } else if (name === "info") sw.info.push([attrs.name ?? "", attrs.value ?? ""]);
          else if (name === "sharedfeat") sw.sharedfeat.push([attrs.name ?? "", attrs.value ?? ""]);
        }
      },
      close(name) {
        path.pop();
        if (textTarget && name === textTarget && path[path.length - 1] === "software") {
          sw[textTarget] = buf.trim();
          textTarget = null;
        } else if (name === "software" && sw && path.length === 1) {
          list.software.push(sw);
          sw = null;
        }
      },
      text(t) {
        if (textTarget) buf += t;
      },
    },
    source,
  );
  if (!list.name) throw new Error(`${source || "xml"}: no <softwarelist name="...">`);
  return list;
}
