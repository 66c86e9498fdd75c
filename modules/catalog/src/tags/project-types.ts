/** The six kinds of project. `project` is the generic kind some loaders also support. */
export const PROJECT_TYPES = ["mod", "modpack", "plugin", "datapack", "resourcepack", "shader"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/**
 * The first path segment a project's pages (and its Atom feed) answer under: each type's own, and `project`,
 * which redirects to the type's. One list for the manifest's pages and routes, the page loader and the feed.
 */
export const PROJECT_PATH_TYPES = [
  "mod",
  "plugin",
  "datapack",
  "shader",
  "resourcepack",
  "modpack",
  "project",
] as const;

export const isProjectType = (value: string): value is ProjectType =>
  (PROJECT_TYPES as readonly string[]).includes(value);

// Their labels are a catalogue (`projectTypeMessages`, ui/messages/tags.ts), read in the page's language.

/** Side support of a project on the client or the server (spec section 9). `unknown` until the creator says. */
export const SIDE_TYPES = ["required", "optional", "unsupported", "unknown"] as const;
export type SideType = (typeof SIDE_TYPES)[number];

/** Report reasons (spec section 3). */
export const REPORT_TYPES = [
  "spam",
  "copyright",
  "inappropriate",
  "malicious",
  "name-squatting",
  "poor description",
  "invalid metadata",
  "other",
] as const;

/** Donation platforms: code and name (spec section 3). */
export const DONATION_PLATFORMS = [
  { short: "patreon", name: "Patreon" },
  { short: "bmac", name: "Buy Me A Coffee" },
  { short: "paypal", name: "PayPal" },
  { short: "github", name: "GitHub Sponsors" },
  { short: "ko-fi", name: "Ko-fi" },
  { short: "other", name: "Other" },
] as const;
export type DonationPlatform = (typeof DONATION_PLATFORMS)[number]["short"];

/** Release channels of a version, from least to most stable. */
export const VERSION_CHANNELS = ["alpha", "beta", "release"] as const;
export type VersionChannel = (typeof VERSION_CHANNELS)[number];

/**
 * The environment a project runs in, from its client and server side support (spec section 3 lists
 * client, server, client and server, client or server, unsupported).
 */
export function environmentOf(clientSide: string, serverSide: string): string {
  const client = clientSide === "required" || clientSide === "optional";
  const server = serverSide === "required" || serverSide === "optional";
  if (clientSide === "required" && serverSide === "required") return "client and server";
  if (client && server) {
    return clientSide === "optional" && serverSide === "optional" ? "client or server" : "client and server";
  }
  if (client) return "client";
  if (server) return "server";
  if (clientSide === "unknown" || serverSide === "unknown") return "unknown";
  return "unsupported";
}
