// The page of `motionbook preview` (SiteBuilder/Pages/PreviewPage.swift). The server owns the
// state: the program's figures, the script, the problems of the last attempt, the counters
// (MotionbookCLI/Preview/PreviewStateJSON.swift). This script draws that state, swaps in a
// figure whose markup changed (starting its replay with motionbook.js's motionbookSetupReplay)
// and leaves the others, the controls and the scroll position as they are; it holds the
// server's build-id request open and fetches the state again when the id changes (a save, or a
// change from another window). A click on a stage is a press: where the pointer went and when,
// sent with the scrubber's time; the server makes it a tap or a drag and names its target.
// Every change is a GET with the header X-Motionbook-Preview (the server refuses it without).
(function () {
  "use strict";
  var BASE = "/__motionbook/preview/";
  var version = null, busy = false;
  var shown = {};
  var status = document.querySelector(".preview-status");
  var controls = document.querySelector(".preview-controls");
  var errorBox = document.querySelector(".preview-error");
  var errorText = document.querySelector(".preview-error-text");
  var steps = document.querySelector(".preview-steps");
  var flags = document.querySelector(".preview-flags code");
  var fence = document.querySelector(".preview-fence code");
  var figures = document.querySelector(".preview-figures");
  var addForm = document.querySelector(".preview-add");
  // The page's words, in its language (PreviewPage.scriptStrings), with %@ and %lld filled in order.
  var words = JSON.parse(document.getElementById("preview-strings").textContent);
  function t(key) {
    var text = words[key] || key;
    for (var i = 1; i < arguments.length; i++) text = text.replace(/%(@|lld)/, String(arguments[i]));
    return text;
  }
  var ALL = controls.elements.preview.options[0].textContent;
  var PLACEHOLDERS = { tap: "", drag: "DX,DY,SECONDS", scroll: "DX,DY,SECONDS", pinch: "SCALE,DEGREES[,DX,DY],SECONDS" };

  function query(params) {
    return Object.keys(params).map(function (key) {
      return encodeURIComponent(key) + "=" + encodeURIComponent(params[key]);
    }).join("&");
  }
  function get(path, params) {
    return fetch(BASE + path + (params ? "?" + query(params) : ""), { cache: "no-store" }).then(function (r) { return r.json(); });
  }
  // A change of the script or the controls; the answer is the state after the run.
  function change(params) {
    status.textContent = t("preview.running");
    return fetch(BASE + "change?" + query(params), { cache: "no-store", headers: { "X-Motionbook-Preview": "1" } })
      .then(function (r) { return r.json(); })
      .then(function (answer) {
        if (answer.error) { status.textContent = answer.error; return; }
        render(answer);
      }, function () { status.textContent = t("preview.noServer"); });
  }

  function render(state) {
    if (version !== null && state.version < version) return;
    version = state.version;
    status.textContent = t("preview.status", state.version, state.compiles, state.runs, state.milliseconds);
    status.setAttribute("data-version", String(state.version));
    renderControls(state);
    var problems = state.errors.map(function (e) { return e.text; });
    if (state.problem) problems.push(state.problem);
    errorBox.hidden = problems.length === 0;
    errorText.textContent = problems.join("\n");
    renderSteps(state);
    // A lesson snippet's scenario is its fence's: `run LESSON SNIPPET` takes no flags.
    flags.textContent = state.command;
    flags.parentNode.hidden = flags.parentNode.previousElementSibling.hidden = state.flags === null;
    fence.textContent = state.fence || t("preview.none");
    renderFigures(state.figures);
  }

  function renderControls(state) {
    var select = controls.elements.preview;
    var options = [["", ALL]].concat(state.previews.map(function (name, i) { return [String(i + 1), (i + 1) + ": " + name]; }));
    if (select.options.length !== options.length || Array.prototype.some.call(select.options, function (o, i) { return o.textContent !== options[i][1]; })) {
      select.textContent = "";
      options.forEach(function (pair) {
        var option = document.createElement("option");
        option.value = pair[0];
        option.textContent = pair[1];
        select.appendChild(option);
      });
    }
    select.closest("label").hidden = state.previews.length < 2;
    select.value = state.preview || "";
    if (document.activeElement !== controls.elements.duration) controls.elements.duration.value = state.duration || "";
    controls.elements.device.value = state.device;
    controls.elements["color-scheme"].value = state.colorScheme;
  }

  function renderSteps(state) {
    steps.textContent = "";
    state.steps.forEach(function (step, index) {
      var item = document.createElement("li");
      var code = document.createElement("code");
      // As a flag of `run`, or for a lesson snippet (no flags) as a fence key.
      code.textContent = state.flags === null ? step.key + "=" + step.text : "--" + step.key + " '" + step.text + "'";
      var remove = document.createElement("button");
      remove.type = "button";
      remove.className = "preview-remove";
      remove.textContent = t("preview.remove");
      remove.setAttribute("aria-label", t("preview.removeStep", step.key + " " + step.text));
      remove.addEventListener("click", function () { change({ action: "remove", index: index }); });
      item.appendChild(code);
      item.appendChild(document.createTextNode(" "));
      item.appendChild(remove);
      steps.appendChild(item);
    });
  }

  function renderFigures(list) {
    var keep = {};
    var previous = null;
    list.forEach(function (figure) {
      keep[figure.id] = true;
      var element = figures.querySelector('[data-figure="' + figure.id + '"]');
      if (!element || shown[figure.id] !== figure.html) {
        var holder = document.createElement("div");
        holder.innerHTML = figure.html;
        var fresh = holder.firstElementChild;
        if (element) figures.replaceChild(fresh, element); else figures.appendChild(fresh);
        element = fresh;
        shown[figure.id] = figure.html;
        element.querySelectorAll(".trace-replay").forEach(function (replay) {
          window.motionbookSetupReplay(replay);
          pointable(replay, figure.id);
        });
      }
      // Keep the server's order.
      if (previous ? previous.nextElementSibling !== element : figures.firstElementChild !== element) {
        figures.insertBefore(element, previous ? previous.nextElementSibling : figures.firstElementChild);
      }
      previous = element;
    });
    Array.prototype.slice.call(figures.children).forEach(function (element) {
      var id = element.getAttribute("data-figure");
      if (!keep[id]) { figures.removeChild(element); delete shown[id]; }
    });
  }

  // The stage of a replay: a press on a view is sent as a tap or a drag at the scrubber's time.
  function pointable(replay, id) {
    var stage = replay.querySelector(".replay-stage");
    var scrub = replay.querySelector(".replay-scrub");
    stage.classList.add("preview-pointable");
    var press = null;
    function point(event) {
      var box = stage.getBoundingClientRect();
      var scale = Number(stage.getAttribute("data-scale")) || 1;
      var x = (event.clientX - box.left) / scale, y = (event.clientY - box.top) / scale;
      return Math.round(x * 10) / 10 + "," + Math.round(y * 10) / 10 + "," + Math.max(0, Math.round(event.timeStamp - press.start)) / 1000;
    }
    stage.addEventListener("pointerdown", function (event) {
      if (event.button !== 0) return;
      var node = event.target.closest("[data-node]");
      if (!node || !stage.contains(node)) return;
      event.preventDefault();
      press = { node: node.getAttribute("data-node"), time: Number(scrub.value), start: event.timeStamp, samples: [] };
      press.samples.push(point(event));
      try { stage.setPointerCapture(event.pointerId); } catch (e) { /* a pointer the browser does not track */ }
    });
    stage.addEventListener("pointermove", function (event) {
      if (press) press.samples.push(point(event));
    });
    stage.addEventListener("pointerup", function (event) {
      if (!press) return;
      press.samples.push(point(event));
      var done = press;
      press = null;
      change({ action: "press", figure: id, node: done.node, time: round(done.time), path: done.samples.join(";") });
    });
    stage.addEventListener("pointercancel", function () { press = null; });
    // The small menu: a right click fills the form with the view's name, for a scroll or a pinch.
    stage.addEventListener("contextmenu", function (event) {
      var node = event.target.closest("[data-node]");
      if (!node) return;
      event.preventDefault();
      get("target", { figure: id, node: node.getAttribute("data-node"), time: round(Number(scrub.value)) }).then(function (answer) {
        if (answer.error) { status.textContent = answer.error; return; }
        addForm.elements.target.value = answer.target;
        addForm.elements.time.value = round(Number(scrub.value));
        if (addForm.elements.kind.value === "tap") addForm.elements.kind.value = "scroll";
        kindChanged();
        addForm.elements.kind.focus();
        status.textContent = t("preview.menuHint", answer.target);
      });
    });
  }
  function round(seconds) { return String(Math.round(seconds * 1000) / 1000); }

  function kindChanged() {
    var kind = addForm.elements.kind.value;
    addForm.elements.values.placeholder = PLACEHOLDERS[kind];
    addForm.elements.values.disabled = kind === "tap";
  }
  addForm.elements.kind.addEventListener("change", kindChanged);
  addForm.addEventListener("submit", function (event) {
    event.preventDefault();
    var f = addForm.elements;
    var text = f.target.value.trim() + "@" + f.time.value.trim() + (f.kind.value === "tap" ? "" : ":" + f.values.value.replace(/\s+/g, ""));
    change({ action: "add", kind: f.kind.value, event: text });
  });
  kindChanged();

  controls.addEventListener("change", function (event) {
    var name = event.target.name;
    if (!name) return;
    var params = { action: "set" };
    params[name] = event.target.value.trim();
    change(params);
  });
  controls.addEventListener("submit", function (event) { event.preventDefault(); });

  // The server's build id changes with every attempt: hold the request until it does.
  function ask() {
    if (busy || document.hidden) return;
    busy = true;
    fetch("/__motionbook/build-id?after=v" + (version === null ? "" : version), { cache: "no-store" })
      .then(function (r) { if (!r.ok) throw r; return r.text(); })
      .then(function () { return get("state").then(render); })
      .then(function () { busy = false; ask(); }, function () { busy = false; setTimeout(ask, 1000); });
  }
  document.addEventListener("visibilitychange", function () { if (!document.hidden) ask(); });
  get("state").then(function (state) { render(state); ask(); }, function () { status.textContent = t("preview.noServer"); ask(); });
})();
