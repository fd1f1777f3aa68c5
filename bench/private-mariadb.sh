#!/bin/sh
# A MariaDB of the bench's own (issue 35): bench/db-work.ts reads the server's global counters and
# its process's CPU, and a server that test suites use at the same time counts their work too.
# Settings as the shared server's (buffer pool, redo log, O_DIRECT, flush at every commit).
# BENCH_FSYNC_DELAY_MS (default 0; decimals allowed) makes every fsync, fdatasync and waiting
# sync_file_range of this server sleep that long first (bench/slow-fsync.c, loaded with LD_PRELOAD):
# a durable commit costs what it does on network storage or a busy disk, where the machine's own
# disk flushes in microseconds. The delay is the server's for its life: stop it to change it.
# Usage: bench/private-mariadb.sh start|stop [port]; then MYSQL_URL=mysql://root@127.0.0.1:<port> node dist/bench/run.js
set -eu
PORT=${2:-3316}
DIR=${BENCH_MARIADB_DIR:-/tmp/contas-bench-mariadb-$PORT}
DELAY_MS=${BENCH_FSYNC_DELAY_MS:-0}
running () { [ -f "$DIR/mariadb.pid" ] && kill -0 "$(cat "$DIR/mariadb.pid")" 2>/dev/null; }
case "${1:-start}" in
  start)
    # A second server on the same files would fail while the first kept answering, with another delay.
    if running; then echo "a MariaDB already runs from $DIR (pid $(cat "$DIR/mariadb.pid")): stop it first" >&2; exit 1; fi
    if [ ! -d "$DIR/data/mysql" ]; then
      mkdir -p "$DIR/data"
      mariadb-install-db --no-defaults --user=root --datadir="$DIR/data" --auth-root-authentication-method=normal --skip-test-db >"$DIR/install.log" 2>&1
    fi
    DELAY_US=$(awk -v ms="$DELAY_MS" 'BEGIN { printf "%d", ms * 1000 }')
    PRELOAD=
    if [ "$DELAY_US" -gt 0 ]; then
      cc -O2 -shared -fPIC -o "$DIR/slow-fsync.so" "$(dirname "$0")/slow-fsync.c" -ldl
      PRELOAD="$DIR/slow-fsync.so"
    fi
    LD_PRELOAD=$PRELOAD SLOW_FSYNC_US=$DELAY_US \
    mariadbd --no-defaults --user=root --datadir="$DIR/data" --port="$PORT" --bind-address=127.0.0.1 --socket="$DIR/mariadb.sock" \
      --pid-file="$DIR/mariadb.pid" --skip-name-resolve --innodb-buffer-pool-size=128M --innodb-log-file-size=96M \
      --innodb-flush-method=O_DIRECT --innodb-flush-log-at-trx-commit=1 --max-connections=400 --log-error="$DIR/error.log" &
    for _ in $(seq 1 60); do
      mariadb --no-defaults -uroot -h127.0.0.1 -P"$PORT" -e 'SELECT 1' >/dev/null 2>&1 && {
        [ "$DELAY_US" -gt 0 ] && echo "every fsync and fdatasync of this server waits $DELAY_MS ms first" >&2
        echo "mysql://root@127.0.0.1:$PORT"; exit 0; }
      sleep 0.5
    done
    echo "MariaDB did not start: see $DIR/error.log" >&2
    exit 1
    ;;
  stop)
    PID=$(cat "$DIR/mariadb.pid")
    kill "$PID"
    # Its files are free, and its port, only once it has exited: a start right after must not race it.
    while kill -0 "$PID" 2>/dev/null; do sleep 0.2; done
    ;;
esac
