import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

import { parseSiteState, SITE_STATE_FILE } from "./site-state-file";
import type { SiteState } from "./site-state-file";

let cached: { at: number; state: SiteState | null } | null = null;
const CACHE_MS = 60_000;

/** The site state written at build time (.next/hopper-site-state.json), re-read at most once a minute. */
export async function readSiteState(): Promise<SiteState | null> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.state;
  let text: string | null = null;
  try {
    text = await readFile(path.join(process.cwd(), ".next", SITE_STATE_FILE), "utf8");
  } catch {
    text = null;
  }
  cached = { at: Date.now(), state: parseSiteState(text) };
  return cached.state;
}
