"""What the browser test of search on a large site (test_large_site.py) and the latency benchmark
(bench/search-latency.py) share: a quiet HTTP server for a built site, a headless Chromium, and
the script that types a query and times it until the results list shows that query's results.
"""
import functools
import http.server
import threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# The bytes of every resource the page fetched (the document included), by URL, from resource
# timing: [url, decoded bytes, transferred bytes].
LOADED = """
const entries = performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'));
return entries.map(e => [e.name, e.decodedBodySize, e.transferSize]);
"""

# Types QUERY into the search box as one input event and answers, once the list says it shows
# that query's results, [milliseconds taken, titles shown]. The clock starts just before the
# input event and stops when the list is marked with the query (search.js marks it last, after
# filling it), so it holds the fetch of the pieces, their parsing, the matching and the DOM.
QUERY = """
const [query, done] = arguments;
const box = document.getElementById('search-input'), list = document.getElementById('search-results');
const start = performance.now();
new MutationObserver((_, observer) => {
  if (list.getAttribute('data-query') !== query || list.hidden) return;
  observer.disconnect();
  done([performance.now() - start, [...list.querySelectorAll('.search-title')].map(t => t.textContent)]);
}).observe(list, {attributes: true, childList: true});
box.value = query;
box.dispatchEvent(new Event('input'));
"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files without a log line per request."""

    def log_message(self, *args):
        pass


def serve(folder):
    """Serves `folder` on a free port of 127.0.0.1 from a background thread; `.server_address[1]`
    is the port, `.shutdown()` stops it."""
    handler = functools.partial(QuietHandler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def make_driver():
    """A headless Chromium with a new profile (so an empty cache), Korean as its language, allowed
    to load scripts from file:// pages, keeping the console for the tests' error check."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000", "--lang=ko-KR",
                     "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def query(driver, text, timeout=20):
    """Types `text` into the open page's search box; answers (milliseconds until its results
    show, titles shown). Raises selenium's TimeoutException if they do not show in `timeout` s."""
    driver.set_script_timeout(timeout)
    elapsed, titles = driver.execute_async_script(QUERY, text)
    return elapsed, titles
