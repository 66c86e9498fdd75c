import spdx from "spdx-license-list";

export interface LicenseTag {
  short: string;
  name: string;
  url: string | null;
}

export const ALL_RIGHTS_RESERVED = "LicenseRef-All-Rights-Reserved";
/** Prefix of a custom license: `LicenseRef-<Name>` with a URL to its text. */
export const CUSTOM_LICENSE_PREFIX = "LicenseRef-";

const list = spdx as Record<string, { name: string; url: string; osiApproved: boolean }>;

/** SPDX identifiers and names from spdx-license-list, plus All Rights Reserved. */
export const LICENSES: readonly LicenseTag[] = [
  { short: ALL_RIGHTS_RESERVED, name: "All Rights Reserved", url: null },
  ...Object.entries(list)
    .map(([short, license]) => ({ short, name: license.name, url: license.url || null }))
    .sort((a, b) => a.short.localeCompare(b.short)),
];

const BY_ID = new Map(LICENSES.map((license) => [license.short.toLowerCase(), license]));

export const findLicense = (id: string): LicenseTag | undefined => BY_ID.get(id.toLowerCase());

/** `LicenseRef-` followed by letters, digits, '.' and '-' (the SPDX rule for references). */
export const CUSTOM_LICENSE_PATTERN = /^LicenseRef-[A-Za-z0-9.-]{1,64}$/;
