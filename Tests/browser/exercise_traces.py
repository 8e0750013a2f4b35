"""What an exercise's traces must show on a lesson page, in either colour scheme: the starter's
trace beside the target's, both in the snippet block, the difference the terminal prints, and on
the target's charts the starter's series dashed (with a dashed legend swatch) at a contrast of at
least 3:1 to the chart's background (WCAG 1.4.11, non-text contrast).

Used by axe_check.py, which reads every lesson page once and checks it in both schemes."""

EXERCISE_FIGURES = """
    return Array.from(document.querySelectorAll('section.exercise')).map(function (section) {
      var figures = Array.from(section.querySelectorAll('figure.trace'));
      var target = section.querySelector('figure.trace.trace-target');
      var overlays = target ? Array.from(target.querySelectorAll('polyline.series.starter')) : [];
      var swatches = target ? Array.from(target.querySelectorAll('.chart-legend .swatch.starter')) : [];
      var background = target ? getComputedStyle(target).backgroundColor : '';
      return {id: section.id, classes: figures.map(function (f) { return f.className.replace(' replay-live', ''); }),
              inBlock: figures.every(function (f) { return f.parentElement.classList.contains('snippet-block'); }),
              difference: (section.querySelector('pre.command-output samp') || {}).textContent || '',
              reason: (section.querySelector('pre.command-output') || {dataset: {}}).dataset.difference || '',
              overlays: overlays.map(function (line) { var style = getComputedStyle(line);
                return {dash: style.strokeDasharray, stroke: style.stroke, background: background}; }),
              swatches: swatches.map(function (swatch) { return getComputedStyle(swatch).borderTopStyle; })};
    });"""


def rgb(color):
    """'rgb(1, 2, 3)' or 'rgba(1, 2, 3, 1)' -> (1, 2, 3)."""
    return tuple(int(float(part)) for part in color[color.index("(") + 1:color.index(")")].split(",")[:3])


def contrast(first, second):
    """The WCAG contrast ratio of two sRGB colours."""
    def luminance(color):
        channels = [value / 255 for value in color]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def exercise_problems(driver, page):
    """The exercises of the page open in the driver, in its current colour scheme: (problems,
    number of exercises, number of exercises whose target charts overlay the starter)."""
    problems = []
    exercises = overlaid = 0
    for exercise in driver.execute_script(EXERCISE_FIGURES):
        exercises += 1
        where = f"{page}#{exercise['id']}"
        if exercise["classes"] != ["trace trace-starter", "trace trace-target"]:
            problems.append(f"{where}: traces {exercise['classes']}, expected the starter's and the target's")
            continue
        if not exercise["inBlock"]:
            problems.append(f"{where}: a trace outside the snippet block")
        overlaid += bool(exercise["overlays"])
        difference = exercise["difference"]
        # The sentence is in the page's language; what kind of difference it is, in an attribute.
        if not (difference.startswith("✗ ") and exercise["id"].removeprefix("exercise-") in difference and exercise["reason"]):
            problems.append(f"{where}: the difference reads {difference!r} ({exercise['reason']!r})")
        # The target's charts carry the starter's values wherever the starter has the property;
        # a starter without it is what the difference says.
        lacking = exercise["reason"] == "untraced"
        if not (exercise["overlays"] or lacking):
            problems.append(f"{where}: no starter series on the target's charts: {difference}")
        if any(overlay["dash"] in ("", "none") for overlay in exercise["overlays"]):
            problems.append(f"{where}: a starter series is not dashed")
        if len(exercise["swatches"]) != len(exercise["overlays"]) or any(style != "dashed" for style in exercise["swatches"]):
            problems.append(f"{where}: legend swatches {exercise['swatches']} for {len(exercise['overlays'])} starter series")
        for overlay in exercise["overlays"]:
            ratio = contrast(rgb(overlay["stroke"]), rgb(overlay["background"]))
            if ratio < 3:
                problems.append(f"{where}: starter series {overlay['stroke']} on {overlay['background']}: {ratio:.2f}")
    return problems, exercises, overlaid
