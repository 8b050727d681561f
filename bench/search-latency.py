#!/usr/bin/env python3
"""Time from typing a query to its results, in headless Chromium, on a built site (issue 25's
target: within 300 ms on the bench corpus, and search still works from file://).

    python3 bench/search-latency.py [--runs N] SITE PAGE [LANG QUERY…]…

PAGE is a page of SITE under a language folder (ko/…/index.html); a query given after `en` is
typed on the same page of the en folder. Each query is typed as one input event into a page
just opened in a new Chromium (new profile, empty cache, nothing of the index loaded, the box
never focused), first over HTTP (a local server), then from file://, N times each (3 by
default). `cold` is that first use: the index piece and the query's shards, heads and texts
are fetched and parsed, then matched and listed. `warm` is the same query typed again on that
page, the box emptied in between: the index and the pieces of the first answer are loaded, but
search.js may fetch more (each query has its own byte budget, and a common query leaves pieces
out). Prints lines of tab-separated fields (times are medians over the runs, milliseconds):

    search-ms MODE LANG:"QUERY" COLD WARM PIECES BYTES WARM-PIECES RESULTS "FIRST TITLE" COLD-RUNS
    search-ms-max MODE COLD WARM

PIECES is how many index pieces the first use fetched, BYTES their size (0 from file://, which
resource timing does not list), WARM-PIECES how many more the same query fetched again. A
benchmark, not a test: it exits non-zero only when a query's results never show or the site
cannot be opened, never because a figure is slow.
"""
import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
import search_probe  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("site")
    parser.add_argument("page")
    parser.add_argument("queries", nargs="+", metavar="LANG|QUERY")
    return parser.parse_args()


def queries(words):
    """[(language, query)] from `ko q1 q2 en q3`: a language word sets the language of those after it."""
    out, language = [], "ko"
    for word in words:
        if word in ("ko", "en"):
            language = word
        else:
            out.append((language, word))
    return out


def page_in(language, page):
    """PAGE's counterpart in `language`'s folder (ko/a/b/index.html → en/a/b/index.html)."""
    return language + "/" + page.split("/", 1)[1]


# The index pieces the page has asked for so far (each is a script element; resource timing
# does not list those loaded from file://).
PIECES = "return document.querySelectorAll('script[src*=\"search/\"]').length"
CLEAR = "const box = document.getElementById('search-input'); box.value = ''; box.dispatchEvent(new Event('input'));"


def first_use(url, text):
    """Opens `url` in a new Chromium and types `text` twice (the box emptied in between, which
    closes the list): (cold ms, warm ms, pieces, bytes, warm pieces, titles)."""
    driver = search_probe.make_driver()
    try:
        driver.get(url)
        WebDriverWait(driver, 20).until(lambda d: d.execute_script("return document.readyState") == "complete")
        before = len(driver.execute_script(search_probe.LOADED))
        cold, titles = search_probe.query(driver, text)
        pieces = driver.execute_script(PIECES)
        size = sum(size for _, size, _ in driver.execute_script(search_probe.LOADED)[before:])
        driver.execute_script(CLEAR)
        warm, _ = search_probe.query(driver, text)
        return cold, warm, pieces, size, driver.execute_script(PIECES) - pieces, titles
    finally:
        driver.quit()


def measure(mode, base, site, page, language, text, runs):
    """Runs one query `runs` times in `mode`; prints its line and answers (cold, warm) medians."""
    path = page_in(language, page)
    if not os.path.isfile(os.path.join(site, path)):
        raise SystemExit(f"search-latency: no page {path} in {site}")
    results = [first_use(f"{base}/{path}", text) for _ in range(runs)]
    cold = statistics.median(r[0] for r in results)
    warm = statistics.median(r[1] for r in results)
    pieces, size, warm_pieces, titles = results[-1][2:]
    fields = ["search-ms", mode, f"{language}:{json.dumps(text, ensure_ascii=False)}", f"{cold:.0f}", f"{warm:.0f}",
              pieces, size, warm_pieces, len(titles), json.dumps(titles[0] if titles else None, ensure_ascii=False),
              ",".join(f"{r[0]:.0f}" for r in results)]
    print("\t".join(map(str, fields)), flush=True)
    return cold, warm


def main():
    options = arguments()
    site = os.path.abspath(options.site)
    server = search_probe.serve(site)
    try:
        bases = [("http", f"http://127.0.0.1:{server.server_address[1]}"), ("file", "file://" + site)]
        for mode, base in bases:
            figures = [measure(mode, base, site, options.page, language, text, options.runs)
                       for language, text in queries(options.queries)]
            print("\t".join(["search-ms-max", mode, f"{max(c for c, _ in figures):.0f}",
                             f"{max(w for _, w in figures):.0f}"]), flush=True)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
