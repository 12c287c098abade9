#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the API suite and prints its URL.
# Usage: eval "$(scripts/start-test-postgres.sh)"  → exports TEST_DATABASE_URL
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
port=${TEST_PG_PORT:-55432}
dir=$(mktemp -d /tmp/madang-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
as_pg "$bin/initdb -D $dir/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
as_pg "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off' -l $dir/log -w start" >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "export TEST_PG_DIR=$dir"
