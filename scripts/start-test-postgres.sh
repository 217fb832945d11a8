#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1:${PGPORT:-55432} from the machine's binaries,
# as the postgres user (initdb refuses root), and prints the TEST_DATABASE_URL to use.
set -euo pipefail
port="${PGPORT:-55432}"
dir="${PGDATA_DIR:-/tmp/roastreel-pg-$port}"
bin="$(dirname "$(command -v initdb || echo /usr/lib/postgresql/15/bin/initdb)")"
id postgres >/dev/null 2>&1 || useradd --system --create-home postgres
rm -rf "$dir" && mkdir -p "$dir" && chown postgres "$dir"
su postgres -c "$bin/initdb -D $dir -U postgres --auth=trust -E UTF8" >/dev/null
su postgres -c "$bin/pg_ctl -D $dir -o '-p $port -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off' -l $dir/server.log -w start" >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"
