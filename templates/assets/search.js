// Search that understands Korean: particles are stripped ("탭바를" → "탭바"), spaces do not
// matter ("탭 바" = "탭바"), initial consonants find words ("ㅌㅂ" → "탭 바"), and the glossary
// bridges the languages ("tab bar" on the Korean site). English is case-folded and stemmed, and
// forgives a typo through its letter pairs; a Korean word one jamo off ("스위츠") is searched as
// the words of the index it is one jamo from ("스위치"), whose results come after the exact ones.
// The index is loaded only once the search box is used, in pieces (search/<lang>/*.js, loaded
// as scripts so this also works from file://): its index piece, then for a query the shards
// listing the entries that hold the query's letter pairs (and the pieces of words near a Korean
// term, and the shards of the words found there), then the heads (title, context,
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
  // Words one jamo from a Korean term searched at most, and how far below the exact results
  // theirs are ranked (an exact score is at most 30 × 10 + 3).
  var TYPO_WORDS = 3, TYPO_RANK = 400;
  var FINALS = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ",
    "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"];
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

  // The jamo of a text: each syllable as its initial, medial and final (U+AC00 + (initial × 21 +
  // medial) × 28 + final), initials and finals as the same letters; any other character as it is.
  function jamo(text) {
    var out = [];
    Array.from(text).forEach(function (ch) {
      var code = ch.charCodeAt(0);
      if (!isSyllable(code)) { out.push(ch); return; }
      var index = code - 0xac00, final = index % 28;
      out.push(INITIALS.charAt(Math.floor(index / 588)), String.fromCharCode(0x314f + Math.floor(index % 588 / 28)));
      if (final) out.push(FINALS[final]);
    });
    return out;
  }
  // How many jamo edits (one substituted, dropped or added) turn `term` into the start of `word`
  // that is closest to it, ending with a syllable: {distance, prefix}; only 0 and 1 are told
  // apart from more (2 stands for any more). Edit distance over the jamo, a row per jamo of the word.
  function nearestStart(term, word) {
    var q = jamo(term), syllables = Array.from(word), row = [], best = { distance: 2, prefix: "" };
    for (var i = 0; i <= q.length; i++) row.push(i);
    syllables.forEach(function (syllable, index) {
      jamo(syllable).forEach(function (letter) {
        var next = [row[0] + 1];
        for (var i = 1; i <= q.length; i++) {
          next.push(Math.min(row[i] + 1, next[i - 1] + 1, row[i - 1] + (q[i - 1] === letter ? 0 : 1)));
        }
        row = next;
      });
      // The longest start one edit away: "스위ㅊ" is 스위치 typed short rather than 스위 typed long.
      var distance = row[q.length];
      if (distance < best.distance || distance === 1 && best.distance === 1) best = { distance: distance, prefix: syllables.slice(0, index + 1).join("") };
    });
    return best;
  }
  // Whether typos of a term are looked for: two syllables or more, and nothing but syllables and
  // jamo (a term of one syllable has too many neighbours to mean any of them).
  function typoTerm(term) {
    var chars = Array.from(term), syllables = 0;
    for (var i = 0; i < chars.length; i++) {
      var code = chars[i].charCodeAt(0);
      if (isSyllable(code)) syllables++;
      else if (code < 0x3131 || code > 0x3163) return false;
    }
    return syllables >= 2;
  }
  // Where the words near a term are listed: under its first syllable as a word's first, its
  // second as a word's second (a typo in the first) or first or third (a jamo doubled at the
  // start or a vowel dropped), its third as a word's second. [syllable, place] pairs.
  function typoKeys(term) {
    var chars = Array.from(term);
    return [[chars[0], 0], [chars[1], 1], [chars[1], 0], [chars[1], 2], [chars[2], 1]].filter(function (key) { return key[0]; });
  }
  // The piece that lists a syllable's words: the last whose first code is not above it.
  function wordPieceOf(syllable) {
    var code = syllable.codePointAt(0), starts = data.words || [0];
    var low = 0, high = starts.length;
    while (low + 1 < high) {
      var middle = (low + high) >> 1;
      if (starts[middle] <= code) low = middle; else high = middle;
    }
    return "w" + starts[low].toString(36);
  }
  function typoTerms(query) { return terms(query).filter(typoTerm); }
  function wordPieces(query) {
    var names = [];
    typoTerms(query).forEach(function (term) {
      typoKeys(term).forEach(function (key) { names.push(wordPieceOf(key[0])); });
    });
    return names;
  }
  // The words of the index one jamo from a term (the start of a word, before a particle), most
  // common first; none when the term is itself the start of a word, or its pieces were not
  // chosen for the query.
  function corrections(term, chosen) {
    var out = [], known = false;
    typoKeys(term).forEach(function (key) {
      var name = wordPieceOf(key[0]), piece = chosen[name] && pieces[name];
      var lists = piece && piece[key[0]];
      (lists && lists[key[1]] || []).forEach(function (word) {
        if (known) return;
        var near = nearestStart(term, word);
        if (near.distance === 0) known = true;
        else if (near.distance === 1 && out.indexOf(near.prefix) < 0) out.push(near.prefix);
      });
    });
    return known ? [] : out;
  }
  // The query with each of its Korean terms' corrections in its place, at most TYPO_WORDS.
  function typoVariants(query, chosen) {
    var all = terms(query), out = [];
    all.forEach(function (term, index) {
      if (!typoTerm(term)) return;
      corrections(term, chosen).forEach(function (word) {
        var variant = all.slice();
        variant[index] = word;
        if (out.length < TYPO_WORDS) out.push(variant.join(" "));
      });
    });
    return out;
  }

  // The anchor a heading written short in a chunk has (SearchShards.chunk): its title's slug,
  // made as Slug.make (Bytes/Slug.swift) makes it for text of ASCII and Hangul syllables alone.
  function slug(title) {
    return title.replace(/[A-Z]/g, function (c) { return c.toLowerCase(); }).replace(/[ -]/g, "-").replace(/[\x00-\x2c\x2e\x2f\x3a-\x40\x5b-\x5e\x60\x7b-\x7f]/g, "");
  }
  // A chunk of heads as SearchShards.chunk writes it, read back whole: [kind, title, context,
  // address], or a heading of the last page before it as [kind, title] or [kind, title, anchor].
  function readHeads(list) {
    var page = null;
    return list.map(function (head) {
      var entry = head.length === 4 ? { k: head[0], t: head[1], c: head[2], u: head[3] }
        : { k: head[0], t: head[1], c: page.t, u: page.u + "#" + (head.length === 3 ? head[2] : slug(head[1])) };
      if (entry.k === "p") page = entry;
      return entry;
    });
  }
  // A chunk of texts: a number stands for the text of that earlier entry of the chunk.
  function readTexts(list) {
    return list.map(function (text) { return typeof text === "number" ? list[text] : text; });
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

  // The best score of an entry for any of `queries` (0: none scores it).
  function best(item, queries) {
    var top = 0;
    queries.forEach(function (q) { top = Math.max(top, score(item, q)); });
    return top;
  }
  // The ten best entries: those the query (or its glossary terms) finds, then those only the
  // words its typos are near find (`typos`), each marked `typo`.
  function rank(query, typos, entries) {
    var exact = [query].concat(expansions(query)), results = [];
    entries.forEach(function (item) {
      var found = best(item, exact), near = found > 0 ? 0 : best(item, typos);
      if (found > 0) results.push({ item: item, score: found * 10 + KIND[item.entry.k] });
      else if (near > 0) results.push({ item: item, score: near * 10 + KIND[item.entry.k] - TYPO_RANK, typo: true });
    });
    results.sort(function (a, b) { return b.score - a.score || a.item.entry.t.localeCompare(b.item.entry.t); });
    return results.slice(0, 10).map(function (result) {
      var entry = result.item.entry;
      return result.typo ? { k: entry.k, t: entry.t, c: entry.c, u: entry.u, x: entry.x, typo: true } : entry;
    });
  }

  // The pieces: each is a script that calls HIGSEARCH_PIECE(name, value) when it runs; a piece
  // that fails to load counts as loaded and empty (null).
  var pieces = {}, waiting = {};
  window.HIGSEARCH_PIECE = function (name, value) {
    var kind = name.charAt(0);
    pieces[name] = !Array.isArray(value) ? value : kind === "h" ? readHeads(value) : kind === "x" ? readTexts(value) : value;
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
      data = pieces.index || { lang: lang, glossary: [], entries: 0, chunk: 1, starts: [0], words: [0], sizes: { g: [], h: [], x: [], w: [] } };
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
  // Plans of `typo` variants (words near a Korean term) find candidates after the others.
  function plan(variants, typo) {
    return variants.map(function (variant) {
      var q = terms(variant).join(""), needles = grams(q), initial = /^[ㄱ-ㅎ]+$/.test(q);
      return { needles: needles, initial: initial, need: initial ? needles.length : Math.ceil(needles.length * 3 / 4), typo: typo };
    }).filter(function (p) { return p.needles.length; });
  }
  // The ids of the entries that may score, likeliest first (most grams in the title, then in
  // all). A gram whose shard was left out for the budget is counted as held by every entry
  // listed for another gram; so is a common one (its list names only titles), in the text.
  // `score` gives at least 7.5 to an entry with three quarters of the pairs in its title and at
  // most 6 to any other: with ten of the first kind sure, only entries that may be of that
  // kind are candidates. Initial consonants are matched in titles only. Candidates of a typo
  // plan come after the others and never count as sure.
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
        var likely = (2 * title + hits[id]) / p.needles.length - (p.typo ? 4 : 0);
        if (!p.typo && !p.initial && title >= p.need && !(found[id] > 0)) sure++;
        found[id] = id in found ? Math.max(found[id], likely) : likely;
      });
    });
    return Object.keys(found).filter(function (id) { return sure < 10 || inTitle[id]; }).map(Number)
      .sort(function (a, b) { return found[b] - found[a] || a - b; });
  }
  // A piece's size in bytes: a shard's (or word piece's) by its place among them, a chunk's by its number.
  function sizeOf(name) {
    var kind = name.charAt(0), rest = name.slice(1);
    var index = kind === "g" ? data.starts.indexOf(parseInt(rest, 36)) : kind === "w" ? (data.words || []).indexOf(parseInt(rest, 36)) : Number(rest);
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
  // Whether only its text can say if an entry scores: no variant of the query (nor word near it,
  // `typos`) scores it by its title.
  function needsText(item, query, typos) {
    var queries = [query].concat(expansions(query), typos), unknown = false;
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
  function shardsOf(plans) {
    return [].concat.apply([], plans.map(function (p) { return p.needles.map(shardOf); }));
  }
  // Answers `query` with up to ten entries: the shards for its grams and the pieces of the
  // words near its Korean terms, the shards for those words, the heads of the candidates, then
  // the texts of those whose titles do not decide, each step within what is left of the budget.
  // Only the pieces chosen for this query are read, even when others are loaded.
  function search(query, done) {
    var ticket = ++latest;
    ready(function () {
      var exact = plan([query].concat(expansions(query)), false), budget = { left: BUDGET }, chosen = {};
      var first = within(budget, chosen, shardsOf(exact), Infinity).concat(within(budget, chosen, wordPieces(query), Infinity));
      load(first, function () {
        if (ticket !== latest) return;
        var typos = typoVariants(query, chosen), plans = exact.concat(plan(typos, true));
        load(within(budget, chosen, shardsOf(plans), Infinity), function () {
          if (ticket !== latest) return;
          var ids = candidates(plans, chosen);
          load(within(budget, chosen, chunks("h", ids), HEAD_CHUNKS), function () {
            if (ticket !== latest) return;
            var open = entries(ids, chosen).filter(function (item) { return needsText(item, query, typos); }).map(function (item) { return item.id; });
            load(within(budget, chosen, chunks("x", open), TEXT_CHUNKS), function () {
              if (ticket !== latest) return;
              done(rank(query, typos, entries(ids, chosen)), typos);
            });
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
  // `typos`: the query with words near its terms in their place; their words are marked in the
  // results only they found, which say so (data-typo).
  function show(results, query, typos) {
    var found = words(query), near = words((typos || []).join(" "));
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
      if (entry.typo) li.setAttribute("data-typo", "true");
      var marked = entry.typo ? near : found;
      li.addEventListener("mousedown", function (event) { event.preventDefault(); window.location.href = li.getAttribute("data-url"); });
      var link = document.createElement("span");
      var title = document.createElement("span");
      title.className = "search-title";
      appendMarked(title, entry.t, marked);
      var context = document.createElement("span");
      context.className = "search-context";
      context.textContent = entry.c;
      link.appendChild(title);
      link.appendChild(context);
      // The text around the match, when the match is in the text (a title match is marked in the title).
      var around = entry.x && !firstMatch(entry.t, marked) ? snippet(entry.x, marked) : null;
      if (around) {
        var excerpt = document.createElement("span");
        excerpt.className = "search-snippet";
        appendMarked(excerpt, around, marked);
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
    search(query, function (results, typos) { show(results, query, typos); if (then) then(); });
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
