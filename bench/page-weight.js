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
// Then, for every kind of page on the site (home, section, page, side-by-side, rule, rules,
// glossary, translation status, what's new), the first load of its largest page:
// `kind-bytes KIND BYTES PATH`; and the whole output: `output-bytes BYTES FILES`, and
// `output-part NAME BYTES FILES` for each top-level folder.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [site, page, ...rest] = process.argv.slice(2);

function firstLoad(page) {
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

console.log(`first-load-bytes\t${firstLoad(page)}`);
const queries = [];
for (let i = 0, lang = "ko"; i < rest.length; i++) {
  if (rest[i] === "ko" || rest[i] === "en") lang = rest[i];
  else queries.push([lang, rest[i]]);
}
// Every file under the site, its size and its path, walked once.
function walk(folder, files) {
  for (const entry of fs.readdirSync(path.join(site, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(relative, files);
    else files.push([relative, fs.statSync(path.join(site, relative)).size]);
  }
  return files;
}

// The kind of an HTML file, from where higsite writes each kind; a page whose folder holds
// other pages' folders is a section.
function kind(file) {
  const parts = file.split("/");
  if (parts[0] === "compare") return "side-by-side";
  if (parts.length === 1) return file === "404.html" ? "not-found" : "language-choice";
  if (parts.length === 2) return "home";
  const generated = { glossary: "glossary", "translation-status": "translation-status", "whats-new": "whats-new" }[parts[1]];
  if (generated && parts.length === 3) return generated;
  if (parts[1] === "rules") return parts.length === 3 ? "rules" : "rule";
  if (!parts[parts.length - 1].startsWith("index")) return null;
  if (parts[parts.length - 1] !== "index.html") return "section";
  const folder = path.join(site, ...parts.slice(0, -1));
  const hasPages = fs.readdirSync(folder, { withFileTypes: true }).some((entry) => entry.isDirectory());
  return hasPages ? "section" : "page";
}

function weighKinds() {
  const files = walk("", []);
  const largest = {};
  const parts = {};
  let total = 0;
  for (const [file, size] of files) {
    total += size;
    const top = file.includes("/") ? file.split("/")[0] : "(root)";
    parts[top] = parts[top] || [0, 0];
    parts[top][0] += size;
    parts[top][1] += 1;
    if (!file.endsWith(".html")) continue;
    const name = kind(file);
    if (name && (!largest[name] || largest[name][1] < size)) largest[name] = [file, size];
  }
  for (const name of Object.keys(largest).sort()) {
    console.log(["kind-bytes", name, firstLoad(largest[name][0]), largest[name][0]].join("\t"));
  }
  console.log(["output-bytes", total, files.length].join("\t"));
  for (const top of Object.keys(parts).sort()) console.log(["output-part", top, parts[top][0], parts[top][1]].join("\t"));
}

(function next(index) {
  if (index === queries.length) return weighKinds();
  const [lang, text] = queries[index];
  query(lang, text, ([bytes, pieces, ms, titles]) => {
    const fields = [bytes, pieces, ms.toFixed(0), `${lang}:${JSON.stringify(text)}`, titles.length, JSON.stringify(titles[0] || null)];
    console.log(["query-bytes"].concat(fields).join("\t"));
    next(index + 1);
  });
})(0);
