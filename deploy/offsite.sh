#!/bin/sh
# Off-machine copies with restic (docs/operations.md, "Backups off the machine"), run as root:
#   deploy/offsite.sh backup    a fresh checked backup of the database (as the site's user), then the newest
#                               backup, the uploads and the slips shipped encrypted to RESTIC_REPOSITORY,
#                               and the remote's retention applied (OFFSITE_KEEP_DAILY, default 14 days)
#   deploy/offsite.sh restore   with the site stopped: the latest snapshot back in place, its database
#                               put in place by db:restore (checked first)
# Settings: /etc/siam-hunks-backup.env (RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE; OFFSITE_ENV names another
# file) and the paths of the unit. With the container (SITE_CONTAINER=<its name>, SITE_VOLUME=<its data
# volume>, default siam-hunks-data): the paths are the volume's folder on this machine, and the database
# tools are the image's (tools/*.mjs), run in the container for a backup and, for a restore (the container
# stopped), in a one-off container of its image on the volume.
set -eu
cd "$(dirname "$0")/.."
set -a
. "${OFFSITE_ENV:-/etc/siam-hunks-backup.env}"
set +a
SITE_VOLUME=${SITE_VOLUME:-siam-hunks-data}
if [ -n "${SITE_CONTAINER:-}" ]; then
  data=$(podman volume inspect --format '{{.Mountpoint}}' "$SITE_VOLUME")
  DATABASE_PATH=$data/app.db UPLOADS_DIR=$data/uploads SLIPS_DIR=$data/slips BACKUP_DIR=$data/backups
fi
DATABASE_PATH=${DATABASE_PATH:-/var/lib/siam-hunks/app.db}
UPLOADS_DIR=${UPLOADS_DIR:-/var/lib/siam-hunks/uploads}
SLIPS_DIR=${SLIPS_DIR:-/var/lib/siam-hunks/slips}
BACKUP_DIR=${BACKUP_DIR:-/var/backups/siam-hunks}
export DATABASE_PATH BACKUP_DIR
# A database tool (db-backup, db-restore) as the site's user, which owns the database: the project's Node 22
# and its TypeScript runner, or the container's bundled tool (where the backups folder is /data/backups).
db_tool() {
  tool=$1
  shift
  if [ -z "${SITE_CONTAINER:-}" ]; then
    runuser -u siam -- node_modules/.bin/node --import tsx "scripts/$tool.ts" "$@"
  elif [ "$tool" = db-backup ]; then
    podman exec "$SITE_CONTAINER" node "tools/$tool.mjs" "$@"
  else
    podman run --rm --volume "$SITE_VOLUME:/data" "$(podman inspect --format '{{.ImageName}}' "$SITE_CONTAINER")" node "tools/$tool.mjs" "$@"
  fi
}

case "${1:-}" in
backup)
  db_tool db-backup
  newest=$(ls -t "$BACKUP_DIR"/app-*.db | head -n 1)
  set -- "$newest"
  for dir in "$UPLOADS_DIR" "$SLIPS_DIR"; do [ -d "$dir" ] && set -- "$@" "$dir"; done
  restic backup --quiet --tag siam-hunks "$@"
  # Grouped by host and tag: each snapshot holds a backup file of another name, and restic's default
  # grouping (by paths) would make each its own group and never forget one.
  restic forget --quiet --tag siam-hunks --group-by host,tags --keep-daily "${OFFSITE_KEEP_DAILY:-14}" --prune
  ;;
restore)
  restic restore latest --tag siam-hunks --target /
  newest=$(ls -t "$BACKUP_DIR"/app-*.db | head -n 1)
  if [ -n "${SITE_CONTAINER:-}" ]; then newest=/data/backups/$(basename "$newest"); fi
  db_tool db-restore "$newest"
  ;;
*)
  echo "usage: $0 backup|restore" >&2
  exit 2
  ;;
esac
