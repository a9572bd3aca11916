#!/bin/sh
# Off-machine copies with restic (docs/operations.md, "Backups off the machine"), run as root:
#   deploy/offsite.sh backup    a fresh checked backup of the database (as the site's user), then the newest
#                               backup, the uploads and the slips shipped encrypted to RESTIC_REPOSITORY,
#                               and the remote's retention applied (OFFSITE_KEEP_DAILY, default 14 days)
#   deploy/offsite.sh restore   with the site stopped: the latest snapshot back in place, its database
#                               put in place by db:restore (checked first)
# Settings: /etc/siam-hunks-backup.env (RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE) and the paths of the unit.
set -eu
cd "$(dirname "$0")/.."
set -a
. /etc/siam-hunks-backup.env
set +a
DATABASE_PATH=${DATABASE_PATH:-/var/lib/siam-hunks/app.db}
UPLOADS_DIR=${UPLOADS_DIR:-/var/lib/siam-hunks/uploads}
SLIPS_DIR=${SLIPS_DIR:-/var/lib/siam-hunks/slips}
BACKUP_DIR=${BACKUP_DIR:-/var/backups/siam-hunks}
export DATABASE_PATH BACKUP_DIR
# The project's Node 22 and its TypeScript runner, as the site's user (it owns the database).
as_site() { runuser -u siam -- node_modules/.bin/node --import tsx "$@"; }

case "${1:-}" in
backup)
  as_site scripts/db-backup.ts
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
  as_site scripts/db-restore.ts "$newest"
  ;;
*)
  echo "usage: $0 backup|restore" >&2
  exit 2
  ;;
esac
