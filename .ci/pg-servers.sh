#!/usr/bin/env bash
# Database servers of CI's own, each in a temporary directory and on a free loopback port:
#   pg-servers.sh bouncer DIR PORT   starts a PgBouncer (transaction mode, trust) in front of 127.0.0.1:PORT; prints its port
#   pg-servers.sh cluster DIR        initdb's a PostgreSQL 15 cluster in DIR and starts it; prints its port
#   pg-servers.sh pg-stop|pg-start|bouncer-kill|bouncer-start DIR   what test/outage.test.ts does to them
#   pg-servers.sh down DIR           stops whatever runs in DIR
# As root, the servers run as the postgres user (neither runs as root).
set -euo pipefail
PG_BIN=/usr/lib/postgresql/15/bin
command=$1
dir=$2

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
owned_dir() { mkdir -p "$dir"; if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi; }
wait_for() { for _ in $(seq 1 50); do pg_isready -q -h 127.0.0.1 -p "$1" && return 0; sleep 0.2; done; echo "nothing answers on port $1" >&2; return 1; }

case "$command" in
  bouncer)
    owned_dir
    port=$(free_port)
    cat > "$dir/pgbouncer.ini" <<EOF
[databases]
* = host=127.0.0.1 port=$3
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 10
query_wait_timeout = 10
server_login_retry = 1
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
EOF
    echo '"postgres" ""' > "$dir/users.txt"
    echo "$port" > "$dir/bouncer.port"
    "$0" bouncer-start "$dir"
    echo "$port"
    ;;
  bouncer-start)
    as_postgres /usr/sbin/pgbouncer -d "$dir/pgbouncer.ini"
    wait_for "$(cat "$dir/bouncer.port")"
    ;;
  bouncer-kill)
    kill -9 "$(cat "$dir/pgbouncer.pid")"
    rm -f "$dir/pgbouncer.pid"
    ;;
  cluster)
    owned_dir
    port=$(free_port)
    echo "$port" > "$dir/pg.port"
    as_postgres "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync -E UTF8 > "$dir/initdb.log"
    "$0" pg-start "$dir"
    echo "$port"
    ;;
  pg-start)
    as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -o "-p $(cat "$dir/pg.port") -k $dir -c listen_addresses=127.0.0.1" start > /dev/null
    ;;
  pg-stop)
    as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop > /dev/null
    ;;
  down)
    if [ -f "$dir/pgbouncer.pid" ]; then kill "$(cat "$dir/pgbouncer.pid")" 2> /dev/null || true; fi
    if [ -f "$dir/data/postmaster.pid" ]; then as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop > /dev/null || true; fi
    ;;
  *)
    echo "pg-servers.sh: unknown command $command" >&2
    exit 64
    ;;
esac
