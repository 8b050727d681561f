#!/usr/bin/env bash
# The speed benchmark: higsite build, check and a rebuild after one changed page, beside Hugo and
# the cmark-gfm floor, on the same synthetic pages. Not a test: it reports, it does not assert.
#
#   bench/run.sh                 # N=1000 pages per language
#   N="1000 10000" bench/run.sh  # both sizes (10,000 takes several minutes)
#   RUNS=3 ROUNDS=5 …            # hyperfine runs per command; interleaved rounds for the ratios
#
# Prints a Markdown table per size for BENCHMARKS.md, and the reader's page weight (first-load
# bytes of a guideline page) and search bytes per query (bench/page-weight.js, with Node), and
# the time from typing a query to its results in headless Chromium (bench/search-latency.py,
# when chromium and chromedriver are installed). Output goes to tmpfs (OUT), as in the shared
# bench's compute comparison.
#
# Needs ../shared/bench (the corpus generator, gen_corpus.py) and installs hugo, hyperfine and
# time. The floor is bench/floor.c, run as two processes (-j 2) as higsite uses both cores.
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED=${SHARED:-../shared/bench}
WORK=${WORK:-bench/work}
RUNS=${RUNS:-5}
OUT=${OUT:-/dev/shm/higsite-bench}
command -v hugo >/dev/null && command -v hyperfine >/dev/null && command -v node >/dev/null && [ -x /usr/bin/time ] ||
  { apt-get update -qq && apt-get install -y -qq hugo hyperfine time nodejs >/dev/null; }
scripts/install-deps
swift build -c release --product higsite >/dev/null
mkdir -p "$WORK/bin" "$WORK/results"
cc -O2 -o "$WORK/bin/floor" bench/floor.c $(pkg-config --cflags --libs libcmark-gfm)
HIGSITE=$(pwd)/.build/release/higsite
FLOOR=$(pwd)/$WORK/bin/floor

