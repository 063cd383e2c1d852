#!/usr/bin/env bash
# Starts the built server from a copy of the checkout inside a mode-700 folder, as happens under
# /root: the embedded PostgreSQL (run as the postgres user) must still start, migrate and seed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
private="$(mktemp -d /tmp/charter-private-XXXXXX)"
chmod 700 "$private"
cleanup() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  # The data folder the server moved out of reach of the private folder.
  moved=$(grep -o 'keeping the embedded database in [^ ]*' "$private/server.log" 2>/dev/null | awk '{print $NF}' || true)
  [ -n "$moved" ] && rm -rf "$moved"
  rm -rf "$private"
}
trap cleanup EXIT
mkdir "$private/app"
# The built tree with its node_modules, without copying data folders.
tar -C "$repo" --exclude=./data --exclude=./.git --exclude=./test-results -cf - . | tar -C "$private/app" -xf -
port=4391
(cd "$private/app" && exec env -u DATABASE_URL PORT=$port LOG_LEVEL=warn node apps/server/dist/main.js >"$private/server.log" 2>&1) &
pid=$!
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/api/charterRequest/apiVersion" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$private/server.log"; echo "server exited"; exit 1; fi
  sleep 1
done
answer=$(curl -fsS -X POST "http://127.0.0.1:$port/auth/login" -H 'content-type: application/json' \
  -d '{"userName":"admin@demo.test","password":"demo-pass-1"}')
case "$answer" in
  *accessToken*) echo "private clone: started, seeded, admin signed in" ;;
  *) cat "$private/server.log"; echo "sign-in failed: $answer"; exit 1 ;;
esac
