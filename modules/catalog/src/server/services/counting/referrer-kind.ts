import type { HeaderSource } from "./header-source";

/** Where a view or download came from: our own site, a game launcher, or anything else using the API. */
export type ReferrerKind = "site" | "launcher" | "api";
export const REFERRER_KINDS: readonly ReferrerKind[] = ["site", "launcher", "api"];

/**
 * User agents of launchers, matched case-insensitively anywhere in the string (docs/analytics.md lists them).
 * The Modrinth App sends `modrinth/theseus/<version>`; Prism, PolyMC and MultiMC put their name first; Hopper's
 * own desktop launcher (the oauth module's "Demo Launcher") and its app identify as "Hopper Launcher"/"HopperApp".
 */
export const LAUNCHER_USER_AGENTS: readonly RegExp[] = [
  /theseus/i,
  /modrinth[ _-]?app/i,
  /prismlauncher|prism launcher/i,
  /\bpolymc\b/i,
  /\bmultimc\b/i,
  /atlauncher/i,
  /gdlauncher/i,
  /\bftb[ _-]?app\b/i,
  /technic/i,
  /curseforge/i,
  /\bxmcl\b|x-minecraft-launcher/i,
  /hmcl|hello minecraft/i,
  /sklauncher/i,
  /\bhopper[ _-]?(launcher|app)\b/i,
];

/** Browser user agents all claim Mozilla/5.0 for historical reasons; API clients and scripts do not. */
const BROWSER = /^Mozilla\/5\.0 /;

export function isLauncher(userAgent: string): boolean {
  return LAUNCHER_USER_AGENTS.some((pattern) => pattern.test(userAgent));
}

/**
 * A request's referrer kind. A launcher's user agent wins; then a request from our own site (a Referer on our
 * origin, or a browser's user agent: someone clicked a link or opened the page); anything else is the API.
 */
export function referrerKind(headers: HeaderSource, siteOrigins: readonly (string | undefined)[] = []): ReferrerKind {
  const userAgent = headers.get("user-agent") ?? "";
  if (isLauncher(userAgent)) return "launcher";
  const referer = headers.get("referer");
  if (referer && siteOrigins.some((origin) => origin && sameOrigin(referer, origin))) return "site";
  return BROWSER.test(userAgent) ? "site" : "api";
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
