#!/usr/bin/env bash
# Sortie's highly available stack on this machine's loopback, from Debian's packages (installed when missing):
# etcd (one member), three Patroni-managed PostgreSQL 15 nodes (synchronous_mode: a commit is answered only once
# the synchronous standby has it), pgBackRest archiving their WAL, Sortie instances, and HAProxy in front:
# a port for the leader (each node checked by Patroni's REST GET /primary) and a port spreading HTTP and
# WebSocket clients over the instances. docs/operations.md is the runbook.
#
#   stack.sh up                  starts everything (a new stack, or the one left in the folder); prints the ports
#   stack.sh status              Patroni's members, HAProxy's view of its servers, the backups
#   stack.sh down [--purge]      stops everything (--purge: and deletes the folder)
#   stack.sh switchover          hands the leadership to a synchronous standby, cleanly
#   stack.sh backup [full|incr]  a pgBackRest backup of the leader (full by default)
#   stack.sh archived            forces the leader's current WAL segment into the archive and waits for it (pgBackRest check)
#   stack.sh restore DIR TIME    restores the backups into a new cluster in DIR, up to TIME (PITR), starts it
#                                on a port of its own, prints the port; `stack.sh restore-down DIR` stops it
#   stack.sh leader              the leader's node name
#   stack.sh kill-leader         kill -9 of the leader's Patroni and postmaster (what test/ha does); prints the node
#   stack.sh kill-instance N     kill -9 of Sortie instance N (1, 2, …)
#   stack.sh start-node NAME     starts a node's Patroni again (after a kill, it rejoins as a standby)
#
# Settings (environment): SORTIE_HA_DIR (default /tmp/sortie-ha), SORTIE_HA_PORT (first port of the block the
# stack uses, default 25400: etcd +0/+1, leader +10, nodes +11…+13, their REST +21…+23, Sortie through HAProxy
# +30, instances +31…, HAProxy's statistics +40), SORTIE_HA_INSTANCES (default 2, 0 for none),
# SORTIE_HA_SERVICE (how an instance is started, default `node scripts/start.js`; it gets PORT, HOST and
# DATABASE_URL), JWT_KEYS (default: made once and kept in the folder). Every other setting in the environment
# reaches the instances as it is. As root, PostgreSQL, Patroni and pgBackRest run as the postgres user.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${SORTIE_HA_DIR:-/tmp/sortie-ha}
base=${SORTIE_HA_PORT:-25400}
instances=${SORTIE_HA_INSTANCES:-2}
service=${SORTIE_HA_SERVICE:-node scripts/start.js}
PG_BIN=/usr/lib/postgresql/15/bin
NODES=(node1 node2 node3)
etcd_port=$base
leader_port=$((base + 10))
http_port=$((base + 30))
stats_port=$((base + 40))
node_index() { local i; for i in "${!NODES[@]}"; do [ "${NODES[$i]}" = "$1" ] && echo $((i + 1)) && return; done; echo "no node $1" >&2; return 1; }
pg_port() { echo $((base + 10 + $(node_index "$1"))); }
rest_port() { echo $((base + 20 + $(node_index "$1"))); }
instance_port() { echo $((base + 30 + $1)); }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2> /dev/null; }
wait_until() { # SECONDS WHAT COMMAND…: runs COMMAND every 0.2 s until it succeeds
  local tries=$(($1 * 5)) what=$2
  shift 2
  for _ in $(seq 1 "$tries"); do "$@" > /dev/null 2>&1 && return 0; sleep 0.2; done
  echo "stack.sh: $what did not happen within $((tries / 5)) s (logs in $dir)" >&2
  return 1
}
backrest() { as_postgres pgbackrest --config="$dir/pgbackrest.conf" --stanza=sortie "$@"; }
leader() { local n; for n in "${NODES[@]}"; do curl -sf "http://127.0.0.1:$(rest_port "$n")/primary" > /dev/null 2>&1 && echo "$n" && return 0; done; return 1; }
# pgBackRest's options naming a node's PostgreSQL (its data folder, port and socket).
pg_options() { echo "--pg1-path=$dir/$1/data --pg1-port=$(pg_port "$1") --pg1-socket-path=$dir/$1"; }

