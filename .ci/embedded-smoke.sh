#!/usr/bin/env bash
# Proves the embedded default once: with no DATABASE_URL and nothing answering on the Postgres port,
# `npm start` starts the embedded Postgres (and a nats-server from PATH) and serves the login page; then
# Ctrl-C stops everything with exit code 0 and leaves no process or port behind.
#
# It runs the exact command of the root `start` script (tsx packages/stack/src/cli.ts) rather than
# `npm start` itself, because npm reports 130 for any script it saw interrupted, which would hide the
# orchestrator's own exit code. Own ports and a temporary data directory keep it away from a running
# stack and from the machine's Postgres and NATS.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_PORT="${SMOKE_PG_PORT:-55432}"
NATS_PORT="${SMOKE_NATS_PORT:-54222}"
GATEWAY_PORT="${SMOKE_GATEWAY_PORT:-8099}"
IDENTITY_PORT="${SMOKE_IDENTITY_PORT:-3199}"
# Every other service: its default port + 90 (svc-mail 3105 → 3195), away from a running `npm start`.
PORT_OFFSET="${SMOKE_PORT_OFFSET:-90}"
START_TIMEOUT="${SMOKE_START_TIMEOUT:-240}"   # seconds; a cold front-end build is most of it
STOP_TIMEOUT=30
BASE="http://127.0.0.1:${GATEWAY_PORT}"

say() { printf '[smoke] %s\n' "$*"; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

for port in "$PG_PORT" "$NATS_PORT" "$GATEWAY_PORT" "$IDENTITY_PORT"; do
  if port_open "$port"; then
    say "port $port is in use; the smoke test needs it free (override with SMOKE_*_PORT)"
    exit 1
  fi
done

DATA_DIR="$(mktemp -d /tmp/cadeau-smoke.XXXXXX)"
# The embedded Postgres runs as the unprivileged `postgres` user when we are root: it must reach its dir.
chmod 755 "$DATA_DIR"
LOG="$DATA_DIR/stack.log"
STACK_PID=""
started_at=$(date +%s)

cleanup() {
  local rc=$?
  if [ -n "$STACK_PID" ] && kill -0 "$STACK_PID" 2>/dev/null; then
    say "stack still running; killing it"
    kill -KILL -- "-$STACK_PID" 2>/dev/null || true
  fi
  # Anything still using our unique data directory was started by this script (Postgres, NATS).
  pkill -KILL -f -- "$DATA_DIR" 2>/dev/null || true
  if [ "$rc" -ne 0 ] && [ -f "$LOG" ]; then
    say "FAILED; last lines of the stack output:"
    tail -n 80 "$LOG" | sed 's/^/    /'
  fi
  rm -rf "$DATA_DIR"
  exit "$rc"
}
trap cleanup EXIT

say "starting the stack (Postgres port $PG_PORT, NATS port $NATS_PORT, gateway $GATEWAY_PORT) with data in $DATA_DIR"
# Job control gives the background job its own process group (pgid = its pid), so the SIGINT below
# reaches it the way a terminal's Ctrl-C reaches the foreground job.
set -m
env -u DATABASE_URL -u NATS_URL \
  CADEAU_PG_PORT="$PG_PORT" CADEAU_NATS_PORT="$NATS_PORT" CADEAU_DATA_DIR="$DATA_DIR" \
  GATEWAY_PORT="$GATEWAY_PORT" IDENTITY_PORT="$IDENTITY_PORT" CADEAU_PORT_OFFSET="$PORT_OFFSET" NO_COLOR=1 TURBO_TELEMETRY_DISABLED=1 \
  node_modules/.bin/tsx packages/stack/src/cli.ts >"$LOG" 2>&1 &
STACK_PID=$!
set +m

fetch() { curl -fsS --max-time 5 "$@"; }
login_ok=""
deadline=$((started_at + START_TIMEOUT))
while [ "$(date +%s)" -lt "$deadline" ]; do
  if ! kill -0 "$STACK_PID" 2>/dev/null; then
    say "the stack exited before serving the login page"
    exit 1
  fi
  if grep -q 'Cadeau is running on' "$LOG" && fetch "$BASE/login" -o "$DATA_DIR/login.html" 2>/dev/null; then
    login_ok=1
    break
  fi
  sleep 1
done
[ -n "$login_ok" ] || { say "no login page within ${START_TIMEOUT}s"; exit 1; }
say "ready after $(($(date +%s) - started_at))s"

grep -qi '<div id=\|<html' "$DATA_DIR/login.html" || { say "/login is not the shell's HTML"; exit 1; }
fetch "$BASE/mfe-manifest.json" -o "$DATA_DIR/manifest.json"
# The login page is mfe-public's: its remoteEntry must be listed in the manifest and be served.
remote_entry="$(node -e '
  const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const url = (m.remotes || {}).mfe_public;
  if (!url) { console.error("manifest has no mfe_public remote: " + JSON.stringify(m)); process.exit(1); }
  console.log(url);' "$DATA_DIR/manifest.json")"
fetch "$BASE$remote_entry" -o "$DATA_DIR/remoteEntry.js"
[ -s "$DATA_DIR/remoteEntry.js" ] || { say "$remote_entry is empty"; exit 1; }
say "served /login, /mfe-manifest.json and $remote_entry"

grep -q 'Postgres: embedded' "$LOG" || { say "the stack did not use the embedded Postgres"; exit 1; }
port_open "$PG_PORT" || { say "nothing answers on the embedded Postgres port $PG_PORT"; exit 1; }
grep -q 'NATS: spawned' "$LOG" || { say "the stack did not start its own nats-server"; exit 1; }
say "embedded Postgres answers on $PG_PORT; nats-server was spawned on $NATS_PORT"

say "sending SIGINT (Ctrl-C)"
kill -INT -- "-$STACK_PID"
stop_deadline=$(($(date +%s) + STOP_TIMEOUT))
while kill -0 "$STACK_PID" 2>/dev/null; do
  if [ "$(date +%s)" -ge "$stop_deadline" ]; then
    say "the stack did not stop within ${STOP_TIMEOUT}s"
    exit 1
  fi
  sleep 0.2
done
set +e
wait "$STACK_PID"
rc=$?
set -e
STACK_PID=""
[ "$rc" -eq 0 ] || { say "the stack exited with code $rc after SIGINT"; exit 1; }
if grep -E 'did not stop|was killed|exited unexpectedly' "$LOG"; then
  say "a process did not shut down cleanly"
  exit 1
fi
for port in "$PG_PORT" "$NATS_PORT" "$GATEWAY_PORT" "$IDENTITY_PORT"; do
  if port_open "$port"; then say "port $port still answers after the stop"; exit 1; fi
done
if pgrep -f -- "$DATA_DIR" >/dev/null; then
  say "processes survived the stop:"
  pgrep -af -- "$DATA_DIR"
  exit 1
fi
say "the orchestrator's own lines:"
grep '^\[stack\]' "$LOG" | sed 's/^/    /'
say "OK: clean exit, no process or port left behind ($(($(date +%s) - started_at))s in total)"
