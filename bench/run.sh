#!/usr/bin/env bash
# The speed benchmark: higsite build, check and a rebuild after one changed page, beside Hugo and
# the cmark-gfm floor, on the same synthetic pages. Not a test: it reports, it does not assert.
#
#   bench/run.sh                 # N=1000 pages per language
#   N="1000 10000" bench/run.sh  # both sizes (10,000 takes several minutes)
#
# Needs ../shared/bench (the corpus generator and floor.c) and installs hugo, hyperfine and time.
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED=${SHARED:-../shared/bench}
WORK=${WORK:-bench/work}
RUNS=${RUNS:-5}
OUT=${OUT:-/dev/shm/higsite-bench}
command -v hugo >/dev/null && command -v hyperfine >/dev/null && [ -x /usr/bin/time ] ||
  { apt-get update -qq && apt-get install -y -qq hugo hyperfine time >/dev/null; }
scripts/install-deps
swift build -c release --product higsite >/dev/null
mkdir -p "$WORK/bin" "$WORK/results"
cc -O2 -o "$WORK/bin/floor" "$SHARED/floor.c" $(pkg-config --cflags --libs libcmark-gfm)
HIGSITE=$(pwd)/.build/release/higsite
FLOOR=$(pwd)/$WORK/bin/floor

for n in ${N:-1000}; do
  data=$WORK/data/n$n
  [ -f "$data/stats.json" ] || python3 "$SHARED/gen_corpus.py" --pages "$n" --seed 1 --out "$data" >/dev/null
  rm -rf "$WORK/n$n" && python3 bench/adapt.py "$data/content" "$WORK/n$n/content"
  content=$(pwd)/$WORK/n$n/content
  echo "== N=$n pages per language ($(find "$content" -name '*.md' | wc -l) files)"
  "$HIGSITE" check --content "$content" >/dev/null 2>&1 || { "$HIGSITE" check --content "$content" 2>&1 | grep -v "warning" | tail -5; exit 1; }
  touch_one="touch $content/ko/bench-bars/_index.md"
  hyperfine --style basic --warmup 1 --runs "$RUNS" --export-json "$WORK/results/n$n.json" \
    -n higsite-build "rm -rf $OUT/site && $HIGSITE build --content $content --templates templates --output $OUT/site" \
    -n higsite-check "$HIGSITE check --content $content" \
    -n higsite-rebuild "$touch_one && $HIGSITE build --content $content --templates templates --output $OUT/site" \
    -n hugo "cd $data && rm -rf $OUT/hugo && hugo --quiet -d $OUT/hugo" \
    -n floor "cd $data && rm -rf $OUT/floor && $FLOOR -q filelist.txt content $OUT/floor"
  for name in higsite-build higsite-check hugo floor; do
    case $name in
      higsite-build) cmd="$HIGSITE build --content $content --templates templates --output $OUT/site-time" ;;
      higsite-check) cmd="$HIGSITE check --content $content" ;;
      hugo) cmd="hugo --quiet -s $data -d $OUT/hugo-time" ;;
      floor) cmd="$FLOOR -q $data/filelist.txt $data/content $OUT/floor-time" ;;
    esac
    rm -rf "$OUT/site-time" "$OUT/hugo-time" "$OUT/floor-time"
    /usr/bin/time -f "$name: %e s wall, %U+%S s CPU, %M KiB peak" $cmd >/dev/null 2>"$WORK/results/time.txt" || true
    tail -1 "$WORK/results/time.txt"
  done
done
python3 - "$WORK/results" <<'PY'
import glob, json, os, sys
for path in sorted(glob.glob(os.path.join(sys.argv[1], "n*.json"))):
    results = {r["command"]: r for r in json.load(open(path))["results"]}
    build, hugo, floor = results["higsite-build"]["median"], results["hugo"]["median"], results["floor"]["median"]
    check, rebuild = results["higsite-check"]["median"], results["higsite-rebuild"]["median"]
    print(f"{os.path.basename(path)[:-5]}: build {build:.2f} s = {build / hugo:.2f}x Hugo ({hugo:.2f} s), {build / floor:.1f}x floor ({floor:.2f} s); "
          f"check {check:.2f} s = {check / build:.2f}x build; rebuild {rebuild:.2f} s = {build / rebuild:.1f}x faster than a build")
PY
