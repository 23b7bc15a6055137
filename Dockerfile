# Production image: the web app built with Node, the server built with Rust,
# both copied into a small Debian runtime.
FROM node:20-bookworm-slim AS web
WORKDIR /src
COPY openapi ./openapi
COPY frontend/package.json frontend/package-lock.json ./frontend/
RUN cd frontend && npm ci --no-audit --no-fund
COPY frontend ./frontend
RUN cd frontend && npm run build

FROM rust:1.95-bookworm AS server
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin mon

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home /var/lib/mon --create-home mon
COPY --from=server /src/target/release/mon /usr/local/bin/mon
COPY --from=web /src/frontend/dist /usr/share/mon/web
USER mon
WORKDIR /var/lib/mon
ENV MALLOC_MMAP_THRESHOLD_=1048576 \
    MON_BIND=0.0.0.0:8080 \
    MON_DATA_DIR=/var/lib/mon \
    MON_STATIC_DIR=/usr/share/mon/web
EXPOSE 8080
CMD ["mon"]
