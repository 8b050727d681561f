#!/usr/bin/env bash
# Times rebuilds the way `higsite serve` does them: serves CONTENT, then RUNS times appends a
# sentence to one English page (the twin Korean page is the original, so nothing turns stale)
# and reads the rebuild's own time from serve's "rebuilt … in X s" line. Restores the page.
#
#   bench/rebuild.sh HIGSITE CONTENT OUTPUT [RUNS]      prints one time (s) per line
set -euo pipefail
higsite=$1 content=$2 output=$3 runs=${4:-5}
page=$(find "$content/en" -name '*.md' ! -name '_index.md' | sort | sed -n 1p)
log=$(mktemp)
cp "$page" "$log.page"
rm -rf "$output"
"$higsite" serve --content "$content" --templates templates --output "$output" --port 0 >"$log" 2>&1 &
server=$!
cleanup() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; cp "$log.page" "$page"; rm -f "$log" "$log.page"; }
trap cleanup EXIT
until grep -q "^serving" "$log"; do
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.2
done
for run in $(seq "$runs"); do
  before=$(grep -c "^rebuilt" "$log" || true)
  printf '\nA sentence added for rebuild %s.\n' "$run" >>"$page"
  waited=0
  until [ "$(grep -c "^rebuilt" "$log" || true)" -gt "$before" ]; do
    if grep -q "serving the last good build" "$log" || [ "$waited" -gt 12000 ]; then
      echo "bench/rebuild.sh: no rebuild after editing $page (content error, or none within 10 min):" >&2
      cat "$log" >&2
      exit 1
    fi
    sleep 0.05
    waited=$((waited + 1))
  done
  grep "^rebuilt" "$log" | tail -1 | sed -E 's/.* in ([0-9.]+) s$/\1/'
  sleep 0.5
done
