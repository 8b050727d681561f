#!/usr/bin/env bash
# How fast `higsite lint` reads an app's code: hyperfine over one folder, and the files per
# second that makes. Not a test: it reports, it does not assert.
#
#   bench/lint.sh PATH [RUNS]    # e.g. a SwiftUI app checked out with the search tool's fetch
#
# Prints the folder's file counts by kind, the median wall time, the user + system time, and
# files per second (files / median wall time), for BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: bench/lint.sh PATH [RUNS]}
runs=${2:-5}
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }
scripts/install-deps
swift build -c release --product higsite >/dev/null
higsite=$(pwd)/.build/release/higsite
# The files lint reads, as its own walk counts them (its summary line, on standard error).
summary=$("$higsite" lint "$target" --format json 2>&1 >/dev/null | tail -1 || true)
echo "$summary"
json=$(mktemp)
# lint exits 1 on violations and 2 on unreadable files: both are results here, not failures.
hyperfine -N -w 1 -r "$runs" -i --export-json "$json" "$higsite lint $target --format json" >/dev/null
python3 - "$json" "$summary" <<'PY'
import json, re, statistics, sys
result = json.load(open(sys.argv[1]))["results"][0]
files = sum(int(n) for n in re.findall(r"from (\d+) \S+ files?", sys.argv[2]))
median = statistics.median(result["times"])
print(f"files {files}, median {median:.3f} s (user {result['user']:.3f} s + sys {result['system']:.3f} s), "
      f"{files / median:,.0f} files/s")
PY
rm -f "$json"
