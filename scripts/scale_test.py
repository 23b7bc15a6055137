#!/usr/bin/env python3
"""Two `mon` processes behind nginx on one PostgreSQL, one S3 store and one Redis.

Proves, on loopback only and in well under a minute, what "How it scales" in the
README claims:

1. a token issued through one process is accepted by the other;
2. an image uploaded through one process is served by the other (S3 store, moto);
3. a write through one process reaches readers of the other within
   MON_PUBLIC_CACHE_TTL (the in-process cache of public reads), and at once on
   the writing process;
4. the credential rate limit holds across both (budgets in Redis): a client
   spread over both processes gets MON_AUTH_RATE_LIMIT calls, not twice that;
5. an e-mail owed by a change is sent once, although both processes run an
   outbox sender.

Usage: scripts/scale_test.py [--bin target/debug/mon]
Needs PostgreSQL on 127.0.0.1:5432, Redis on 127.0.0.1:6379, moto_server and nginx.
"""

from __future__ import annotations

import argparse
import email
import email.policy
import http.client
import io
import json
import os
import random
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse
import uuid
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PG = os.environ.get("MON_TEST_PG_URL", "postgres://postgres@127.0.0.1:5432/test")
REDIS = os.environ.get("MON_TEST_REDIS_URL", "redis://127.0.0.1:6379")
PROXY, A, B, MOTO = 18300, 18301, 18302, 18303
RATE = 5
CACHE_TTL = 2.0
ADMIN_PASSWORD = "scale-admin-pass-1"


class Client:
    """HTTP over loopback from a chosen source address (127.x.y.z), so each run is a new client."""

    def __init__(self, port: int, source: str = "127.0.0.1"):
        self.port, self.source = port, source

    def request(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30, source_address=(self.source, 0))
        try:
            conn.request(method, path, body=body, headers=headers or {})
            resp = conn.getresponse()
            return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read()
        finally:
            conn.close()

    def json(self, method: str, path: str, payload: dict | None = None, token: str | None = None):
        headers = {"Accept": "application/json"}
        body = None
        if payload is not None:
            body = json.dumps(payload).encode()
            headers["Content-Type"] = "application/json"
        if token:
            headers["Authorization"] = f"Bearer {token}"
        status, resp_headers, raw = self.request(method, path, body, headers)
        return status, resp_headers, (json.loads(raw) if raw.strip() else None)


