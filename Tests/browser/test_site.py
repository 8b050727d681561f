"""Browser tests of the built site, in headless Chromium through Selenium, against `higsite serve`.

    python3 Tests/browser/test_site.py BASE_URL PROJECT_DIR

PROJECT_DIR is the copy of the content the server watches (the live-reload test edits it).
Prints one line per test and a closing 'N passed, M failed'; exits non-zero on a failure.
"""
import os
import sys
import time

from runner import run_tests
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

BASE, PROJECT = sys.argv[1].rstrip("/"), sys.argv[2]


def make_driver():
    options = webdriver.ChromeOptions()
    for argument in ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000", "--lang=ko-KR"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


driver = make_driver()
wait = WebDriverWait(driver, 10)
console_errors = []


def make_phone():
    """A Korean phone browser: 390×844 with touch, as the phone tests see the site."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless", "--no-sandbox", "--disable-gpu", "--lang=ko-KR"]:
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 3, "touch": True}})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def heading(driver):
    """The page's h1 text, read in one script so a live reload between finding and reading cannot fail."""
    try:
        return driver.execute_script("const h = document.querySelector('h1'); return h ? h.textContent.trim() : null")
    except WebDriverException:  # the page is being replaced right now; ask again
        return None


def visit(path):
    driver.get(BASE + path)
    wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
    collect_console()


def collect_console():
    for entry in driver.get_log("browser"):
        if entry["level"] == "SEVERE":
            console_errors.append(entry["message"])


def search(query):
    box = driver.find_element(By.ID, "search-input")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.BACKSPACE)
    box.send_keys(query)
    # The list says which query it answers: wait for the whole query, not a fixed time.
    wait.until(lambda d: d.find_element(By.ID, "search-results").get_attribute("data-query") == query
               and not d.find_element(By.ID, "search-results").get_attribute("hidden"))
    return driver.find_elements(By.CSS_SELECTOR, "#search-results [role=option]")


def first_result(query):
    results = search(query)
    assert results, f"no results for {query!r}"
    title = results[0].find_element(By.CLASS_NAME, "search-title").text
    return title, results[0].get_attribute("data-url")


def test_korean_queries_with_particles_find_the_page():
    visit("/ko/index.html")
    for query in ["탭바를", "탭 바", "탭바", "ㅌㅂ", "tab bar", "세그먼트 컨트롤을", "스위치는"]:
        title, href = first_result(query)
        expected = {"탭바를": "탭 바", "탭 바": "탭 바", "탭바": "탭 바", "ㅌㅂ": "탭 바", "tab bar": "탭 바",
                    "세그먼트 컨트롤을": "세그먼트 컨트롤", "스위치는": "스위치"}[query]
        assert title == expected, f"{query!r} found {title!r} first, expected {expected!r}"
        assert "/ko/" in href, href


def test_english_search_stems_and_crosses_languages():
    visit("/en/index.html")
    assert first_result("tab bars")[0] == "Tab Bars"
    assert first_result("탭 바")[0] == "Tab Bars"
    assert first_result("Switch")[0] == "Switches"


def typo_flags(results):
    return [result.get_attribute("data-typo") == "true" for result in results]


def test_english_typos_are_forgiven():
    """A letter missing, doubled or wrong: the word keeps most of its letter pairs."""
    visit("/en/index.html")
    for query, expected in [("swich", "Switches"), ("stepers", "Steppers"), ("segmentd control", "Segmented Controls")]:
        title, _ = first_result(query)
        assert title == expected, f"{query!r} found {title!r} first, expected {expected!r}"


# A term that is no word of the site but is in its text (기본값인) and one jamo from words that are
# (값이, 값은): both kinds of results.
BOTH_KINDS = "값인"


