#!/bin/sh
# The web/jobs image's entry point: `hopper <command>`. The long-running processes (web, jobs:run) apply
# pending migrations first, as `hopper start` does; migrations take an advisory lock and are idempotent, so
# every replica may run them at once. HOPPER_MIGRATE_AT_START=0 leaves them to a separate `migrate` run
# (docs/operations.md, upgrades).
set -e
# The image has no embedded PostgreSQL (docker/build-app.sh removes it): every command needs a server.
if [ -z "${DATABASE_URL:-}" ]; then
  echo "hopper: DATABASE_URL is not set. This image has no embedded PostgreSQL; set DATABASE_URL to a PostgreSQL server (postgresql://user:password@host:5432/hopper)." >&2
  exit 2
fi
case "${1:-web}" in
  web | jobs:run)
    if [ "${HOPPER_MIGRATE_AT_START:-1}" != 0 ]; then node /app/bin/hopper.mjs migrate; fi
    ;;
esac
exec node /app/bin/hopper.mjs "$@"
