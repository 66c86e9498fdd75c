import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

// WCAG 2.2 AA for the theme tokens in globals.css (issue 14: white on the old brand green #1b8a4b was 4.39:1).
// Text pairs need 4.5:1 (1.4.3); the focus ring and borders against the page need 3:1 (1.4.11).

const read = (file: string) => readFileSync(new URL(`../../src/styles/${file}`, import.meta.url), "utf8");
// The theme tokens, then the code-highlighting colours (`--hl-*`) markdown.css sets per theme.
const CSS = read("globals.css") + read("markdown.css");

/** The `--color-*` (keyed without the prefix) and `--hl-*` declarations of every innermost rule, by its selector. */
function rules(css: string): { selector: string; tokens: Record<string, string> }[] {
  const found: { selector: string; tokens: Record<string, string> }[] = [];
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const tokens: Record<string, string> = {};
    for (const declaration of match[2]!.matchAll(/--(?:color-)?((?:hl-)?[a-z-]+)\s*:\s*(#[0-9a-f]{6})\s*;/gi)) {
      tokens[declaration[1]!] = declaration[2]!.toLowerCase();
    }
    if (Object.keys(tokens).length) found.push({ selector: match[1]!.trim().replace(/\s+/g, " "), tokens });
  }
  return found;
}

const all = rules(CSS);
/** Every declaration the rules for `selector` make, in file order (globals.css, then markdown.css). */
const block = (selector: string) => {
  const matching = all.filter((candidate) => candidate.selector === selector);
  if (!matching.length) throw new Error(`the styles have no rule '${selector}'`);
  return Object.assign({}, ...matching.map((rule) => rule.tokens)) as Record<string, string>;
};

const light = block(":root, .light-mode");
const dark = block(".dark-mode");
// oled and retro are `dark-mode oled-mode` / `dark-mode retro-mode` on <html>: dark's tokens, then their own.
const themes: Record<string, Record<string, string>> = {
  light,
  dark,
  oled: { ...dark, ...block(".oled-mode") },
  retro: { ...dark, ...block(".retro-mode") },
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** [foreground, background] token pairs the components draw text with (grep the class names to find them). */
const TEXT_PAIRS: [string, string][] = [
  ["text", "bg"],
  ["text", "raised"],
  ["text", "input"],
  ["secondary", "bg"],
  ["secondary", "raised"],
  ["secondary", "input"],
  ["brand", "bg"], // text-brand links
  ["brand", "raised"],
  ["on-brand", "brand"], // primary buttons, selected chips
  ["danger", "bg"],
  ["danger", "raised"],
  ["on-danger", "danger"], // danger buttons
  ["warning", "bg"],
  ["bg", "warning"], // developer-mode badge
  ["success", "bg"],
  ["success", "raised"],
  ["bg", "text"], // tooltips
  // Highlighted code in Markdown, on the code background.
  ...(["keyword", "string", "number", "title", "type"] as const).map((kind): [string, string] => [
    `hl-${kind}`,
    "input",
  ]),
  ["secondary", "input"], // code comments
];
/** Non-text: the focus outline (brand) must stand out from every surface it is drawn on. */
const UI_PAIRS: [string, string][] = [
  ["brand", "bg"],
  ["brand", "raised"],
  ["brand", "input"],
];

describe("theme colours meet WCAG AA", () => {
  for (const [name, tokens] of Object.entries(themes)) {
    it(`${name}: text 4.5:1, focus ring 3:1`, () => {
      const failures: string[] = [];
      for (const [pairs, minimum] of [
        [TEXT_PAIRS, 4.5],
        [UI_PAIRS, 3],
      ] as const) {
        for (const [fg, bg] of pairs) {
          const [a, b] = [tokens[fg], tokens[bg]];
          if (!a || !b) {
            failures.push(`--color-${!a ? fg : bg} is missing`);
            continue;
          }
          const ratio = contrast(a, b);
          if (ratio < minimum) failures.push(`${fg} ${a} on ${bg} ${b}: ${ratio.toFixed(2)}:1 < ${minimum}:1`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("the system theme uses the same tokens as the theme it follows", () => {
    expect(block(".system-mode")).toEqual(dark);
    expect(block(".system-mode.system-oled")).toEqual(block(".oled-mode"));
    expect(block(".system-mode.system-retro")).toEqual(block(".retro-mode"));
  });

  it("the old brand green really fails (the check is not vacuous)", () => {
    expect(contrast("#ffffff", "#1b8a4b")).toBeLessThan(4.5);
    expect(contrast("#ffffff", "#1b8a4b")).toBeCloseTo(4.39, 1);
  });
});
