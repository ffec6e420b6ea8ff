#!/usr/bin/env bash
# A PostgreSQL server of the tests' own: `start STATE` creates a temporary cluster, starts it on a free
# loopback port with password (SCRAM) logins, and writes how to reach it to STATE (a file in the build
# folder); `stop STATE` stops it and deletes it. CTest runs start and stop as a fixture, so the server is
# stopped whether the tests between pass or fail. `crash STATE` stops the server at once, as a crash of its
# processes would (pg_ctl's immediate mode: every server process quits at once, no checkpoint, recovery from
# the WAL at the next start), and `restart STATE` starts it again on the same port. Needs Debian's postgresql package
# (packaging/install-deps.sh).
set -euo pipefail
usage="usage: postgres_cluster.sh start|stop|crash|restart STATE_FILE"
action="${1:?$usage}"
state="${2:?$usage}"

bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
[ -x "$bindir/pg_ctl" ] || { echo "postgres_cluster: no PostgreSQL server (run packaging/install-deps.sh)" >&2; exit 1; }

# initdb refuses to run as root: the cluster then belongs to the postgres account the package created.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

stop_cluster() {
  [ -f "$state" ] || return 0
  dir="$(sed -n 's/^CLUSTER_DIR=//p' "$state")"
  if [ -n "$dir" ] && [ -d "$dir/data" ]; then
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
  fi
  rm -f "$state"
}

# Starts the server of cluster folder $1 on port $2.
start_server() {
  as_owner "$bindir/pg_ctl" -D "$1/data" -l "$1/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $2 -c unix_socket_directories=$1 -c fsync=off -c max_connections=100" \
    start >/dev/null 2>&1
}

state_value() { sed -n "s/^$1=//p" "$state"; }

case "$action" in
  stop) stop_cluster; exit 0 ;;
  start) stop_cluster ;; # a cluster left by a killed run goes first
  crash) as_owner "$bindir/pg_ctl" -D "$(state_value CLUSTER_DIR)/data" -m immediate -w stop >/dev/null; exit ;;
  restart) start_server "$(state_value CLUSTER_DIR)" "$(state_value PGPORT)" ||
             { tail -n 20 "$(state_value CLUSTER_DIR)/server.log" >&2; exit 1; }; exit ;;
  *) echo "postgres_cluster: unknown action '$action' (start, stop, crash or restart)" >&2; exit 2 ;;
esac

# The cluster lives outside the build folder, whose parents the postgres account may not be allowed to
# enter; STATE, in the build folder, says where.
dir="$(mktemp -d /tmp/gpuadvisor-pg.XXXXXX)"
password="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')"
printf '%s\n' "$password" >"$dir/pwfile"
[ "$(id -u)" -eq 0 ] && chown -R postgres: "$dir"
chmod 700 "$dir"
as_owner "$bindir/initdb" -D "$dir/data" -U cluster_owner --pwfile="$dir/pwfile" \
  --auth-local=scram-sha-256 --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; rm -rf "$dir"; exit 1; }
rm -f "$dir/pwfile"

for attempt in 1 2 3 4 5 6 7 8; do
  port=$((20000 + (RANDOM % 20000)))
  if start_server "$dir" "$port"; then
    {
      echo "CLUSTER_DIR=$dir"
      echo "PGHOST=127.0.0.1"
      echo "PGPORT=$port"
      echo "PGUSER=cluster_owner"
      echo "PGPASSWORD=$password"
    } >"$state"
    exit 0
  fi
done
cat "$dir/server.log" >&2 || true
rm -rf "$dir"
echo "postgres_cluster: the server did not start" >&2
exit 1
