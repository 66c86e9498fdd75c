#!/bin/sh
# The first stage of docker/Dockerfile: turns the build context in /app into what the runtime stage copies.
#   source   (production): install everything, generate the Prisma client, build the web app, then keep only
#            the production dependencies.
#   prebuilt (CI): the context already holds a web build (apps/web/.next) and the generated Prisma client from
#            the checkout that just built them; only the production dependencies are installed.
# Either way the runtime gets `npm ci --omit=dev` (which first removes the full install): what a process needs
# at run time is a dependency.
set -eu
mode="${1:-source}"
npm_flags="--no-audit --no-fund --update-notifier=false"

case "$mode" in
  source)
    npm ci $npm_flags
    NEXT_TELEMETRY_DISABLED=1 node bin/hopper.mjs build
    ;;
  prebuilt)
    if [ ! -f apps/web/.next/BUILD_ID ] || [ ! -d modules/core/src/db/generated ]; then
      echo "APP_BUILD=prebuilt needs a web build and the Prisma client in the context (npx hopper build)." >&2
      exit 1
    fi
    ;;
  *)
    echo "APP_BUILD must be source or prebuilt, not '$mode'." >&2
    exit 1
    ;;
esac

# --ignore-scripts: the only install script left would fetch nothing we keep (the Prisma client is generated,
# sharp and argon2 ship prebuilt binaries as optional packages).
npm ci --omit=dev --ignore-scripts $npm_flags
node --import tsx scripts/images/prune-runtime.ts /app
rm -rf "$HOME/.npm" /tmp/* 2>/dev/null || true
# The one folder the unprivileged user writes: the data dir (auth secret, local files, runtime state).
mkdir -p /app/.data
chown 1000:1000 /app/.data