def test_korean_typos_are_forgiven_below_exact_matches():
    """A term one jamo from a word of the site — substituted, dropped or doubled — finds the word;
    those results say so and come after every exact one; a term of one syllable is never a typo."""
    visit("/ko/index.html")
    for query, expected in [("스위츠", "스위치"), ("테이불", "테이블"), ("내비게이숀", "내비게이션 바"),  # substituted
                            ("테이브", "테이블"), ("스위ㅊ", "스위치"),  # a jamo dropped
                            ("스윛치", "스위치"), ("텡이블", "테이블"),  # a jamo doubled
                            ("스위츠를", "스위치")]:  # with a particle
        results = search(query)
        assert results, f"no results for {query!r}"
        title = results[0].find_element(By.CLASS_NAME, "search-title").text
        assert title == expected, f"{query!r} found {title!r} first, expected {expected!r}"
        # 내비게이숀 keeps three of its four syllable pairs: found as it is, as an English typo is.
        assert query == "내비게이숀" or all(typo_flags(results)), f"{query!r}: only the word near it finds anything"
    # A word of the site is no typo: its results are its own.
    assert not any(typo_flags(search("스위치"))), "an exact word shows no typo results"
    # One syllable: no typo results, whatever is near it.
    for query in ["탭", "숴"]:
        assert not any(typo_flags(search(query))), f"{query!r}: a one-syllable query has no typo results"
    # Both kinds: the exact results first, then the typo's.
    flags = typo_flags(search(BOTH_KINDS))
    assert True in flags and False in flags, f"{BOTH_KINDS!r} finds exact and near results: {flags}"
    assert flags == sorted(flags), f"{BOTH_KINDS!r}: a typo's result before an exact one: {flags}"


# The components issue 37 added: each must be linked from its language's home page and be the
# first result when its title is searched, in both languages.
NEW_COMPONENTS = ["presentation/alerts", "presentation/action-sheets", "presentation/sheets", "presentation/popovers",
                  "menus/menus", "menus/context-menus", "menus/pull-down-buttons", "menus/pop-up-buttons",
                  "menus/activity-views", "views/sidebars", "views/split-views", "views/disclosure-controls",
                  "views/text-views", "views/web-views", "controls/color-wells", "controls/gauges", "bars/search-bars",
                  "foundations/accessibility", "foundations/layout", "foundations/dark-mode", "foundations/sf-symbols",
                  "foundations/feedback", "foundations/korean-text"]


def page_title(language, page):
    """The `title:` of a page's front matter, as the writer wrote it (quotes removed)."""
    with open(os.path.join(PROJECT, "content", language, page + ".md"), encoding="utf-8") as file:
        for line in file:
            if line.startswith("title:"):
                return line[len("title:"):].strip().strip("\"'")
    raise AssertionError(f"{language}/{page}.md has no title")


def test_every_new_component_is_on_home_and_found_by_its_name():
    for language in ["ko", "en"]:
        visit(f"/{language}/index.html")
        links = {link.get_attribute("href") for link in driver.find_elements(By.CSS_SELECTOR, "main a[href]")}
        for page in NEW_COMPONENTS:
            url = f"{BASE}/{language}/{page}/index.html"
            assert url in links, f"the {language} home page does not link to {page}"
            title = page_title(language, page)
            found, href = first_result(title)
            assert href.endswith(f"/{language}/{page}/index.html"), f"{title!r} found {found!r} ({href}) first, not {page}"


def test_outline_column_follows_the_reader():
    visit("/ko/bars/tab-bars/index.html")
    outline = driver.find_element(By.CSS_SELECTOR, ".guide > .toc")
    text = driver.find_element(By.CSS_SELECTOR, ".guide > .content")
    assert outline.rect["x"] >= text.rect["x"] + text.rect["width"], "at 1280 px the outline is a column right of the text"
    links = outline.find_elements(By.CSS_SELECTOR, "a[href^='#']")
    target = links[3].get_attribute("hash")[1:]
    driver.execute_script("document.getElementById(decodeURIComponent(arguments[0])).scrollIntoView()", target)
    wait.until(lambda d: d.execute_script(
        "const a = document.querySelector('.toc a[aria-current=true]'); return a && a.hash.slice(1)") == target)
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", outline)
    assert 0 <= top < 200, f"the outline stays in view while reading (top {top})"


