#!/usr/bin/env bash
# What a cached public answer costs the server against what the same bytes cost nginx serving them as a
# file, on this machine, side by side (make bench; issue "the API's cost per request"). Each path's answer
# (asked without compression, as wrk asks) is saved as a file that nginx (Debian's, 2 workers, no access
# log) serves; wrk (2 threads, 64 connections, SECS s) then runs the server and nginx in turns, three
# rounds. Writes OUT as JSON: for each path its bytes, the requests/s of each round on both sides and
# the ratio of the medians (server / nginx).
#
#   scripts/bench_nginx.sh BASE OUT SECS PATH...
set -euo pipefail
BASE=$1 OUT=$2 SECS=$3
shift 3
NGINX=/usr/sbin/nginx
[[ -x $NGINX ]] || { echo "bench_nginx: $NGINX is missing (make ensure-nginx)" >&2; exit 1; }
command -v wrk >/dev/null || { echo "bench_nginx: wrk is missing (scripts/bench.sh installs it)" >&2; exit 1; }
DIR=$(mktemp -d)
NPORT=18185
trap '[[ -f $DIR/nginx.pid ]] && kill "$(cat "$DIR/nginx.pid")" 2>/dev/null; rm -rf "$DIR"' EXIT
mkdir -p "$DIR/www" "$DIR/tmp"
cat >"$DIR/nginx.conf" <<CONF
worker_processes 2;
pid $DIR/nginx.pid;
error_log $DIR/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/json;
  client_body_temp_path $DIR/tmp/body;
  proxy_temp_path $DIR/tmp/proxy;
  fastcgi_temp_path $DIR/tmp/fastcgi;
  uwsgi_temp_path $DIR/tmp/uwsgi;
  scgi_temp_path $DIR/tmp/scgi;
  server {
    listen 127.0.0.1:$NPORT;
    root $DIR/www;
  }
}
CONF
i=0
for path in "$@"; do
  curl -sf "$BASE$path" -o "$DIR/www/$i.json"
  i=$((i + 1))
done
"$NGINX" -c "$DIR/nginx.conf" -e "$DIR/error.log"
for _ in $(seq 1 100); do curl -sf -o /dev/null "http://127.0.0.1:$NPORT/0.json" && break; sleep 0.05; done

# rps URL: requests/s of one wrk run (after a 1 s warm-up).
rps() {
  wrk -t2 -c64 -d1s "$1" >/dev/null
  wrk -t2 -c64 -d"${SECS}s" "$1" | awk '/^Requests\/sec:/ {print $2}'
}
i=0
: >"$DIR/runs.tsv"
for path in "$@"; do
  for round in 1 2 3; do
    printf '%s\t%s\t%s\t%s\t%s\n' "$path" "$(stat -c %s "$DIR/www/$i.json")" "$round" \
      "$(rps "$BASE$path")" "$(rps "http://127.0.0.1:$NPORT/$i.json")" >>"$DIR/runs.tsv"
  done
  i=$((i + 1))
done
python3 - "$DIR/runs.tsv" "$OUT" <<'PY'
import json, statistics, sys
rows = {}
for line in open(sys.argv[1], encoding='utf-8'):
    path, size, _, mon, nginx = line.rstrip('\n').split('\t')
    row = rows.setdefault(path, {'path': path, 'bytes': int(size), 'server_rps': [], 'nginx_rps': []})
    row['server_rps'].append(float(mon))
    row['nginx_rps'].append(float(nginx))
for row in rows.values():
    row['ratio'] = round(statistics.median(row['server_rps']) / statistics.median(row['nginx_rps']), 2)
json.dump(list(rows.values()), open(sys.argv[2], 'w', encoding='utf-8'), indent=2)
PY
