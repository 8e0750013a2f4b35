// Motionbook page script: progress marks, quizzes, the review page, copy buttons, the phone menu,
// the motion switch, replays, printing. Everything it enhances is readable without it.
//
// Progress lives in localStorage under "motionbook-progress", per language (the page's lang):
// {version: 2, languages: {LANG: {LESSON: {visited: true, answers: {QUIZ: {INDEX: true|false}},
// exercises: {EXERCISE: true}}}}, legacy: OLD}. answers holds each question's last result
// (true right, false wrong); exercises the ones the learner marked as done. The first store
// (version 1: {LESSON: {visited, quizzes: {QUIZ: [indices answered right]}}}, shared by a
// lesson's translations) is kept as `legacy` and seeds each language the first time that
// language is opened. Nothing of it leaves the browser.
(function () {
  "use strict";
  var STORE = "motionbook-progress";
  var language = document.documentElement.getAttribute("lang") || "";
  var stringsElement = document.getElementById("mb-strings");
  var strings = stringsElement ? JSON.parse(stringsElement.textContent) : {};
  // A UI string with its %@ and %lld placeholders filled by the arguments, in order.
  function t(key) {
    var text = strings[key] || key;
    for (var i = 1; i < arguments.length; i++) text = text.replace(/%(@|lld)/, String(arguments[i]));
    return text;
  }
  // A number written with a point, in the page language's decimal mark: the catalog's
  // number.decimalMark, the one the built page's tables, charts and sentences use.
  function decimal(text) {
    return String(text).replace(".", strings["number.decimalMark"] || ".");
  }
  var Motionbook = window.motionbook = window.motionbook || {};
  Motionbook.t = t;
  Motionbook.decimal = decimal;

  // The progress store -------------------------------------------------------------------------
  function readStore() {
    var stored;
    try { stored = JSON.parse(localStorage.getItem(STORE)); } catch (e) { stored = null; }
    if (!stored || typeof stored !== "object") return { version: 2, languages: {} };
    if (stored.version === 2 && stored.languages) return stored;
    return { version: 2, languages: {}, legacy: stored };
  }
  // The version-1 entries as this version's: each right index becomes a right answer.
  function fromLegacy(legacy) {
    var lessons = {};
    Object.keys(legacy || {}).forEach(function (id) {
      var old = legacy[id] || {}, answers = {};
      Object.keys(old.quizzes || {}).forEach(function (quiz) {
        answers[quiz] = {};
        (old.quizzes[quiz] || []).forEach(function (index) { answers[quiz][index] = true; });
      });
      lessons[id] = { visited: !!old.visited, answers: answers, exercises: {} };
    });
    return lessons;
  }
  // This language's lessons (seeded from the legacy store the first time).
  function load() {
    var store = readStore();
    if (!store.languages[language]) store.languages[language] = fromLegacy(store.legacy);
    return store;
  }
  function save(store) {
    try { localStorage.setItem(STORE, JSON.stringify(store)); } catch (e) { /* storage disabled */ }
  }
  function lessonEntry(store, id) {
    var lessons = store.languages[language];
    var entry = lessons[id] || (lessons[id] = {});
    if (!entry.answers) entry.answers = {};
    if (!entry.exercises) entry.exercises = {};
    return entry;
  }
  function rightCount(entry) {
    var count = 0;
    for (var quiz in entry.answers) for (var index in entry.answers[quiz]) if (entry.answers[quiz][index] === true) count++;
    return count;
  }
  function exercisesDone(entry) {
    var count = 0;
    for (var exercise in entry.exercises) if (entry.exercises[exercise]) count++;
    return count;
  }
  Motionbook.progress = { load: load, save: save, lesson: lessonEntry };

  // Progress marks in the sidebar and the course index: questions answered right and exercises
  // done, of all (data-questions + data-exercises), as "3/6" with a sentence for screen readers.
  function showMarks() {
    var store = load();
    document.querySelectorAll("li[data-lesson] .progress-mark").forEach(function (mark) {
      var item = mark.closest("[data-lesson]");
      var id = item.getAttribute("data-lesson");
      var known = Object.prototype.hasOwnProperty.call(store.languages[language], id);
      var entry = lessonEntry(store, id);
      var total = Number(item.getAttribute("data-questions") || 0) + Number(item.getAttribute("data-exercises") || 0);
      var done = Math.min(total, rightCount(entry) + exercisesDone(entry));
      mark.className = "progress-mark";
      mark.textContent = "";
      if (!known || (!entry.visited && !done)) return;
      var complete = total > 0 && done >= total;
      mark.classList.add(complete ? "done" : "visited");
      if (!total) { mark.textContent = t("progress.visited"); return; }
      var shown = document.createElement("span");
      shown.setAttribute("aria-hidden", "true");
      shown.textContent = (complete ? "✓ " : "") + done + "/" + total;
      var said = document.createElement("span");
      said.className = "visually-hidden";
      said.textContent = t(complete ? "progress.done" : "progress.visited") + ", " + t("progress.count", done, total);
      mark.appendChild(shown);
      mark.appendChild(said);
    });
  }

  var lessonId = document.body.getAttribute("data-lesson");
  if (lessonId) {
    var visit = load();
    lessonEntry(visit, lessonId).visited = true;
    save(visit);
  }
  function record(update) {
    if (!lessonId) return;
    var store = load();
    update(lessonEntry(store, lessonId));
    save(store);
    showMarks();
  }

  // Quizzes --------------------------------------------------------------------------------------
  // A question's reveal (SiteBuilder/Components/QuizSealing.swift): base64 of the JSON's UTF-8
  // bytes XORed with a keystream from "QUIZ#INDEX" (FNV-1a seed, xorshift32, top byte). Not
  // security: it keeps the answers out of the page's text until the learner has answered.
  function unseal(sealed, key) {
    var binary = atob(sealed), bytes = new Uint8Array(binary.length);
    var state = 2166136261;
    var keyBytes = new TextEncoder().encode(key);
    for (var i = 0; i < keyBytes.length; i++) state = Math.imul(state ^ keyBytes[i], 16777619) >>> 0;
    if (state === 0) state = 2166136261;
    for (var j = 0; j < binary.length; j++) {
      state = (state ^ (state << 13)) >>> 0;
      state = (state ^ (state >>> 17)) >>> 0;
      state = (state ^ (state << 5)) >>> 0;
      bytes[j] = binary.charCodeAt(j) ^ (state >>> 24);
    }
    return JSON.parse(new TextDecoder().decode(bytes));
  }
  // Fisher–Yates, in place.
  function shuffle(items) {
    for (var i = items.length - 1; i > 0; i--) {
      var j = Math.floor(Math.random() * (i + 1));
      var swap = items[i]; items[i] = items[j]; items[j] = swap;
    }
    return items;
  }
  function parseNumber(text) {
    var normalised = text.trim().replace(/\s+/g, "").replace(",", ".");
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return null;
    return parseFloat(normalised);
  }
  // The figure of a variant a question asks about (SiteBuilder/Components/AskedVariant.swift):
  // its own script file, added to the page once the question is answered; it calls
  // motionbookVariant(ID, HTML), which puts the figure in every placeholder waiting for it.
  var variantFigures = {};
  function placeVariant(placeholder, html) {
    placeholder.innerHTML = html;  // the builder's own markup
    var replay = placeholder.querySelector(".trace-replay");
    if (replay && window.motionbookSetupReplay) window.motionbookSetupReplay(replay);
  }
  window.motionbookVariant = function (id, html) {
    variantFigures[id] = html;
    document.querySelectorAll('.quiz-variant-figure[data-figure="' + id + '"]').forEach(function (placeholder) {
      if (!placeholder.firstChild) placeVariant(placeholder, html);
    });
  };
  function showVariant(shown, source) {
    var placeholder = shown.querySelector(".quiz-variant-figure");
    if (!placeholder) return;
    var id = placeholder.getAttribute("data-figure");
    if (variantFigures[id]) { placeVariant(placeholder, variantFigures[id]); return; }
    var script = document.createElement("script");
    script.src = source;
    document.body.appendChild(script);
  }
  function setupQuiz(section) {
    var quizId = section.getAttribute("data-quiz");
    var questions = Array.prototype.slice.call(section.querySelectorAll(".quiz-question"));
    var score = section.querySelector(".quiz-score");
    var note = section.querySelector(".quiz-needs-script");
    if (note) note.hidden = true;
    function updateScore() {
      var right = section.querySelectorAll(".quiz-question.correct").length;
      var answered = section.querySelectorAll(".quiz-question.answered").length;
      score.textContent = answered ? t("quiz.score", right, questions.length) : "";
    }
    function reveal(question, index) {
      if (!question.revealed) question.revealed = unseal(question.getAttribute("data-reveal"), quizId + "#" + index);
      return question.revealed;
    }
    function evaluate(question, index, quiet) {
      var feedback = question.querySelector(".quiz-feedback");
      var inputs = Array.prototype.slice.call(question.querySelectorAll("input"));
      var answer = reveal(question, index);
      var ok;
      if (question.getAttribute("data-kind") === "numeric") {
        var value = parseNumber(inputs[0].value);
        if (value === null) { feedback.textContent = t("quiz.invalidNumber"); return; }
        ok = Math.abs(value - Number(answer.value)) <= Number(answer.tolerance) + 1e-9;
      } else {
        if (!inputs.some(function (input) { return input.checked; })) return;
        var right = function (input) { return answer.correct.indexOf(Number(input.value)) >= 0; };
        ok = inputs.every(function (input) { return input.checked === right(input); });
        inputs.forEach(function (input) {
          if (input.checked) input.closest("li").classList.add(right(input) ? "is-correct" : "is-wrong");
        });
      }
      inputs.forEach(function (input) { input.disabled = true; });
      question.classList.add("answered", ok ? "correct" : "wrong");
      feedback.textContent = ok ? t("quiz.correct") : t("quiz.wrong");
      var shown = question.querySelector(".quiz-answer");
      shown.innerHTML = answer.html;  // the builder's own markup, sealed
      shown.hidden = false;
      // A question about a variant reveals the variant's figure, from its own file.
      if (answer.figure) showVariant(shown, answer.figure);
      question.querySelector(".quiz-check").hidden = true;
      question.querySelector(".quiz-retry").hidden = ok;
      if (!quiet) record(function (entry) { (entry.answers[quizId] = entry.answers[quizId] || {})[index] = ok; });
      updateScore();
    }
    function reset(question) {
      question.classList.remove("answered", "correct", "wrong");
      question.querySelectorAll("input").forEach(function (input) {
        input.disabled = false;
        if (input.type === "text") input.value = ""; else input.checked = false;
      });
      question.querySelectorAll("li").forEach(function (item) { item.classList.remove("is-correct", "is-wrong"); });
      question.querySelector(".quiz-feedback").textContent = "";
      var shown = question.querySelector(".quiz-answer");
      shown.hidden = true;
      shown.textContent = "";
      question.querySelector(".quiz-check").hidden = false;
      question.querySelector(".quiz-retry").hidden = true;
      var first = question.querySelector("input");
      if (first) first.focus();
      updateScore();
    }
    var saved = {};
    if (lessonId) saved = lessonEntry(load(), lessonId).answers[quizId] || {};
    questions.forEach(function (question, index) {
      var list = question.querySelector(".quiz-choices");
      if (list) shuffle(Array.prototype.slice.call(list.children)).forEach(function (item) { list.appendChild(item); });
      question.querySelector(".quiz-actions").hidden = false;
      question.querySelector(".quiz-check").addEventListener("click", function () { evaluate(question, index, false); });
      question.querySelector(".quiz-retry").addEventListener("click", function () { reset(question); });
      question.querySelectorAll("input[type=text]").forEach(function (field) {
        field.addEventListener("keydown", function (event) {
          if (event.key === "Enter") { event.preventDefault(); evaluate(question, index, false); }
        });
      });
      if (saved[index] === true) {
        // Answered right before: show it answered.
        var answer = reveal(question, index);
        question.querySelectorAll("input").forEach(function (input) {
          if (input.type === "text") input.value = answer.value;
          else input.checked = answer.correct.indexOf(Number(input.value)) >= 0;
        });
        evaluate(question, index, true);
      }
    });
  }
  document.querySelectorAll(".quiz").forEach(setupQuiz);

  // Exercises: a "done" checkbox on each, remembered with the lesson's progress.
  if (lessonId) {
    document.querySelectorAll("section.exercise[data-exercise]").forEach(function (exercise) {
      var id = exercise.getAttribute("data-exercise");
      var label = document.createElement("label");
      label.className = "exercise-done";
      var box = document.createElement("input");
      box.type = "checkbox";
      box.checked = !!lessonEntry(load(), lessonId).exercises[id];
      label.appendChild(box);
      label.appendChild(document.createTextNode(" " + t("exercise.markDone")));
      exercise.appendChild(label);
      box.addEventListener("change", function () {
        record(function (entry) { if (box.checked) entry.exercises[id] = true; else delete entry.exercises[id]; });
      });
    });
  }

  // The lesson's progress reset (after a confirmation): its answers and exercises are forgotten
  // and the page shows its questions unanswered again.
  var resetPanel = document.querySelector(".lesson-progress");
  if (resetPanel && lessonId) {
    resetPanel.hidden = false;
    resetPanel.querySelector(".progress-reset").addEventListener("click", function () {
      if (!window.confirm(t("progress.resetConfirm"))) return;
      var store = load();
      store.languages[language][lessonId] = { visited: true, answers: {}, exercises: {} };
      save(store);
      document.querySelectorAll(".quiz-question.answered .quiz-retry").forEach(function (retry) { retry.click(); });
      document.querySelectorAll(".exercise-done input").forEach(function (box) { box.checked = false; });
      document.querySelectorAll(".quiz-score").forEach(function (score) { score.textContent = ""; });
      showMarks();
    });
  }

  // The review page: the questions whose last answer was wrong, under their lessons.
  var review = document.querySelector(".review");
  if (review) {
    var lessons = load().languages[language];
    var missed = 0;
    review.querySelector(".review-needs-script").hidden = true;
    review.querySelectorAll(".review-lesson").forEach(function (section) {
      var answers = (lessons[section.getAttribute("data-lesson")] || {}).answers || {};
      var any = false;
      section.querySelectorAll("li[data-quiz]").forEach(function (item) {
        var wrong = (answers[item.getAttribute("data-quiz")] || {})[item.getAttribute("data-question")] === false;
        item.hidden = !wrong;
        if (wrong) { any = true; missed++; }
      });
      section.hidden = !any;
    });
    review.querySelector(".review-empty").hidden = missed > 0;
  }

  // Copy buttons on code blocks.
  function copyText(text, done) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text); done(); });
    } else {
      fallbackCopy(text);
      done();
    }
  }
  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "absolute";
    area.style.left = "-9999px";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (e) { /* nothing more to try */ }
    document.body.removeChild(area);
  }
  document.querySelectorAll("pre > code").forEach(function (code) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = t("code.copy");
    button.addEventListener("click", function () {
      copyText(code.textContent, function () {
        button.textContent = t("code.copied");
        setTimeout(function () { button.textContent = t("code.copy"); }, 1500);
      });
    });
    code.parentNode.appendChild(button);
  });

  // The lesson list behind a button on phones.
  var toggle = document.querySelector(".menu-toggle");
  var sidebar = document.getElementById("sidebar");
  if (toggle && sidebar) {
    toggle.hidden = false;
    toggle.addEventListener("click", function () {
      var open = sidebar.classList.toggle("open");
      toggle.setAttribute("aria-expanded", String(open));
    });
  } else if (toggle) {
    toggle.remove();
  }

  // The WAI-ARIA slider pattern for a range input, or for any element (which gets role="slider",
  // a tab stop and aria-valuemin/max/now over positions 0 … count - 1): the arrow keys move one
  // position (Right and Up forward), Page Up/Down `page` positions (10 unless given), Home and
  // End to the ends; aria-valuetext says the position in words, with its unit. options: {count,
  // get() → the current position, set(position), text(position) → words, page}. Returns
  // update(), to call when the position changed some other way (playing, dragging). The keys act
  // only on the focused element. Shared with other page scripts as motionbook.slider.
  function slider(element, options) {
    var page = options.page || 10;
    var native = element.tagName === "INPUT";
    if (!native) {
      element.setAttribute("role", "slider");
      if (!element.hasAttribute("tabindex")) element.tabIndex = 0;
      element.setAttribute("aria-valuemin", "0");
      element.setAttribute("aria-valuemax", String(options.count - 1));
    }
    function update() {
      var position = options.get();
      element.setAttribute("aria-valuetext", options.text(position));
      if (!native) element.setAttribute("aria-valuenow", String(position));
    }
    element.addEventListener("keydown", function (event) {
      var steps = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: page, PageDown: -page };
      var target;
      if (event.key === "Home") target = 0;
      else if (event.key === "End") target = options.count - 1;
      else if (steps[event.key]) target = options.get() + steps[event.key];
      else return;
      event.preventDefault();
      options.set(Math.max(0, Math.min(options.count - 1, target)));
      update();
    });
    update();
    return update;
  }
  Motionbook.slider = slider;

  // The motion switch in the top bar (PageChrome): whether replays play by themselves. It starts
  // from the reader's prefers-reduced-motion and, once used, is remembered in localStorage
  // ("motionbook-motion": "on" or "off"). Switching it off stops every replay of the page (Play
  // still plays one on request); other scripts read motionbook.motionAllowed() and hear the
  // "motionbook:motion" event.
  var MOTION = "motionbook-motion";
  var reduceMotion = !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  var storedMotion = null;
  try { storedMotion = localStorage.getItem(MOTION); } catch (e) { /* storage disabled */ }
  var motionAllowed = storedMotion === "on" ? true : storedMotion === "off" ? false : !reduceMotion;
  var replays = [];
  function applyMotion() {
    document.documentElement.classList.toggle("motion-off", !motionAllowed);
    document.querySelectorAll(".motion-switch").forEach(function (button) {
      button.setAttribute("aria-checked", String(motionAllowed));
    });
  }
  document.querySelectorAll(".motion-switch").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      motionAllowed = !motionAllowed;
      try { localStorage.setItem(MOTION, motionAllowed ? "on" : "off"); } catch (e) { /* storage disabled */ }
      applyMotion();
      if (!motionAllowed) replays.forEach(function (replay) { replay.stop(); });
      document.dispatchEvent(new CustomEvent("motionbook:motion", { detail: { allowed: motionAllowed } }));
    });
  });
  applyMotion();
  Motionbook.motionAllowed = function () { return motionAllowed; };

  // Trace replays (SiteBuilder/Traces/ReplayHTML, ReplayData): the traced scene drawn frame by
  // frame. Every scene node is an element inside its parent's (so a parent's scale, rotation,
  // opacity, blur and clip apply to its children, as in SwiftUI), placed at its traced geometry
  // relative to its parent's, scaled by data-scale (page pixels per point). Nothing is computed
  // here that the trace does not hold; SF Symbols are a neutral glyph labelled with the name.
  // With the motion switch off (at first: under prefers-reduced-motion) the replay does not start
  // by itself and shows the final frame. The scrubber is a WAI-ARIA slider over the frames.
  // One clock per figure: hovering or focusing a table row or a chart moves the replay there.
  var SVG_NS = "http://www.w3.org/2000/svg";
  var MAX_STAGE_HEIGHT = 420, TOUCH_FRAMES = 18;
  var SHAPES = { rectangle: 1, roundedRectangle: 1, circle: 1, ellipse: 1, capsule: 1, shape: 1 };
  // Which trace property the scene draws in each way (the frame, a scale, the opacity …): filled
  // in by the site builder from the trace property table, so this script names no property.
  var DRAWN = /*scene-drawing*/{};
  function trackValue(track, frame) {
    return track.frames ? track.frames[Math.min(frame, track.frames.length - 1)] : track.value;
  }
  function component(track, frame, name, fallback) {
    if (!track) return fallback;
    var index = track.components.indexOf(name);
    return index < 0 ? fallback : trackValue(track, frame)[index];
  }
  function cssColour(rgba) {
    var channel = function (v) { return Math.round(255 * Math.max(0, Math.min(1, v))); };
    return "rgba(" + channel(rgba[0]) + ", " + channel(rgba[1]) + ", " + channel(rgba[2]) + ", " + Math.max(0, Math.min(1, rgba[3])) + ")";
  }
  // A replay's resize handler, dropped once its figure has left the page (an explorer swaps
  // figures in and out), so that swapped-out replays are neither redrawn nor kept alive.
  function whileConnected(root, onResize) {
    var handler = function () {
      if (!root.isConnected) { window.removeEventListener("resize", handler); return; }
      onResize();
    };
    window.addEventListener("resize", handler);
  }
  function setupReplay(root) {
    var data = JSON.parse(root.querySelector(".trace-data").textContent);
    var stage = root.querySelector(".replay-stage");
    var device = root.querySelector(".replay-device");
    var play = root.querySelector(".replay-play");
    var scrub = root.querySelector(".replay-scrub");
    var readout = root.querySelector(".replay-time");
    var speedSelect = root.querySelector(".replay-speed");
    var marks = root.querySelector(".replay-marks");
    var figure = root.closest("figure.trace");
    var lastFrame = data.times.length - 1;
    var updateScrubber = null;
    var frame = 0, clock = 0, playing = false, previous = null, speed = 1, scale = 1;
    var byKey = {};
    data.tracks.forEach(function (track) { byKey[track.path + "\u0000" + track.property] = track; });
    function track(node, property) { return byKey[node.path + "\u0000" + property] || null; }
    root.hidden = false;
    if (figure) figure.classList.add("replay-live");

    // One element per scene node, inside its parent's.
    var views = data.nodes.map(function (node) {
      var element = document.createElement("div");
      element.className = "scene-node scene-" + node.kind;
      element.setAttribute("data-node", node.path);
      var view = { node: node, element: element, shape: null, text: null };
      if (SHAPES[node.kind]) {
        var svg = document.createElementNS(SVG_NS, "svg");
        svg.setAttribute("class", "scene-shape");
        svg.setAttribute("aria-hidden", "true");
        var shape = document.createElementNS(SVG_NS, node.kind === "circle" || node.kind === "ellipse" ? "ellipse" : "rect");
        shape.setAttribute("pathLength", "1");
        svg.appendChild(shape);
        element.appendChild(svg);
        view.shape = shape;
        view.svg = svg;
      } else if (node.kind === "text") {
        // Drawn as SVG text like the shapes: the stage is a picture of the app, in the app's
        // own colours (its text is what WCAG calls incidental: text in a picture).
        view.svg = document.createElementNS(SVG_NS, "svg");
        view.svg.setAttribute("class", "scene-shape");
        view.text = document.createElementNS(SVG_NS, "text");
        view.text.setAttribute("text-anchor", "middle");
        view.text.setAttribute("dominant-baseline", "central");
        view.text.textContent = node.text || "";
        view.svg.appendChild(view.text);
        element.appendChild(view.svg);
      } else if (node.kind === "symbol" || node.kind === "image") {
        element.setAttribute("role", "img");
        element.setAttribute("aria-label", node.symbol || node.kind);
        element.title = node.symbol || "";
      }
      if (node.zIndex) element.style.zIndex = String(node.zIndex);
      return view;
    });
    var touch = document.createElement("div");
    touch.className = "replay-touch";
    touch.hidden = true;
    views.forEach(function (view) {
      var parent = view.node.parent >= 0 ? views[view.node.parent].element : stage;
      parent.appendChild(view.element);
    });
    stage.appendChild(touch);
    // A ghost (exercise check --html: the solution's scene, faint, over the learner's stage)
    // has no controls of its own: it draws the frame of the time its replay shows.
    if (root.classList.contains("replay-ghost")) {
      var drawAt = function (time) {
        var k = Math.max(0, Math.min(lastFrame, Math.round(time * data.fps)));
        views.forEach(function (view) { drawNode(view, k); });
      };
      root.addEventListener("replay-time", function (event) { drawAt(event.detail); });
      whileConnected(root, function () { computeScale(); drawAt(0); });
      computeScale();
      drawAt(0);
      return;
    }
    var ghost = root.querySelector(".replay-ghost");

    function geometry(node, k) {
      var g = track(node, DRAWN.frame);
      return g ? trackValue(g, k) : node.frame;
    }
    // What a text or symbol shows at frame k: its last content from k or before, else its own.
    function content(node, k) {
      var shown = { text: node.text, symbol: node.symbol };
      (node.contents || []).forEach(function (later) {
        if (later.frame <= k) shown = { text: later.text, symbol: later.symbol };
      });
      return shown;
    }
    function present(node, k) {
      return k >= node.from && (node.until < 0 || k < node.until);
    }
    function paint(spec, k) {
      if (!spec) return null;
      if (spec.track !== undefined) return cssColour(trackValue(data.tracks[spec.track], k));
      if (spec.rgba) return cssColour(spec.rgba);
      if (spec.stops) {
        var stops = [];
        for (var i = 0; i + 4 < spec.stops.length; i += 5) {
          stops.push(cssColour(spec.stops.slice(i, i + 4)) + " " + spec.stops[i + 4] * 100 + "%");
        }
        return "linear-gradient(" + stops.join(", ") + ")";
      }
      return null;
    }

    function computeScale() {
      var width = Math.max(1, device.clientWidth);
      scale = Math.min(width / data.width, MAX_STAGE_HEIGHT / data.height);
      stage.style.width = data.width * scale + "px";
      stage.style.height = data.height * scale + "px";
      stage.setAttribute("data-scale", String(scale));
    }

    function drawNode(view, k) {
      var node = view.node, element = view.element, style = element.style;
      if (!present(node, k)) { style.display = "none"; return; }
      style.display = "";
      var g = geometry(node, k);
      var origin = node.parent >= 0 ? geometry(data.nodes[node.parent], k) : [0, 0];
      style.left = (g[0] - origin[0]) * scale + "px";
      style.top = (g[1] - origin[1]) * scale + "px";
      style.width = g[2] * scale + "px";
      style.height = g[3] * scale + "px";
      var transforms = [];
      var r3 = track(node, DRAWN.rotation3D);
      if (r3) {
        var distance = Math.max(g[2], g[3]) * scale / (node.perspective || 1);
        transforms.push("perspective(" + distance + "px) rotate3d(" + component(r3, k, "x", 0) + ", " + component(r3, k, "y", 1) + ", " + component(r3, k, "z", 0) + ", " + component(r3, k, "degrees", 0) + "deg)");
      }
      var rotation = track(node, DRAWN.rotation);
      if (rotation) transforms.push("rotate(" + component(rotation, k, "degrees", 0) + "deg)");
      var scaling = track(node, DRAWN.scale);
      if (scaling) transforms.push("scale(" + component(scaling, k, "x", 1) + ", " + component(scaling, k, "y", 1) + ")");
      style.transform = transforms.join(" ");
      style.transformOrigin = node.anchor ? node.anchor[0] * 100 + "% " + node.anchor[1] * 100 + "%" : "50% 50%";
      var opacity = track(node, DRAWN.opacity);
      style.opacity = opacity ? String(component(opacity, k, "value", 1)) : "";
      var blur = track(node, DRAWN.blur);
      style.filter = blur ? "blur(" + component(blur, k, "radius", 0) * scale + "px)" : "";
      drawBackground(view, g, k);
      if (node.clip) {
        style.overflow = "hidden";
        var clipRadius = component(track(node, DRAWN.clipCorner), k, "cornerRadius", node.clipCornerRadius || 0);
        style.borderRadius = node.clip === "circle" || node.clip === "ellipse" ? "50%"
          : node.clip === "capsule" ? Math.min(g[2], g[3]) * scale / 2 + "px"
          : node.clip === "roundedRectangle" ? clipRadius * scale + "px" : "";
      }
      var radius = track(node, DRAWN.cornerClip);
      if (radius && !node.clip) { style.overflow = "hidden"; style.borderRadius = component(radius, k, "value", 0) * scale + "px"; }
      var fill = paint(node.fill, k);
      if (view.shape) drawShape(view, g, k, fill);
      else if (view.text) {
        view.svg.setAttribute("width", String(g[2] * scale));
        view.svg.setAttribute("height", String(g[3] * scale));
        view.text.setAttribute("x", String(g[2] * scale / 2));
        view.text.setAttribute("y", String(g[3] * scale / 2));
        view.text.setAttribute("fill", fill || "rgba(0, 0, 0, 1)");
        view.text.setAttribute("font-size", String((node.fontSize || 17) * scale));
        var weight = node.fontWeight === "bold" || node.fontWeight === "heavy" || node.fontWeight === "black" ? "700" : node.fontWeight === "semibold" ? "600" : "";
        if (weight) view.text.setAttribute("font-weight", weight); else view.text.removeAttribute("font-weight");
        if (node.contents) view.text.textContent = content(node, k).text || "";
      } else if (node.kind === "color" || node.kind === "gradient") {
        style.background = fill || "";
      } else if (node.kind === "symbol") {
        style.color = fill || "";
        if (node.contents) {
          var name = content(node, k).symbol || node.kind;
          view.element.setAttribute("aria-label", name);
          view.element.title = name;
        }
      } else if (node.kind === "progress") {
        var fraction = Math.max(0, Math.min(1, component(track(node, DRAWN.progress), k, "value", 0.5)));
        style.background = "linear-gradient(#007aff, #007aff) no-repeat left center / " + fraction * 100 + "% 4px";
      }
    }

    // A node's background fills its frame, or, where it reaches past it into the safe area
    // (backgroundOutsets: frame, top, leading, bottom, trailing per change), a backdrop element
    // under its content that reaches that far.
    function drawBackground(view, g, k) {
      var node = view.node, colour = paint(node.background, k) || "";
      var o = [0, 0, 0, 0], groups = node.backgroundOutsets || [];
      for (var i = 0; i + 4 < groups.length && groups[i] <= k; i += 5) o = groups.slice(i + 1, i + 5);
      var reaches = o[0] || o[1] || o[2] || o[3];
      view.element.style.background = reaches ? "" : colour;
      if (!reaches && !view.backdrop) return;
      if (!view.backdrop) {
        view.backdrop = document.createElement("div");
        view.backdrop.className = "scene-backdrop";
        view.element.insertBefore(view.backdrop, view.element.firstChild);
      }
      var b = view.backdrop.style;
      b.display = reaches ? "" : "none";
      b.left = -o[1] * scale + "px";
      b.top = -o[0] * scale + "px";
      b.width = (g[2] + o[1] + o[3]) * scale + "px";
      b.height = (g[3] + o[0] + o[2]) * scale + "px";
      b.background = colour;
    }

    function drawShape(view, g, k, fill) {
      var node = view.node, shape = view.shape, w = g[2] * scale, h = g[3] * scale;
      view.svg.setAttribute("width", String(w));
      view.svg.setAttribute("height", String(h));
      var line = node.lineWidth ? component(track(node, DRAWN.lineWidth), k, "lineWidth", node.lineWidth) * scale : 0;
      var inset = line / 2;
      if (shape.tagName === "ellipse") {
        var rx = node.kind === "circle" ? Math.min(w, h) / 2 : w / 2, ry = node.kind === "circle" ? rx : h / 2;
        shape.setAttribute("cx", String(w / 2));
        shape.setAttribute("cy", String(h / 2));
        shape.setAttribute("rx", String(Math.max(0, rx - inset)));
        shape.setAttribute("ry", String(Math.max(0, ry - inset)));
      } else {
        var corner = node.kind === "capsule" ? Math.min(w, h) / 2
          : node.kind === "roundedRectangle" ? component(track(node, DRAWN.shapeCorner), k, "width", node.cornerRadius || 0) * scale : 0;
        shape.setAttribute("x", String(inset));
        shape.setAttribute("y", String(inset));
        shape.setAttribute("width", String(Math.max(0, w - line)));
        shape.setAttribute("height", String(Math.max(0, h - line)));
        shape.setAttribute("rx", String(corner));
      }
      var colour = fill || "rgba(0, 0, 0, 1)";
      var trim = track(node, DRAWN.trim);
      if (line > 0) {
        shape.setAttribute("fill", "none");
        shape.setAttribute("stroke", colour);
        shape.setAttribute("stroke-width", String(line));
      } else {
        shape.setAttribute("fill", colour);
        shape.removeAttribute("stroke");
      }
      if (trim) {
        var from = component(trim, k, "from", 0), to = component(trim, k, "to", 1);
        shape.setAttribute("stroke-dasharray", Math.max(0, to - from) + " 1");
        shape.setAttribute("stroke-dashoffset", String(-from));
      }
    }

    function drawTouch(k) {
      var shown = null;
      data.events.forEach(function (event) {
        if (event.kind !== "tap" && event.kind !== "gesture") return;
        var at = Math.round(event.t * data.fps);
        if (k < at || k > at + TOUCH_FRAMES) return;
        for (var i = 0; i < data.nodes.length; i++) {
          var node = data.nodes[i];
          if (node.path === event.path && present(node, at)) { shown = geometry(node, at); return; }
        }
      });
      touch.hidden = !shown;
      if (shown) {
        touch.style.left = (shown[0] + shown[2] / 2) * scale + "px";
        touch.style.top = (shown[1] + shown[3] / 2) * scale + "px";
      }
    }

    function show(index) {
      frame = Math.max(0, Math.min(lastFrame, index));
      views.forEach(function (view) { drawNode(view, frame); });
      drawTouch(frame);
      stage.setAttribute("data-frame", String(frame));
      scrub.value = String(data.times[frame]);
      readout.textContent = decimal(data.times[frame].toFixed(3)) + " s";
      if (updateScrubber) updateScrubber();
      if (ghost) ghost.dispatchEvent(new CustomEvent("replay-time", { detail: data.times[frame] }));
    }

    function stop() {
      playing = false;
      play.textContent = play.getAttribute("data-play");
      play.setAttribute("aria-pressed", "false");
    }
    function tick(now) {
      if (!playing || !root.isConnected) return;
      if (previous !== null) clock += (now - previous) / 1000 * speed;
      previous = now;
      var next = Math.min(lastFrame, Math.round(clock * data.fps));
      show(next);
      if (next >= lastFrame) { stop(); return; }
      window.requestAnimationFrame(tick);
    }
    function start() {
      clock = frame >= lastFrame ? 0 : data.times[frame];
      if (frame >= lastFrame) show(0);
      playing = true;
      previous = null;
      play.textContent = play.getAttribute("data-pause");
      play.setAttribute("aria-pressed", "true");
      window.requestAnimationFrame(tick);
    }
    function seek(k) {
      stop();
      show(k);
      clock = data.times[frame];
    }
    play.addEventListener("click", function () { if (playing) stop(); else start(); });
    scrub.addEventListener("input", function () { seek(Math.round(Number(scrub.value) * data.fps)); });
    // One frame per arrow key, ten per page key (the scrubber's step is "any"); its value text
    // is the time with its unit and the frame: "0.45 s, frame 27".
    updateScrubber = slider(scrub, {
      count: lastFrame + 1, get: function () { return frame; }, set: seek,
      text: function (k) { return t("replay.valueText", timeText(data.times[k]), k); },
    });
    speedSelect.addEventListener("change", function () { speed = Number(speedSelect.value); });
    data.events.forEach(function (event) {
      var mark = document.createElement("span");
      mark.className = "replay-mark mark-" + event.kind;
      mark.style.left = (lastFrame > 0 ? event.t / data.times[lastFrame] * 100 : 0) + "%";
      marks.appendChild(mark);
    });
    // An exercise attempt's first difference from its solution (exercise check --html).
    if (marks.hasAttribute("data-difference") && lastFrame > 0) {
      var difference = document.createElement("span");
      difference.className = "replay-mark mark-difference";
      difference.style.left = Number(marks.getAttribute("data-difference")) / data.times[lastFrame] * 100 + "%";
      marks.appendChild(difference);
    }
    // The figure's table rows and charts move the replay to their time.
    if (figure) {
      figure.querySelectorAll(".trace-table tbody tr").forEach(function (row) {
        var time = parseNumber(row.querySelector("th").textContent);
        if (time === null) return;
        var go = function () { seek(Math.round(time * data.fps)); };
        row.addEventListener("mouseenter", go);
        row.addEventListener("focusin", go);
      });
      figure.querySelectorAll("svg.chart[data-time-end]").forEach(function (chart) {
        chart.addEventListener("mousemove", function (event) {
          var box = chart.getBoundingClientRect(), view = chart.viewBox.baseVal;
          var x = (event.clientX - box.left) / box.width * view.width;
          var x0 = Number(chart.getAttribute("data-plot-start")), x1 = Number(chart.getAttribute("data-plot-end"));
          var t = (x - x0) / (x1 - x0) * Number(chart.getAttribute("data-time-end"));
          if (t >= 0 && t <= data.times[lastFrame]) seek(Math.round(t * data.fps));
        });
      });
    }
    computeScale();
    whileConnected(root, function () { computeScale(); show(frame); });
    replays.push({ stop: stop });
    if (!motionAllowed) {
      show(lastFrame);
    } else {
      show(0);
      start();
    }
  }
  // Seconds as the page's language writes them, to the millisecond, trailing zeros dropped.
  function timeText(seconds) {
    return decimal(String(Math.round(seconds * 1000) / 1000));
  }
  document.querySelectorAll(".trace-replay").forEach(setupReplay);
  // The parameter explorers (explorer.js) start the replay of each figure they swap in.
  window.motionbookSetupReplay = setupReplay;

  // Predict-first blocks (SiteBuilder/Components/PredictHTML.swift): the figure stays hidden
  // until the learner commits a guess; then its table is loaded from its own file, the guess is drawn on
  // the property's chart at the asked time, and the page says how far off it was.
  function format(template, values) {
    var next = 0;
    return template.replace(/%(\d+\$)?@/g, function (match, position) {
      return String(values[position ? Number(position.slice(0, -1)) - 1 : next++]);
    });
  }
  function drawGuess(svg, seconds, guess, title) {
    var number = function (name) { return Number(svg.getAttribute(name)); };
    var x = number("data-plot-start") + seconds / number("data-time-end") * (number("data-plot-end") - number("data-plot-start"));
    var low = number("data-value-low"), high = number("data-value-high");
    var bottom = number("data-plot-bottom"), top = number("data-plot-top");
    var fraction = high > low ? (guess - low) / (high - low) : 0.5;
    var y = bottom + Math.max(-0.04, Math.min(1.04, fraction)) * (top - bottom);
    var group = document.createElementNS(SVG_NS, "g");
    group.setAttribute("class", "guess-mark");
    var label = document.createElementNS(SVG_NS, "title");
    label.textContent = title;
    group.appendChild(label);
    var line = document.createElementNS(SVG_NS, "line");
    line.setAttribute("x1", x - 12); line.setAttribute("x2", x + 12); line.setAttribute("y1", y); line.setAttribute("y2", y);
    group.appendChild(line);
    var dot = document.createElementNS(SVG_NS, "circle");
    dot.setAttribute("cx", x); dot.setAttribute("cy", y); dot.setAttribute("r", 5);
    group.appendChild(dot);
    svg.appendChild(group);
  }
  var predictions = {};
  window.motionbookPrediction = function (id, data) {
    var block = predictions[id];
    if (block) block.reveal(data);
  };
  document.querySelectorAll(".predict[data-table-src]").forEach(function (block) {
    var form = block.querySelector(".predict-form");
    var figure = block.querySelector("figure.trace");
    var field = block.querySelector(".predict-guess");
    var feedback = block.querySelector(".predict-feedback");
    if (!form || !figure) return;
    var guess = null, requested = false;
    predictions[block.id] = block;
    // The lesson's prose about the result (`reveal for=…`) waits with the figure.
    var reveals = Array.prototype.filter.call(document.querySelectorAll(".predict-reveal[data-predict]"), function (reveal) {
      return reveal.getAttribute("data-predict") === block.id;
    });
    form.hidden = false;
    figure.hidden = true;
    reveals.forEach(function (reveal) { reveal.hidden = true; });
    block.reveal = function (data) {
      if (guess === null || block.classList.contains("predicted")) return;
      var note = figure.querySelector(".predict-table-note");
      if (note) {
        var holder = document.createElement("div");
        holder.innerHTML = data.table;  // the builder's own markup
        while (holder.firstChild) note.parentNode.insertBefore(holder.firstChild, note);
        note.remove();
      }
      var seconds = Number(block.getAttribute("data-time"));
      var written = field.value.trim();
      var mark = format(block.getAttribute("data-guess-mark"), [written]);
      figure.querySelectorAll("svg.chart[data-value-low]").forEach(function (svg) { drawGuess(svg, seconds, guess, mark); });
      var offText = decimal(String(Math.round(Math.abs(guess - Number(data.value)) * 100) / 100));
      feedback.textContent = format(block.getAttribute("data-result"), [written, data.text, offText]);
      block.classList.add("predicted");
      figure.hidden = false;
      reveals.forEach(function (reveal) { reveal.hidden = false; });
      // The replay measured its stage while the figure was hidden.
      window.dispatchEvent(new Event("resize"));
    };
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (guess !== null) return;
      var value = parseNumber(field.value);
      if (value === null) { feedback.textContent = t("quiz.invalidNumber"); field.focus(); return; }
      guess = value;
      field.disabled = true;
      block.querySelector(".predict-show").disabled = true;
      if (requested) return;
      requested = true;
      var script = document.createElement("script");
      script.src = block.getAttribute("data-table-src");
      document.body.appendChild(script);
    });
  });

  // Print every disclosure open.
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details").forEach(function (details) { details.open = true; });
  });

  showMarks();
})();
