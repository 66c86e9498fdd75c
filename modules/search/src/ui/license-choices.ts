import { ALL_RIGHTS_RESERVED, findLicense } from "@hopper/catalog/server";

/**
 * Licenses the listing pages offer as filters: the SPDX ids creators pick most often for Minecraft content,
 * and All Rights Reserved. Any other id still works from the URL (`f=license:EPL-2.0`) and is then listed too.
 */
export const COMMON_LICENSES = [
  "MIT",
  "Apache-2.0",
  "GPL-3.0-only",
  "GPL-3.0-or-later",
  "LGPL-3.0-only",
  "LGPL-3.0-or-later",
  "LGPL-2.1-only",
  "AGPL-3.0-only",
  "MPL-2.0",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "ISC",
  "Zlib",
  "Unlicense",
  "CC0-1.0",
  "CC-BY-4.0",
  "CC-BY-SA-4.0",
  "CC-BY-NC-4.0",
  "CC-BY-NC-SA-4.0",
  "CC-BY-NC-ND-4.0",
  ALL_RIGHTS_RESERVED,
] as const;

/** The licenses to list: the common ones, then any other license the URL filters on (the page labels them). */
export function licenseChoices(filters: readonly string[]): { id: string; name: string }[] {
  const fromUrl = filters
    .map((token) => token.replace(/^!/, ""))
    .filter((token) => token.startsWith("license:"))
    .map((token) => token.slice("license:".length));
  return [...new Set<string>([...COMMON_LICENSES, ...fromUrl])].map((id) => ({
    id,
    name: findLicense(id)?.name ?? id,
  }));
}
