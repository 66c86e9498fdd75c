import { execFileSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
} from "node:fs";
import { realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

import { run } from "./run";
import { APP_UID, DEBIAN_MIRROR, DEBIAN_SUITE } from "./versions";

/*
 * The Debian root file system of the base image, assembled without an image registry. Two ways:
 *  - "debootstrap": `debootstrap --variant=minbase` from the Debian mirror (the same packages a Debian
 *    container starts from; about 40 s here, most of it unpacking);
 *  - "host": the files of the few Debian packages Node.js needs (C and C++ runtimes, libatomic, zlib,
 *    CA certificates, busybox as the shell), copied from this Debian machine's own installation
 *    (about 2 s; no apt, no package manager in the image).
 * Both end with the same unprivileged `node` user (uid 1000, as in the official Node image).
 */
export type RootfsMethod = "debootstrap" | "host";

/** The Debian packages Node.js and the native modules in node_modules (sharp, argon2, swc) load. */
const HOST_PACKAGES = ["libc6", "libgcc-s1", "libstdc++6", "libatomic1"];
/** Copied when installed: /etc/services and /etc/protocols, zlib, the CA certificates. */
const OPTIONAL_PACKAGES = ["zlib1g", "ca-certificates", "netbase"];

const installed = (name: string) => {
  try {
    return execFileSync("dpkg-query", ["-W", "-f", "${db:Status-Status}", name], { encoding: "utf8" }) === "installed";
  } catch {
    return false;
  }
};
const SKIPPED = /^\/usr\/share\/(?:doc|man|lintian|info|locale)\//;

export async function assembleRootfs(method: RootfsMethod, dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  if (method === "debootstrap") await debootstrap(dir);
  else hostRootfs(dir);
  addAppUser(dir);
}

async function debootstrap(dir: string): Promise<void> {
  // libatomic1: Node.js 26 links it; minbase leaves it out. ca-certificates: for tools other than Node.js,
  // which carries its own CA store.
  await run("debootstrap", [
    "--variant=minbase",
    "--include=ca-certificates,libatomic1",
    DEBIAN_SUITE,
    dir,
    DEBIAN_MIRROR,
  ]);
  // The package cache and indexes are not part of a running system (the official slim images drop them too).
  for (const cache of ["var/cache/apt/archives", "var/lib/apt/lists", "usr/share/doc", "usr/share/man"]) {
    rmSync(path.join(dir, cache), { recursive: true, force: true });
    mkdirSync(path.join(dir, cache), { recursive: true });
  }
  rmSync(path.join(dir, "var/cache/apt"), { recursive: true, force: true });
}

function hostRootfs(dir: string): void {
  mkdirSync(dir, { recursive: true });
  // Merged /usr, as Debian bookworm lays it out.
  for (const sub of [
    "usr/bin",
    "usr/sbin",
    "usr/lib",
    "usr/lib64",
    "etc",
    "tmp",
    "root",
    "var/tmp",
    "proc",
    "sys",
    "dev",
  ]) {
    mkdirSync(path.join(dir, sub), { recursive: true });
  }
  for (const link of ["bin", "sbin", "lib", "lib64"]) symlinkSync(`usr/${link}`, path.join(dir, link));
  chmodSync(path.join(dir, "tmp"), 0o1777);
  chmodSync(path.join(dir, "var/tmp"), 0o1777);
  chmodSync(path.join(dir, "root"), 0o700);

  // The shell and commands: Debian's static busybox, or the dynamic one (it needs only libc, copied anyway).
  const busybox = ["busybox-static", "busybox"].find(installed) ?? "busybox-static";
  const missing = [...HOST_PACKAGES, busybox].filter((name) => !installed(name));
  if (missing.length)
    throw new Error(`--rootfs host copies Debian packages this machine lacks: apt-get install ${missing.join(" ")}`);
  const packages = [...HOST_PACKAGES, busybox, ...OPTIONAL_PACKAGES.filter(installed)];
  const files = execFileSync("dpkg", ["-L", ...packages], { encoding: "utf8" }).split("\n");
  for (const file of files) {
    if (!file.startsWith("/") || SKIPPED.test(file) || !existsSync(file)) continue;
    const stat = lstatSync(file);
    if (stat.isDirectory()) continue;
    copyInto(dir, file);
  }
  // update-ca-certificates' result (not a packaged file) is what OpenSSL and curl-like tools read.
  if (existsSync("/etc/ssl/certs/ca-certificates.crt")) copyInto(dir, "/etc/ssl/certs/ca-certificates.crt");
  for (const file of ["/etc/os-release", "/usr/lib/os-release", "/etc/debian_version"]) copyInto(dir, file);

  // busybox provides the shell and the usual commands (sh, env for `#!/usr/bin/env node`, ls, cat, wget …).
  const applets = execFileSync(realpathSync("/bin/busybox"), ["--list"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  for (const applet of applets) {
    const target = path.join(dir, "usr/bin", applet);
    if (!existsSync(target)) symlinkSync("busybox", target);
  }
  writeFileSync(path.join(dir, "etc/passwd"), "root:x:0:0:root:/root:/bin/sh\n");
  writeFileSync(path.join(dir, "etc/group"), "root:x:0:\n");
  writeFileSync(path.join(dir, "etc/nsswitch.conf"), "passwd: files\ngroup: files\nhosts: files dns\n");
}

/** Copies one file (or symlink) to the same place under `dir`, its folder resolved like the host's (/lib → usr/lib). */
function copyInto(dir: string, file: string): void {
  const folder = realpathSync(path.dirname(file));
  const target = path.join(dir, folder, path.basename(file));
  mkdirSync(path.dirname(target), { recursive: true });
  rmSync(target, { force: true });
  const stat = lstatSync(file);
  if (stat.isSymbolicLink()) symlinkSync(readlinkSync(file), target);
  else {
    copyFileSync(file, target);
    chmodSync(target, stat.mode & 0o7777);
  }
}

/** The `node` user and group (uid/gid 1000) with a home, the user the images run as. */
function addAppUser(dir: string): void {
  const append = (file: string, line: string) => {
    const full = path.join(dir, file);
    const text = existsSync(full) ? readFileSync(full, "utf8") : "";
    if (!text.split("\n").some((entry) => entry.startsWith("node:"))) writeFileSync(full, `${text}${line}\n`);
  };
  append("etc/passwd", `node:x:${APP_UID}:${APP_UID}::/home/node:/bin/sh`);
  append("etc/group", `node:x:${APP_UID}:`);
  const home = path.join(dir, "home/node");
  mkdirSync(home, { recursive: true });
  chownSync(home, APP_UID, APP_UID);
}
