"""Korean and English typos on the bench corpus's site (2,000 pages per language: made by
/work/shared/bench/gen_corpus.py and bench/adapt.py, built with higsite), in headless Chromium
over HTTP and from file://.

    python3 Tests/browser/test_bench_typos.py SITE

The queries are one jamo (or one letter) from words this corpus holds in many titles and texts:
each must find a page or guideline whose title holds the word, within the budget of a query,
with the exact results (where the query has some) before the typo's. Prints one line per test
and a closing 'N passed, M failed'; exits non-zero on a failure.
"""
import os
import sys

import search_probe
from runner import run_tests
from search_probe import LOADED, make_driver, serve
from selenium.webdriver.support.ui import WebDriverWait

SITE = os.path.abspath(sys.argv[1])
QUERY_LIMIT = 1000 * 1000
server = serve(SITE)
BASE = f"http://127.0.0.1:{server.server_address[1]}"
driver = make_driver()
wait = WebDriverWait(driver, 20)

# query → the word of the corpus it is one jamo from (substituted, dropped, doubled).
KOREAN = [("컴플리케이숀", "컴플리케이션"), ("레이아욷", "레이아웃"), ("세그먼드", "세그먼트"),
          ("세그머트", "세그먼트"), ("컴플맄케이션", "컴플리케이션"), ("위졧 레이아웃", "위젯")]
ENGLISH = [("segmnted", "segment"), ("haptcs", "haptic"), ("app clps", "app clip")]

# Titles and typo flags of the results shown, read in one script.
SHOWN = """
return [...document.querySelectorAll('#search-results [role=option]')].map(
  li => [li.querySelector('.search-title').textContent, li.getAttribute('data-typo') === 'true']);
"""


def visit(url):
    driver.get(url)
    wait.until(lambda d: d.execute_script("return document.readyState") == "complete")


def shown(text):
    """Types `text` into the box of the page open now: [(title, is a typo's result)] and the bytes it fetched."""
    before = len(driver.execute_script(LOADED))
    search_probe.query(driver, text)
    fetched = sum(size for _, size, _ in driver.execute_script(LOADED)[before:])
    return driver.execute_script(SHOWN), fetched


def test_korean_typos_find_the_word_within_a_query_budget():
    for query, word in KOREAN:
        visit(f"{BASE}/ko/index.html")
        results, fetched = shown(query)
        assert results, f"{query!r} found nothing"
        assert word in results[0][0].replace(" ", "") or word in results[0][0], f"{query!r}: {results}"
        flags = [typo for _, typo in results]
        assert flags == sorted(flags), f"{query!r}: a typo's result before an exact one: {results}"
        assert fetched <= QUERY_LIMIT, f"{query!r} fetched {fetched} bytes"


def test_english_typos_find_the_word():
    for query, word in ENGLISH:
        visit(f"{BASE}/en/index.html")
        results, fetched = shown(query)
        assert results and word in results[0][0].lower(), f"{query!r}: {results}"
        assert fetched <= QUERY_LIMIT, f"{query!r} fetched {fetched} bytes"


def test_one_syllable_and_exact_words_have_no_typo_results():
    visit(f"{BASE}/ko/index.html")
    for query in ["위", "웟", "레이아웃", "세그먼트"]:
        results, _ = shown(query)
        assert not any(typo for _, typo in results), f"{query!r}: {results}"


def test_typos_work_from_file():
    visit("file://" + os.path.join(SITE, "ko", "index.html"))
    results, _ = shown(KOREAN[0][0])
    assert results and KOREAN[0][1] in results[0][0], results


def test_no_console_errors():
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    assert not errors, "\n".join(errors)


if __name__ == "__main__":
    def finish():
        driver.quit()
        server.shutdown()

    run_tests(globals(), finish)
