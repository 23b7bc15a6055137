# Mon: the two commands are `make run` and `make test`.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

CARGO ?= cargo
NPM ?= npm
FRONTEND := frontend
PG_URL ?= postgres://postgres@127.0.0.1:5432/test

.PHONY: help run build frontend-deps frontend-build test lint-rust test-rust test-frontend e2e openapi check-generated ensure-postgres ensure-moto ensure-chromium bench clean

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
	cd $(FRONTEND) && $(NPM) run build

## Every test. CI runs exactly this.
test: ensure-postgres ensure-moto lint-rust test-rust test-frontend e2e
	@echo "make test: all suites passed"

# Format and lint gates: a warning fails the build.
lint-rust:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings

test-rust:
	@if command -v cargo-nextest >/dev/null 2>&1; then \
		$(CARGO) nextest run --workspace --locked --no-fail-fast; \
	else \
		$(CARGO) test --workspace --locked --no-fail-fast; \
	fi

test-frontend: frontend-deps
	cd $(FRONTEND) && $(NPM) run check:api
	cd $(FRONTEND) && $(NPM) run lint
	cd $(FRONTEND) && $(NPM) run build
	cd $(FRONTEND) && $(NPM) run bundle:check
	cd $(FRONTEND) && $(NPM) test

e2e: ensure-chromium frontend-build
	$(CARGO) build --locked --bin mon
	cd $(FRONTEND) && $(NPM) run e2e

## Regenerate the committed OpenAPI document and the typed client made from it.
openapi: frontend-deps
	MON_UPDATE_OPENAPI=1 $(CARGO) test --locked -p mon-http --test openapi
	cd $(FRONTEND) && $(NPM) run gen:api

# PostgreSQL is required under CI=true; start the local cluster if it is down.
ensure-postgres:
	@if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then exit 0; fi; \
	if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then \
		echo "Starting PostgreSQL…"; \
		pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql | head -n1) main start || true; \
		for i in $$(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && exit 0; sleep 1; done; \
	fi; \
	if [ "$${CI:-}" = "true" ]; then echo "PostgreSQL is not reachable at 127.0.0.1:5432 and CI=true requires it" >&2; exit 1; fi; \
	echo "NOTICE: PostgreSQL is not reachable; its tests will be skipped."

# The S3 image store is tested against moto's S3-compatible server (PyPI).
ensure-moto:
	@if command -v moto_server >/dev/null 2>&1; then exit 0; fi; \
	echo "Installing moto[server] for the S3 adapter test…"; \
	python3 -m pip install -q 'moto[server]' || { if [ "$${CI:-}" = "true" ]; then echo "moto_server is required under CI=true" >&2; exit 1; fi; echo "NOTICE: moto is not installed; the S3 adapter test will be skipped."; }

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
bench:
	scripts/bench.sh $(or $(N),100000) $(or $(SECS),10)