for n in ${N:-1000}; do
  data=$WORK/data/n$n
  [ -f "$data/stats.json" ] || python3 "$SHARED/gen_corpus.py" --pages "$n" --seed 1 --out "$data" >/dev/null
  rm -rf "$WORK/n$n" && python3 bench/adapt.py "$data/content" "$WORK/n$n/content"
  content=$(pwd)/$WORK/n$n/content
  # The floor parses the very files higsite builds (the adapted pages, home and section pages
  # included), sorted so that it makes each folder once.
  pages=$(pwd)/$WORK/n$n/pages.txt
  (cd "$content" && find . -name '*.md' | LC_ALL=C sort | sed 's|^\./||') > "$pages"
  # The adapted corpus was just written: its dirty pages are flushed to disk now, before any
  # clock starts, rather than in the background of whichever command hyperfine times first.
  sync
  echo "== N=$n pages per language ($(find "$content" -name '*.md' | wc -l) files)"
  "$HIGSITE" check --content "$content" >/dev/null 2>&1 || { "$HIGSITE" check --content "$content" 2>&1 | grep -v "warning" | tail -5; exit 1; }
  # Every command starts from empty output folders, emptied before the clock starts: deleting
  # the last run's files is the harness's work, not the build's (higsite's 940 MB take 1.1 s
  # to delete at 10,000 pages per language, the floor's 170 MB 0.2 s).
  hyperfine --style basic --warmup 1 --runs "$RUNS" --export-json "$WORK/results/n$n.json" \
    --prepare "rm -rf $OUT/site $OUT/hugo $OUT/floor" \
    -n higsite-build "$HIGSITE build --content $content --templates templates --output $OUT/site" \
    -n higsite-check "$HIGSITE check --content $content" \
    -n hugo "cd $data && hugo --quiet -d $OUT/hugo" \
    -n floor "$FLOOR -j 2 $pages $content $OUT/floor"
  # A rebuild as `higsite serve` does it: one page's text changed, timed by serve itself.
  bench/rebuild.sh "$HIGSITE" "$content" "$OUT/serve" "$RUNS" > "$WORK/results/n$n-rebuild.txt"
  : > "$WORK/results/n$n-time.txt"
  for name in higsite-build higsite-check hugo floor; do
    case $name in
      higsite-build) cmd="$HIGSITE build --content $content --templates templates --output $OUT/site-time" ;;
      higsite-check) cmd="$HIGSITE check --content $content" ;;
      hugo) cmd="hugo --quiet -s $data -d $OUT/hugo-time" ;;
      floor) cmd="$FLOOR -j 2 $pages $content $OUT/floor-time" ;;
    esac
    rm -rf "$OUT/site-time" "$OUT/hugo-time" "$OUT/floor-time"
    /usr/bin/time -a -o "$WORK/results/n$n-time.txt" -f "$name %e %U %S %M" $cmd >/dev/null 2>&1 || true
  done
  # The ratios to the targets, from rounds of the floor, a build and a check run one right after
  # another (each into an emptied folder): a slow spell of this shared machine then falls on
  # all three of a round instead of on whichever command hyperfine was timing.
  : > "$WORK/results/n$n-rounds.txt"
  : > "$WORK/results/n$n-round-cpu.txt"
  for _ in $(seq "${ROUNDS:-5}"); do
    round=""
    for cmd in "$FLOOR -j 2 $pages $content $OUT/floor" \
               "$HIGSITE build --content $content --templates templates --output $OUT/site" \
               "$HIGSITE check --content $content"; do
      # The floor and the build start from empty folders; the check leaves the round's site for
      # the page weight below.
      case $cmd in *" check "*) ;; *) rm -rf "$OUT/site" "$OUT/floor" ;; esac
      start=$(date +%s%N)
      case $cmd in
        # The build's CPU in each round too, for the linearity below.
        *" build "*) /usr/bin/time -a -o "$WORK/results/n$n-round-cpu.txt" -f "%U %S" $cmd >/dev/null 2>&1 ;;
        *) $cmd >/dev/null 2>&1 ;;
      esac
      round+=" $(( ($(date +%s%N) - start) / 1000000 ))"
    done
    echo "$round" >> "$WORK/results/n$n-rounds.txt"
  done
  # Page weight and search bytes, on the last round's build: the first load of a guideline page
  # in the middle of the site, what each query fetches (bench/page-weight.js runs the site's
  # own search script on its files), the largest page of every kind, and the output's size.
  page=$(cd "$OUT/site" && find ko -path 'ko/bench-*/*/index.html' | LC_ALL=C sort | awk '{ all[NR] = $0 } END { print all[int(NR / 2)] }')
  node bench/page-weight.js "$OUT/site" "$page" ko 버튼 "탭은 3~5개로" ㅂㅌ "navigation bar" 스위츠 테이불 내비게이숀 en Buttons "keep three to five tabs" 버튼 \
    > "$WORK/results/n$n-weight.txt"
  # The time from typing those queries to their results, in headless Chromium, over HTTP and
  # from file:// (bench/search-latency.py), on the same page and the same site.
  if command -v chromium >/dev/null && command -v chromedriver >/dev/null && python3 -c "import selenium" 2>/dev/null; then
    python3 bench/search-latency.py "$OUT/site" "$page" ko 버튼 "탭은 3~5개로" ㅂㅌ "navigation bar" 스위츠 테이불 내비게이숀 en Buttons "keep three to five tabs" 버튼 \
      > "$WORK/results/n$n-latency.txt"
  else
    echo "search latency skipped: no chromium (scripts/browser-test installs it)"
    rm -f "$WORK/results/n$n-latency.txt"
  fi
  rm -rf "$OUT"
