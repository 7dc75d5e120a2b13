#!/usr/bin/env bash
# Start a throwaway PostgreSQL cluster on 127.0.0.1:<free port>, as root or not.
set -euo pipefail
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
[ -x "$PGBIN/initdb" ] || { echo "no PostgreSQL server binaries" >&2; exit 1; }
PG_TMP=$(mktemp -d "${TMPDIR:-/tmp}/pgci.XXXXXX")
PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
AS=()
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$PG_TMP"; AS=(runuser -u postgres --); fi
"${AS[@]}" "$PGBIN/initdb" -D "$PG_TMP/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync --no-instructions >"$PG_TMP/initdb.log" 2>&1 \
  || { cat "$PG_TMP/initdb.log" >&2; exit 1; }
"${AS[@]}" "$PGBIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $PG_TMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
  || { cat "$PG_TMP/server.log" >&2; exit 1; }
echo "export PG_TMP=$PG_TMP PGBIN=$PGBIN"
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