def png(width: int = 4, height: int = 4, rgb=(40, 120, 200)) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def multipart(fields: dict, file: bytes | None) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    out = io.BytesIO()
    for name, value in fields.items():
        out.write(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    if file is not None:
        out.write(f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n'
                  f"Content-Type: image/png\r\n\r\n".encode() + file + b"\r\n")
    out.write(f"--{boundary}--\r\n".encode())
    return out.getvalue(), f"multipart/form-data; boundary={boundary}"


def wait_until(what: str, ready, timeout: float = 60.0, every: float = 0.1):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            result = ready()
            if result:
                return result
        except OSError:
            pass
        time.sleep(every)
    raise SystemExit(f"timed out waiting for {what}")


def mails(data_dirs: list[Path]) -> list[email.message.EmailMessage]:
    found = []
    for d in data_dirs:
        for path in sorted((d / "mail").glob("*.eml")):
            found.append(email.message_from_bytes(path.read_bytes(), policy=email.policy.default))
    return found


def text_of(message) -> str:
    return "\n".join(p.get_content() for p in message.walk() if p.get_content_type() == "text/plain")


def check(condition: bool, message: str):
    if not condition:
        raise AssertionError(message)
    print(f"  ok  {message}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=str(ROOT / "target" / "debug" / "mon"))
    args = parser.parse_args()
    for tool in ("nginx", "moto_server", "psql"):
        if not shutil.which(tool) and not Path(f"/usr/sbin/{tool}").exists():
            raise SystemExit(f"{tool} is required (make scale-test installs what it can)")
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"

    work = Path(tempfile.mkdtemp(prefix="mon-scale-"))
    os.chmod(work, 0o777)  # nginx's workers buffer request bodies here
    database = f"mon_scale_{os.getpid()}"
    db_url = PG.rsplit("/", 1)[0] + "/" + database
    processes: list[subprocess.Popen] = []
    ok = False
    try:
        subprocess.run(["psql", PG, "-qc", f'CREATE DATABASE "{database}"'], check=True)
        processes.append(subprocess.Popen(["moto_server", "-H", "127.0.0.1", "-p", str(MOTO)],
                                          stdout=open(work / "moto.log", "wb"), stderr=subprocess.STDOUT))
        moto = Client(MOTO)
        wait_until("moto", lambda: moto.request("GET", "/")[0] == 200)
        check(moto.request("PUT", "/mon-scale")[0] == 200, "bucket created in moto's S3")

        secret = uuid.uuid4().hex + uuid.uuid4().hex
        dirs = []
        for name, port in (("a", A), ("b", B)):
            data = work / name
            data.mkdir()
            dirs.append(data)
            env = dict(os.environ,
                       DATABASE_URL=db_url, MON_DATA_DIR=str(data), MON_BIND=f"127.0.0.1:{port}",
                       MON_PUBLIC_URL=f"http://127.0.0.1:{PROXY}", MON_STATIC_DIR=str(ROOT / "frontend" / "dist"),
                       MON_JWT_SECRET=secret, MON_ADMIN_EMAIL="admin@mon.test", MON_ADMIN_PASSWORD=ADMIN_PASSWORD,
                       MON_S3_BUCKET="mon-scale", MON_S3_ENDPOINT=f"http://127.0.0.1:{MOTO}",
                       MON_S3_ACCESS_KEY_ID="test", MON_S3_SECRET_ACCESS_KEY="test",
                       MON_REDIS_URL=REDIS, MON_TRUST_PROXY="true", MON_AUTH_RATE_LIMIT=str(RATE),
                       MON_PUBLIC_CACHE_TTL=f"{int(CACHE_TTL)}s", MON_OUTBOX_POLL="200ms", RUST_LOG="warn")
            processes.append(subprocess.Popen([args.bin], env=env, stdout=open(data / "server.log", "wb"),
                                              stderr=subprocess.STDOUT))
            # One at a time: the first applies the migrations and makes the admin, the second finds them.
            wait_until(f"server {name}", lambda p=port: Client(p).request("GET", "/api/ready")[0] == 200)

        conf = work / "nginx.conf"
        conf.write_text(f"""
worker_processes 1;
pid {work}/nginx.pid;
error_log {work}/nginx-error.log warn;
events {{ worker_connections 256; }}
http {{
  access_log off;
  client_body_temp_path {work}/body;
  proxy_temp_path {work}/proxy;
  client_max_body_size 10m;
  upstream mon {{ server 127.0.0.1:{A}; server 127.0.0.1:{B}; }}
  server {{
    listen 127.0.0.1:{PROXY};
    location / {{
      proxy_pass http://mon;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header X-Upstream $upstream_addr always;
    }}
  }}
}}
""")
        processes.append(subprocess.Popen([nginx, "-c", str(conf), "-p", str(work), "-g", "daemon off;"],
                                          stderr=open(work / "nginx.out", "wb")))
        # A client address of its own for this run, so budgets left in Redis by an earlier run do not count.
        me = f"127.{random.randint(1, 254)}.{random.randint(1, 254)}.{random.randint(2, 254)}"
        proxy, a, b = Client(PROXY, me), Client(A), Client(B)
        wait_until("nginx", lambda: proxy.request("GET", "/api/health")[0] == 200)

        print("1. one token, both processes")
        status, _, session = proxy.json("POST", "/api/jwt-auth/v1/token/", {"username": "admin", "password": ADMIN_PASSWORD})
        check(status == 200, "the admin logs in through the proxy")
        token = session["token"]
        for name, c in (("A", a), ("B", b)):
            status, _, me_body = c.json("GET", "/api/custom/v1/me", token=token)
            check(status == 200 and me_body["username"] == "admin", f"process {name} accepts the token")

        print("2. an image uploaded through A is served by B")
        picture = png()
        body, kind = multipart({"title": "Written on A", "content": "<p>Hello from A</p>"}, picture)
        status, _, raw = a.request("POST", "/api/custom/v1/story", body,
                                   {"Authorization": f"Bearer {token}", "Content-Type": kind})
        check(status == 201, f"A stores a story with a picture ({status})")
        story_id = json.loads(raw)["item"]["id"]
        status, _, seen = b.json("GET", f"/api/custom/v1/story/{story_id}")
        image_path = urllib.parse.urlparse(seen["feature_image_url"]).path
        check(status == 200 and image_path.startswith("/uploads/"), "B finds the story and its image address")
        status_b, headers_b, image_b = b.request("GET", image_path)
        status_a, _, image_a = a.request("GET", image_path)
        check(status_b == 200 and headers_b.get("content-type", "").startswith("image/"), f"B serves the image ({status_b} {headers_b.get('content-type')} {image_path})")
        check(image_a == image_b and len(image_b) > 0, "both serve the same bytes")

        print("3. a write through A reaches B's readers within the cache lifetime")
        title = f"Edited on A {uuid.uuid4().hex[:8]}"
        b.json("GET", f"/api/custom/v1/story/{story_id}")  # B caches the old version
        body, kind = multipart({"title": title, "content": "<p>Edited</p>"}, None)
        status, _, _ = a.request("POST", f"/api/custom/v1/update-story/{story_id}", body,
                                 {"Authorization": f"Bearer {token}", "Content-Type": kind})
        written = time.time()
        check(status == 200, "A updates the story")
        check(a.json("GET", f"/api/custom/v1/story/{story_id}")[2]["title"] == title, "A's readers see it at once")
        # Waits for the event (B answers the edit), not for a length of time; how long it took is reported.
        wait_until("B to see the edit", lambda: b.json("GET", f"/api/custom/v1/story/{story_id}")[2]["title"] == title,
                   every=0.05)
        check(True, f"B's readers see it {time.time() - written:.2f} s later (MON_PUBLIC_CACHE_TTL={CACHE_TTL:.0f}s)")

        print("4. the credential rate limit holds across both processes")
        upstreams, statuses = set(), []
        for i in range(2 * RATE):
            status, headers, _ = proxy.json("POST", "/api/jwt-auth/v1/token/",
                                            {"username": f"nobody{i}", "password": "wrong-password-1"})
            statuses.append(status)
            upstreams.add(headers.get("x-upstream"))
        # The admin's log-in above came from the same client and spent one call of the budget.
        check(len(upstreams) == 2, f"the attempts were spread over both processes ({sorted(upstreams)})")
        check(statuses.count(429) == RATE + 1 and all(s != 429 for s in statuses[:RATE - 1]),
              f"{RATE - 1} more log-ins allowed after the first, then 429 on both processes: {statuses}")

        print("5. an e-mail owed by a change is sent once by two outbox senders")
        other = Client(PROXY, me.rsplit(".", 1)[0] + ".1")  # a neighbour: a budget of its own
        subscriber = {"username": f"scale{random.randint(0, 10**6)}", "email": f"scale{uuid.uuid4().hex[:8]}@example.com",
                      "password": "scale-subscriber-1", "contact_number": "01712345678"}
        status, _, _ = other.json("POST", "/api/custom/v1/register", subscriber)
        check(status == 201, "a subscriber registers through the proxy")

        def link():
            for m in mails(dirs):
                if subscriber["email"] in str(m["To"]):
                    found = re.search(r"https?://\S+/active-account\?\S+", text_of(m))
                    if found:
                        return found.group(0)
            return None
        query = urllib.parse.parse_qs(urllib.parse.urlparse(wait_until("the activation e-mail", link, 20)).query)
        status, _, _ = other.json("GET", "/api/custom/v1/activate?" + urllib.parse.urlencode(
            {"key": query["key"][0], "user": query["user"][0]}))
        check(status == 200, "the subscriber activates the account")
        status, _, sub_session = other.json("POST", "/api/jwt-auth/v1/token/",
                                            {"username": subscriber["username"], "password": subscriber["password"]})
        check(status == 200, "the subscriber logs in")
        day = time.strftime("%Y-%m-%d", time.gmtime(time.time() + 7 * 86400))
        status, _, _ = other.json("POST", "/api/custom/v1/appointment/create",
                                  {"appointment_name": subscriber["username"], "appointment_email": subscriber["email"],
                                   "appointment_date": day, "appointment_time": "10:30 AM",
                                   "appointment_phone": "01712345678"}, token=sub_session["token"])
        check(status == 201, f"the subscriber requests an appointment ({status})")

        def notices():
            # The only e-mails to the admin in this run: notices of new requests.
            return [m for m in mails(dirs) if "admin@mon.test" in str(m["To"])]
        wait_until("the admin's notice", notices, 20)

        def outbox_empty():
            # Delivered mail leaves the shared outbox: once it is empty nothing is owed, so a second
            # copy would have been written by now (no timed wait).
            out = subprocess.run(["psql", db_url, "-tAc", "SELECT count(*) FROM outbox"],
                                 capture_output=True, text=True, check=True).stdout.strip()
            return out == "0"
        wait_until("an empty outbox", outbox_empty, 30)
        check(len(notices()) == 1, f"the admin is told once ({len(notices())} e-mails)")
        ok = True
        print("scale test: all checks passed")
        return 0
    finally:
        for p in reversed(processes):
            p.send_signal(signal.SIGTERM)
        for p in processes:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
        subprocess.run(["psql", PG, "-qc", f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)'], check=False)
        if not ok:
            for log in ("a/server.log", "b/server.log", "nginx-error.log", "nginx.out"):
                path = work / log
                if path.exists():
                    print(f"--- {log} ---\n" + "\n".join(path.read_text(errors='replace').splitlines()[-30:]), file=sys.stderr)
            print(f"kept {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