done
python3 - "$WORK/results" ${N:-1000} <<'PY'
import json, os, statistics, sys
folder, sizes = sys.argv[1], sys.argv[2:]
cpu_per_page = {}
for n in sizes:
    results = {r["command"]: r for r in json.load(open(os.path.join(folder, f"n{n}.json")))["results"]}
    rebuilds = [float(line) for line in open(os.path.join(folder, f"n{n}-rebuild.txt")) if line.strip()]
    timed = {}
    for line in open(os.path.join(folder, f"n{n}-time.txt")):
        name, wall, user, system, peak = line.split()
        timed[name] = (float(user) + float(system), int(peak) / 1024)
    pages = 2 * int(n)
    print(f"\nN = {int(n):,} pages per language ({pages:,} content pages); medians of {len(results['floor']['times'])} runs")
    print("| command | wall (median) | CPU, one run | peak memory | pages/s |")
    print("|---|---:|---:|---:|---:|")
    for name in ["higsite-build", "higsite-check", "higsite-rebuild", "hugo", "floor"]:
        if name == "higsite-rebuild":
            wall, cpu, peak = statistics.median(rebuilds), None, None
        else:
            wall = results[name]["median"]
            cpu, peak = timed.get(name, (None, None))
        cpu_text = f"{cpu:.2f} s" if cpu is not None else "—"
        peak_text = f"{peak:,.0f} MiB" if peak is not None else "—"
        rate = f"{pages / wall:,.0f}" if name != "higsite-rebuild" else "—"
        print(f"| {name} | {wall:.3f} s | {cpu_text} | {peak_text} | {rate} |")
    build, hugo, floor = results["higsite-build"]["median"], results["hugo"]["median"], results["floor"]["median"]
    check, rebuild = results["higsite-check"]["median"], statistics.median(rebuilds)
    peak = timed.get("higsite-build", (None, 0))[1]
    print(f"\nbuild = {build / hugo:.2f}x Hugo (target <= 0.2), {build / floor:.1f}x floor -j 2 (target <= 4), "
          f"peak {peak:,.0f} MiB (target < 1,024); check = {check / build:.2f}x build; "
          f"rebuild after one page's text {rebuild * 1000:.0f} ms (target < 100)")
    rounds = [[int(ms) for ms in line.split()] for line in open(os.path.join(folder, f"n{n}-rounds.txt")) if line.strip()]
    to_floor = sorted(b / f for f, b, c in rounds)
    to_build = sorted(c / b for f, b, c in rounds)
    print(f"\nin {len(rounds)} rounds of floor, build, check (ms: " + "; ".join(" ".join(map(str, r)) for r in rounds) + "): "
          f"build = {statistics.median(to_floor):.2f}x floor (median; {to_floor[0]:.2f}-{to_floor[-1]:.2f}), "
          f"check = {statistics.median(to_build):.2f}x build (median; {to_build[0]:.2f}-{to_build[-1]:.2f})")
    # Linearity from the median CPU of the build over the rounds: the one run /usr/bin/time
    # measured for the peak once moved the 1,000-page figure by a third, and the mean of
    # hyperfine's runs, taken one right after another, by a third too (three runs in one slow spell).
    round_cpu = [sum(map(float, line.split())) for line in open(os.path.join(folder, f"n{n}-round-cpu.txt")) if line.strip()]
    cpu_per_page[n] = statistics.median(round_cpu) / pages
    weight = [line.rstrip("\n").split("\t") for line in open(os.path.join(folder, f"n{n}-weight.txt")) if line.strip()]
    first = int(next(line[1] for line in weight if line[0] == "first-load-bytes"))
    queries = [line for line in weight if line[0] == "query-bytes"]
    print(f"\npage weight: first load {first / 1000:,.1f} KB (target <= 150); search, per query from a fresh page "
          f"(target <= 1,000 KB): " + "; ".join(f"{q[4]} {int(q[1]) / 1000:,.0f} KB in {q[2]} pieces" for q in queries)
          + f"; largest {max(int(q[1]) for q in queries) / 1000:,.0f} KB")
    kinds = [line for line in weight if line[0] == "kind-bytes"]
    print("\nlargest page of each kind, first load (target <= 150 KB): "
          + "; ".join(f"{k[1]} {int(k[2]) / 1000:,.1f} KB" for k in kinds)
          + f"; heaviest {max(kinds, key=lambda k: int(k[2]))[3]}")
    output = next(line for line in weight if line[0] == "output-bytes")
    parts = {line[1]: (int(line[2]), int(line[3])) for line in weight if line[0] == "output-part"}
    print(f"\noutput {int(output[1]) / 1e6:,.0f} MB in {int(output[2]):,} files (target <= 600 MB): "
          + ", ".join(f"{name} {size / 1e6:,.0f} MB in {count:,}" for name, (size, count) in parts.items() if size >= 1e6)
          + " (search target <= 100 MB)")
    latency = os.path.join(folder, f"n{n}-latency.txt")
    if not os.path.exists(latency):
        print("\nsearch latency: skipped (no chromium)")
        continue
    lines = [line.rstrip("\n").split("\t") for line in open(latency) if line.strip()]
    for mode, name in [("http", "over HTTP"), ("file", "from file://")]:
        rows = [row for row in lines if row[0] == "search-ms" and row[1] == mode]
        worst = next(row for row in lines if row[0] == "search-ms-max" and row[1] == mode)
        print(f"\nsearch latency {name}, typing to results in headless Chromium, medians, ms, first use (target <= 300) "
              f"/ same query again: " + "; ".join(f"{row[2]} {row[3]} / {row[4]} ({row[5]} pieces)" for row in rows)
              + f"; slowest first use {worst[2]} ms")
if len(cpu_per_page) > 1:
    small, large = min(cpu_per_page, key=int), max(cpu_per_page, key=int)
    print(f"\nbuild CPU per page (median of the rounds): {cpu_per_page[small] * 1000:.3f} ms at {int(small):,}, {cpu_per_page[large] * 1000:.3f} ms at "
          f"{int(large):,} ({cpu_per_page[large] / cpu_per_page[small] - 1:+.0%}; target within 15 %)")
PY
