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

  // Print every disclosure open.
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details").forEach(function (details) { details.open = true; });
  });

  showMarks();
})();
