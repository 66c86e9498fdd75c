/**
 * The upside-down variant (en-x-updown) is generated from en-US: each message is mirrored (text reversed,
 * letters turned over) while its ICU structure stays intact: `{name}` arguments, `#` in plural branches and
 * `<tag>` rich-text elements keep their spelling, and plural/select branch bodies are flipped on their own.
 * A string that escaped the catalogue stays readable English on an upside-down page, so it stands out.
 */

const TURNED: Record<string, string> = {
  a: "ɐ",
  b: "q",
  c: "ɔ",
  d: "p",
  e: "ǝ",
  f: "ɟ",
  g: "ƃ",
  h: "ɥ",
  i: "ᴉ",
  j: "ɾ",
  k: "ʞ",
  l: "l",
  m: "ɯ",
  n: "u",
  o: "o",
  p: "d",
  q: "b",
  r: "ɹ",
  s: "s",
  t: "ʇ",
  u: "n",
  v: "ʌ",
  w: "ʍ",
  x: "x",
  y: "ʎ",
  z: "z",
  A: "∀",
  B: "ꓭ",
  C: "Ɔ",
  D: "ꓷ",
  E: "Ǝ",
  F: "Ⅎ",
  G: "⅁",
  H: "H",
  I: "I",
  J: "ſ",
  K: "ꓘ",
  L: "˥",
  M: "W",
  N: "N",
  O: "O",
  P: "Ԁ",
  Q: "Ό",
  R: "ꓤ",
  S: "S",
  T: "⊥",
  U: "∩",
  V: "Λ",
  W: "M",
  X: "X",
  Y: "⅄",
  Z: "Z",
  "1": "Ɩ",
  "2": "ᄅ",
  "3": "Ɛ",
  "4": "ㄣ",
  "5": "ϛ",
  "6": "9",
  "7": "ㄥ",
  "8": "8",
  "9": "6",
  "0": "0",
  // Never turn anything into an apostrophe, brace or angle bracket: those are ICU syntax.
  ".": "˙",
  ",": "ʻ",
  "?": "¿",
  "!": "¡",
  "'": "ˌ",
  "’": "ˌ",
  '"': "„",
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  _: "‾",
  "&": "⅋",
  ";": "؛",
  "…": "⋯",
};

type Node =
  | { kind: "text"; value: string }
  | { kind: "raw"; value: string }
  | { kind: "branching"; head: string; branches: { key: string; body: Node[] }[] }
  | { kind: "tag"; name: string; children: Node[] };

/** Plain text (no ICU syntax) turned upside down, e.g. a date `Intl` formatted. */
export const flipText = (text: string) =>
  [...text]
    .reverse()
    .map((char) => TURNED[char] ?? char)
    .join("");

/** Index of the `}` that closes the `{` at `open` (ICU arguments nest only through branch bodies). */
function closingBrace(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === "{") depth++;
    else if (source[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in message: ${source}`);
}

function parseArgument(inner: string): Node {
  const parts = inner.split(",");
  const type = parts[1]?.trim();
  if (parts.length < 3 || !type || !["plural", "select", "selectordinal"].includes(type))
    return { kind: "raw", value: `{${inner}}` };
  const head = `${parts[0]},${parts[1]},`;
  const rest = inner.slice(head.length);
  const branches: { key: string; body: Node[] }[] = [];
  let i = 0;
  let key = "";
  while (i < rest.length) {
    if (rest[i] === "{") {
      const close = closingBrace(rest, i);
      branches.push({ key, body: parse(rest.slice(i + 1, close), true) });
      key = "";
      i = close + 1;
    } else {
      key += rest[i];
      i++;
    }
  }
  return { kind: "branching", head, branches };
}

function parse(source: string, inPlural = false): Node[] {
  const nodes: Node[] = [];
  let text = "";
  const flush = () => {
    if (text) nodes.push({ kind: "text", value: text });
    text = "";
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === "{") {
      flush();
      const close = closingBrace(source, i);
      nodes.push(parseArgument(source.slice(i + 1, close)));
      i = close + 1;
    } else if (char === "#" && inPlural) {
      flush();
      nodes.push({ kind: "raw", value: "#" });
      i++;
    } else if (char === "<" && /^<([a-zA-Z][\w-]*)>/.test(source.slice(i))) {
      flush();
      const name = /^<([a-zA-Z][\w-]*)>/.exec(source.slice(i))![1]!;
      const end = source.indexOf(`</${name}>`, i);
      if (end < 0) throw new Error(`Unclosed <${name}> in message: ${source}`);
      nodes.push({ kind: "tag", name, children: parse(source.slice(i + name.length + 2, end), inPlural) });
      i = end + name.length + 3;
    } else {
      text += char;
      i++;
    }
  }
  flush();
  return nodes;
}

function print(nodes: Node[]): string {
  return [...nodes]
    .reverse()
    .map((node) => {
      switch (node.kind) {
        case "text":
          return flipText(node.value);
        case "raw":
          return node.value;
        case "tag":
          return `<${node.name}>${print(node.children)}</${node.name}>`;
        case "branching":
          return `{${node.head}${node.branches.map((branch) => `${branch.key}{${print(branch.body)}}`).join("")}}`;
      }
    })
    .join("");
}

/** One ICU message turned upside down. */
export const flipMessage = (message: string): string => print(parse(message));

/** A whole catalogue tree (strings, string lists and nested groups) turned upside down. */
export function flipMessages<T>(tree: T): T {
  if (typeof tree === "string") return flipMessage(tree) as T;
  if (Array.isArray(tree)) return tree.map((item: unknown) => flipMessages(item)) as T;
  if (tree && typeof tree === "object") {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, flipMessages(value)])) as T;
  }
  return tree;
}
