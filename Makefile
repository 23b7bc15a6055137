# Mon: the two commands are `make run` and `make test`.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

CARGO ?= cargo
NPM ?= npm
FRONTEND := frontend
PG_URL ?= postgres://postgres@127.0.0.1:5432/test
# CI=true and CI=1 both mean "in CI": the suites that need PostgreSQL, Redis, S3 or nginx must run.
IN_CI := $(if $(filter true 1,$(CI)),yes,)

.PHONY: help run build frontend-deps frontend-build test test-tools lint-rust build-rust test-rust lint-frontend test-frontend e2e fuzz-api scale-test openapi check-generated ensure-postgres ensure-moto ensure-redis ensure-chromium ensure-schemathesis ensure-nginx bench clean

help:
	@echo "make run    build everything and start Mon on SQLite (http://127.0.0.1:8080)"
	@echo "make test   run every test (Rust on SQLite and PostgreSQL, web app, browser)"
	@echo "make openapi  regenerate openapi/openapi.json and the web app's API client"
	@echo "make bench  load-test the API and the bundle; prints a table, writes bench/results.json"

## Build and start the whole product (API + built web app) on an embedded SQLite database.
# glibc keeps each freed 19 MiB Argon2id buffer in its heap unless large blocks are mapped and unmapped:
# a fixed 1 MiB threshold keeps the peak memory under a login flood near 70 MB instead of 270 MB.
MALLOC_ENV := MALLOC_MMAP_THRESHOLD_=1048576

run: build
	$(MALLOC_ENV) ./target/release/mon

build: frontend-build
	$(CARGO) build --release --locked --bin mon

frontend-deps: $(FRONTEND)/node_modules/.package-lock.json

$(FRONTEND)/node_modules/.package-lock.json: $(FRONTEND)/package.json $(FRONTEND)/package-lock.json
	cd $(FRONTEND) && $(NPM) ci --no-audit --no-fund --loglevel=error
	touch $@

frontend-build: frontend-deps
	$(STARTED)
	cd $(FRONTEND) && $(NPM) run build
	$(FINISHED)

## Every test. CI runs exactly this.
# Each crate of ours is compiled once: clippy's lints run inside the test build (build-rust) instead of in a
# second, check-only compile of the whole tree. The tools the later suites need (the web app's packages, moto,
# schemathesis, nginx, Chromium) are fetched meanwhile: the one waits on the network and the disk, the other on
# the CPU (one at a time: two package managers must not share dpkg's lock).
# The suites then run one after another: each keeps both cores busy (the Rust tests beside the web app's
# lint, build and unit tests took 813 s here against about 740 s one after the other).
# Each suite notes its time (STARTED/FINISHED) and the total is printed at the end.
TIMINGS := $(CURDIR)/target/test-timings.txt
STARTED = @mkdir -p $(CURDIR)/target && date +%s > $(CURDIR)/target/.started-$@
FINISHED = @echo "$@ $$(( $$(date +%s) - $$(cat $(CURDIR)/target/.started-$@) ))" >> $(TIMINGS)

test: ensure-postgres ensure-redis
	@mkdir -p target && rm -f $(TIMINGS) && date +%s > target/.started-test
	$(MAKE) --no-print-directory -j2 --output-sync=target build-rust test-tools
	$(MAKE) --no-print-directory -j1 test-rust test-frontend e2e fuzz-api scale-test
	@echo "make test: where the time went (seconds; build-rust and test-tools run side by side)"
	@awk '{ printf "  %-16s %5d\n", $$1, $$2 }' $(TIMINGS)
	@echo "  total            $$(( $$(date +%s) - $$(cat target/.started-test) ))"
	@echo "make test: all suites passed"

test-tools:
	$(STARTED)
	$(MAKE) --no-print-directory -j1 ensure-moto ensure-schemathesis ensure-nginx ensure-chromium frontend-deps
	$(FINISHED)

# Format and lint gates: a warning fails the build. `make lint-rust` is clippy on its own (a check-only
# compile); `make test` runs the same lints while it builds the tests (build-rust).
lint-rust:
	python3 scripts/unused_deps.py
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings

