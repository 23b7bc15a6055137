#!/usr/bin/env bash
# Load test of the API on this machine: a release server on a fresh SQLite
# database seeded with many subscribers, 10,000 stories, 10,000 blog posts,
# 2,000 learning items in 12 categories, 50,000 appointments and 200,000
# self-care answers, and wrk with 2 threads and 64 connections per endpoint.
# Also measured: login (Argon2id) under load with the public stories list read
# at the same time, the admin subscriber list at 1,000 subscribers and at all
# of them, the server's peak memory, its start time on a fresh and on an
# existing database, and the gzipped JavaScript and CSS of the home page.
# Prints a table with the targets and writes bench/results.json: the latest
# figures, meant to be committed (so it is not in .gitignore).
# Usage: scripts/bench.sh [subscribers] [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-100000}
SECS=${2:-10}
PORT=18181
BASE=http://127.0.0.1:$PORT
FIRST=$((N < 1000 ? N : 1000)) # subscribers present for the small-table measurement
command -v wrk >/dev/null || { echo "installing wrk…"; apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
cargo build --release --locked --bin mon

DATA=$(mktemp -d)
PID=
trap 'kill $PID 2>/dev/null || true; rm -rf "$DATA"' EXIT
# Starts the server on $DATA and polls GET /api/health every 10 ms until it answers 200.
# Sets PID and START_MS (milliseconds from launch to ready); returns 1 if the server exits
# or is not ready within 60 s.
start() {
  local t0
  t0=$(date +%s%N)
  # As `make run` and the Docker image start it (see MALLOC_MMAP_THRESHOLD_ in the README).
  MALLOC_MMAP_THRESHOLD_=1048576 MON_DATA_DIR=$DATA MON_BIND=127.0.0.1:$PORT MON_ADMIN_PASSWORD=bench-admin-1 MON_AUTH_RATE_LIMIT=1000000 \
    RUST_LOG=warn ./target/release/mon >>"$DATA/server.log" 2>&1 &
  PID=$!
  until [[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$BASE/api/health" || true) == 200 ]]; do
    if ! kill -0 "$PID" 2>/dev/null || (($(date +%s%N) - t0 > 60000000000)); then
      echo "server did not start" >&2
      cat "$DATA/server.log" >&2
      return 1
    fi
    sleep 0.01
  done
  START_MS=$((($(date +%s%N) - t0) / 1000000))
}
start || exit 1
FIRST_START_MS=$START_MS # fresh database: includes the migrations and the sample content

# One line per wrk run: kind, name, path, then what parse_wrk prints; bench/results.json is made from it.
TSV=$DATA/runs.tsv
: >"$TSV"
# A wrk report on stdin -> requests/s, p50 ms, p99 ms, errors (non-2xx/3xx answers plus socket
# errors), non-2xx/3xx answers, socket errors, requests: tab-separated, "-" for a figure wrk did
# not print. wrk writes latencies as 870.00us, 1.23ms, 2.01s or 1.50m.
parse_wrk() {
  awk '
    function ms(v, n) {
      n = v + 0
      if (v ~ /us$/) return n / 1000
      if (v ~ /ms$/) return n
      if (v ~ /s$/) return n * 1000
      if (v ~ /m$/) return n * 60000
      if (v ~ /h$/) return n * 3600000
      return n
    }
    function shown(v) { return v == "" ? "-" : v }
    /^Requests\/sec:/ { rps = $2 }
    $1 == "50%" { p50 = sprintf("%.3f", ms($2)) }
    $1 == "99%" { p99 = sprintf("%.3f", ms($2)) }
    $2 == "requests" && $3 == "in" { requests = $1 }
    /Non-2xx or 3xx responses:/ { non2xx = $NF }
    /Socket errors:/ { gsub(/,/, ""); socket = $4 + $6 + $8 + $10 }
    END {
      printf "%s\t%s\t%s\t%d\t%d\t%d\t%s\n", shown(rps), shown(p50), shown(p99), non2xx + socket, non2xx, socket, shown(requests)
    }
  '
}
# record KIND NAME PATH FILE: parses the wrk report in FILE, prints one line and appends it to $TSV.
record() {
  local fields rps p50 p99 errors
  fields=$(parse_wrk <"$4")
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$fields" >>"$TSV"
  IFS=$'\t' read -r rps p50 p99 errors _ <<<"$fields"
  printf '%-58s %10s req/s   p50 %8s ms   p99 %8s ms   errors %s\n' "$2" "$rps" "$p50" "$p99" "$errors"
}
# measure KIND NAME PATH [wrk options...]: one wrk run on 2 threads and 64 connections.
measure() {
  local kind=$1 name=$2 path=$3
  shift 3
  # One second of the same load first, not recorded: caches warm, the previous run's queue drained.
  wrk -t2 -c64 -d1s "$@" "$BASE$path" >/dev/null
  wrk -t2 -c64 -d"${SECS}s" --latency "$@" "$BASE$path" >"$DATA/wrk.out"
  record "$kind" "$name" "$path" "$DATA/wrk.out"
}
run() { measure endpoint "$@"; }
# Public pages: target at least 10,000 requests/s with p99 under 20 ms.
run_public() { measure public "$@"; }

# seed_subscribers FROM TO: subscribers user{FROM} to user{TO-1}, then their counter recounted.
seed_subscribers() {
  python3 - "$DATA/mon.db" "$1" "$2" <<'PY'
import sqlite3, sys
db, lo, hi = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
c = sqlite3.connect(db)
ts = '2026-01-01T00:00:00+00:00'
rows = ((f'user{i}', f'user{i}', f'user{i}@example.com', f'user{i}@example.com', '$argon2id$x', f'017{i:08d}'[:11], None, 'SUBSCRIBER', i % 2, 0, ts, ts) for i in range(lo, hi))
c.executemany('insert into users (username, username_lower, email, email_lower, password_hash, contact_number, nid, role, is_active, token_version, registered_at, updated_at) values (?,?,?,?,?,?,?,?,?,?,?,?)', rows)
c.execute("insert into counters (name, value) values ('users.role.SUBSCRIBER', (select count(*) from users where role = 'SUBSCRIBER')) on conflict(name) do update set value = excluded.value")
c.commit()
PY
}
TOKEN=$(curl -sf -XPOST "$BASE/api/jwt-auth/v1/token/" -H 'content-type: application/json' -d '{"username":"admin","password":"bench-admin-1"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
echo "wrk: 2 threads, 64 connections, ${SECS}s each; $N subscribers after the first run"
# The subscriber list must cost the same at any size: page 1 with 1,000 subscribers here, with $N below.
echo "seeding $FIRST subscribers…"
seed_subscribers 0 "$FIRST"
SMALL=$FIRST
if ((FIRST == 1000)); then SMALL=1,000; fi
measure users_small "GET /api/custom/v1/users (page 1) @$SMALL" /api/custom/v1/users -H "Authorization: Bearer $TOKEN"
echo "seeding $((N - FIRST)) more subscribers, 10,000 stories, 10,000 posts, 2,000 learning items…"
seed_subscribers "$FIRST" "$N"
python3 - "$DATA/mon.db" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
ts = '2026-01-01T00:00:00+00:00'
def count(name, sql):
    c.execute("insert into counters (name, value) values (?, (" + sql + ")) on conflict(name) do update set value = excluded.value", (name,))
# Stories and posts reuse the sample content's images.
img, card = c.execute("select image_original, image_card from articles limit 1").fetchone()
body = '<p>' + 'A calm sentence about sleep and rest. ' * 40 + '</p>'
for kind in ('story', 'post'):
    c.executemany('insert into articles (kind, title, title_folded, content, excerpt, author, image_original, image_card, created_at, updated_at) values (?,?,?,?,?,?,?,?,?,?)',
                  ((kind, f'{kind} {i}', f'{kind} {i}', body, body[3:203], None, img, card, ts, ts) for i in range(10000)))
    count(f'articles.{kind}', f"select count(*) from articles where kind = '{kind}'")
for i in range(9):
    c.execute('insert into categories (name, name_folded, created_at, updated_at) values (?,?,?,?)', (f'Topic_{i}', f'topic_{i}', ts, ts))
count('categories', 'select count(*) from categories')
cats = [r[0] for r in c.execute('select id from categories')]
c.executemany('insert into learning_items (title, title_folded, category_id, video_id, content, excerpt, created_at, updated_at) values (?,?,?,?,?,?,?,?)',
              ((f'video {i}', f'video {i}', cats[i % len(cats)], 'XiCrniLQGYc', '<p>Watch and breathe.</p>', 'Watch and breathe.', ts, ts) for i in range(2000)))
count('learning', 'select count(*) from learning_items')
for cat in cats:
    count(f'learning.category.{cat}', f'select count(*) from learning_items where category_id = {cat}')
# 50,000 appointments over the subscribers (one per subscriber and date), a third in each status.
statuses = ('requested', 'approved', 'unapproved')
users = [r[0] for r in c.execute("select id from users where role = 'SUBSCRIBER' order by id")]
import datetime
def appointment_rows(total):
    for i in range(total):
        uid = users[i % len(users)]
        # Real calendar days from 2027-01-01 (with few subscribers each has many dates).
        day = (datetime.date(2027, 1, 1) + datetime.timedelta(days=i // len(users))).isoformat()
        yield (uid, day, '10:30 AM', f'user{uid}', f'user{uid}@example.com', '01712345678', statuses[i % 3], ts, ts)
c.executemany('insert into appointments (user_id, date, time, name, email, phone, status, created_at, updated_at) values (?,?,?,?,?,?,?,?,?)', appointment_rows(50000))
for st in statuses:
    count(f'appointments.status.{st}', f"select count(*) from appointments where status = '{st}'")
# 200,000 self-care answers: 40,000 days answered, 5 questions each.
qs = [r[0] for r in c.execute('select id from self_care_questions where retired = 0 order by position')][:5]
subs = []
for i in range(40000):
    subs.append((users[i % len(users)], (datetime.date(2026, 1, 1) + datetime.timedelta(days=i // len(users))).isoformat()))
c.executemany('insert into self_care_submissions (user_id, date, created_at) values (?,?,?)', ((u, d, ts) for u, d in subs))
c.executemany('insert into self_care_answers (user_id, date, question_id, answer) values (?,?,?,?)', ((u, d, q, '7') for u, d in subs for q in qs))
c.commit()
# Fold the seeding into the database file now, not during the first measurements.
c.execute('PRAGMA wal_checkpoint(TRUNCATE)')
PY
run "GET /api/health" /api/health
run "GET /api/custom/v1/site-config" /api/custom/v1/site-config
measure users_full "GET /api/custom/v1/users (page 1)" "/api/custom/v1/users" -H "Authorization: Bearer $TOKEN"
run "GET /api/custom/v1/users (page 5000, OFFSET)" "/api/custom/v1/users?page=5000" -H "Authorization: Bearer $TOKEN"
# The web app reaches page 5000 by seeking from page 4999's last id (the ids of the seeded subscribers are dense).
MAXID=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(\"select max(id) from users where role='SUBSCRIBER'\").fetchone()[0])" "$DATA/mon.db")
run "GET /api/custom/v1/users (page 5000, seek)" "/api/custom/v1/users?page=5000&before=$((MAXID - 4999 * 15 + 1))" -H "Authorization: Bearer $TOKEN"
run "GET /api/custom/v1/users?search=user999" "/api/custom/v1/users?search=user999" -H "Authorization: Bearer $TOKEN"
run "GET /api/custom/v1/users?search=USER4242@EX" "/api/custom/v1/users?search=USER4242@EX" -H "Authorization: Bearer $TOKEN"
run "GET /api/custom/v1/get_published_posts_count" /api/custom/v1/get_published_posts_count -H "Authorization: Bearer $TOKEN"
run "GET /api/custom/v1/user_registration_count" /api/custom/v1/user_registration_count -H "Authorization: Bearer $TOKEN"
run "GET /api/custom/v1/appointment/all (admin)" "/api/custom/v1/appointment/all?status=requested" -H "Authorization: Bearer $TOKEN"
# A real subscriber (registered and activated through the API) with 30 appointments of their own.
curl -sf -XPOST "$BASE/api/custom/v1/register" -H 'content-type: application/json' \
  -d '{"username":"benchsub","email":"benchsub@example.com","password":"bench-sub-1","contact_number":"01712345678"}' >/dev/null
# Their activation mail, waited for itself (other mail may be in the folder first), for up to 20 s.
activation_key() {
  python3 - "$DATA/mail" <<'PY'
import email, glob, re, sys
for f in glob.glob(sys.argv[1] + '/*.eml'):
    m = email.message_from_binary_file(open(f, 'rb'))
    if 'benchsub@example.com' in m['To']:
        text = m.get_payload(decode=True).decode()
        print(re.search(r'/active-account\?(\S+)', text).group(1))
        break
PY
}
ACTIVATE=
for _ in $(seq 1 100); do ACTIVATE=$(activation_key 2>/dev/null) && [ -n "$ACTIVATE" ] && break; sleep 0.2; done
[ -n "$ACTIVATE" ] || { echo "bench: the subscriber's activation mail did not arrive" >&2; exit 1; }
curl -sf "$BASE/api/custom/v1/activate?$ACTIVATE" >/dev/null
SUB=$(curl -sf -XPOST "$BASE/api/jwt-auth/v1/token/" -H 'content-type: application/json' -d '{"username":"benchsub","password":"bench-sub-1"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
SUBID=$(curl -sf "$BASE/api/custom/v1/me" -H "Authorization: Bearer $SUB" | python3 -c 'import json,sys; print(json.load(sys.stdin)["user_id"])')
python3 - "$DATA/mon.db" "$SUBID" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1]); uid = int(sys.argv[2]); ts = '2026-01-01T00:00:00+00:00'
c.executemany('insert into appointments (user_id, date, time, name, email, phone, status, created_at, updated_at) values (?,?,?,?,?,?,?,?,?)',
              ((uid, f'2027-02-{d:02d}', '11:00 AM', 'Bench', 'benchsub@example.com', '01712345678', 'requested', ts, ts) for d in range(1, 29)))
c.execute("update counters set value = value + 28 where name = 'appointments.status.requested'")
c.commit()
PY
run "GET /api/custom/v1/appointment/user/{id} (subscriber)" "/api/custom/v1/appointment/user/$SUBID" -H "Authorization: Bearer $SUB"
run "GET /api/custom/v1/get_user_status_count" /api/custom/v1/get_user_status_count -H "Authorization: Bearer $SUB"
STORY=$(curl -sf "$BASE/api/custom/v1/stories?per_page=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"][0]["id"])')
run_public "GET /api/custom/v1/stories (page 1)" /api/custom/v1/stories
run_public "GET /api/custom/v1/stories?page=500" "/api/custom/v1/stories?page=500"
run_public "GET /api/custom/v1/story/{id}" "/api/custom/v1/story/$STORY"
run_public "GET /api/custom/v1/posts (page 1)" /api/custom/v1/posts
run_public "GET /api/custom/v1/learninghub?category=Anxiety" "/api/custom/v1/learninghub?category=Anxiety"
run_public "GET /api/custom/v1/counsellors (page 1)" /api/custom/v1/counsellors
# A sample counsellor's free slots over a full month (31 days, their weekly hours): at least 5,000 requests/s.
COUNSELLOR=$(curl -sf "$BASE/api/custom/v1/counsellors?per_page=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"][0]["id"])')
SLOTS_FROM=$(TZ=Asia/Dhaka date +%F)
SLOTS_TO=$(TZ=Asia/Dhaka date -d '+30 days' +%F)
measure slots "GET /api/custom/v1/counsellors/{id}/slots (31 days)" "/api/custom/v1/counsellors/$COUNSELLOR/slots?from=$SLOTS_FROM&to=$SLOTS_TO"
# Anonymous title searches are never cached: the trigram index answers them (10,000 stories).
run "GET /api/custom/v1/stories?search=story 999 (anonymous)" "/api/custom/v1/stories?search=story%20999"
run "GET /api/custom/v1/stories?search=zzzz (anonymous, no match)" "/api/custom/v1/stories?search=zzzz"
run "GET /api/custom/v1/stories (If-None-Match: 304)" /api/custom/v1/stories -H "If-None-Match: $(curl -sfI "$BASE/api/custom/v1/stories" | awk -F': ' 'tolower($1)=="etag" {print $2}' | tr -d '\r')"
# A cached public answer against nginx serving the same bytes as a file, side by side (scripts/bench_nginx.sh).
NGINX_JSON=$DATA/nginx.json
echo "the server against nginx on the same bytes (3 rounds each)…"
scripts/bench_nginx.sh "$BASE" "$NGINX_JSON" "$SECS" /api/custom/v1/stories "/api/custom/v1/story/$STORY" \
  "/api/custom/v1/learninghub?category=Anxiety" /api/custom/v1/helplines || echo "the nginx comparison failed (see above)"

# Login is deliberately costly (Argon2id on a few hashing slots; when they are full the server
# answers 503 busy, counted as errors). The stories list is read at the same time on 32 more
# connections, to show that login load does not starve the rest. The Lua script counts the
# answers by status (printed as "status 200: n" after wrk's report); --timeout 10s lets the
# server's own answer (200 or 503 after its 2 s wait for a slot) count rather than wrk's 2 s default.
cat >"$DATA/login.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"username":"admin","password":"bench-admin-1"}'
wrk.headers["Content-Type"] = "application/json"
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} end
function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + n end
  end
  for status, n in pairs(total) do io.write(string.format("status %d: %d\n", status, n)) end
end
LUA
echo "login under load, with the stories list read at the same time…"
wrk -t2 -c64 -d"${SECS}s" --latency --timeout 10s -s "$DATA/login.lua" "$BASE/api/jwt-auth/v1/token/" >"$DATA/login.out" &
LOGIN_WRK=$!
wrk -t2 -c32 -d"${SECS}s" --latency "$BASE/api/custom/v1/stories" >"$DATA/during.out" &
DURING_WRK=$!
wait "$LOGIN_WRK"
wait "$DURING_WRK"
record login "POST /api/jwt-auth/v1/token/ (login, Argon2id)" /api/jwt-auth/v1/token/ "$DATA/login.out"
record during_login "GET /api/custom/v1/stories during login load (32 conn.)" /api/custom/v1/stories "$DATA/during.out"

# Peak resident memory of the server over the whole run, in kB.
PEAK_KB=$(awk '$1 == "VmHWM:" {print $2}' "/proc/$PID/status" 2>/dev/null || true)

# Start time on the existing database (now fully seeded): stop the server and start it again.
echo "restarting the server on the same database…"
kill "$PID" 2>/dev/null || true
wait "$PID" 2>/dev/null || true
RESTART_MS=
if start; then RESTART_MS=$START_MS; fi

# Lighthouse (mobile profile, simulated slow 4G and a 4x slower CPU) on /, /stories, /learning, /blog,
# /faq, /help, /login, the newest story, /dashboard signed in and /admin/dashboard as the admin, with
# Debian's Chromium, after the load above so nothing else runs meanwhile.
# The Playwright spec starts its own release server on a fresh database with the sample content.
LH_JSON=$DATA/lighthouse.json
if [[ -x /usr/bin/chromium && -d frontend/node_modules/lighthouse ]]; then
  echo "Lighthouse on 10 pages, ${LIGHTHOUSE_RUNS:-3} runs each, the median reported (about three minutes a run)…"
  (cd frontend && LIGHTHOUSE_RUNS=${LIGHTHOUSE_RUNS:-3} LIGHTHOUSE_REPORT=$LH_JSON MON_BIN=$PWD/../target/release/mon MON_E2E_SERVERS=1 MON_E2E_PORT=18183 \
    npx playwright test e2e/lighthouse.spec.ts --reporter=line) >"$DATA/lighthouse.out" 2>&1 || true
  [[ -f $LH_JSON ]] || { echo "Lighthouse wrote no report:"; tail -20 "$DATA/lighthouse.out"; }
else
  echo "Lighthouse needs /usr/bin/chromium and frontend/node_modules (make frontend-deps ensure-chromium): skipped"
fi

# The first tap on a cheap phone (frontend/e2e/first-tap.bench.ts): each control of a public page tapped once
# in a fresh browser at 375 px with the CPU slowed 4x and slow 4G, the time until the page shows the answer.
TAP_JSON=$DATA/first-tap.json
if [[ -x /usr/bin/chromium ]]; then
  echo "The first tap: 7 controls, ${FIRST_TAP_RUNS:-3} visitors each, the median reported (about a minute and a half)…"
  (cd frontend && FIRST_TAP_RUNS=${FIRST_TAP_RUNS:-3} FIRST_TAP_REPORT=$TAP_JSON MON_BIN=$PWD/../target/release/mon MON_E2E_SERVERS=1 MON_E2E_PORT=18184 \
    npx playwright test --config playwright.bench.config.ts --reporter=line) >"$DATA/first-tap.out" 2>&1 || true
  [[ -f $TAP_JSON ]] || { echo "The first-tap run wrote no report:"; tail -20 "$DATA/first-tap.out"; }
fi

# The web app's home page: gzipped sizes of what index.html loads up front; bundle-check.mjs
# (which only reads dist) adds each route's lazy chunks.
: >"$DATA/bundle-check.out"
if [[ -f frontend/dist/index.html ]]; then
  if [[ -f frontend/dist/.vite/manifest.json ]] && command -v node >/dev/null; then
    node frontend/scripts/bundle-check.mjs >"$DATA/bundle-check.out" 2>&1 || true
  fi
else
  echo "frontend/dist is missing (make frontend-build): the frontend sizes are null"
fi

mkdir -p bench
BENCH_N=$N BENCH_SECS=$SECS BENCH_CORES=$(nproc) BENCH_SMALL=$FIRST PEAK_KB=$PEAK_KB \
  FIRST_START_MS=$FIRST_START_MS RESTART_MS=$RESTART_MS LH_JSON=$LH_JSON TAP_JSON=$TAP_JSON NGINX_JSON=$NGINX_JSON \
  python3 - "$TSV" "$DATA/login.out" "$DATA/bundle-check.out" frontend/dist bench/results.json <<'PY'
import datetime, gzip, json, os, re, sys
from html.parser import HTMLParser

tsv, login_out, bundle_out, dist, out = sys.argv[1:6]
env = os.environ
TARGETS = {'public_rps': 10000, 'public_p99_ms': 20, 'slots_rps': 5000, 'list_cost_ratio': 1.5, 'peak_rss_mb': 100, 'cost_vs_nginx': 0.6,
           'start_to_ready_ms': 1000, 'home_initial_js_kb': 200, 'interactive_js_kb': 100,
           'lighthouse_performance': 95, 'lighthouse_performance_private': 95, 'lighthouse_accessibility': 95, 'lighthouse_best_practices': 95, 'lighthouse_seo': 95}

def number(text, digits=None):
    if text is None or text in ('', '-'):
        return None
    value = float(text)
    return round(value, digits) if digits is not None else int(value)

runs = []
for line in open(tsv, encoding='utf-8'):
    kind, name, path, rps, p50, p99, errors, non2xx, socket, requests = line.rstrip('\n').split('\t')
    runs.append({'kind': kind, 'name': name, 'path': path, 'rps': number(rps, 1), 'p50_ms': number(p50, 3),
                 'p99_ms': number(p99, 3), 'errors': int(errors), 'non_2xx_3xx': int(non2xx),
                 'socket_errors': int(socket), 'requests': number(requests)})

def only(kind):
    found = [r for r in runs if r['kind'] == kind]
    return found[0] if found else None

def public_pass(r):
    if r['rps'] is None or r['p99_ms'] is None:
        return None
    return r['rps'] >= TARGETS['public_rps'] and r['p99_ms'] < TARGETS['public_p99_ms']

endpoints = []
for r in runs:
    if r['kind'] in ('login', 'during_login'):
        continue
    entry = {k: r[k] for k in ('name', 'path', 'rps', 'p50_ms', 'p99_ms', 'errors')}
    entry['public'] = r['kind'] == 'public'
    endpoints.append(entry)

login = only('login')
if login:
    statuses = {}
    for line in open(login_out, encoding='utf-8', errors='replace'):
        m = re.match(r'status (\d+): (\d+)$', line.strip())
        if m:
            statuses[m.group(1)] = statuses.get(m.group(1), 0) + int(m.group(2))
    login = {k: v for k, v in login.items() if k != 'kind'}
    login['statuses'] = dict(sorted(statuses.items()))
    login['busy_503'] = statuses.get('503', 0)
    login['ok'] = sum(n for s, n in statuses.items() if s.startswith('2'))
during = only('during_login')
if during:
    during = {k: v for k, v in during.items() if k != 'kind'}
    during['connections'] = 32

small, full = only('users_small'), only('users_full')
ratio = None
if small and full and small['p50_ms'] and full['p50_ms'] is not None:
    ratio = round(full['p50_ms'] / small['p50_ms'], 2)

peak_rss_mb = round(int(env['PEAK_KB']) / 1024, 1) if env.get('PEAK_KB') else None
start_to_ready_ms = int(env['RESTART_MS']) if env.get('RESTART_MS') else None
first_start_ms = int(env['FIRST_START_MS']) if env.get('FIRST_START_MS') else None

class Assets(HTMLParser):
    """What index.html loads up front: the entry module, its modulepreloads and the stylesheets."""
    def __init__(self):
        super().__init__()
        self.js, self.css = [], []
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        rel = (a.get('rel') or '').lower().split()
        if tag == 'script' and a.get('type') == 'module' and a.get('src'):
            self.js.append(a['src'])
        elif tag == 'link' and a.get('href') and 'modulepreload' in rel:
            self.js.append(a['href'])
        elif tag == 'link' and a.get('href') and 'stylesheet' in rel:
            self.css.append(a['href'])

def gzip_kb(urls):
    total = 0
    for url in dict.fromkeys(urls):
        if re.match(r'^[a-z]+:|^//', url):
            continue  # another origin: not part of this bundle
        file = os.path.join(dist, url.split('?')[0].lstrip('/'))
        if not os.path.isfile(file):
            print(f'frontend: {url} is in index.html but not in {dist}', file=sys.stderr)
            continue
        with open(file, 'rb') as f:
            total += len(gzip.compress(f.read(), compresslevel=9))
    return round(total / 1024, 1)

frontend = {'home_initial_js_kb': None, 'interactive_js_kb': None, 'home_css_kb': None, 'home_page_js_kb': None, 'learning_page_js_kb': None}
index = os.path.join(dist, 'index.html')
if os.path.isfile(index):
    assets = Assets()
    with open(index, encoding='utf-8') as f:
        assets.feed(f.read())
    frontend['home_css_kb'] = gzip_kb(assets.css)
    # index.html names only the boot script, which fetches the app when the visitor first reaches for the page
    # (vite.config.ts): the app's start and what runs before a page is interactive come from bundle-check.mjs.
    # "    199.9 KB  total (budget 200 KB)"; "JS before a prerendered page is interactive (…): 2.2 KB gzip (…)";
    # "Learning route lazy chunks: 16 files, 17.7 KB gzip (page total 208.9 KB)"
    for line in open(bundle_out, encoding='utf-8', errors='replace'):
        m = re.match(r'(\w+) route lazy chunks: .*\(page total ([\d.]+) KB\)', line.strip())
        if m:
            frontend[f'{m.group(1).lower()}_page_js_kb'] = float(m.group(2))
        m = re.match(r'([\d.]+) KB\s+total \(budget', line.strip())
        if m:
            frontend['home_initial_js_kb'] = float(m.group(1))
        m = re.match(r'JS before a prerendered page is interactive .*: ([\d.]+) KB gzip', line.strip())
        if m:
            frontend['interactive_js_kb'] = float(m.group(1))

# {"pages": {"/": {"performance": 58, "accessibility": 100, "bestPractices": 100, "failing": [...]}, ...}}
lighthouse = None
if env.get('LH_JSON') and os.path.isfile(env['LH_JSON']):
    with open(env['LH_JSON'], encoding='utf-8') as f:
        lighthouse = json.load(f).get('pages')
# [{"path": ..., "bytes": ..., "server_rps": [3 rounds], "nginx_rps": [3 rounds], "ratio": ...}]
cost_vs_nginx = None
if env.get('NGINX_JSON') and os.path.isfile(env['NGINX_JSON']):
    with open(env['NGINX_JSON'], encoding='utf-8') as f:
        cost_vs_nginx = json.load(f)
first_tap = None
if env.get('TAP_JSON') and os.path.isfile(env['TAP_JSON']):
    with open(env['TAP_JSON'], encoding='utf-8') as f:
        first_tap = json.load(f).get('cases')

def read_cpu():
    try:
        for line in open('/proc/cpuinfo', encoding='utf-8'):
            if line.startswith('model name'):
                return line.split(':', 1)[1].strip()
    except OSError:
        pass
    return None

def read_mem_gb():
    try:
        for line in open('/proc/meminfo', encoding='utf-8'):
            if line.startswith('MemTotal:'):
                return round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return None

results = {
    'date': datetime.datetime.now().astimezone().isoformat(timespec='seconds'),
    'machine': {'cores': int(env['BENCH_CORES']), 'cpu': read_cpu(), 'mem_gb': read_mem_gb()},
    'subscribers': int(env['BENCH_N']),
    'seconds': int(env['BENCH_SECS']),
    'endpoints': endpoints,
    'login': login,
    'stories_during_login': during,
    'list_cost_ratio': ratio,
    'cost_vs_nginx': cost_vs_nginx,
    'list_cost': {'subscribers_small': int(env['BENCH_SMALL']), 'p50_ms_small': small and small['p50_ms'],
                  'subscribers': int(env['BENCH_N']), 'p50_ms': full and full['p50_ms']},
    'peak_rss_mb': peak_rss_mb,
    'start_to_ready_ms': start_to_ready_ms,
    'first_start_ms': first_start_ms,
    'frontend': frontend,
    'lighthouse': lighthouse,
    'first_tap': first_tap,
    'targets': TARGETS,
}
with open(out, 'w', encoding='utf-8') as f:
    json.dump(results, f, indent=2, ensure_ascii=False)
    f.write('\n')

def verdict(ok):
    return '—' if ok is None else ('PASS' if ok else 'MISS')

def shown(value, fmt, unit=''):
    return 'n/a' if value is None else format(value, fmt) + unit

print()
print(f"{'endpoint':<58} {'req/s':>9} {'p50 ms':>9} {'p99 ms':>9} {'errors':>7}  target")
for r in runs:
    target = ''
    if r['kind'] == 'public':
        target = f"≥ {TARGETS['public_rps']:,} req/s, p99 < {TARGETS['public_p99_ms']} ms  {verdict(public_pass(r))}"
    elif r['kind'] == 'slots':
        target = f"≥ {TARGETS['slots_rps']:,} req/s  {verdict(None if r['rps'] is None else r['rps'] >= TARGETS['slots_rps'])}"
    elif r['kind'] == 'login' and login:
        target = f"{login['ok']:,} signed in, {login['busy_503']:,} busy (503)"
    elif r['kind'] == 'during_login':
        alone = next((x for x in runs if x['name'] == 'GET /api/custom/v1/stories (page 1)'), None)
        if alone and alone['rps'] and r['rps'] is not None:
            target = f"{r['rps'] / alone['rps']:.0%} of its req/s alone (on 64 conn.)"
    print(f"{r['name']:<58} {shown(r['rps'], ',.0f'):>9} {shown(r['p50_ms'], '.2f'):>9} "
          f"{shown(r['p99_ms'], '.2f'):>9} {r['errors']:>7}  {target}")

def limit(value, target, fits):
    return verdict(None if value is None else fits(value, target))

print()
extras = [
    (f"list cost ratio (users page 1 p50, {int(env['BENCH_N']):,} vs {int(env['BENCH_SMALL']):,})",
     shown(ratio, '.2f'), f"≤ {TARGETS['list_cost_ratio']}",
     limit(ratio, TARGETS['list_cost_ratio'], lambda v, t: v <= t)),
    ('peak resident memory (VmHWM)', shown(peak_rss_mb, '.1f', ' MB'), f"< {TARGETS['peak_rss_mb']} MB",
     limit(peak_rss_mb, TARGETS['peak_rss_mb'], lambda v, t: v < t)),
    ('start to ready, existing database', shown(start_to_ready_ms, 'd', ' ms'), f"< {TARGETS['start_to_ready_ms']} ms",
     limit(start_to_ready_ms, TARGETS['start_to_ready_ms'], lambda v, t: v < t)),
    ('first start, fresh database (migrations)', shown(first_start_ms, 'd', ' ms'), '', ''),
    ('JS before a public page is interactive (gzip -9)', shown(frontend['interactive_js_kb'], '.1f', ' KB'),
     f"≤ {TARGETS['interactive_js_kb']} KB",
     limit(frontend['interactive_js_kb'], TARGETS['interactive_js_kb'], lambda v, t: v <= t)),
    ("the app's start, fetched on the first touch (gzip -9)", shown(frontend['home_initial_js_kb'], '.1f', ' KB'),
     f"≤ {TARGETS['home_initial_js_kb']} KB",
     limit(frontend['home_initial_js_kb'], TARGETS['home_initial_js_kb'], lambda v, t: v <= t)),
    ('home page CSS (gzip -9)', shown(frontend['home_css_kb'], '.1f', ' KB'), '', ''),
    ('home page JS with its lazy route chunks', shown(frontend['home_page_js_kb'], '.1f', ' KB'), '', ''),
    ('learning page JS with its lazy route chunks', shown(frontend['learning_page_js_kb'], '.1f', ' KB'), '', ''),
]
for name, value, target, result in extras:
    print(f"{name:<58} {value:>12}   {target:<10} {result}")
if cost_vs_nginx:
    print()
    print(f"{'a cached public answer against nginx, same bytes':<58} {'server':>9} {'nginx':>9} {'ratio':>7}  target")
    for row in cost_vs_nginx:
        median = lambda xs: sorted(xs)[len(xs) // 2]
        label = f"{row['path']} ({row['bytes']:,} B)"
        print(f"{label:<58} {median(row['server_rps']):>9,.0f} {median(row['nginx_rps']):>9,.0f} {row['ratio']:>7.2f}  "
              f"≥ {TARGETS['cost_vs_nginx']}  {verdict(row['ratio'] >= TARGETS['cost_vs_nginx'])}")
else:
    print('\nThe server against nginx: no report (see above)')
if lighthouse:
    print()
    print(f"{'Lighthouse, mobile':<24} {'performance':>12} {'accessibility':>14} {'best practices':>15} {'SEO':>5} "
          f"{'FCP':>8} {'LCP':>8} {'TBT':>8} {'CLS':>6}   target ≥ {TARGETS['lighthouse_performance']} "
          f"(signed in {TARGETS['lighthouse_performance_private']}) / {TARGETS['lighthouse_accessibility']} / "
          f"{TARGETS['lighthouse_best_practices']} / {TARGETS['lighthouse_seo']} (public); FCP ≤ 1.5 s, LCP ≤ 2.0 s, "
          f"TBT ≤ 150 ms, CLS ≤ 0.05 on public pages")
    for page, scores in lighthouse.items():
        perf, a11y, bp, seo = (scores.get('performance'), scores.get('accessibility'), scores.get('bestPractices'),
                               scores.get('seo'))
        m = scores.get('metrics') or {}
        public = not page.startswith('/dashboard') and not page.startswith('/admin')
        perf_target = TARGETS['lighthouse_performance'] if public else TARGETS['lighthouse_performance_private']
        ok = None if None in (perf, a11y, bp) else (perf >= perf_target
              and a11y >= TARGETS['lighthouse_accessibility'] and bp >= TARGETS['lighthouse_best_practices']
              and (not public or ((seo or 0) >= TARGETS['lighthouse_seo'] and m.get('fcpMs', 1e9) <= 1500 and m.get('lcpMs', 1e9) <= 2000
                                  and m.get('tbtMs', 1e9) <= 150 and m.get('cls', 1) <= 0.05)))
        print(f"{page:<24} {shown(perf, 'd'):>12} {shown(a11y, 'd'):>14} {shown(bp, 'd'):>15} {shown(seo, 'd'):>5} "
              f"{shown(m.get('fcpMs'), 'd'):>8} {shown(m.get('lcpMs'), 'd'):>8} {shown(m.get('tbtMs'), 'd'):>8} "
              f"{shown(m.get('cls'), '.3f'):>6}   {verdict(ok)}")
else:
    print('\nLighthouse: no report (see above)')
if first_tap:
    print()
    print(f"{'First tap, 375 px, CPU 4x slower, slow 4G':<44} {'median':>8}   {'runs':<22} target")
    for case in first_tap:
        ms, target = case.get('medianMs'), case.get('targetMs')
        runs = ', '.join('missing' if r is None else str(r) for r in case.get('runs', []))
        ok = None if ms is None else ms <= target
        label = f"{case['name']} ({case['path']})"
        print(f"{label:<44} {shown(ms, 'd', ' ms'):>8}   {runs:<22} ≤ {target} ms {verdict(ok) if ms is not None else 'not in the page before the app'}")
else:
    print('\nFirst tap: no report (see above)')
print(f'\nwritten: {out}')
PY