def test_phone_shows_the_current_sections_pages_and_no_keyboard_hint():
    phone = make_phone()
    try:
        phone.get(BASE + "/ko/bars/tab-bars/index.html")
        pages = [link for link in phone.find_elements(By.CSS_SELECTOR, ".site-nav li.open > ul > li > a") if link.is_displayed()]
        assert len(pages) == 5, f"the bars section's five pages are listed, {len(pages)} shown"
        current = phone.find_element(By.CSS_SELECTOR, ".site-nav a[aria-current=page]")
        assert current.is_displayed() and current.text == "탭 바"
        box = phone.find_element(By.ID, "search-input")
        assert "/" not in box.get_attribute("placeholder"), "no keyboard shortcut in the placeholder"
        assert not phone.find_element(By.CSS_SELECTOR, ".search-key").is_displayed(), "no '/' key on a touch screen"
        assert not phone.find_elements(By.CSS_SELECTOR, ".guide > .toc") or phone.execute_script(
            "return getComputedStyle(document.querySelector('.guide > .toc')).position") != "sticky", "inline outline on a phone"
    finally:
        phone.quit()


def test_results_mark_the_match_and_show_it_in_its_text():
    visit("/ko/index.html")
    results = search("햅틱")
    marks = [mark.text for mark in results[0].find_elements(By.CSS_SELECTOR, ".search-title mark")]
    assert marks == ["햅틱"], f"the matched word is marked in the title: {marks}"
    visit("/en/index.html")
    results = search("flips")
    snippets = [result.find_element(By.CLASS_NAME, "search-snippet") for result in results
                if result.find_elements(By.CLASS_NAME, "search-snippet")]
    assert snippets, "a match in the text shows the text around it"
    assert "flips" in [mark.text.lower() for mark in snippets[0].find_elements(By.TAG_NAME, "mark")]
    assert len(snippets[0].text) <= 110, f"a line around the match, not the whole text: {snippets[0].text!r}"


def test_keyboard_only_search():
    visit("/ko/bars/index.html")
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    assert driver.switch_to.active_element.get_attribute("id") == "search-input", "'/' focuses the search box"
    box = driver.switch_to.active_element
    box.send_keys("스위치")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results [role=option]"))
    box.send_keys(Keys.ARROW_DOWN)
    selected = driver.find_element(By.CSS_SELECTOR, "#search-results [aria-selected=true]")
    assert box.get_attribute("aria-activedescendant") == selected.get_attribute("id")
    box.send_keys(Keys.ENTER)
    wait.until(lambda d: "/ko/controls/switches/index.html" in d.current_url)
    wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
    box = driver.find_element(By.ID, "search-input")
    box.send_keys("탭")
    box.send_keys(Keys.ESCAPE)
    assert driver.find_element(By.ID, "search-results").get_attribute("hidden") is not None, "Escape closes the results"


def test_language_switch_keeps_page_and_guideline():
    visit("/ko/bars/tab-bars/index.html#tab-count")
    driver.find_element(By.CSS_SELECTOR, "[data-language-switch]").click()
    wait.until(lambda d: "/en/" in d.current_url)
    assert driver.current_url == BASE + "/en/bars/tab-bars/index.html#tab-count", driver.current_url
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"


def section_top(driver, frame, anchor):
    """Where the heading `anchor` is in the frame's window (px from its top), read inside the frame."""
    driver.switch_to.frame(frame)
    try:
        return driver.execute_script(
            "const h = document.getElementById(arguments[0]); return h ? h.getBoundingClientRect().top : null", anchor)
    finally:
        driver.switch_to.default_content()


