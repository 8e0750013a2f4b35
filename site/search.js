// Motionbook search: loads LANG/search-index.js (a script, so it works from file:// too) on
// first use and finds sections containing every query term. Terms are cut as the build cuts
// them (SearchTokenizer.swift): lower-cased runs of letters, marks, digits and "_" are words,
// matched as prefixes; Chinese and Japanese characters give single characters and bigrams,
// matched exactly, so words are found without spaces between them.
(function () {
  "use strict";
  var form = document.querySelector("form.search");
  if (!form) return;
  form.hidden = false;
  var input = form.querySelector("input");
  var list = form.querySelector(".search-results");
  var base = form.getAttribute("data-base") || "";
  var stringsElement = document.getElementById("mb-strings");
  var strings = stringsElement ? JSON.parse(stringsElement.textContent) : {};
  var index = null;
  var keys = null;
  var waiting = [];
  var WORD = /[\p{L}\p{M}\p{N}_]/u;

  function isCJK(code) {
    return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x4dbf) ||
      (code >= 0x4e00 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff);
  }

  // Query terms: {term, exact}. A CJK run gives its bigrams (or its one character).
  function queryTerms(text) {
    var terms = [];
    var word = "";
    var cjk = [];
    function flushWord() { if (word) terms.push({ term: word.toLowerCase(), exact: false }); word = ""; }
    function flushCJK() {
      if (cjk.length === 1) terms.push({ term: cjk[0], exact: true });
      for (var i = 0; i + 1 < cjk.length; i++) terms.push({ term: cjk[i] + cjk[i + 1], exact: true });
      cjk = [];
    }
    for (var character of text) {
      if (isCJK(character.codePointAt(0))) { flushWord(); cjk.push(character); }
      else if (WORD.test(character)) { flushCJK(); word += character; }
      else { flushWord(); flushCJK(); }
    }
    flushWord();
    flushCJK();
    return terms;
  }

  function load(then) {
    if (index) { then(); return; }
    waiting.push(then);
    if (waiting.length > 1) return;
    var script = document.createElement("script");
    script.src = form.getAttribute("data-index");
    script.onload = function () {
      index = window.motionbookSearchIndex;
      keys = Object.keys(index.terms).sort();
      waiting.splice(0).forEach(function (callback) { callback(); });
    };
    document.head.appendChild(script);
  }

  function documentsFor(query) {
    if (query.exact) return index.terms[query.term] || [];
    var low = 0, high = keys.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (keys[middle] < query.term) low = middle + 1; else high = middle;
    }
    var found = {};
    for (var i = low; i < keys.length && keys[i].indexOf(query.term) === 0; i++) {
      index.terms[keys[i]].forEach(function (doc) { found[doc] = true; });
    }
    return Object.keys(found).map(Number);
  }

  function search(text) {
    var terms = queryTerms(text);
    if (!terms.length) return null;
    var result = null;
    terms.forEach(function (term) {
      var docs = documentsFor(term);
      result = result === null ? docs : result.filter(function (doc) { return docs.indexOf(doc) >= 0; });
    });
    return result.sort(function (a, b) { return a - b; }).slice(0, 12);
  }

  function show() {
    var results = search(input.value);
    list.textContent = "";
    if (results === null) { list.hidden = true; return; }
    if (!results.length) {
      var empty = document.createElement("li");
      empty.className = "empty";
      empty.textContent = strings["search.noResults"] || "";
      list.appendChild(empty);
    }
    results.forEach(function (doc) {
      var entry = index.docs[doc];
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = base + entry[0];
      link.textContent = entry[1];
      if (entry[2] !== entry[1]) {
        var section = document.createElement("span");
        section.className = "section";
        section.textContent = entry[2];
        link.appendChild(section);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    list.hidden = false;
  }

  input.addEventListener("input", function () { load(show); });
  input.addEventListener("focus", function () { load(function () {}); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { list.hidden = true; input.blur(); }
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector("a");
    if (first) window.location.href = first.href;
  });
  document.addEventListener("click", function (event) {
    if (!form.contains(event.target)) list.hidden = true;
  });
})();
