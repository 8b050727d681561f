// Keeps the reader's place when switching language: guideline anchors are the same in both
// languages, so the current #fragment is carried over to the other language's page.
document.querySelectorAll("[data-language-switch]").forEach(function (link) {
  link.addEventListener("click", function () {
    if (location.hash) {
      link.href = link.href.split("#")[0] + location.hash;
    }
  });
});

// The outline marks the section being read: the last heading it lists that has scrolled past
// the top third of the window. Wide screens show the outline beside the text (style.css).
(function () {
  var links = Array.prototype.slice.call(document.querySelectorAll(".toc a[href^='#']"));
  var targets = links.map(function (link) { return document.getElementById(decodeURIComponent(link.hash.slice(1))); });
  if (!links.length) return;
  var scheduled = false;
  function mark() {
    scheduled = false;
    var current = -1;
    for (var i = 0; i < targets.length; i++) {
      if (targets[i] && targets[i].getBoundingClientRect().top <= window.innerHeight / 3) current = i;
    }
    links.forEach(function (link, i) {
      if (i === current) link.setAttribute("aria-current", "true"); else link.removeAttribute("aria-current");
    });
  }
  window.addEventListener("scroll", function () {
    if (!scheduled) { scheduled = true; requestAnimationFrame(mark); }
  }, { passive: true });
  mark();
})();

// The side-by-side view (compare/<page>/) and the pages it shows. The view holds no text of its
// own: the Korean and the English page in two frames, and the table of which section of one
// stands beside which of the other (data-sections, aligned by guideline id when the site was
// built). A framed page hides the site's chrome (style.css, html.framed) and, when the reader
// stops scrolling it, tells the view which section is at its top; the view looks that up in
// the table and asks the other frame to show its partner. This works between opaque origins
// (file://) too: messages carry an anchor and nothing else, each side checks who sent one, and
// an anchor is only looked up (in the table, or with getElementById), never put into a page.
(function () {
  var SECTIONS = ".content h2[id], .content h3[id], .content h4[id]";  // SiteRenderer.sectionLevels

  // The id of the last section heading at most 80 px (or a quarter of a short window) below the
  // top ("" above the first): a short section's successor is not yet the one being read. At
  // the end of the page, the last one in view.
  function sectionAtTop() {
    var headings = document.querySelectorAll(SECTIONS), current = "";
    var atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    var line = atEnd ? window.innerHeight : Math.min(80, window.innerHeight / 4);
    for (var i = 0; i < headings.length && headings[i].getBoundingClientRect().top <= line; i++) current = headings[i].id;
    return current;
  }

  // A page's link to its view keeps the #guideline, as the language switch does.
  document.querySelectorAll("[data-side-by-side]").forEach(function (link) {
    link.addEventListener("click", function () { link.href = link.href.split("#")[0] + location.hash; });
  });

  if (window.self !== window.top) {
    document.documentElement.classList.add("framed");
    var reported = null, quietUntil = 0, timer = 0;
    var report = function () {
      var anchor = sectionAtTop();
      if (anchor === reported) return;
      reported = anchor;
      // A move the view asked for is not reported back to it (no echo, no loop).
      if (Date.now() >= quietUntil) window.parent.postMessage({ higsite: "section", anchor: anchor }, "*");
    };
    window.addEventListener("scroll", function () { clearTimeout(timer); timer = setTimeout(report, 150); }, { passive: true });
    window.addEventListener("message", function (event) {
      var data = event.data;
      if (event.source !== window.parent || !data || data.higsite !== "show" || typeof data.anchor !== "string") return;
      var target = data.anchor ? document.getElementById(data.anchor) : null;
      if (data.anchor && !(target && target.matches(SECTIONS))) return;
      quietUntil = Date.now() + 400;
      // The frame's own window only: scrollIntoView would scroll the view around it too.
      var margin = target ? parseFloat(getComputedStyle(target).scrollMarginTop) || 0 : 0;
      window.scrollTo(0, target ? window.scrollY + target.getBoundingClientRect().top - margin : 0);
      reported = sectionAtTop();
    });
    // A link to another page opens it in the whole window: the frame stays beside its twin.
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a[href]");
      if (link && !link.target && link.href.split("#")[0] !== location.href.split("#")[0]) link.target = "_top";
    });
  }

  var view = document.querySelector(".compare[data-sections]");
  if (!view) return;
  var table = JSON.parse(view.getAttribute("data-sections"));
  var frames = {}, shown = { ko: null, en: null };
  view.querySelectorAll("[data-compare-frame]").forEach(function (frame) { frames[frame.getAttribute("data-compare-frame")] = frame; });
  if (!frames.ko || !frames.en || !Array.isArray(table.ko) || !Array.isArray(table.en)) return;
  function other(side) { return side === "ko" ? "en" : "ko"; }
  // The section of the other side in the row of `anchor`, or in the nearest row above that has one.
  function partner(side, anchor) {
    var row = table[side].indexOf(anchor), column = table[other(side)];
    if (row < 0) return null;
    for (; row >= 0; row--) if (typeof column[row] === "string") return column[row];
    return "";
  }
  function show(side, anchor) {
    shown[side] = anchor;
    frames[side].contentWindow.postMessage({ higsite: "show", anchor: anchor }, "*");
  }
  // The view's address names the Korean section, so that a reload or a shared link opens there.
  function remember() {
    try { history.replaceState(null, "", shown.ko ? "#" + encodeURIComponent(shown.ko) : location.pathname + location.search); } catch (e) {}
  }
  window.addEventListener("message", function (event) {
    var data = event.data;
    var side = event.source === frames.ko.contentWindow ? "ko" : event.source === frames.en.contentWindow ? "en" : null;
    if (!side || !data || data.higsite !== "section" || typeof data.anchor !== "string") return;
    var twin = partner(side, data.anchor);
    if (twin === null) return;
    shown[side] = data.anchor;
    if (twin !== shown[other(side)]) show(other(side), twin);
    remember();
  });

  // Opened at a section (from a page's link, or a reload): both frames go there once loaded,
  // and back to the section shown when one is reloaded (serve's live reload).
  var start = location.hash ? decodeURIComponent(location.hash.slice(1)) : "";
  var from = table.ko.indexOf(start) >= 0 ? "ko" : table.en.indexOf(start) >= 0 ? "en" : null;
  if (start && from) { shown[from] = start; shown[other(from)] = partner(from, start); }
  ["ko", "en"].forEach(function (side) {
    frames[side].addEventListener("load", function () { if (shown[side] !== null) show(side, shown[side]); });
    if (shown[side] !== null) show(side, shown[side]);
  });
  view.querySelectorAll("[data-compare-link]").forEach(function (link) {
    link.addEventListener("click", function () {
      var anchor = shown[link.getAttribute("data-compare-link")];
      link.href = link.href.split("#")[0] + (anchor ? "#" + encodeURIComponent(anchor) : "");
    });
  });

  // Narrow screens show one frame at a time, the other kept at the same section underneath.
  var tabs = view.querySelectorAll("[data-compare-tab]");
  function choose(side) {
    tabs.forEach(function (tab) { tab.setAttribute("aria-pressed", String(tab.getAttribute("data-compare-tab") === side)); });
    view.setAttribute("data-compare-shown", side);
  }
  tabs.forEach(function (tab) { tab.addEventListener("click", function () { choose(tab.getAttribute("data-compare-tab")); }); });
  view.classList.add("compare-scripted");
  choose("ko");
})();
