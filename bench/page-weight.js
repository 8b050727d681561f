// Page weight and search bytes of a built site, measured on its files (no browser):
//
//   node bench/page-weight.js SITE PAGE [LANG QUERY…]…
//
// PAGE (a path under SITE) is the typical page: its first load is its HTML and every
// stylesheet, script and icon it links, uncompressed. Each QUERY runs the site's own
// assets/search.js in a fresh context (a page just opened), with a stand-in for the DOM that
// reads the pieces the script asks for from SITE: the bytes of those pieces (the index piece
// included) are what the query fetched. Prints lines of tab-separated fields: `first-load-bytes
// BYTES`, and for each query `query-bytes BYTES PIECES MILLISECONDS LANG:"QUERY" RESULTS "FIRST"`.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [site, page, ...rest] = process.argv.slice(2);

function firstLoad() {
  const file = path.join(site, page);
  const html = fs.readFileSync(file, "utf8");
  let bytes = fs.statSync(file).size;
  const linked = /<(?:link[^>]*rel="(?:stylesheet|icon)"[^>]*href|script[^>]*src)="([^"]+)"/g;
  for (let match; (match = linked.exec(html));) {
    bytes += fs.statSync(path.join(path.dirname(file), match[1])).size;
  }
  return bytes;
}

// Runs one query as a page opened at the site's root would, and calls back with
// [bytes fetched, pieces fetched, milliseconds, titles].
function query(lang, text, done) {
  let bytes = 0, pieces = 0;
  const element = () => ({ addEventListener() {}, setAttribute() {}, removeAttribute() {}, appendChild() {}, querySelectorAll: () => [] });
  const context = { setTimeout, Math, Array, Object, JSON, Number, String, Event: function () {} };
  context.window = context;
  context.document = {
    documentElement: { getAttribute: (name) => (name === "lang" ? lang : name === "data-root" ? "" : null) },
    getElementById: element,
    addEventListener() {},
    createElement: element,
    head: {
      appendChild(script) {
        const file = path.join(site, script.src);
        const source = fs.readFileSync(file, "utf8");
        bytes += fs.statSync(file).size;
        pieces += 1;
        setTimeout(() => vm.runInContext(source, context), 0);
      },
    },
  };
  vm.createContext(context);
  vm.runInContext(fs.readFileSync(path.join(site, "assets/search.js"), "utf8"), context);
  const start = process.hrtime.bigint();
  context.HIGSEARCH_QUERY(text, (entries) => {
    done([bytes, pieces, Number(process.hrtime.bigint() - start) / 1e6, entries.map((entry) => entry.t)]);
  });
}

console.log(`first-load-bytes\t${firstLoad()}`);
const queries = [];
for (let i = 0, lang = "ko"; i < rest.length; i++) {
  if (rest[i] === "ko" || rest[i] === "en") lang = rest[i];
  else queries.push([lang, rest[i]]);
}
(function next(index) {
  if (index === queries.length) return;
  const [lang, text] = queries[index];
  query(lang, text, ([bytes, pieces, ms, titles]) => {
    const fields = [bytes, pieces, ms.toFixed(0), `${lang}:${JSON.stringify(text)}`, titles.length, JSON.stringify(titles[0] || null)];
    console.log(["query-bytes"].concat(fields).join("\t"));
    next(index + 1);
  });
})(0);