def scroll_frame_to(driver, frame, anchor):
    """Scrolls the frame as a reader would (the window, not a jump the view asked for)."""
    driver.switch_to.frame(frame)
    try:
        driver.execute_script("window.scrollTo(0, window.scrollY + document.getElementById(arguments[0]).getBoundingClientRect().top - 10)",
                              anchor)
    finally:
        driver.switch_to.default_content()


def check_side_by_side_follows(driver, view_url):
    """The view at `view_url` (over http or from file://): two frames side by side, each the page
    itself without the site's chrome; scrolling either to a guideline brings the other to the same
    guideline, and the view's address names it; nothing moves back and forth afterwards."""
    driver.get(view_url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    ko = driver.find_element(By.CSS_SELECTOR, "iframe[data-compare-frame=ko]")
    en = driver.find_element(By.CSS_SELECTOR, "iframe[data-compare-frame=en]")
    assert ko.get_attribute("title") == "한국어 페이지: 탭 바" and en.get_attribute("title") == "English page: Tab Bars"
    assert ko.rect["x"] + ko.rect["width"] <= en.rect["x"] and abs(ko.rect["y"] - en.rect["y"]) < 2, "side by side at 1280 px"
    assert ko.rect["height"] > 600, f"the frames fill the window ({ko.rect['height']} px)"
    assert not driver.find_elements(By.CSS_SELECTOR, "main h2"), "the view holds no text of the pages"
    driver.switch_to.frame(ko)
    try:
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.documentElement.classList.contains('framed')"))
        assert not driver.find_element(By.CSS_SELECTOR, ".site-header").is_displayed(), "a framed page hides the site's header"
        assert not driver.find_element(By.CSS_SELECTOR, ".site-nav").is_displayed()
        assert driver.find_element(By.CSS_SELECTOR, "h1").text == "탭 바"
    finally:
        driver.switch_to.default_content()
    for moved, follower, anchor in [(ko, en, "badges"), (en, ko, "minimize-on-scroll"), (ko, en, "tab-count")]:
        scroll_frame_to(driver, moved, anchor)
        WebDriverWait(driver, 10).until(lambda d: (lambda top: top is not None and -2 <= top <= 40)(section_top(d, follower, anchor)))
        WebDriverWait(driver, 5).until(lambda d: d.execute_script("return location.hash") == "#" + anchor)
    time.sleep(1)
    for frame in (ko, en):
        top = section_top(driver, frame, "tab-count")
        assert -12 <= top <= 40, f"no echo: both frames stay at the guideline ({top})"


def test_side_by_side_view_keeps_both_pages_at_one_guideline():
    visit("/en/bars/tab-bars/index.html#badges")
    # Clicked by script: at #badges the sticky header covers the link, which a reader scrolls to.
    driver.execute_script("arguments[0].click()", driver.find_element(By.LINK_TEXT, "Korean and English side by side"))
    wait.until(lambda d: "/compare/bars/tab-bars/index.html#badges" in d.current_url)
    wait.until(lambda d: (lambda top: top is not None and -2 <= top <= 40)(
        section_top(d, d.find_element(By.CSS_SELECTOR, "iframe[data-compare-frame=ko]"), "badges")))
    check_side_by_side_follows(driver, BASE + "/compare/bars/tab-bars/index.html")
    collect_console()


def test_side_by_side_view_from_file_url():
    site = os.path.join(PROJECT, "_site", "compare", "bars", "tab-bars", "index.html")
    check_side_by_side_follows(driver, "file://" + site)


def test_side_by_side_view_on_a_phone_shows_one_page_at_a_time():
    phone = make_phone()
    try:
        phone.get(BASE + "/compare/bars/tab-bars/index.html")
        WebDriverWait(phone, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        ko = phone.find_element(By.CSS_SELECTOR, "iframe[data-compare-frame=ko]")
        en = phone.find_element(By.CSS_SELECTOR, "iframe[data-compare-frame=en]")
        english = phone.find_element(By.CSS_SELECTOR, "[data-compare-tab=en]")
        assert english.is_displayed() and ko.is_displayed() and not en.is_displayed(), "one page at a time, Korean first"
        assert ko.rect["width"] >= 340 and ko.rect["height"] >= 500, f"the page fills the phone ({ko.rect})"
        scroll_frame_to(phone, ko, "keep-visible")
        WebDriverWait(phone, 10).until(lambda d: (lambda top: top is not None and -2 <= top <= 40)(section_top(d, en, "keep-visible")))
        english.click()
        assert en.is_displayed() and not ko.is_displayed() and english.get_attribute("aria-pressed") == "true"
        assert -2 <= section_top(phone, en, "keep-visible") <= 40, "the English page is at the guideline read in Korean"
    finally:
        phone.quit()


def test_live_reload_reaches_the_side_by_side_frames():
    page = os.path.join(PROJECT, "content/en/controls/steppers.md")
    original = open(page, encoding="utf-8").read()
    visit("/compare/controls/steppers/index.html")
    time.sleep(1)  # let the frames see the current build

    def framed_heading(d):
        try:
            d.switch_to.frame(d.find_element(By.CSS_SELECTOR, "iframe[data-compare-frame=en]"))
            return heading(d)
        except WebDriverException:  # the view or the frame is being replaced right now
            return None
        finally:
            d.switch_to.default_content()

    try:
        with open(page, "w", encoding="utf-8") as file:
            file.write(original.replace("title: Steppers", "title: Steppers (edited)", 1))
        WebDriverWait(driver, 20).until(lambda d: framed_heading(d) == "Steppers (edited)")
    finally:
        with open(page, "w", encoding="utf-8") as file:
            file.write(original)
    WebDriverWait(driver, 20).until(lambda d: framed_heading(d) == "Steppers")


def test_live_reload_and_error_overlay():
    page = os.path.join(PROJECT, "content/ko/controls/steppers.md")
    original = open(page, encoding="utf-8").read()
    visit("/ko/controls/steppers/index.html")
    time.sleep(1)  # let the page see the current build
    try:
        with open(page, "w", encoding="utf-8") as file:
            file.write(original.replace("title: 스테퍼", "title: 스테퍼 (수정됨)", 1))
        WebDriverWait(driver, 20).until(lambda d: heading(d) == "스테퍼 (수정됨)")
        with open(page, "w", encoding="utf-8") as file:
            file.write(original.replace("title: 스테퍼", "title: [broken", 1))
        WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "pre[role=alert]"))
        overlay = driver.find_element(By.CSS_SELECTOR, "pre[role=alert]").text
        assert "front-matter" in overlay, overlay
    finally:
        with open(page, "w", encoding="utf-8") as file:
            file.write(original)
    WebDriverWait(driver, 20).until(lambda d: heading(d) == "스테퍼")
    assert not driver.find_elements(By.CSS_SELECTOR, "pre[role=alert]"), "the overlay goes once the error is fixed"


def test_accessibility_has_no_serious_or_critical_violations():
    from axe_selenium_python import Axe
    pages = ["/ko/index.html", "/ko/controls/index.html", "/ko/bars/tab-bars/index.html",
             "/en/rules/tab-bar.tab-count/index.html", "/compare/controls/switches/index.html"]
    problems = []
    for path in pages + ["search"]:
        if path == "search":
            visit("/ko/index.html")
            search("탭 바")
        else:
            visit(path)
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        for violation in results["violations"]:
            if violation["impact"] in ("serious", "critical"):
                problems.append(f"{path}: {violation['id']} ({violation['impact']}): {violation['help']} "
                                f"{[node['target'] for node in violation['nodes'][:3]]}")
    assert not problems, "\n".join(problems)


def test_no_console_errors():
    collect_console()
    assert not console_errors, "\n".join(console_errors)


if __name__ == "__main__":
    def finish():
        driver.quit()

    run_tests(globals(), finish)
