#!/bin/sh
# A MariaDB of the bench's own (issue 35): bench/db-work.ts reads the server's global counters and
# its process's CPU, and a server that test suites use at the same time counts their work too.
# Settings as the shared server's (buffer pool, redo log, O_DIRECT, flush at every commit).
# Usage: bench/private-mariadb.sh start|stop [port]; then MYSQL_URL=mysql://root@127.0.0.1:<port> node dist/bench/run.js
set -eu
PORT=${2:-3316}
DIR=${BENCH_MARIADB_DIR:-/tmp/contas-bench-mariadb-$PORT}
case "${1:-start}" in
  start)
    if [ ! -d "$DIR/data/mysql" ]; then
      mkdir -p "$DIR/data"
      mariadb-install-db --no-defaults --user=root --datadir="$DIR/data" --auth-root-authentication-method=normal --skip-test-db >"$DIR/install.log" 2>&1
    fi
    mariadbd --no-defaults --user=root --datadir="$DIR/data" --port="$PORT" --bind-address=127.0.0.1 --socket="$DIR/mariadb.sock" \
      --pid-file="$DIR/mariadb.pid" --skip-name-resolve --innodb-buffer-pool-size=128M --innodb-log-file-size=96M \
      --innodb-flush-method=O_DIRECT --innodb-flush-log-at-trx-commit=1 --max-connections=400 --log-error="$DIR/error.log" &
    for _ in $(seq 1 60); do
      mariadb --no-defaults -uroot -h127.0.0.1 -P"$PORT" -e 'SELECT 1' >/dev/null 2>&1 && { echo "mysql://root@127.0.0.1:$PORT"; exit 0; }
      sleep 0.5
    done
    echo "MariaDB did not start: see $DIR/error.log" >&2
    exit 1
    ;;
  stop)
    kill "$(cat "$DIR/mariadb.pid")"
    ;;
esac
