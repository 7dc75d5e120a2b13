#!/usr/bin/env bash
set -u
[ -n "${PG_TMP:-}" ] && [ -d "$PG_TMP/data" ] || exit 0
AS=(); [ "$(id -u)" = 0 ] && AS=(runuser -u postgres --)
"${AS[@]}" "$PGBIN/pg_ctl" -D "$PG_TMP/data" -m immediate -w stop >/dev/null 2>&1 || true
rm -rf "$PG_TMP"