install_packages() {
  local missing=()
  command -v etcd > /dev/null || missing+=(etcd-server)
  command -v patroni > /dev/null || missing+=(patroni)
  command -v haproxy > /dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
  command -v pgbackrest > /dev/null || missing+=(pgbackrest)
  command -v curl > /dev/null || missing+=(curl)
  [ -x "$PG_BIN/postgres" ] || missing+=(postgresql-15)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing ${missing[*]}" >&2
    apt-get update -qq > /dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
  fi
}

write_configs() {
  mkdir -p "$dir/log" "$dir/backrest"
  for n in "${NODES[@]}"; do
    mkdir -p "$dir/$n"
    cat > "$dir/$n/patroni.yml" << EOF
scope: sortie
name: $n
restapi:
  listen: 127.0.0.1:$(rest_port "$n")
  connect_address: 127.0.0.1:$(rest_port "$n")
etcd3:
  hosts: 127.0.0.1:$etcd_port
bootstrap:
  dcs:
    # A dead leader's key expires within ttl; the synchronous standby then takes over.
    ttl: 10
    loop_wait: 2
    retry_timeout: 4
    synchronous_mode: true
    postgresql:
      use_pg_rewind: true
      parameters:
        max_connections: 200
        wal_level: replica
        wal_log_hints: 'on'
        archive_mode: 'on'
        archive_timeout: 60
        max_wal_senders: 10
        max_replication_slots: 10
  initdb:
    - encoding: UTF8
    - auth: trust
postgresql:
  listen: 127.0.0.1:$(pg_port "$n")
  connect_address: 127.0.0.1:$(pg_port "$n")
  data_dir: $dir/$n/data
  # A new standby copies the leader at once (pg_basebackup's default checkpoint is spread over minutes).
  basebackup:
    - checkpoint: fast
  bin_dir: $PG_BIN
  pgpass: $dir/$n/pgpass
  authentication:
    superuser: {username: postgres}
    replication: {username: postgres}
  parameters:
    unix_socket_directories: $dir/$n
    archive_command: 'pgbackrest --config=$dir/pgbackrest.conf --stanza=sortie --pg1-path=$dir/$n/data archive-push %p'
  pg_hba:
    - local all all trust
    - host all all 127.0.0.1/32 trust
    - host replication all 127.0.0.1/32 trust
EOF
  done
  cat > "$dir/pgbackrest.conf" << EOF
[global]
repo1-path=$dir/backrest
repo1-retention-full=2
log-path=$dir/log
lock-path=$dir/backrest-lock
log-level-console=warn
log-level-file=info
start-fast=y
compress-type=lz4

[sortie]
$(pg_options node1 | tr ' ' '\n' | sed 's/^--//')
EOF
  # The balancer's own answer when no instance does, or one died mid-answer: a 503 problem with Retry-After,
  # as the service's own; a command retried under its Idempotency-Key is carried out once.
  printf 'HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/problem+json\r\nRetry-After: 1\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n%s\n' \
    '{"type":"about:blank","title":"Service Unavailable","status":503,"detail":"No Sortie instance answered. Retry after the Retry-After header; a command under the same Idempotency-Key is carried out once."}' > "$dir/503.http"
  {
    cat << EOF
global
  maxconn 4000
  pidfile $dir/haproxy.pid
  log stderr format short local0 notice

defaults
  timeout connect 2s
  timeout check 1s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h

# Writes and reads: the node whose Patroni answers 200 to GET /primary. A node marked down has its
# connections cut, so that clients reconnect to the new leader instead of waiting on a dead one.
listen postgres-leader
  bind 127.0.0.1:$leader_port
  mode tcp
  option httpchk GET /primary
  http-check expect status 200
  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions
EOF
    for n in "${NODES[@]}"; do echo "  server $n 127.0.0.1:$(pg_port "$n") check port $(rest_port "$n")"; done
    cat << EOF

# Sortie's clients, HTTP and WebSocket (an upgraded connection is a tunnel). An instance is checked by TCP,
# not GET /health, so that while the database is away the instances still answer their own 503s. A request
# that found its instance gone is sent to another (the commands carry an Idempotency-Key, so a retry is safe).
listen sortie
  bind 127.0.0.1:$http_port
  mode http
  option http-buffer-request
  option forwardfor
  retries 3
  option redispatch 1
  retry-on all-retryable-errors
  errorfile 502 $dir/503.http
  errorfile 503 $dir/503.http
  errorfile 504 $dir/503.http
  default-server inter 1s fall 1 rise 2
EOF
    for i in $(seq 1 "$instances"); do echo "  server sortie$i 127.0.0.1:$(instance_port "$i") check"; done
    cat << EOF

listen stats
  bind 127.0.0.1:$stats_port
  mode http
  stats enable
  stats uri /
EOF
  } > "$dir/haproxy.cfg"
  if [ "$(id -u)" = 0 ]; then chown -R postgres "$dir"; chmod 700 "$dir"/node*; fi
}

