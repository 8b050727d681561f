"""Search on a large site, in headless Chromium: a generated site of PAGES pages per language,
built with higsite and served over HTTP (resource timing gives sizes only over HTTP), then
opened from file:// too.

    python3 Tests/browser/test_large_site.py HIGSITE [PAGES]

Asserts what a reader on a phone relies on: a page's first load fetches at most 150 KB (HTML,
CSS, scripts, uncompressed) and none of the search index; using the search box loads the index
in pieces, at most 1 MB for a query, and shows the results (particles, spacing, initial
consonants and the glossary across languages still work). Prints the figures it measured as
`measure NAME VALUE` lines (bench/run.sh reads them). Prints one line per test and a closing
'N passed, M failed'; exits non-zero on a failure.
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

import search_probe
from runner import run_tests
from search_probe import LOADED, make_driver, serve
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HIGSITE = os.path.abspath(sys.argv[1])
PAGES = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
SECTIONS = 20
DEEP_PAGES = 400
DEEP = f"s0/deep/d{DEEP_PAGES - 1}"
FIRST_LOAD_LIMIT = 150 * 1000
QUERY_LIMIT = 1000 * 1000
SYLLABLES = list("가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후기니디리미비시이지치키티피히개내대래매배새애재채")
WORDS = ("view control button list table scroll menu sheet alert slider switch stepper picker field label image icon "
         "color layout spacing margin toolbar window panel grid stack cell header footer badge page tab focus motion "
         "gesture swipe tap drag haptic sound voice privacy account setting share search result filter sort group").split()


def words(rng, language, count):
    if language == "en":
        return " ".join(rng.choice(WORDS) for _ in range(count))
    return " ".join("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))) for _ in range(count))


def generate(root, pages):
    """PAGES pages per language in SECTIONS sections, five guidelines each, and one page whose
    title the tests look for (무지개 스크롤 뷰 / Rainbow Scroll Views: no other page has 무, 지, 개
    next to each other, nor 'rainbow')."""
    for language in ("ko", "en"):
        rng = random.Random(language)
        folder = os.path.join(root, "content", language)
        os.makedirs(folder)
        with open(os.path.join(folder, "_index.md"), "w", encoding="utf-8") as file:
            file.write(f"---\ntitle: {'큰 사이트' if language == 'ko' else 'Large site'}\n---\n\n{words(rng, language, 30)}\n")
        for section in range(SECTIONS):
            os.makedirs(os.path.join(folder, f"s{section}"))
            with open(os.path.join(folder, f"s{section}", "_index.md"), "w", encoding="utf-8") as file:
                file.write(f"---\ntitle: {words(rng, language, 2)} {section}\norder: {section}\n---\n\n{words(rng, language, 20)}\n")
        for page in range(pages - SECTIONS - 1):
            title = words(rng, language, 3) + f" {page}"
            if page == pages // 2:
                title = "무지개 스크롤 뷰" if language == "ko" else "Rainbow Scroll Views"
            body = [f"---\ntitle: {title}\norder: {page}\nsummary: {words(rng, language, 12)}\n---\n"]
            for guideline in range(5):
                body.append(f"## {words(rng, language, 4)} {{#g{guideline}}}\n\n{words(rng, language, 60)}\n\n{words(rng, language, 40)}\n")
            path = os.path.join(folder, f"s{page % SECTIONS}", f"p{page}.md")
            with open(path, "w", encoding="utf-8") as file:
                file.write("\n".join(body))
        # A folder of pages inside the first section, longer than one page of a listing: its
        # last page is the deepest a reader walks to from the home page.
        os.makedirs(os.path.join(folder, "s0", "deep"))
        with open(os.path.join(folder, "s0", "deep", "_index.md"), "w", encoding="utf-8") as file:
            file.write(f"---\ntitle: {words(rng, language, 2)} deep\norder: {pages}\n---\n\n{words(rng, language, 20)}\n")
        for page in range(DEEP_PAGES):
            with open(os.path.join(folder, "s0", "deep", f"d{page}.md"), "w", encoding="utf-8") as file:
                file.write(f"---\ntitle: {words(rng, language, 3)} d{page}\norder: {page}\nsummary: {words(rng, language, 12)}\n---\n\n"
                           f"{words(rng, language, 60)}\n")
    with open(os.path.join(root, "content", "glossary.yaml"), "w", encoding="utf-8") as file:
        file.write("- en: rainbow scroll view\n  ko: 무지개 스크롤 뷰\n")
    return os.path.join("s" + str((pages // 2) % SECTIONS), f"p{pages // 2}")


work = tempfile.mkdtemp()
TARGET = generate(work, PAGES)
subprocess.run([HIGSITE, "build", "--content", os.path.join(work, "content"), "--output", os.path.join(work, "_site")],
               check=True, stdout=subprocess.DEVNULL)
server = serve(os.path.join(work, "_site"))
BASE = f"http://127.0.0.1:{server.server_address[1]}"
driver = make_driver()
wait = WebDriverWait(driver, 20)


def visit(url):
    driver.get(url)
    wait.until(lambda d: d.execute_script("return document.readyState") == "complete")


def index_pieces(loaded):
    return [url for url, _, _ in loaded if "/search/" in url.split("/assets/")[0]]


def query(text):
    return search_probe.query(driver, text)


def measure(name, value):
    print(f"measure {name} {value}")


def test_first_load_is_small_and_loads_no_index():
    visit(f"{BASE}/ko/{TARGET}/index.html")
    loaded = driver.execute_script(LOADED)
    total = sum(size for _, size, _ in loaded)
    measure("first-load-bytes", total)
    assert total <= FIRST_LOAD_LIMIT, f"first load {total} bytes: {sorted(loaded, key=lambda e: -e[1])[:5]}"
    assert not index_pieces(loaded), f"index loaded before the search box was used: {index_pieces(loaded)}"
    assert any(url.endswith("/assets/search.js") for url, _, _ in loaded)


def test_a_query_loads_pieces_within_a_megabyte_and_finds_the_page():
    visit(f"{BASE}/ko/index.html")
    before = len(driver.execute_script(LOADED))
    driver.find_element(By.ID, "search-input").click()
    wait.until(lambda d: index_pieces(d.execute_script(LOADED)))
    elapsed, titles = query("무지개 스크롤을")
    measure("time-to-results-ms", round(elapsed))
    assert titles and titles[0] == "무지개 스크롤 뷰", titles
    fetched = driver.execute_script(LOADED)[before:]
    total = sum(size for _, size, _ in fetched)
    measure("query-bytes", total)
    measure("query-pieces", len(fetched))
    assert total <= QUERY_LIMIT, f"a query fetched {total} bytes in {len(fetched)} pieces"
    assert all("/search/ko/" in url for url, _, _ in fetched), [url for url, _, _ in fetched]
    assert elapsed < 2000, f"results after {elapsed} ms"


def test_spacing_initials_and_glossary_work_on_the_large_site():
    visit(f"{BASE}/ko/index.html")
    for text, expected in [("무지개스크롤", "무지개 스크롤 뷰"), ("ㅁㅈㄱㅅㅋ", "무지개 스크롤 뷰"),
                           ("rainbow scroll view", "무지개 스크롤 뷰")]:
        _, titles = query(text)
        assert titles and titles[0] == expected, f"{text!r}: {titles}"
    visit(f"{BASE}/en/index.html")
    before = len(driver.execute_script(LOADED))
    for text, expected in [("rainbow scrolls", "Rainbow Scroll Views"), ("무지개 스크롤 뷰", "Rainbow Scroll Views")]:
        _, titles = query(text)
        assert titles and titles[0] == expected, f"{text!r}: {titles}"
    # A common word: many entries hold it, and the query stays within its budget.
    _, titles = query("view")
    assert len(titles) == 10, titles
    total = sum(size for _, size, _ in driver.execute_script(LOADED)[before:])
    measure("common-queries-bytes", total)
    assert total <= 3 * QUERY_LIMIT, f"three queries fetched {total} bytes"


def clear():
    driver.execute_script("const box = document.getElementById('search-input'); box.value = '';"
                          "box.dispatchEvent(new Event('input'));")


def test_a_common_word_is_answered_from_few_pieces_and_again_the_same():
    """A word thousands of entries hold: the query loads a bounded number of pieces, and typing
    it again (or after another query) shows the same results without loading more."""
    visit(f"{BASE}/en/index.html")
    driver.find_element(By.ID, "search-input").click()
    wait.until(lambda d: index_pieces(d.execute_script(LOADED)))
    before = len(driver.execute_script(LOADED))
    _, first = query("view")
    fetched = index_pieces(driver.execute_script(LOADED)[before:])
    measure("common-query-pieces", len(fetched))
    assert len(first) == 10, first
    assert len(fetched) <= 40, f"{len(fetched)} pieces for one word"
    clear()
    query("panel grid")
    loaded = len(driver.execute_script(LOADED))
    clear()
    _, again = query("view")
    assert again == first, f"{first} then {again}"
    assert len(driver.execute_script(LOADED)) == loaded, "the same query loaded pieces again"


def test_search_works_from_file():
    visit("file://" + os.path.join(work, "_site", "ko", "index.html"))
    _, titles = query("무지개 스크롤")
    assert titles and titles[0] == "무지개 스크롤 뷰", titles


def test_home_reaches_the_deepest_page_in_three_clicks():
    """From the home page to the last page of a long folder inside a section, clicking only
    links in the page's main part (not the site navigation): the section's entry, the folder's
    listing page, the page."""
    visit(f"{BASE}/ko/index.html")
    target = f"/ko/{DEEP}/index.html"
    toward = re.compile(r"/ko/s0/(deep/)?index(-[0-9]+)?\.html$")

    def walk(clicks):
        links = [a.get_dom_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main a[href]")]
        absolute = [driver.execute_script("return new URL(arguments[0], location.href).pathname", href) for href in links]
        if target in absolute:
            driver.find_element(By.CSS_SELECTOR, f'main a[href="{links[absolute.index(target)]}"]').click()
            wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
            return clicks + 1
        if clicks == 2:
            return None
        here = driver.current_url
        for href in dict.fromkeys(h for h, path in zip(links, absolute) if toward.search(path)):
            driver.find_element(By.CSS_SELECTOR, f'main a[href="{href}"]').click()
            wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
            found = walk(clicks + 1)
            if found:
                return found
            visit(here)
        return None

    clicks = walk(0)
    assert clicks is not None, f"{target} is not within three clicks of the home page"
    assert driver.execute_script("return location.pathname").endswith(target)
    assert "d" + str(DEEP_PAGES - 1) in driver.find_element(By.TAG_NAME, "h1").text
    measure("clicks-to-deepest-page", clicks)
    # The folder's listing really was split: the walk needed its later page.
    assert clicks == 3


def test_no_console_errors():
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    assert not errors, "\n".join(errors)


if __name__ == "__main__":
    def finish():
        driver.quit()
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)

    run_tests(globals(), finish)
