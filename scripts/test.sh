#!/usr/bin/env bash
# Every test: typecheck and lint (ESLint, steiger, and no history in comments:
# scripts/check-comments.mjs) alongside the production build with the
# JavaScript budget and two built instances on one PostgreSQL behind nginx,
# then Jest (the client, and the server on PGlite), the server's database
# tests on a throwaway PostgreSQL, and Playwright in Chromium (whose server
# runs on PGlite, the embedded default).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# --- system packages the tests need ------------------------------------------
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
{ [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ]; } || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing ${missing[*]} (apt-get)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
  else
    echo "The tests need these Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"

# Two lanes side by side, each mostly one thread: the checks (tsc, ESLint,
# steiger, history in comments), and the production build followed by the two instances (the build
# ends about 25 s before the checks on a clean clone). Each lane's output and
# time are shown when both are done; npm test stops there if either failed.
checks() {
  step "typecheck"
  npm run --silent typecheck
  step "lint (ESLint + steiger + history in comments)"
  npx eslint .
  npx steiger ./src
  node scripts/check-comments.mjs --self-test
  node scripts/check-comments.mjs
}
build() {
  step "production build and JavaScript budget"
  npm run --silent build
  npm run --silent budget
  step "two instances on one PostgreSQL behind nginx (deploy/nginx/khibra.conf)"
  node scripts/multi-instance.test.mjs
}
LANES="$(mktemp -d /tmp/khibra-lanes.XXXXXX)"
(set -e; start=$SECONDS; checks; echo "(the checks took $((SECONDS - start)) s)") >"$LANES/checks.log" 2>&1 &
checks_pid=$!
(set -e; start=$SECONDS; build; echo "(the build and the two instances took $((SECONDS - start)) s)") >"$LANES/build.log" 2>&1 &
build_pid=$!
lanes_ok=true
wait "$checks_pid" || lanes_ok=false
cat "$LANES/checks.log"
wait "$build_pid" || lanes_ok=false
cat "$LANES/build.log"
rm -rf "$LANES"
$lanes_ok

# Jest's default leaves a core to its parent process, which only waits: on the
# two-core machine that ran every file on one core. One worker more than the
# cores: files also wait (child processes starting, PostgreSQL, timers), and on
# the two-core machine three workers took each pass 20-25 % less time than two
# (PGlite 196 -> 157 s, PostgreSQL 241 -> 182 s, each pass alone, cold cache).
JEST_WORKERS="$(( $(nproc) + 1 ))"

# The server's files whose database follows TEST_DATABASE_URL (server/src/test/app.ts, or a cluster of their own)
# run on PostgreSQL, the production engine. On PGlite they run again only where the engine itself is under test,
# marked "npm test runs this file on both databases": the rest is the same SQL on the same PostgreSQL code, and the
# Playwright journeys below run the whole product on PGlite. A plain `npx jest` runs every file on PGlite.
mapfile -t PG_FILES < <(grep -rlE "test/app'|TEST_DATABASE_URL" server/src --include='*.test.ts' | sort)
mapfile -t PG_ONLY < <(grep -L "npm test runs this file on both databases" "${PG_FILES[@]}")

step "jest (client, server on PGlite)"
npx jest --ci --maxWorkers="$JEST_WORKERS" --testPathIgnorePatterns '/node_modules/' "${PG_ONLY[@]}"

step "jest (server on PostgreSQL)"
PG_DIR="$(mktemp -d /tmp/khibra-pg.XXXXXX)"
PG_PORT="$(free_port)"
cleanup_pg() {
  if [ -f "$PG_DIR/postmaster.pid" ]; then
    run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
}
run_pg() {
  if [ "$(id -u)" = 0 ]; then
    su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}
trap cleanup_pg EXIT
[ "$(id -u)" = 0 ] && chown postgres:postgres "$PG_DIR"
# A throwaway cluster that nothing reads after a crash: no flush to disk after initdb, at each commit, at each
# checkpoint (one per test file, when its database is dropped) or for each copy of the template. The files do not
# wait on the disk; the SQL, its locks and what each connection sees are the same. PostgreSQL restarts are
# scripts/multi-instance.test.mjs's, on a cluster with the default settings.
run_pg "$PG_BIN/initdb" -D "$PG_DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
PG_THROWAWAY="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
run_pg "$PG_BIN/pg_ctl" -D "$PG_DIR" -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 $PG_THROWAWAY" -l "$PG_DIR/server.log" -w start >/dev/null
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" npx jest --ci --maxWorkers="$JEST_WORKERS" "${PG_FILES[@]}" --selectProjects server
cleanup_pg
trap - EXIT

step "end-to-end (Playwright, Chromium 1280x800 and 375x812)"
E2E_PORT="$(free_port)" E2E_DATA_DIR="$(mktemp -d /tmp/khibra-e2e.XXXXXX)" npx playwright test