# clippy-driver as the rustc of our own crates (what `cargo clippy` does, but with code generation): every
# target the tests need (libraries, the binary, unit and integration tests, i.e. clippy's --all-targets here)
# is linted with -D warnings as it is built, and e2e, fuzz-api and scale-test reuse the same build.
CLIPPY_DRIVER := $(shell rustup which clippy-driver 2>/dev/null || command -v clippy-driver)
CLIPPY_BUILD := RUSTC_WORKSPACE_WRAPPER="$(CLIPPY_DRIVER)" CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
# The server binary the e2e, fuzz and two-server runs start (target/debug/mon) is the one the test build makes for
# the server's own tests. A `cargo build --bin mon` would compile a second one: without the tests' dev-dependencies
# its crates get other features (the application crate's mocks, hyper's server), so the HTTP, persistence and
# server crates and a dozen dependencies built again (163 s on a fresh clone here). After build-rust this is a
# no-op of a second.
DEBUG_SERVER := $(CLIPPY_BUILD) $(CARGO) test --workspace --locked --no-run --quiet
build-rust:
	$(STARTED)
	@if [ -z "$(CLIPPY_DRIVER)" ]; then echo "clippy-driver is missing: rustup component add clippy" >&2; exit 1; fi
	python3 scripts/unused_deps.py
	$(CARGO) fmt --all --check
	@if command -v cargo-nextest >/dev/null 2>&1; then \
		$(CLIPPY_BUILD) $(CARGO) nextest run --workspace --locked --no-run; \
	else \
		$(CLIPPY_BUILD) $(CARGO) test --workspace --locked --no-run; \
	fi
	$(FINISHED)

# A suite that skips (no PostgreSQL, Redis or moto outside CI) writes its notice to
# SKIPPED_LOG; the notices are printed here, not left in the harness's captured output.
SKIPPED_LOG := $(CURDIR)/target/skipped-suites.log
test-rust:
	$(STARTED)
	@mkdir -p target && rm -f $(SKIPPED_LOG)
	@if command -v cargo-nextest >/dev/null 2>&1; then \
		MON_SKIPPED_LOG=$(SKIPPED_LOG) $(CLIPPY_BUILD) $(CARGO) nextest run --workspace --locked --no-fail-fast; \
	else \
		MON_SKIPPED_LOG=$(SKIPPED_LOG) $(CLIPPY_BUILD) $(CARGO) test --workspace --locked --no-fail-fast; \
	fi
	@if [ -s $(SKIPPED_LOG) ]; then echo "NOTICE: skipped suites:"; sort -u $(SKIPPED_LOG) | sed 's/^/  /'; fi
	$(FINISHED)

# The API client's freshness and the lint first; the build (frontend-build) is made once per
# `make test` and used here, by e2e, fuzz-api and scale-test.
lint-frontend: frontend-deps
	$(STARTED)
	cd $(FRONTEND) && $(NPM) run check:api
	cd $(FRONTEND) && $(NPM) run lint
	$(FINISHED)

test-frontend: lint-frontend frontend-build
	$(STARTED)
	cd $(FRONTEND) && $(NPM) run bundle:check
	cd $(FRONTEND) && $(NPM) test
	$(FINISHED)

e2e: ensure-chromium frontend-build
	$(STARTED)
	$(DEBUG_SERVER)
	cd $(FRONTEND) && $(NPM) run e2e
	$(FINISHED)

# The OpenAPI contract fuzzed by schemathesis against a live server, as a subscriber and as an admin.
# FUZZ_EXAMPLES bounds the test cases per operation (make test: 15; try 200 by hand).
FUZZ_EXAMPLES ?= 15
fuzz-api: ensure-schemathesis frontend-build
	$(STARTED)
	$(DEBUG_SERVER)
	python3 scripts/api_fuzz.py --bin target/debug/mon --examples $(FUZZ_EXAMPLES)
	$(FINISHED)

