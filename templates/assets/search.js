// Search that understands Korean: particles are stripped ("탭바를" → "탭바"), spaces do not
// matter ("탭 바" = "탭바"), initial consonants find words ("ㅌㅂ" → "탭 바"), and the glossary
// bridges the languages ("tab bar" on the Korean site). English is case-folded and stemmed.
// The index (search/<lang>.js) is loaded as a script so this also works from file://.
(function () {
  "use strict";
  var data = window.HIGSEARCH;
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  if (!data || !input || !list) return;
  var root = document.documentElement.getAttribute("data-root") || "";
  var PARTICLES = ["에서부터", "으로부터", "에게서", "이라고", "까지", "부터", "에서", "에게", "께서", "처럼", "보다", "이나",
    "으로", "이랑", "하고", "라고", "이란", "은", "는", "이", "가", "을", "를", "에", "로", "와", "과", "의", "도", "만", "란"];
  var INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
  var NONE = data.lang === "ko" ? "결과가 없습니다" : "No results";

  function normalize(text) { return text.normalize("NFC").toLowerCase(); }
  function compact(text) { return normalize(text).replace(/[\s\-_.,·:;!?()'"‘’“”]+/g, ""); }
  function isSyllable(code) { return code >= 0xac00 && code <= 0xd7a3; }
  function initials(text) {
    var out = "";
    for (var i = 0; i < text.length; i++) {
      var code = text.charCodeAt(i);
      if (isSyllable(code)) out += INITIALS.charAt(Math.floor((code - 0xac00) / 588));
      else if (!/\s/.test(text.charAt(i))) out += text.charAt(i).toLowerCase();
    }
    return out;
  }
  function stripParticle(word) {
    if (!isSyllable(word.charCodeAt(word.length - 1))) return word;
    for (var i = 0; i < PARTICLES.length; i++) {
      var particle = PARTICLES[i];
      if (word.length > particle.length && word.slice(-particle.length) === particle) return word.slice(0, -particle.length);
    }
    return word;
  }
  function stem(word) {
    if (!/^[a-z]+$/.test(word) || word.length < 5) return word;
    return word.replace(/(ing|ed|es|s)$/, "");
  }
  function terms(query) {
    return normalize(query).split(/\s+/).filter(Boolean).map(function (word) { return stem(stripParticle(word)); });
  }
  function bigrams(text) {
    if (text.length < 2) return text ? [text] : [];
    var out = [];
    for (var i = 0; i + 2 <= text.length; i++) out.push(text.slice(i, i + 2));
    return out;
  }
  function coverage(needles, haystack) {
    if (!needles.length) return 0;
    var hits = 0;
    for (var i = 0; i < needles.length; i++) if (haystack.indexOf(needles[i]) >= 0) hits++;
    return hits / needles.length;
  }

  var entries = data.entries.map(function (entry) {
    return { entry: entry, title: compact(entry.t), body: compact(entry.c + " " + entry.x), initials: initials(entry.t) };
  });

  // The glossary's other-language term (and, on the Korean site, the preferred term for a variant).
  function expansions(query) {
    var q = compact(query);
    var out = [];
    data.glossary.forEach(function (term) {
      var names = [term[0], term[1]].concat(term[2]).map(compact);
      if (names.indexOf(q) >= 0) out.push(data.lang === "ko" ? term[1] : term[0]);
    });
    return out;
  }

  function score(item, query) {
    var q = terms(query).join("");
    if (!q) return 0;
    if (/^[ㄱ-ㅎ]+$/.test(q)) return item.initials.indexOf(q) === 0 ? 9 : item.initials.indexOf(q) > 0 ? 8 : 0;
    if (item.title === q) return 30;
    if (item.title.indexOf(q) === 0) return 24;
    if (item.title.indexOf(q) >= 0) return 20;
    var grams = bigrams(q);
    var inTitle = coverage(grams, item.title);
    var inBody = coverage(grams, item.body);
    if (inTitle >= 0.75) return 10 * inTitle;
    if (item.body.indexOf(q) >= 0) return 6;
    if (inBody >= 0.75) return 4 * inBody;
    return 0;
  }
  var KIND = { p: 3, g: 2, h: 1, r: 1 };

  function search(query) {
    var queries = [query].concat(expansions(query));
    var results = [];
    entries.forEach(function (item) {
      var best = 0;
      queries.forEach(function (q) { best = Math.max(best, score(item, q)); });
      if (best > 0) results.push({ item: item, score: best * 10 + KIND[item.entry.k] });
    });
    results.sort(function (a, b) { return b.score - a.score || a.item.entry.t.localeCompare(b.item.entry.t); });
    return results.slice(0, 10).map(function (result) { return result.item.entry; });
  }

  var active = -1;
  function options() { return list.querySelectorAll("[role=option]"); }
  function select(index) {
    var items = options();
    if (!items.length) return;
    active = (index + items.length) % items.length;
    for (var i = 0; i < items.length; i++) items[i].setAttribute("aria-selected", i === active ? "true" : "false");
    input.setAttribute("aria-activedescendant", items[active].id);
    items[active].scrollIntoView({ block: "nearest" });
  }
  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }
  function show(results) {
    list.textContent = "";
    active = -1;
    if (!results.length) {
      var empty = document.createElement("li");
      empty.className = "search-empty";
      empty.textContent = NONE;
      list.appendChild(empty);
    }
    results.forEach(function (entry, index) {
      var li = document.createElement("li");
      li.id = "search-result-" + index;
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", "false");
      // Options of a listbox are not links themselves (no nested interactive controls);
      // a click or Enter goes to the option's address.
      li.setAttribute("data-url", root + entry.u);
      li.addEventListener("mousedown", function (event) { event.preventDefault(); window.location.href = li.getAttribute("data-url"); });
      var link = document.createElement("span");
      var title = document.createElement("span");
      title.className = "search-title";
      title.textContent = entry.t;
      var context = document.createElement("span");
      context.className = "search-context";
      context.textContent = entry.c;
      link.appendChild(title);
      link.appendChild(context);
      li.appendChild(link);
      list.appendChild(li);
    });
    list.hidden = false;
    list.setAttribute("data-query", input.value);
    input.setAttribute("aria-expanded", "true");
  }

  input.addEventListener("input", function () {
    if (!input.value.trim()) { close(); return; }
    show(search(input.value));
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { event.preventDefault(); if (list.hidden && input.value.trim()) show(search(input.value)); select(active + 1); }
    else if (event.key === "ArrowUp") { event.preventDefault(); select(active - 1); }
    else if (event.key === "Enter") {
      var items = options();
      var target = items[active >= 0 ? active : 0];
      if (target) { event.preventDefault(); window.location.href = target.getAttribute("data-url"); }
    } else if (event.key === "Escape") { close(); }
  });
  input.addEventListener("blur", function () { setTimeout(close, 150); });
  document.addEventListener("keydown", function (event) {
    var tag = document.activeElement && document.activeElement.tagName;
    if (event.key === "/" && tag !== "INPUT" && tag !== "TEXTAREA" && !event.metaKey && !event.ctrlKey && !event.altKey) {
      event.preventDefault();
      input.focus();
      input.select();
    }
  });
  window.HIGSEARCH_QUERY = search;
})();
