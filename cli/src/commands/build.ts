import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import { config } from "@hopper/core/config";
import { writeSiteState } from "@hopper/ui/shell/site-state/generate";

import { WEB_DIR } from "../lib/paths";
import { buildIsCurrent, recordBuildFingerprint, sourceFingerprint } from "../lib/source-fingerprint";

export const hasBuild = () => existsSync(path.join(WEB_DIR, ".next/BUILD_ID"));

/** A build exists and was made from the current sources. */
export async function hasCurrentBuild(): Promise<boolean> {
  return hasBuild() && buildIsCurrent(await sourceFingerprint());
}

/** `next build` of the web app. Needs no database: every page renders on request. */
export async function buildWeb(): Promise<void> {
  const fingerprint = await sourceFingerprint();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [require_next(), "build"], {
      cwd: WEB_DIR,
      stdio: "inherit",
      // Next.js reports anonymous telemetry from builds by default; a self-hosted product makes no calls home
      // (and this machine has no internet, where the attempt only costs time).
      // A relative data dir is the launcher's (the project root's); resolved here, or the build, working from
      // apps/web, would make a second one there when collecting pages reads the auth secret.
      env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, HOPPER_DATA_DIR: path.resolve(config().HOPPER_DATA_DIR) },
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed with exit code ${code}`)),
    );
  });
  await recordBuildFingerprint(fingerprint);
  // Build-time site data; a source that fails shows its error code in the site-state banner.
  await writeSiteState(path.join(WEB_DIR, ".next"));
}

export function require_next(): string {
  return path.join(path.dirname(new URL(import.meta.resolve("next/package.json")).pathname), "dist/bin/next");
}

export async function buildCommand(): Promise<void> {
  await buildWeb();
}
