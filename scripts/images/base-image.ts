import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { installNode } from "./node-runtime";
import type { RootfsMethod } from "./rootfs";
import { assembleRootfs } from "./rootfs";
import { pipeTarInto, timed } from "./run";
import { DEBIAN_SUITE, NODE_MAJOR, NODE_VERSION, NPM_VERSION } from "./versions";

export interface BaseImageOptions {
  /** The tag to give it; the Dockerfiles take it as `--build-arg NODE_IMAGE=<tag>`. */
  tag?: string;
  method?: RootfsMethod;
  nodeVersion?: string;
  npmVersion?: string;
}

export interface BaseImageTimings {
  assembleMs: number;
  nodeMs: number;
  importMs: number;
}

const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";

/**
 * The base trusts what the machine that assembles it trusts: its CA bundle replaces Debian's stock one, and
 * Node.js is told to read it (it otherwise trusts only its own copy of Mozilla's list). That is what lets
 * `npm ci` in a build reach the registry through a TLS-inspecting proxy, as on this machine. The official
 * image trusts Mozilla's list only.
 */
function trustHostCertificates(rootfs: string): void {
  mkdirSync(path.join(rootfs, path.dirname(CA_BUNDLE)), { recursive: true });
  copyFileSync(CA_BUNDLE, path.join(rootfs, CA_BUNDLE));
}

export const DEFAULT_BASE_TAG = `hopper-node:${NODE_MAJOR}-${DEBIAN_SUITE}`;

/**
 * A stand-in for `node:<lts>-bookworm-slim`, built with no registry: a Debian root file system plus Node.js
 * and npm from the npm registry, `docker import`ed with the same PATH and command as the official image.
 */
export async function buildBaseImage(
  options: BaseImageOptions = {},
): Promise<{ tag: string; timings: BaseImageTimings }> {
  const tag = options.tag ?? DEFAULT_BASE_TAG;
  const nodeVersion = options.nodeVersion ?? NODE_VERSION;
  const rootfs = path.join(mkdtempSync(path.join(tmpdir(), "h1-rootfs-")), "root");
  try {
    const assemble = await timed(() => assembleRootfs(options.method ?? "debootstrap", rootfs));
    trustHostCertificates(rootfs);
    const node = await timed(() => installNode(rootfs, nodeVersion, options.npmVersion ?? NPM_VERSION));
    const imported = await timed(() =>
      pipeTarInto(rootfs, "docker", [
        "import",
        "--change",
        "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "--change",
        `ENV NODE_VERSION=${nodeVersion}`,
        "--change",
        `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`,
        "--change",
        'CMD ["node"]',
        "--message",
        `Debian ${DEBIAN_SUITE} (${options.method ?? "debootstrap"}) with Node.js ${nodeVersion} from the npm registry`,
        "-",
        tag,
      ]),
    );
    return { tag, timings: { assembleMs: assemble.ms, nodeMs: node.ms, importMs: imported.ms } };
  } finally {
    rmSync(path.dirname(rootfs), { recursive: true, force: true });
  }
}
