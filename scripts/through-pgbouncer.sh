#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing through pgbouncer in transaction mode:
# Debian's pgbouncer on 127.0.0.1:6432 in front of the PostgreSQL server at 127.0.0.1:5432, database
# test_pgbouncer (PGBOUNCER_DATABASE; the tests create it, one per worker, from its template). pgbouncer stops
# when the command ends, however it ends.
#   scripts/through-pgbouncer.sh npx vitest run --project api packages/server/test/tales.test.ts
set -euo pipefail
: "${PGBOUNCER_PORT:=6432}"
: "${PGBOUNCER_DATABASE:=test_pgbouncer}"
database="$PGBOUNCER_DATABASE"

dir="$(mktemp -d)"
# pgbouncer refuses to run as root: it drops to the postgres user, who must write its log and pid here.
chown postgres "$dir" 2>/dev/null || true
cat >"$dir/pgbouncer.ini" <<INI
[databases]
; Any name to the same name on the server: each vitest worker has its own database (<database>_w<worker>).
* = host=127.0.0.1 port=5432
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PGBOUNCER_PORT
unix_socket_dir =
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
echo '"postgres" ""' >"$dir/users.txt"

stop() {
  if [ -f "$dir/pgbouncer.pid" ]; then kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true; fi
  for _ in $(seq 1 50); do [ -f "$dir/pgbouncer.pid" ] || break; sleep 0.1; done
  rm -rf "$dir"
}
trap stop EXIT

if [ "$(id -u)" = 0 ]; then pgbouncer -d -u postgres "$dir/pgbouncer.ini"; else pgbouncer -d "$dir/pgbouncer.ini"; fi
for _ in $(seq 1 50); do pg_isready -q -h 127.0.0.1 -p "$PGBOUNCER_PORT" && break; sleep 0.1; done

# The tests re-create the database from its template on the server itself (TEST_DATABASE_DIRECT_URL): pgbouncer
# cannot run CREATE DATABASE; the apps reach it through pgbouncer.
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGBOUNCER_PORT/$database" \
  TEST_DATABASE_DIRECT_URL="postgres://postgres@127.0.0.1:5432/$database" "$@"
