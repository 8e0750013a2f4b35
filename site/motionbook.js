// Motionbook page script: progress marks, quizzes, copy buttons, the phone menu, printing.
// Everything it enhances is readable without it. Progress lives in localStorage under
// "motionbook-progress": {lessonId: {visited: true, quizzes: {quizId: [question indices answered right]}}},
// keyed by lesson id, so it is shared by a lesson's translations.
(function () {
  "use strict";
  var STORE = "motionbook-progress";
  var stringsElement = document.getElementById("mb-strings");
  var strings = stringsElement ? JSON.parse(stringsElement.textContent) : {};
  function t(key) {
    var text = strings[key] || key;
    for (var i = 1; i < arguments.length; i++) text = text.replace("%lld", String(arguments[i]));
    return text;
  }
  function load() {
    try { return JSON.parse(localStorage.getItem(STORE)) || {}; } catch (e) { return {}; }
  }
  function save(progress) {
    try { localStorage.setItem(STORE, JSON.stringify(progress)); } catch (e) { /* storage disabled */ }
  }
  function lessonProgress(progress, id) {
    if (!progress[id]) progress[id] = { visited: false, quizzes: {} };
    if (!progress[id].quizzes) progress[id].quizzes = {};
    return progress[id];
  }
  function correctCount(entry) {
    var count = 0;
    for (var quiz in entry.quizzes) count += entry.quizzes[quiz].length;
    return count;
  }

  // Progress marks in the sidebar and the course index.
  function showMarks() {
    var progress = load();
    document.querySelectorAll("[data-lesson] > .progress-mark, li[data-lesson] .progress-mark").forEach(function (mark) {
      var item = mark.closest("[data-lesson]");
      var entry = progress[item.getAttribute("data-lesson")];
      var questions = Number(item.getAttribute("data-questions") || 0);
      mark.className = "progress-mark";
      mark.textContent = "";
      if (!entry || !entry.visited) return;
      var done = correctCount(lessonProgress(progress, item.getAttribute("data-lesson"))) >= questions;
      mark.classList.add(done ? "done" : "visited");
      mark.textContent = done ? "✓ " + t("progress.done") : t("progress.visited");
    });
  }

  var lessonId = document.body.getAttribute("data-lesson");
  if (lessonId) {
    var progress = load();
    lessonProgress(progress, lessonId).visited = true;
    save(progress);
  }

  // Quizzes.
  function parseNumber(text) {
    var normalised = text.trim().replace(/\s+/g, "").replace(",", ".");
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return null;
    return parseFloat(normalised);
  }
  function setupQuiz(section) {
    var quizId = section.getAttribute("data-quiz");
    var questions = Array.prototype.slice.call(section.querySelectorAll(".quiz-question"));
    var score = section.querySelector(".quiz-score");
    function updateScore() {
      var right = section.querySelectorAll(".quiz-question.correct").length;
      var answered = section.querySelectorAll(".quiz-question.answered").length;
      score.textContent = answered ? t("quiz.score", right, questions.length) : "";
    }
    function remember(index) {
      if (!lessonId) return;
      var progress = load();
      var entry = lessonProgress(progress, lessonId);
      var list = entry.quizzes[quizId] || [];
      if (list.indexOf(index) < 0) list.push(index);
      list.sort(function (a, b) { return a - b; });
      entry.quizzes[quizId] = list;
      save(progress);
      showMarks();
    }
    function evaluate(question, index, quiet) {
      var feedback = question.querySelector(".quiz-feedback");
      var inputs = Array.prototype.slice.call(question.querySelectorAll("input"));
      var ok;
      if (question.getAttribute("data-kind") === "numeric") {
        var field = inputs[0];
        var value = parseNumber(field.value);
        if (value === null) { feedback.textContent = t("quiz.invalidNumber"); return; }
        var expected = Number(field.getAttribute("data-value"));
        var tolerance = Number(field.getAttribute("data-tolerance"));
        ok = Math.abs(value - expected) <= tolerance + 1e-9;
      } else {
        if (!inputs.some(function (input) { return input.checked; })) return;
        ok = inputs.every(function (input) { return input.checked === (input.getAttribute("data-correct") === "true"); });
        inputs.forEach(function (input) {
          var item = input.closest("li");
          if (input.checked) item.classList.add(input.getAttribute("data-correct") === "true" ? "is-correct" : "is-wrong");
        });
      }
      inputs.forEach(function (input) { input.disabled = true; });
      question.classList.add("answered", ok ? "correct" : "wrong");
      feedback.textContent = ok ? t("quiz.correct") : t("quiz.wrong");
      question.querySelector(".quiz-answer").open = true;
      question.querySelector(".quiz-check").hidden = true;
      question.querySelector(".quiz-retry").hidden = ok;
      if (ok && !quiet) remember(index);
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
      question.querySelector(".quiz-answer").open = false;
      question.querySelector(".quiz-check").hidden = false;
      question.querySelector(".quiz-retry").hidden = true;
      var first = question.querySelector("input");
      if (first) first.focus();
      updateScore();
    }
    var saved = [];
    if (lessonId) {
      var entry = load()[lessonId];
      saved = (entry && entry.quizzes && entry.quizzes[quizId]) || [];
    }
    questions.forEach(function (question, index) {
      question.querySelector(".quiz-actions").hidden = false;
      question.querySelector(".quiz-check").addEventListener("click", function () { evaluate(question, index, false); });
      question.querySelector(".quiz-retry").addEventListener("click", function () { reset(question); });
      question.querySelectorAll("input[type=text]").forEach(function (field) {
        field.addEventListener("keydown", function (event) {
          if (event.key === "Enter") { event.preventDefault(); evaluate(question, index, false); }
        });
      });
      if (saved.indexOf(index) >= 0) {
        // Answered right before: show it answered.
        question.querySelectorAll("input").forEach(function (input) {
          if (input.type === "text") input.value = input.getAttribute("data-value");
          else input.checked = input.getAttribute("data-correct") === "true";
        });
        evaluate(question, index, true);
      }
    });
  }
  document.querySelectorAll(".quiz").forEach(setupQuiz);

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

  // Trace replays (SiteBuilder/Traces/ReplayHTML): a shape driven frame by frame by a
  // snippet's traced values, read from the JSON in the page. Under prefers-reduced-motion the
  // replay does not start by itself and shows the final frame; play, the scrubber and the speed
  // still work. The values applied to the shape are in its data-values attribute (trace units).
  var reduceMotion = !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  var COLOURS = ["foregroundStyle", "foregroundColor", "fill", "background", "color"];
  var SHAPE_SIZE = 48;
  function trackOf(node, property) {
    for (var i = 0; i < node.tracks.length; i++) if (node.tracks[i].property === property) return node.tracks[i];
    return null;
  }
  function valueOf(track, frame, name) {
    var index = track.components.indexOf(name);
    return index < 0 ? null : track.values[frame][index];
  }
  function setupReplay(root) {
    var data = JSON.parse(root.querySelector(".trace-data").textContent);
    var stage = root.querySelector(".replay-stage");
    var shape = root.querySelector(".replay-shape");
    var play = root.querySelector(".replay-play");
    var scrub = root.querySelector(".replay-scrub");
    var readout = root.querySelector(".replay-time");
    var speedSelect = root.querySelector(".replay-speed");
    var nodeSelect = root.querySelector(".replay-node");
    var lastFrame = data.times.length - 1;
    var node = data.nodes[0];
    var frame = 0, clock = 0, playing = false, previous = null, speed = 1, fit = 1;
    root.hidden = false;

    // Offsets are scaled down (never up) so the shape stays on the stage: points to pixels.
    function computeFit() {
      var reachX = 0, reachY = 0;
      ["offset", "position"].forEach(function (property) {
        var track = trackOf(node, property);
        if (!track) return;
        // A position moves the shape from where it starts; an offset from the centre.
        var startX = property === "position" ? valueOf(track, 0, "x") : 0;
        var startY = property === "position" ? valueOf(track, 0, "y") : 0;
        for (var k = 0; k <= lastFrame; k++) {
          var x = valueOf(track, k, "x") - startX;
          var y = valueOf(track, k, "y") - startY;
          reachX = Math.max(reachX, Math.abs(x));
          reachY = Math.max(reachY, Math.abs(y));
        }
      });
      var roomX = Math.max(1, stage.clientWidth / 2 - SHAPE_SIZE), roomY = Math.max(1, stage.clientHeight / 2 - SHAPE_SIZE / 2);
      fit = Math.min(1, reachX > 0 ? roomX / reachX : 1, reachY > 0 ? roomY / reachY : 1);
      stage.setAttribute("data-fit", String(fit));
    }

    function show(index) {
      frame = Math.max(0, Math.min(lastFrame, index));
      var applied = {};
      var translateX = 0, translateY = 0, rotate = 0, scaleX = 1, scaleY = 1;
      var offset = trackOf(node, "offset");
      if (offset) {
        translateX = applied["offset.x"] = valueOf(offset, frame, "x");
        translateY = applied["offset.y"] = valueOf(offset, frame, "y");
      }
      var position = trackOf(node, "position");
      if (position) {
        applied["position.x"] = valueOf(position, frame, "x");
        applied["position.y"] = valueOf(position, frame, "y");
        translateX += applied["position.x"] - valueOf(position, 0, "x");
        translateY += applied["position.y"] - valueOf(position, 0, "y");
      }
      var rotation = trackOf(node, "rotationEffect");
      if (rotation) rotate = applied["rotationEffect"] = valueOf(rotation, frame, "degrees");
      var scale = trackOf(node, "scaleEffect");
      if (scale) {
        scaleX = applied["scaleEffect.x"] = valueOf(scale, frame, "x");
        scaleY = applied["scaleEffect.y"] = valueOf(scale, frame, "y");
      }
      shape.style.transform = "translate(" + translateX * fit + "px, " + translateY * fit + "px) rotate(" + rotate + "deg) scale(" + scaleX + ", " + scaleY + ")";
      var opacity = trackOf(node, "opacity");
      shape.style.opacity = opacity ? String(applied["opacity"] = valueOf(opacity, frame, "value")) : "";
      var colour = null;
      for (var c = 0; c < COLOURS.length && !colour; c++) colour = trackOf(node, COLOURS[c]);
      if (colour) {
        var channel = function (name) { return Math.round(255 * Math.max(0, Math.min(1, valueOf(colour, frame, name)))); };
        applied["color.opacity"] = valueOf(colour, frame, "opacity");
        shape.style.backgroundColor = "rgba(" + channel("red") + ", " + channel("green") + ", " + channel("blue") + ", " + applied["color.opacity"] + ")";
      }
      var size = trackOf(node, "frame");
      var width = size && valueOf(size, frame, "width") !== null ? valueOf(size, frame, "width") : SHAPE_SIZE;
      var height = size && valueOf(size, frame, "height") !== null ? valueOf(size, frame, "height") : SHAPE_SIZE;
      if (size) { applied["frame.width"] = width; applied["frame.height"] = height; }
      shape.style.width = width * fit + "px";
      shape.style.height = height * fit + "px";
      shape.style.margin = (-height * fit / 2) + "px 0 0 " + (-width * fit / 2) + "px";
      var corner = trackOf(node, "cornerRadius") || trackOf(node, "clipShape");
      if (corner) {
        applied["cornerRadius"] = corner.values[frame][0];
        shape.style.borderRadius = applied["cornerRadius"] * fit + "px";
      }
      var blur = trackOf(node, "blur");
      shape.style.filter = blur ? "blur(" + (applied["blur"] = valueOf(blur, frame, "radius")) * fit + "px)" : "";
      shape.setAttribute("data-frame", String(frame));
      shape.setAttribute("data-values", JSON.stringify(applied));
      scrub.value = String(frame);
      readout.textContent = data.times[frame].toFixed(3) + " s";
    }

    function stop() {
      playing = false;
      play.textContent = play.getAttribute("data-play");
      play.setAttribute("aria-pressed", "false");
    }
    function tick(now) {
      if (!playing) return;
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
    play.addEventListener("click", function () { if (playing) stop(); else start(); });
    scrub.addEventListener("input", function () {
      stop();
      show(Number(scrub.value));
      clock = data.times[frame];
    });
    speedSelect.addEventListener("change", function () { speed = Number(speedSelect.value); });
    if (nodeSelect) {
      nodeSelect.addEventListener("change", function () {
        node = data.nodes[Number(nodeSelect.value)];
        computeFit();
        show(frame);
      });
    }
    computeFit();
    if (reduceMotion) {
      show(lastFrame);
    } else {
      show(0);
      start();
    }
  }
  document.querySelectorAll(".trace-replay").forEach(setupReplay);

  // Print every disclosure open.
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details").forEach(function (details) { details.open = true; });
  });

  showMarks();
})();
