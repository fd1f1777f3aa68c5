#!/usr/bin/env bash
# A three-node MariaDB Galera cluster on this machine, on loopback only, for `make test-galera`.
#   scripts/galera.sh up       start it (idempotent); returns once all three nodes are Synced in one cluster
#   scripts/galera.sh down     stop it and delete its data
#   scripts/galera.sh status   one line per node: port, state, cluster size
#   scripts/galera.sh kill N   SIGKILL node N (1-3), as a crash would
#   scripts/galera.sh urls     the three nodes' mysql:// URLs, comma-separated (GALERA_URLS)
# Node N listens for SQL on 127.0.0.1:331N, for Galera on 457N, for IST on 458N and SST on 459N
# (GALERA_SQL_BASE and GALERA_PORT_BASE move them). Data, sockets and logs live under GALERA_DIR
# (default .galera/ in this folder, which git ignores). Every wait is bounded; a failure prints one
# line starting with "galera:" and exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

GALERA_DIR=${GALERA_DIR:-$PWD/.galera}
SQL_BASE=${GALERA_SQL_BASE:-3310}
PORT_BASE=${GALERA_PORT_BASE:-4570}
NODES=(1 2 3)
PROVIDER=${GALERA_PROVIDER:-/usr/lib/galera/libgalera_smm.so}
# An SST copies a whole data directory through mariadb-backup: seconds here, bounded anyway.
JOIN_TIMEOUT=${GALERA_JOIN_TIMEOUT:-180}

fail () { echo "galera: $*" >&2; exit 1; }

sql_port () { echo $((SQL_BASE + $1)); }
gcomm_port () { echo $((PORT_BASE + $1)); }
node_dir () { echo "$GALERA_DIR/node$1"; }
socket () { echo "$(node_dir "$1")/mysqld.sock"; }

# Through the socket as the OS user (root: unix_socket authentication), so it works before any
# TCP user exists. Prints nothing and fails when the node does not answer within 10 s; reads do
# not wait for the cluster (wsrep_sync_wait), which a node that is still joining cannot serve.
node_sql () {
  local n=$1; shift
  timeout 10 mariadb --no-defaults --protocol=socket -S "$(socket "$n")" -uroot -N -B --connect-timeout=2 \
    -e "SET SESSION wsrep_sync_wait = 0; $*" 2>/dev/null
}

wsrep_status () { node_sql "$1" "SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = '$2'"; }

# The node's server process, unless it is gone or a zombie (killed, not yet reaped).
pid_of () {
  local file pid state
  file="$(node_dir "$1")/server.pid"
  [ -s "$file" ] || return 1
  pid=$(cat "$file")
  state=$(ps -o stat= -p "$pid" 2>/dev/null) || return 1
  [[ "$state" != Z* ]] && echo "$pid"
}

write_config () {
  local n=$1 dir gcomm members=""
  dir=$(node_dir "$n")
  gcomm=$(gcomm_port "$n")
  for m in "${NODES[@]}"; do members+="${members:+,}127.0.0.1:$(gcomm_port "$m")"; done
  cat > "$dir/my.cnf" <<EOF
[mariadb]
datadir=$dir/data
socket=$dir/mysqld.sock
pid-file=$dir/mysqld.pid
log-error=$dir/error.log
port=$(sql_port "$n")
bind-address=127.0.0.1
user=root
skip-name-resolve
# No wsrep_sync_wait here: the service sets it on each of its sessions (db/dialect.ts,
# readYourWrites), and test/galera.test.ts checks that it does.
# The machine is shared: small buffers.
innodb_buffer_pool_size=64M
innodb_log_file_size=32M
max_connections=300
performance_schema=OFF
# What Galera needs: row-based binlog events, InnoDB, interleaved auto-increment locks.
binlog_format=ROW
default_storage_engine=InnoDB
innodb_autoinc_lock_mode=2
wsrep_on=ON
wsrep_provider=$PROVIDER
wsrep_cluster_name=contas-galera
wsrep_cluster_address=gcomm://$members
wsrep_node_name=node$n
wsrep_node_address=127.0.0.1:$gcomm
wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:$gcomm;ist.recv_addr=127.0.0.1:$((gcomm + 10));gcache.size=64M"
# rsync refuses to run as root; mariadb-backup, run as root, logs in through the socket.
wsrep_sst_method=mariabackup
wsrep_sst_auth=root:
wsrep_sst_receive_address=127.0.0.1:$((gcomm + 20))
EOF
}

