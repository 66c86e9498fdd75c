import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The build this server process serves: `next build` writes .next/BUILD_ID next to the app, and the web
 * process runs with the app folder as its working directory. `next dev` has no BUILD_ID ("development").
 */
export async function currentBuildId(): Promise<string> {
  try {
    return (await readFile(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8")).trim();
  } catch {
    return "development";
  }
}
