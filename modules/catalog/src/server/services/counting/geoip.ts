import { readFile } from "node:fs/promises";
import { isIPv4, isIPv6 } from "node:net";

import { componentLogger } from "@hopper/core/log";
import maxmind, { type CountryResponse } from "maxmind";

import { catalogSettings } from "../../settings";

export const UNKNOWN_COUNTRY = "unknown";

/** Looks an address up; a country code (ISO 3166-1 alpha-2) or null. */
type Lookup = (ip: string) => string | null;

const log = componentLogger("catalog");
let loaded: { path: string | undefined; lookup: Promise<Lookup | null> } | undefined;

/**
 * The country of an address from the GEOIP_DATABASE file, or "unknown". The file is read once and kept; an unset,
 * missing or unreadable file is logged once and every address is "unknown" — counting never fails on it.
 */
export async function countryOf(ip: string, path = catalogSettings().GEOIP_DATABASE): Promise<string> {
  if (!loaded || loaded.path !== path) loaded = { path, lookup: path ? openDatabase(path) : noDatabase() };
  const lookup = await loaded.lookup;
  if (!lookup) return UNKNOWN_COUNTRY;
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!isIPv4(address) && !isIPv6(address)) return UNKNOWN_COUNTRY;
  try {
    const code = lookup(address);
    return code && /^[A-Z]{2}$/i.test(code) ? code.toUpperCase() : UNKNOWN_COUNTRY;
  } catch {
    return UNKNOWN_COUNTRY;
  }
}

/** Forgets the loaded database (tests switch files; an operator's new file is read on restart). */
export function resetGeoIp(): void {
  loaded = undefined;
}

function noDatabase(): Promise<null> {
  log.info("GEOIP_DATABASE is not set: views and downloads are counted with country unknown");
  return Promise.resolve(null);
}

async function openDatabase(path: string): Promise<Lookup | null> {
  try {
    if (/\.csv$/i.test(path)) return csvLookup(await readFile(path, "utf8"));
    const reader = await maxmind.open<CountryResponse>(path);
    return (ip) => {
      const record = reader.get(ip);
      return record?.country?.iso_code ?? record?.registered_country?.iso_code ?? null;
    };
  } catch (error) {
    log.warn({ err: error, path }, "GEOIP_DATABASE could not be read: every country is unknown");
    return null;
  }
}

/** An address as a number on one scale: IPv4 in its IPv4-mapped IPv6 place, so both kinds sort together. */
export function addressNumber(ip: string): bigint | null {
  const address = ip.trim();
  if (isIPv4(address)) {
    return address.split(".").reduce((sum, part) => (sum << 8n) + BigInt(part), 0n) + 0xffff00000000n;
  }
  if (!isIPv6(address)) return null;
  let text = address;
  // An IPv6 address may end in dotted IPv4 (::ffff:1.2.3.4).
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = dotted[1]!.split(".").map(Number);
    text =
      text.slice(0, -dotted[1]!.length) +
      `${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const [head = "", tail = ""] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = text.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return groups.reduce((sum, group) => (sum << 16n) + BigInt(Number.parseInt(group || "0", 16)), 0n);
}

/**
 * A CSV of ranges, `start_ip,end_ip,country` a line (DB-IP's free "country lite" CSV has this shape), searched by
 * binary search over the sorted starts. Lines that do not parse are skipped.
 */
export function csvLookup(text: string): Lookup {
  const ranges: { start: bigint; end: bigint; country: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [startText = "", endText = "", countryText = ""] = line
      .split(",")
      .map((cell) => cell.trim().replace(/^"|"$/g, ""));
    const start = addressNumber(startText);
    const end = addressNumber(endText);
    if (start === null || end === null || end < start || !/^[A-Z]{2}$/i.test(countryText)) continue;
    ranges.push({ start, end, country: countryText.toUpperCase() });
  }
  ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return (ip) => {
    const value = addressNumber(ip);
    if (value === null) return null;
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const range = ranges[middle]!;
      if (value < range.start) high = middle - 1;
      else if (value > range.end) low = middle + 1;
      else return range.country;
    }
    return null;
  };
}
