// Parameter explorers (docs/AUTHORING.md, "Parameter explorers"): sliders over the grid of a
// snippet's marked literals. Every point's figure (replay, charts with the default drawn
// faintly, table, events) was rendered at build time from the engine's trace of that point;
// this script only swaps them in. An explorer's data is its own script file, added to the page
// when the explorer scrolls into view; it calls motionbookExplorer(ID, DATA). The chosen point
// is kept in the address's fragment: #snippet-ID:name=value,name=value.
(function () {
  "use strict";
  var explorers = {};

  function fragmentValues(id) {
    var prefix = "#snippet-" + id + ":";
    var hash = decodeURIComponent(window.location.hash || "");
    if (hash.indexOf(prefix) !== 0) return null;
    var values = {};
    hash.slice(prefix.length).split(",").forEach(function (pair) {
      var parts = pair.split("=");
      if (parts.length === 2) values[parts[0]] = parts[1];
    });
    return values;
  }

  function setup(root) {
    var id = root.getAttribute("data-snippet");
    var block = root.closest(".snippet-block");
    var parameters = Array.prototype.slice.call(root.querySelectorAll(".explorer-parameter")).map(function (element) {
      return {
        name: element.getAttribute("data-param"),
        labels: element.getAttribute("data-labels").split(" "),
        slider: element.querySelector(".explorer-slider"),
        number: element.querySelector(".explorer-number"),
        literals: block.querySelectorAll('.param-literal[data-param="' + element.getAttribute("data-param") + '"]'),
        index: Number(element.getAttribute("data-default")),
        fallback: Number(element.getAttribute("data-default"))
      };
    });
    var explorer = { root: root, block: block, parameters: parameters, data: null, requested: false };
    explorers["trace-" + id] = explorer;

    function pointIndex() {
      return parameters.reduce(function (index, parameter) { return index * parameter.labels.length + parameter.index; }, 0);
    }
    function showControls() {
      parameters.forEach(function (parameter) {
        var label = parameter.labels[parameter.index];
        parameter.slider.value = String(parameter.index);
        parameter.slider.setAttribute("aria-valuetext", parameter.name + " " + (window.motionbook && window.motionbook.decimal ? window.motionbook.decimal(label) : label));
        if (document.activeElement !== parameter.number) parameter.number.value = label;
        Array.prototype.forEach.call(parameter.literals, function (literal) { literal.textContent = label; });
      });
    }
    function render() {
      showControls();
      if (!explorer.data) return;
      var indices = explorer.data.points[pointIndex()];
      var html = indices.map(function (line) { return explorer.data.lines[line]; }).join("\n");
      var old = block.querySelector("figure.trace");
      var holder = document.createElement("div");
      holder.innerHTML = html;
      var figure = holder.querySelector("figure.trace");
      if (!figure) return;
      if (old) old.replaceWith(figure); else block.appendChild(figure);
      var replay = figure.querySelector(".trace-replay");
      if (replay && window.motionbookSetupReplay) window.motionbookSetupReplay(replay);
    }
    function remember() {
      var isDefault = parameters.every(function (parameter) { return parameter.index === parameter.fallback; });
      var fragment = "#snippet-" + id + (isDefault ? "" : ":" + parameters.map(function (parameter) {
        return parameter.name + "=" + parameter.labels[parameter.index];
      }).join(","));
      if (window.history && window.history.replaceState) window.history.replaceState(null, "", fragment);
    }
    function choose(parameter, index) {
      parameter.index = Math.max(0, Math.min(parameter.labels.length - 1, index));
      render();
      remember();
    }
    function nearest(parameter, text) {
      var value = Number(String(text).replace(",", "."));
      if (!isFinite(value)) return parameter.index;
      var best = 0;
      parameter.labels.forEach(function (label, index) {
        if (Math.abs(Number(label) - value) < Math.abs(Number(parameter.labels[best]) - value)) best = index;
      });
      return best;
    }
    parameters.forEach(function (parameter) {
      parameter.slider.addEventListener("input", function () { choose(parameter, Number(parameter.slider.value)); });
      parameter.number.addEventListener("change", function () {
        choose(parameter, nearest(parameter, parameter.number.value));
        parameter.number.value = parameter.labels[parameter.index];
      });
    });
    root.querySelector(".explorer-reset").addEventListener("click", function () {
      parameters.forEach(function (parameter) { parameter.index = parameter.fallback; });
      render();
      remember();
    });

    explorer.load = function () {
      if (explorer.requested) return;
      explorer.requested = true;
      var script = document.createElement("script");
      script.src = root.getAttribute("data-explorer-src");
      document.body.appendChild(script);
    };
    explorer.loaded = function (data) {
      explorer.data = data;
      root.classList.add("explorer-ready");
      render();
    };

    var wanted = fragmentValues(id);
    if (wanted) {
      parameters.forEach(function (parameter) {
        if (wanted[parameter.name] !== undefined) parameter.index = nearest(parameter, wanted[parameter.name]);
      });
      showControls();
      explorer.load();
      block.scrollIntoView();
    }
    root.hidden = false;
    if ("IntersectionObserver" in window) {
      var observer = new IntersectionObserver(function (entries) {
        if (entries.some(function (entry) { return entry.isIntersecting; })) {
          observer.disconnect();
          explorer.load();
        }
      }, { rootMargin: "200px" });
      observer.observe(block);
    } else {
      explorer.load();
    }
  }

  // Called by each explorer's data file.
  window.motionbookExplorer = function (id, data) {
    var explorer = explorers[id];
    if (explorer) explorer.loaded(data);
  };
  document.querySelectorAll(".explorer[data-explorer-src]").forEach(setup);
})();
