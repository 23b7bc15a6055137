#!/usr/bin/env bash
# Load test of the API on this machine: a release server on a fresh SQLite
# database seeded with many subscribers, 10,000 stories, 10,000 blog posts,
# 2,000 learning items in 12 categories, 50,000 appointments and 200,000
# self-care answers, and wrk with 64 connections.
# Usage: scripts/bench.sh [subscribers] [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-100000}
SECS=${2:-10}
PORT=18181
command -v wrk >/dev/null || { echo "installing wrk…"; apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
cargo build --release --locked --bin mon

DATA=$(mktemp -d)
trap 'kill $PID 2>/dev/null || true; rm -rf "$DATA"' EXIT
start() {
  MON_DATA_DIR=$DATA MON_BIND=127.0.0.1:$PORT MON_ADMIN_PASSWORD=bench-admin-1 MON_AUTH_RATE_LIMIT=1000000 \
    RUST_LOG=warn ./target/release/mon >"$DATA/server.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && return; sleep 0.2; done
  echo "server did not start" >&2; cat "$DATA/server.log" >&2; exit 1
}
start
echo "seeding $N subscribers, 10,000 stories, 10,000 posts, 2,000 learning items…"
python3 - "$DATA/mon.db" "$N" <<'PY'
import sqlite3, sys
db, n = sys.argv[1], int(sys.argv[2])
c = sqlite3.connect(db)
ts = '2026-01-01T00:00:00+00:00'
rows = ((f'user{i}', f'user{i}', f'user{i}@example.com', f'user{i}@example.com', '$argon2id$x', f'017{i:08d}'[:11], None, 'SUBSCRIBER', i % 2, 0, ts, ts) for i in range(n))
c.executemany('insert into users (username, username_lower, email, email_lower, password_hash, contact_number, nid, role, is_active, token_version, registered_at, updated_at) values (?,?,?,?,?,?,?,?,?,?,?,?)', rows)
def count(name, sql):
    c.execute("insert into counters (name, value) values (?, (" + sql + ")) on conflict(name) do update set value = excluded.value", (name,))
count('users.role.SUBSCRIBER', "select count(*) from users where role = 'SUBSCRIBER'")
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
def appointment_rows(total):
    for i in range(total):
        uid = users[i % len(users)]
        day = 1 + (i // len(users))
        yield (uid, f'2027-01-{day:02d}', '10:30 AM', f'user{uid}', f'user{uid}@example.com', '01712345678', statuses[i % 3], ts, ts)
c.executemany('insert into appointments (user_id, date, time, name, email, phone, status, created_at, updated_at) values (?,?,?,?,?,?,?,?,?)', appointment_rows(50000))
for st in statuses:
    count(f'appointments.status.{st}', f"select count(*) from appointments where status = '{st}'")
# 200,000 self-care answers: 40,000 days answered, 5 questions each.
qs = [r[0] for r in c.execute('select id from self_care_questions where retired = 0 order by position')][:5]
import datetime
subs = []
for i in range(40000):
    subs.append((users[i % len(users)], (datetime.date(2026, 1, 1) + datetime.timedelta(days=i // len(users))).isoformat()))
c.executemany('insert into self_care_submissions (user_id, date, created_at) values (?,?,?)', ((u, d, ts) for u, d in subs))
c.executemany('insert into self_care_answers (user_id, date, question_id, answer) values (?,?,?,?)', ((u, d, q, '7') for u, d in subs for q in qs))
c.commit()
PY
TOKEN=$(curl -sf -XPOST "http://127.0.0.1:$PORT/api/jwt-auth/v1/token/" -H 'content-type: application/json' -d '{"username":"admin","password":"bench-admin-1"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')

run() {
  local name=$1 path=$2; shift 2
  local out
  out=$(wrk -t2 -c64 -d"${SECS}s" --latency "$@" "http://127.0.0.1:$PORT$path")
  local rps p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  printf '%-48s %10s req/s   p99 %s\n' "$name" "$rps" "$p99"
}
echo "wrk: 2 threads, 64 connections, ${SECS}s each, $N subscribers"
run "GET /api/health" /api/health
run "GET /api/custom/v1/site-config" /api/custom/v1/site-config
run "GET /api/custom/v1/users (page 1)" "/api/custom/v1/users" -H "Authorization: Bearer $TOKEN"
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
curl -sf -XPOST "http://127.0.0.1:$PORT/api/custom/v1/register" -H 'content-type: application/json' \
  -d '{"username":"benchsub","email":"benchsub@example.com","password":"bench-sub-1","contact_number":"01712345678"}' >/dev/null
for _ in $(seq 1 50); do ls "$DATA"/mail/*.eml >/dev/null 2>&1 && break; sleep 0.2; done
ACTIVATE=$(python3 - "$DATA/mail" <<'PY'
import email, glob, re, sys
for f in glob.glob(sys.argv[1] + '/*.eml'):
    m = email.message_from_binary_file(open(f, 'rb'))
    if 'benchsub@example.com' in m['To']:
        text = m.get_payload(decode=True).decode()
        print(re.search(r'/active-account\?(\S+)', text).group(1))
        break
PY
)
curl -sf "http://127.0.0.1:$PORT/api/custom/v1/activate?$ACTIVATE" >/dev/null
SUB=$(curl -sf -XPOST "http://127.0.0.1:$PORT/api/jwt-auth/v1/token/" -H 'content-type: application/json' -d '{"username":"benchsub","password":"bench-sub-1"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
SUBID=$(curl -sf "http://127.0.0.1:$PORT/api/custom/v1/me" -H "Authorization: Bearer $SUB" | python3 -c 'import json,sys; print(json.load(sys.stdin)["user_id"])')
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
STORY=$(curl -sf "http://127.0.0.1:$PORT/api/custom/v1/stories?per_page=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"][0]["id"])')
run "GET /api/custom/v1/stories (page 1)" /api/custom/v1/stories
run "GET /api/custom/v1/stories?page=500" "/api/custom/v1/stories?page=500"
run "GET /api/custom/v1/story/{id}" "/api/custom/v1/story/$STORY"
run "GET /api/custom/v1/posts (page 1)" /api/custom/v1/posts
run "GET /api/custom/v1/learninghub?category=Anxiety" "/api/custom/v1/learninghub?category=Anxiety"
run "GET /api/custom/v1/stories (If-None-Match: 304)" /api/custom/v1/stories -H "If-None-Match: $(curl -sfI "http://127.0.0.1:$PORT/api/custom/v1/stories" | awk -F': ' 'tolower($1)=="etag" {print $2}' | tr -d '\r')"
