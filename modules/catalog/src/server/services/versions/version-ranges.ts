import { GAME_VERSIONS, minorLine } from "../../../tags/game-versions";

const RELEASES = GAME_VERSIONS.filter((entry) => entry.version_type === "release").map((entry) => entry.version);
const KNOWN = new Set(GAME_VERSIONS.map((entry) => entry.version));

const parts = (version: string) => version.split(".").map((part) => Number.parseInt(part, 10) || 0);

/** Compares release numbers component by component ("1.20.1" < "1.21"). */
export function compareReleases(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

type Bound = { op: ">=" | ">" | "<=" | "<" | "="; version: string };

function satisfies(version: string, bounds: Bound[]): boolean {
  return bounds.every(({ op, version: other }) => {
    const c = compareReleases(version, other);
    return op === ">=" ? c >= 0 : op === ">" ? c > 0 : op === "<=" ? c <= 0 : op === "<" ? c < 0 : c === 0;
  });
}

/**
 * Game versions a dependency constraint from mod metadata names, for suggestions in the upload form:
 * exact versions, `1.20.x`/`1.20.*`/`~1.20`, comparisons (`>=1.20 <1.21`) and Maven ranges (`[1.20,1.21)`).
 * Returns the known versions newest first; an unreadable constraint gives none.
 */
export function gameVersionsMatching(constraint: string | readonly string[]): string[] {
  if (Array.isArray(constraint)) return [...new Set(constraint.flatMap((item) => gameVersionsMatching(item)))];
  const text = (constraint as string).trim();
  if (KNOWN.has(text)) return [text];
  const wildcard = /^(\d+\.\d+)\.[x*]$/.exec(text);
  if (wildcard) return RELEASES.filter((version) => minorLine(version) === wildcard[1]);
  // ~1.20.1: 1.20.1 and later releases of the 1.20 line.
  const tilde = /^~(\d+\.\d+)(\.\d+)?$/.exec(text);
  if (tilde) {
    const floor = tilde[1]! + (tilde[2] ?? "");
    return RELEASES.filter((version) => minorLine(version) === tilde[1] && compareReleases(version, floor) >= 0);
  }
  const maven = /^([[(])\s*([\d.]*)\s*,\s*([\d.]*)\s*([\])])$/.exec(text);
  if (maven) {
    const bounds: Bound[] = [];
    if (maven[2]) bounds.push({ op: maven[1] === "[" ? ">=" : ">", version: maven[2] });
    if (maven[3]) bounds.push({ op: maven[4] === "]" ? "<=" : "<", version: maven[3] });
    return RELEASES.filter((version) => satisfies(version, bounds));
  }
  const single = /^\[([\d.]+)\]$/.exec(text);
  if (single) return RELEASES.filter((version) => compareReleases(version, single[1]!) === 0);
  const tokens = text.split(/\s+/);
  const bounds: Bound[] = [];
  for (const token of tokens) {
    const match = /^(>=|<=|>|<|=)?(\d+(?:\.\d+)*)(?:-.*)?$/.exec(token);
    if (!match) return [];
    bounds.push({ op: (match[1] as Bound["op"]) ?? "=", version: match[2]! });
  }
  return bounds.length ? RELEASES.filter((version) => satisfies(version, bounds)) : [];
}
