// Search that understands Korean: particles are stripped ("탭바를" → "탭바"), spaces do not
// matter ("탭 바" = "탭바"), initial consonants find words ("ㅌㅂ" → "탭 바"), and the glossary
// bridges the languages ("tab bar" on the Korean site). English is case-folded and stemmed.
// The index is loaded only once the search box is used, in pieces (search/<lang>/*.js, loaded
// as scripts so this also works from file://): its index piece, then for a query the shards
// listing the entries that hold the query's letter pairs, then the heads (title, context,
// address) of those entries, then the texts of those whose titles do not decide, never more
// than BUDGET bytes for one query. Which pieces answer a query depends on the query alone, not
// on what earlier queries loaded, so the same query always shows the same results.
(function () {
  "use strict";
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  var lang = document.documentElement.getAttribute("lang");
  if (!input || !list || !lang) return;
  var root = document.documentElement.getAttribute("data-root") || "";
  var PARTICLES = ["에서부터", "으로부터", "에게서", "이라고", "까지", "부터", "에서", "에게", "께서", "처럼", "보다", "이나",
    "으로", "이랑", "하고", "라고", "이란", "은", "는", "이", "가", "을", "를", "에", "로", "와", "과", "의", "도", "만", "란"];
  var INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
  var NONE = lang === "ko" ? "결과가 없습니다" : "No results";
  var BUDGET = 900000;  // bytes of shards and chunks one query may load (the index piece aside)
  // Chunks of heads and of texts one query may load: a browser spends a few milliseconds on
  // each piece whatever its size, so a common word, held by thousands of entries, is answered
  // from the heads of its likeliest candidates rather than from a megabyte of them.
  var HEAD_CHUNKS = 16, TEXT_CHUNKS = 8;
  var data = null;

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

  // An entry as `score` reads it; `text` undefined while its chunk of texts is not loaded.
  function prepare(head, text) {
    var entry = { k: head.k, t: head.t, c: head.c, u: head.u, x: text };
    var body = text === undefined ? null : compact(entry.c + " " + text);
    return { entry: entry, title: compact(entry.t), body: body, initials: initials(entry.t) };
  }

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
    if (inTitle >= 0.75) return 10 * inTitle;
    if (item.body === null) return -1;  // only the text can tell, and it is not loaded
    var inBody = coverage(grams, item.body);
    if (item.body.indexOf(q) >= 0) return 6;
    if (inBody >= 0.75) return 4 * inBody;
    return 0;
  }
  var KIND = { p: 3, g: 2, h: 1, r: 1 };

  function rank(query, entries) {
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

  // The pieces: each is a script that calls HIGSEARCH_PIECE(name, value) when it runs; a piece
  // that fails to load counts as loaded and empty (null).
  var pieces = {}, waiting = {};
  window.HIGSEARCH_PIECE = function (name, value) {
    pieces[name] = value;
    var callbacks = waiting[name] || [];
    delete waiting[name];
    callbacks.forEach(function (callback) { callback(); });
  };
  function load(names, done) {
    var left = 1;
    function one() { if (--left === 0) done(); }
    names.forEach(function (name) {
      if (name in pieces) return;
      left++;
      if (waiting[name]) { waiting[name].push(one); return; }
      waiting[name] = [one];
      var script = document.createElement("script");
      script.src = root + "search/" + lang + "/" + name + ".js";
      script.onerror = function () { window.HIGSEARCH_PIECE(name, null); };
      document.head.appendChild(script);
    });
    one();
  }
  function ready(done) {
    load(["index"], function () {
      data = pieces.index || { lang: lang, glossary: [], entries: 0, chunk: 1, starts: [0], sizes: { g: [], h: [], x: [] } };
      done();
    });
  }

  // The grams of a query as the index lists them (SearchGrams.swift): its code points, in pairs.
  function grams(q) {
    var chars = Array.from(q);
    if (chars.length < 2) return chars.length ? [q] : [];
    var out = [];
    for (var i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
    return out;
  }
  // A gram's code (SearchGrams.Code: a code point, or 2^42 + first × 2^21 + second for a pair)
  // and the shard that lists it: the last whose first code is not above it, named by that code.
  function shardOf(gram) {
    var points = Array.from(gram).map(function (ch) { return ch.codePointAt(0); });
    var code = points.length < 2 ? points[0] : Math.pow(2, 42) + points[0] * Math.pow(2, 21) + points[1];
    var low = 0, high = data.starts.length;
    while (low + 1 < high) {
      var middle = (low + high) >> 1;
      if (data.starts[middle] <= code) low = middle; else high = middle;
    }
    return "g" + data.starts[low].toString(36);
  }
  // For the query and each glossary expansion: its grams, and how many of them an entry must
  // hold to score at all (all of them for initial consonants; three quarters otherwise, as
  // `score` asks of the letter pairs it finds in a title or a text).
  function plan(query) {
    return [query].concat(expansions(query)).map(function (variant) {
      var q = terms(variant).join(""), needles = grams(q), initial = /^[ㄱ-ㅎ]+$/.test(q);
      return { needles: needles, initial: initial, need: initial ? needles.length : Math.ceil(needles.length * 3 / 4) };
    }).filter(function (p) { return p.needles.length; });
  }
  // The ids of the entries that may score, likeliest first (most grams in the title, then in
  // all). A gram whose shard was left out for the budget is counted as held by every entry
  // listed for another gram; so is a common one (its list names only titles), in the text.
  // `score` gives at least 7.5 to an entry with three quarters of the pairs in its title and at
  // most 6 to any other: with ten of the first kind sure, only entries that may be of that
  // kind are candidates. Initial consonants are matched in titles only.
  function candidates(plans, chosen) {
    var found = {}, inTitle = {}, sure = 0;
    plans.forEach(function (p) {
      var hits = {}, titles = {}, unknown = 0, common = 0;
      p.needles.forEach(function (gram) {
        var name = shardOf(gram), shard = chosen[name] ? pieces[name] : undefined;
        if (shard === undefined) { unknown++; return; }
        var list = shard && shard[gram], titlesOnly = !list && shard && shard[" " + gram];
        if (titlesOnly) { list = titlesOnly; common++; }
        if (!list) return;
        for (var i = 0, id = 0; i < list.length; i++) {
          id += list[i] >> 1;
          hits[id] = (hits[id] || 0) + (titlesOnly ? 0 : 1);
          if (list[i] & 1) titles[id] = (titles[id] || 0) + 1;
        }
      });
      Object.keys(hits).forEach(function (id) {
        var title = titles[id] || 0, mayBeTitle = title + unknown >= p.need;
        if (p.initial ? !mayBeTitle : hits[id] + unknown + common < p.need) return;
        if (mayBeTitle) inTitle[id] = true;
        if (!p.initial && title >= p.need && !found[id]) sure++;
        found[id] = Math.max(found[id] || 0, (2 * title + hits[id]) / p.needles.length);
      });
    });
    return Object.keys(found).filter(function (id) { return sure < 10 || inTitle[id]; }).map(Number)
      .sort(function (a, b) { return found[b] - found[a] || a - b; });
  }
  // A piece's size in bytes: a shard's by its place among the shards, a chunk's by its number.
  function sizeOf(name) {
    var kind = name.charAt(0), rest = name.slice(1);
    var index = kind === "g" ? data.starts.indexOf(parseInt(rest, 36)) : Number(rest);
    return data.sizes[kind][index] || 0;
  }
  // The pieces of `wanted` (in order, each once, at most `most`) that fit in what is left of
  // the budget, whether loaded already or not; each is added to the query's `chosen`.
  function within(budget, chosen, wanted, most) {
    var names = [];
    wanted.forEach(function (name) {
      if (chosen[name] || names.length >= most) return;
      var size = sizeOf(name);
      if (size <= budget.left) { names.push(name); chosen[name] = true; budget.left -= size; }
    });
    return names;
  }
  var latest = 0;
  function chunkOf(kind, id) { return kind + Math.floor(id / data.chunk); }
  // The entries of `ids` whose heads are among the pieces `chosen` (by name), with their texts
  // where those are chosen too.
  function entries(ids, chosen) {
    var out = [];
    ids.forEach(function (id) {
      var heads = chosen[chunkOf("h", id)] && pieces[chunkOf("h", id)];
      var texts = chosen[chunkOf("x", id)] && pieces[chunkOf("x", id)];
      if (!heads) return;
      var item = prepare(heads[id % data.chunk], texts ? texts[id % data.chunk] : undefined);
      item.id = id;
      out.push(item);
    });
    return out;
  }
  // Whether only its text can say if an entry scores: no variant of the query scores it by its title.
  function needsText(item, query) {
    var queries = [query].concat(expansions(query)), unknown = false;
    for (var i = 0; i < queries.length; i++) {
      var value = score(item, queries[i]);
      if (value > 0) return false;
      if (value < 0) unknown = true;
    }
    return unknown;
  }
  function chunks(kind, ids) {
    var seen = {}, names = [];
    ids.forEach(function (id) {
      var name = chunkOf(kind, id);
      if (!seen[name]) { seen[name] = true; names.push(name); }
    });
    return names;
  }
  // Answers `query` with up to ten entries: the shards for its grams, the heads of the
  // candidates, then the texts of those whose titles do not decide, each step within what is
  // left of the budget. Only the pieces chosen for this query are read, even when others are
  // loaded.
  function search(query, done) {
    var ticket = ++latest;
    ready(function () {
      var plans = plan(query), budget = { left: BUDGET }, chosen = {};
      var shards = within(budget, chosen, [].concat.apply([], plans.map(function (p) { return p.needles.map(shardOf); })), Infinity);
      load(shards, function () {
        if (ticket !== latest) return;
        var ids = candidates(plans, chosen);
        load(within(budget, chosen, chunks("h", ids), HEAD_CHUNKS), function () {
          if (ticket !== latest) return;
          var open = entries(ids, chosen).filter(function (item) { return needsText(item, query); }).map(function (item) { return item.id; });
          load(within(budget, chosen, chunks("x", open), TEXT_CHUNKS), function () {
            if (ticket !== latest) return;
            done(rank(query, entries(ids, chosen)));
          });
        });
      });
    });
  }

  // What the reader typed, as words to find in a result's text: the query's terms (particles
  // stripped), and the query's own words when stemming cut them.
  function words(query) {
    var out = [];
    terms(query).concat(normalize(query).split(/\s+/)).forEach(function (word) {
      if (word && out.indexOf(word) < 0) out.push(word);
    });
    return out.sort(function (a, b) { return b.length - a.length; });
  }
  // The first place in `text` where one of `found` starts, and its length; null when none does.
  function firstMatch(text, found) {
    var lower = normalize(text);
    if (lower.length !== text.length) return null;  // a case mapping changed lengths: offsets would not line up
    var best = null;
    found.forEach(function (word) {
      var at = lower.indexOf(word);
      if (at >= 0 && (!best || at < best.at)) best = { at: at, length: word.length };
    });
    return best;
  }
  // `text` into `parent` with every match of `found` in a <mark> (text nodes only: nothing is parsed as HTML).
  function appendMarked(parent, text, found) {
    var rest = text;
    for (var guard = 0; guard < 50; guard++) {
      var match = firstMatch(rest, found);
      if (!match) break;
      if (match.at > 0) parent.appendChild(document.createTextNode(rest.slice(0, match.at)));
      var mark = document.createElement("mark");
      mark.textContent = rest.slice(match.at, match.at + match.length);
      parent.appendChild(mark);
      rest = rest.slice(match.at + match.length);
    }
    if (rest) parent.appendChild(document.createTextNode(rest));
  }
  // About a line of the text around its first match, cut at spaces, with … where it was cut.
  function snippet(text, found) {
    var match = firstMatch(text, found);
    if (!match) return null;
    var start = Math.max(0, match.at - 30), end = Math.min(text.length, match.at + match.length + 70);
    if (start > 0) { var space = text.indexOf(" ", start); if (space >= 0 && space < match.at) start = space + 1; }
    if (end < text.length) { var last = text.lastIndexOf(" ", end); if (last > match.at + match.length) end = last; }
    return (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
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
    latest++;  // an answer still on its way is not shown
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }
  function show(results, query) {
    var found = words(query);
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
      appendMarked(title, entry.t, found);
      var context = document.createElement("span");
      context.className = "search-context";
      context.textContent = entry.c;
      link.appendChild(title);
      link.appendChild(context);
      // The text around the match, when the match is in the text (a title match is marked in the title).
      var around = entry.x && !firstMatch(entry.t, found) ? snippet(entry.x, found) : null;
      if (around) {
        var excerpt = document.createElement("span");
        excerpt.className = "search-snippet";
        appendMarked(excerpt, around, found);
        link.appendChild(excerpt);
      }
      li.appendChild(link);
      list.appendChild(li);
    });
    list.hidden = false;
    list.setAttribute("data-query", query);
    input.setAttribute("aria-expanded", "true");
  }

  function answer(then) {
    var query = input.value;
    search(query, function (results) { show(results, query); if (then) then(); });
  }
  // Focus loads the index piece (the glossary and the sizes), so that the first query waits
  // only for its own pieces; nothing of the index is loaded before.
  input.addEventListener("focus", function () { ready(function () {}); });
  input.addEventListener("input", function () {
    if (!input.value.trim()) { close(); return; }
    answer();
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { event.preventDefault(); if (list.hidden && input.value.trim()) answer(function () { select(active + 1); }); else select(active + 1); }
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
  window.HIGSEARCH_QUERY = search;  // search(query, function (entries) {…}), for tests
})();