ensure_packages () {
  [ -x "$PROVIDER" ] || [ -f "$PROVIDER" ] || fail "the Galera provider $PROVIDER is missing (Debian package galera-4)"
  command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || fail "mariadbd is missing (Debian package mariadb-server)"
  if ! command -v mariadb-backup >/dev/null 2>&1 || ! command -v socat >/dev/null 2>&1; then
    echo "galera: installing mariadb-backup and socat (the SST method) from Debian's packages"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mariadb-backup socat >/dev/null; } \
      || fail "could not install mariadb-backup and socat with apt-get"
  fi
}

start_node () {
  local n=$1 dir
  dir=$(node_dir "$n")
  shift
  mkdir -p "$dir"
  write_config "$n"
  if [ ! -d "$dir/data/mysql" ]; then
    mariadb-install-db --no-defaults --datadir="$dir/data" --user=root --skip-test-db >"$dir/install.log" 2>&1 \
      || fail "mariadb-install-db failed for node $n (see $dir/install.log)"
  fi
  # setsid: the server outlives the make that started it and is not hit by its terminal's signals.
  # Where this start's lines begin in the error log, so a failure quotes this start's error.
  wc -l < "$dir/error.log" 2>/dev/null > "$dir/error.log.start" || echo 0 > "$dir/error.log.start"
  # Its pid is recorded here at once: the server writes its own pid-file only after an SST.
  setsid /usr/sbin/mariadbd --defaults-file="$dir/my.cnf" "$@" </dev/null >>"$dir/stdout.log" 2>&1 &
  echo $! > "$dir/server.pid"
}

# Waits until node n is Synced and sees `size` members.
wait_synced () {
  local n=$1 size=$2 deadline=$((SECONDS + JOIN_TIMEOUT)) state="" members=""
  while [ $SECONDS -lt $deadline ]; do
    state=$(wsrep_status "$n" wsrep_local_state_comment || true)
    members=$(wsrep_status "$n" wsrep_cluster_size || true)
    if [ "$state" = Synced ] && [ "${members:-0}" -ge "$size" ]; then return 0; fi
    if [ -z "$(pid_of "$n")" ]; then
      local dir first
      dir=$(node_dir "$n")
      first=$(( $(cat "$dir/error.log.start" 2>/dev/null || echo 0) + 1 ))
      fail "node $n exited while starting: $(tail -n +"$first" "$dir/error.log" 2>/dev/null | grep -m1 -E '\[ERROR\]' || echo 'see its error.log') ($dir/error.log)"
    fi
    sleep 1
  done
  fail "node $n not Synced with $size members after ${JOIN_TIMEOUT}s (state '${state:-no answer}', size '${members:-?}'; see $(node_dir "$n")/error.log)"
}

# root from 127.0.0.1 without a password, as the tests' MYSQL_URL expects of the machine's server.
# Granted on the first node once; Galera replicates it (and the joiners receive it by SST).
grant_tcp_root () {
  node_sql 1 "CREATE USER IF NOT EXISTS 'root'@'127.0.0.1'; GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION" \
    || fail "could not create root@127.0.0.1 on node 1"
}

cluster_size () { wsrep_status "$1" wsrep_cluster_size || echo 0; }