start_node() {
  local n=$1
  alive "$dir/$n/patroni.pid" && return 0
  # The pid file holds Patroni's own id (runuser's child execs it).
  as_postgres sh -c 'echo $$ > "$1/patroni.pid"; exec patroni "$1/patroni.yml"' sh "$dir/$n" >> "$dir/log/$n.out" 2>&1 &
}

up() {
  install_packages
  [ -x "$PG_BIN/postgres" ] || { echo "stack.sh: no PostgreSQL 15 in $PG_BIN" >&2; exit 1; }
  mkdir -p "$dir"
  chmod 755 "$dir"
  [ -f "$dir/haproxy.cfg" ] || write_configs
  if ! alive "$dir/etcd.pid"; then
    etcd --name sortie-ha --data-dir "$dir/etcd" \
      --listen-client-urls "http://127.0.0.1:$etcd_port" --advertise-client-urls "http://127.0.0.1:$etcd_port" \
      --listen-peer-urls "http://127.0.0.1:$((etcd_port + 1))" --initial-advertise-peer-urls "http://127.0.0.1:$((etcd_port + 1))" \
      --initial-cluster "sortie-ha=http://127.0.0.1:$((etcd_port + 1))" > "$dir/log/etcd.out" 2>&1 &
    echo $! > "$dir/etcd.pid"
  fi
  wait_until 20 "etcd answering" curl -sf "http://127.0.0.1:$etcd_port/health"
  start_node node1
  wait_until 60 "a leader elected" leader
  for n in "${NODES[@]:1}"; do start_node "$n"; done
  if ! alive "$dir/haproxy.pid"; then haproxy -D -f "$dir/haproxy.cfg"; fi
  wait_until 20 "the leader behind HAProxy" pg_isready -q -h 127.0.0.1 -p "$leader_port"
  psql -q -h 127.0.0.1 -p "$leader_port" -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'sortie'" | grep -q 1 ||
    psql -q -h 127.0.0.1 -p "$leader_port" -U postgres -d postgres -c 'CREATE DATABASE sortie'
  # shellcheck disable=SC2046
  backrest $(pg_options "$(leader)") stanza-create > /dev/null
  wait_until 90 "both standbys streaming, one synchronous" standbys_ready
  [ -f "$dir/jwt-keys" ] || (umask 077 && echo "ha:$(openssl rand -hex 32)" > "$dir/jwt-keys")
  for i in $(seq 1 "$instances"); do start_instance "$i"; done
  for i in $(seq 1 "$instances"); do wait_until 60 "Sortie instance $i answering" curl -sf "http://127.0.0.1:$(instance_port "$i")/health"; done
  echo "leader=127.0.0.1:$leader_port http=127.0.0.1:$http_port stats=http://127.0.0.1:$stats_port/ dir=$dir"
}

standbys_ready() {
  curl -sf "http://127.0.0.1:$(rest_port "$(leader)")/cluster" | node -e '
    const m = JSON.parse(require("fs").readFileSync(0, "utf8")).members;
    const standbys = m.filter((x) => x.role !== "leader" && (x.state === "streaming" || x.state === "running") && typeof x.lag === "number");
    process.exit(standbys.length === 2 && standbys.some((x) => x.role === "sync_standby") ? 0 : 1);'
}

