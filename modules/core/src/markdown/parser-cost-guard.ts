/**
 * A cheap pre-check for inputs that make the Markdown parser super-linear. micromark resolves long
 * runs of emphasis delimiters (`*` × 20 000) and very deep container prefixes on one line (`> > > …`,
 * `1. 1. 1. …`) in quadratic time: 40 KB of either takes tens of seconds, which would let one comment
 * stall a web process. Both patterns are far beyond the nesting limit, so nothing readable is lost by
 * rendering such documents as plain text instead (see fallback.ts).
 */

/** Longer runs of emphasis/strike delimiters never render meaningfully (nesting limit 100). */
const LONG_DELIMITER_RUN = /[*_~]{101}/;
/** Container markers (block quotes, list items) at the start of one line beyond which we give up. */
const MAX_LINE_CONTAINER_MARKERS = 100;

const SPACE = new Set([" ", "\t"]);
const BULLETS = new Set(["-", "+", "*"]);

function isDigit(character: string | undefined): boolean {
  return character !== undefined && character >= "0" && character <= "9";
}

/**
 * Counts leading container markers on the line starting at `start`, stopping once over the limit.
 * A linear scan rather than a regular expression, whose backtracking would itself be super-linear.
 */
function lineContainerMarkers(source: string, start: number): number {
  let markers = 0;
  let index = start;
  while (index < source.length && markers <= MAX_LINE_CONTAINER_MARKERS) {
    const character = source[index];
    if (character === undefined || character === "\n") break;
    if (SPACE.has(character)) {
      index++;
    } else if (character === ">") {
      markers++;
      index++;
    } else if (BULLETS.has(character) && SPACE.has(source[index + 1] ?? "")) {
      markers++;
      index += 2;
    } else if (isDigit(character)) {
      let end = index;
      while (isDigit(source[end]) && end - index < 9) end++;
      const delimiter = source[end];
      if ((delimiter !== "." && delimiter !== ")") || !SPACE.has(source[end + 1] ?? "")) break;
      markers++;
      index = end + 2;
    } else {
      break;
    }
  }
  return markers;
}

export function exceedsParserBudget(source: string): boolean {
  if (LONG_DELIMITER_RUN.test(source)) return true;
  for (let start = 0; start < source.length;) {
    if (lineContainerMarkers(source, start) > MAX_LINE_CONTAINER_MARKERS) return true;
    const newline = source.indexOf("\n", start);
    if (newline === -1) break;
    start = newline + 1;
  }
  return false;
}