up () {
  ensure_packages
  local running=() missing=() synced=""
  for n in "${NODES[@]}"; do
    if [ -n "$(pid_of "$n" || true)" ]; then running+=("$n"); else missing+=("$n"); fi
  done
  for n in "${running[@]}"; do
    if [ "$(wsrep_status "$n" wsrep_local_state_comment || true)" = Synced ]; then synced=$n; break; fi
  done
  if [ ${#running[@]} -gt 0 ] && [ -n "$synced" ]; then
    # A node that was stopped or killed (test/galera.test.ts kills one) rejoins the running
    # cluster and catches up by IST, or by SST when the donor's cache no longer covers the gap.
    for n in "${missing[@]}"; do
      echo "galera: node $n rejoins the cluster"
      start_node "$n"
      wait_synced "$n" 1
    done
    for n in "${NODES[@]}"; do wait_synced "$n" 3; done
    echo "galera: 3 nodes Synced in one cluster ($(urls))"
    return 0
  fi
  if [ ${#running[@]} -gt 0 ] || [ -d "$GALERA_DIR" ]; then
    # No node to join (all stopped, or none Synced): the data is a test's, start afresh.
    down >/dev/null
  fi
  for n in "${NODES[@]}"; do
    for port in "$(sql_port "$n")" "$(gcomm_port "$n")" $(($(gcomm_port "$n") + 10)) $(($(gcomm_port "$n") + 20)); do
      if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then fail "port $port on 127.0.0.1 is taken by another program"; fi
    done
  done
  # The first node founds the cluster; the others join it one at a time, each receiving its state by SST.
  start_node 1 --wsrep-new-cluster
  wait_synced 1 1
  grant_tcp_root
  start_node 2
  wait_synced 2 2
  start_node 3
  wait_synced 3 3
  for n in "${NODES[@]}"; do wait_synced "$n" 3; done
  echo "galera: 3 nodes Synced in one cluster ($(urls))"
}

stop_node () {
  local n=$1 pid deadline
  pid=$(pid_of "$n" || true)
  [ -z "$pid" ] && return 0
  kill -TERM "$pid" 2>/dev/null || true
  deadline=$((SECONDS + 60))
  while kill -0 "$pid" 2>/dev/null && [ $SECONDS -lt $deadline ]; do sleep 0.5; done
  if kill -0 "$pid" 2>/dev/null; then
    echo "galera: node $n did not stop within 60s; killing it" >&2
    kill -KILL "$pid" 2>/dev/null || true
    sleep 1
  fi
}

down () {
  # Joiners first, so the last node to leave is the one that founded the cluster.
  for n in 3 2 1; do stop_node "$n"; done
  rm -rf "$GALERA_DIR"
  echo "galera: stopped, data removed"
}

status () {
  local bad=0
  for n in "${NODES[@]}"; do
    if [ -z "$(pid_of "$n" || true)" ]; then
      echo "node $n  127.0.0.1:$(sql_port "$n")  not running"; bad=1; continue
    fi
    local state size
    state=$(wsrep_status "$n" wsrep_local_state_comment || echo 'no answer')
    size=$(cluster_size "$n")
    echo "node $n  127.0.0.1:$(sql_port "$n")  $state  cluster size $size"
    [ "$state" = Synced ] && [ "$size" = 3 ] || bad=1
  done
  return $bad
}

urls () {
  local list=""
  for n in "${NODES[@]}"; do list+="${list:+,}mysql://root@127.0.0.1:$(sql_port "$n")"; done
  echo "$list"
}

kill_node () {
  local n=${1:-} pid
  [[ "$n" =~ ^[123]$ ]] || fail "kill takes a node number, 1 to 3"
  pid=$(pid_of "$n" || true)
  [ -n "$pid" ] || fail "node $n is not running"
  kill -KILL "$pid"
  # Returns once it is gone, so that `up` right after sees the node as missing.
  local deadline=$((SECONDS + 30))
  while [ -n "$(pid_of "$n" || true)" ]; do
    [ $SECONDS -lt $deadline ] || fail "node $n (pid $pid) still there 30 s after SIGKILL"
    sleep 0.2
  done
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) status ;;
  urls) urls ;;
  kill) kill_node "${2:-}" ;;
  *) echo "usage: scripts/galera.sh up|down|status|urls|kill N" >&2; exit 2 ;;
esac