start_instance() {
  local i=$1 port
  port=$(instance_port "$i")
  alive "$dir/sortie$i.pid" && return 0
  (
    cd "$root"
    export PORT=$port HOST=127.0.0.1 DATABASE_URL="postgresql://postgres@127.0.0.1:$leader_port/sortie"
    export JWT_KEYS=${JWT_KEYS:-$(cat "$dir/jwt-keys")} TRUST_PROXY=${TRUST_PROXY:-127.0.0.1}
    export PUBLIC_URL=${PUBLIC_URL:-http://127.0.0.1:$http_port}
    # shellcheck disable=SC2086
    exec $service
  ) >> "$dir/log/sortie$i.out" 2>&1 &
  echo $! > "$dir/sortie$i.pid"
}

down() {
  local pids=() f
  for f in "$dir"/sortie*.pid "$dir/haproxy.pid" "$dir"/node*/patroni.pid; do
    if alive "$f"; then pids+=("$(cat "$f")"); kill "$(cat "$f")" 2> /dev/null || true; fi
  done
  for p in "${pids[@]}"; do for _ in $(seq 1 100); do kill -0 "$p" 2> /dev/null || break; sleep 0.1; done; done
  for n in "${NODES[@]}"; do # a postmaster whose Patroni was killed outlives it
    if [ -f "$dir/$n/data/postmaster.pid" ]; then as_postgres "$PG_BIN/pg_ctl" -D "$dir/$n/data" -m immediate -w stop > /dev/null 2>&1 || true; fi
  done
  if alive "$dir/etcd.pid"; then kill "$(cat "$dir/etcd.pid")"; fi
  rm -f "$dir"/*.pid "$dir"/node*/patroni.pid
  if [ "${1:-}" = --purge ]; then rm -rf "$dir"; fi
}

status() {
  local n
  n=$(leader || true)
  echo "== Patroni (leader: ${n:-none})"
  as_postgres patronictl -c "$dir/${n:-node1}/patroni.yml" list
  echo "== HAProxy"
  curl -sf "http://127.0.0.1:$stats_port/;csv" | awk -F, '$2 != "FRONTEND" && $2 != "BACKEND" && NR > 1 { print "  " $1 "/" $2 ": " $18 }'
  echo "== pgBackRest"
  backrest info
}

restore() {
  local target=$1 time=$2 port
  mkdir -p "$target"
  chmod 755 "$target"
  [ "$(id -u)" = 0 ] && chown postgres "$target"
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  backrest --pg1-path="$target/data" restore --type=time "--target=$time" --target-action=promote > /dev/null
  # The restored cluster is a PostgreSQL of its own: not Patroni's, archiving nowhere, waiting for no synchronous
  # standby (Patroni's configuration, restored with the data, names one), on its own port and socket.
  as_postgres "$PG_BIN/pg_ctl" -D "$target/data" -l "$target/postgres.log" -w -t 120 \
    -o "-p $port -k $target -c listen_addresses=127.0.0.1 -c archive_mode=off -c synchronous_standby_names=" start > /dev/null
  wait_until 60 "the restored cluster promoted" sh -c "psql -h 127.0.0.1 -p $port -U postgres -d postgres -tAc 'SELECT pg_is_in_recovery()' | grep -q f"
  echo "$port"
}

case "${1:-}" in
  up) up ;;
  down) down "${2:-}" ;;
  status) status ;;
  leader) leader ;;
  switchover)
    n=$(leader)
    as_postgres patronictl -c "$dir/$n/patroni.yml" switchover --leader "$n" --force
    ;;
  backup)
    # shellcheck disable=SC2046
    backrest $(pg_options "$(leader)") backup --type="${2:-full}"
    ;;
  archived)
    # shellcheck disable=SC2046
    backrest $(pg_options "$(leader)") check
    ;;
  restore) restore "$2" "$3" ;;
  restore-down) as_postgres "$PG_BIN/pg_ctl" -D "$2/data" -m fast -w stop > /dev/null ;;
  kill-leader)
    n=$(leader)
    kill -9 "$(cat "$dir/$n/patroni.pid")" "$(head -1 "$dir/$n/data/postmaster.pid")"
    rm -f "$dir/$n/patroni.pid"
    echo "$n"
    ;;
  kill-instance)
    kill -9 "$(cat "$dir/sortie$2.pid")"
    rm -f "$dir/sortie$2.pid"
    ;;
  start-node) start_node "$2" ;;
  *)
    sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
    exit 64
    ;;
esac
