/**
 * Writes the site-state file next to a finished web build:
 *   npx tsx modules/ui/src/shell/site-state/generate.ts apps/web/.next
 * Run it after `next build` (the `hopper build` step). Sources are added here as modules gain build-time
 * data; the file format and the banner do not change.
 */
/* eslint-disable no-console -- a build step run from the command line: its output is for the person running it */
import { writeFile } from "node:fs/promises";
import path from "node:path";

import { collectSiteState, SITE_STATE_FILE } from "./site-state-file";
import type { SiteStateSource } from "./site-state-file";

export const SITE_STATE_SOURCES: SiteStateSource[] = [
  // Proves the pipeline end to end; catalogue data (tags, loaders, game versions) joins with its module.
  { key: "build", load: async () => ({ node: process.version }) },
];

export async function writeSiteState(
  outDir: string,
  sources: readonly SiteStateSource[] = SITE_STATE_SOURCES,
): Promise<string> {
  const state = await collectSiteState(sources);
  const file = path.join(outDir, SITE_STATE_FILE);
  await writeFile(file, `${JSON.stringify(state, null, 2)}\n`);
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const outDir = process.argv[2] ?? "apps/web/.next";
  writeSiteState(outDir).then(
    (file) => console.log(`site state written to ${file}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
