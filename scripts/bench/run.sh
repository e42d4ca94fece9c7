#!/usr/bin/env bash
# `npm run bench`: freelancer and vacancy search under load. Starts a throwaway
# PostgreSQL (as scripts/test.sh does), runs scripts/bench/freelancers.mjs
# (100,000 seeded profiles) and scripts/bench/vacancies.mjs (50,000 seeded
# vacancies) against it (the real server over loopback, autocannon), and
# removes the cluster afterwards. Options go through, e.g.
#   npm run bench -- --rows 100000 --duration 10 --connections 8
# `npm run bench -- --scale [--factor 0.01] [--duration 3] [--only TEXT]` runs
# scripts/bench/scale.mjs alone instead: every search and list at 100,000
# profiles with the database time of each (docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "The benchmark needs Debian's postgresql package: sudo apt-get install -y postgresql" >&2
  exit 1
fi
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
run_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; else "$@"; fi
}

PG_DIR="$(mktemp -d /tmp/khibra-bench-pg.XXXXXX)"
DATA_DIR="$(mktemp -d /tmp/khibra-bench-data.XXXXXX)"
PG_PORT="$(free_port)"
cleanup() {
  if [ -f "$PG_DIR/postmaster.pid" ]; then run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR" -m fast -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$PG_DIR" "$DATA_DIR"
}
trap cleanup EXIT
[ "$(id -u)" = 0 ] && chown postgres:postgres "$PG_DIR"
run_pg "$PG_BIN/initdb" -D "$PG_DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
PG_OPTIONS="-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1"
if [ "${1:-}" = --scale ]; then
  # auto_explain (off until scale.mjs sets its log_min_duration) and a JSON log it reads the plans from.
  PG_OPTIONS="$PG_OPTIONS -c shared_preload_libraries=auto_explain -c logging_collector=on -c log_destination=jsonlog -c log_directory=log"
fi
run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR" -o "$PG_OPTIONS" -l "$PG_DIR/server.log" -w start >/dev/null

if [ "${1:-}" = --scale ]; then
  shift
  BENCH_ADMIN_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" BENCH_PG_DIR="$PG_DIR" BENCH_DATA_DIR="$DATA_DIR" node --import tsx scripts/bench/scale.mjs "$@"
  exit $?
fi

# BENCH_ONLY=freelancers, vacancies or visitor runs one of them; each gets the options
# (vacancies.mjs ignores --rows and takes --vacancy-rows, default 50000 — with
# BENCH_ONLY=vacancies, as freelancers.mjs refuses options it does not know).
status=0
if [ -z "${BENCH_ONLY:-}" ] || [ "${BENCH_ONLY:-}" = freelancers ]; then
  BENCH_ADMIN_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" BENCH_DATA_DIR="$DATA_DIR" node scripts/bench/freelancers.mjs "$@" || status=$?
fi
if [ -z "${BENCH_ONLY:-}" ] || [ "${BENCH_ONLY:-}" = vacancies ]; then
  BENCH_ADMIN_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" BENCH_DATA_DIR="$DATA_DIR" node scripts/bench/vacancies.mjs "$@" || status=$?
fi
# The visitor list beside a bare Fastify route serving the same JSON, on PGlite and PostgreSQL
# (takes --duration and --connections only; run alone with BENCH_ONLY=visitor).
if [ -z "${BENCH_ONLY:-}" ] || [ "${BENCH_ONLY:-}" = visitor ]; then
  BENCH_ADMIN_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" node scripts/bench/visitor.mjs ${BENCH_VISITOR_ARGS:-} || status=$?
fi
exit $status