# Two servers behind nginx on one PostgreSQL, one S3 store (moto) and one Redis (about 30 s).
scale-test: ensure-postgres ensure-moto ensure-redis ensure-nginx frontend-build
	$(STARTED)
	$(DEBUG_SERVER)
	@if ! pg_isready -q -h 127.0.0.1 -p 5432 || ! command -v moto_server >/dev/null || ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 || ! [ -x /usr/sbin/nginx ]; then \
		if [ -n "$(IN_CI)" ]; then echo "the scale test needs PostgreSQL, Redis, moto and nginx in CI" >&2; exit 1; fi; \
		echo "NOTICE: PostgreSQL, Redis, moto or nginx is missing; the scale test is skipped."; exit 0; \
	fi; \
	python3 scripts/scale_test.py --bin target/debug/mon
	$(FINISHED)

## Regenerate the committed OpenAPI document and the typed client made from it.
openapi: frontend-deps
	MON_UPDATE_OPENAPI=1 $(CARGO) test --locked -p mon-http --test openapi
	cd $(FRONTEND) && $(NPM) run gen:api

# PostgreSQL is required in CI; start the local cluster if it is down.
ensure-postgres:
	@if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then exit 0; fi; \
	if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then \
		echo "Starting PostgreSQL…"; \
		pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql | head -n1) main start || true; \
		for i in $$(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && exit 0; sleep 1; done; \
	fi; \
	if [ -n "$(IN_CI)" ]; then echo "PostgreSQL is not reachable at 127.0.0.1:5432 and CI requires it" >&2; exit 1; fi; \
	echo "NOTICE: PostgreSQL is not reachable; its tests will be skipped."

# The S3 image store is tested against moto's S3-compatible server (PyPI).
ensure-moto:
	@if command -v moto_server >/dev/null 2>&1; then exit 0; fi; \
	echo "Installing moto[server] for the S3 adapter test…"; \
	python3 -m pip install -q 'moto[server]' || { if [ -n "$(IN_CI)" ]; then echo "moto_server is required in CI" >&2; exit 1; fi; echo "NOTICE: moto is not installed; the S3 adapter test will be skipped."; }

# Redis holds the rate-limit budgets shared by several servers; start the local one if it is down.
ensure-redis:
	@if redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then exit 0; fi; \
	if command -v redis-server >/dev/null 2>&1; then \
		echo "Starting Redis…"; \
		redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /tmp >/dev/null || true; \
		for i in $$(seq 1 20); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && exit 0; sleep 0.5; done; \
	fi; \
	if [ -n "$(IN_CI)" ]; then echo "Redis is not reachable at 127.0.0.1:6379 and CI requires it" >&2; exit 1; fi; \
	echo "NOTICE: Redis is not reachable; the shared rate-limit tests will be skipped."

ensure-schemathesis:
	@if command -v st >/dev/null 2>&1; then exit 0; fi; \
	echo "Installing schemathesis for the API fuzz run…"; \
	python3 -m pip install -q 'schemathesis==4.32.5'

# The scale test's reverse proxy: Debian's nginx.
ensure-nginx:
	@if [ -x /usr/sbin/nginx ]; then exit 0; fi; \
	if [ "$$(id -u)" = "0" ]; then \
		echo "Installing Debian's nginx-light…"; \
		(apt-get install -y -qq nginx-light >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null)) || true; \
	fi

# Browser tests use Debian's Chromium (Playwright cannot download browsers here).
ensure-chromium:
	@if [ -x /usr/bin/chromium ]; then exit 0; fi; \
	if [ "$$(id -u)" = "0" ]; then \
		echo "Installing Debian's chromium…"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else \
		echo "Browser tests need /usr/bin/chromium: run 'sudo apt-get install chromium'" >&2; exit 1; \
	fi

clean:
	$(CARGO) clean
	rm -rf $(FRONTEND)/dist $(FRONTEND)/node_modules

## Load test (numbers for the README and closing notes; not part of `make test`).
bench: frontend-build ensure-chromium ensure-nginx
	scripts/bench.sh $(or $(N),100000) $(or $(SECS),10)
