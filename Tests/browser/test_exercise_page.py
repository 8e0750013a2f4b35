"""`motionbook exercise check … --html PAGE` in Chromium: for a failing attempt at the course's
first exercise, the solution's scene as a faint ghost over the learner's stage at the replay's
time, the first differing property's two curves on one chart (the learner's dashed), and the
first difference marked on the scrubbers, the charts and the table; for a passing attempt, the
verdict and no marks; axe-core's WCAG 2.2 A/AA rules on both pages in both colour schemes.

Run by Tests/browser/run:  python test_exercise_page.py MOTIONBOOK CONTENT ARTEFACTS
It starts the exercise in German in a scratch folder, checks the starter (failing), then the
lesson's solution (passing), each with --html."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from browser_support import assert_clean_console, make_driver, run_tests
from axe_check import AXE, axe_violations, set_colour_scheme

MOTIONBOOK, CONTENT, ARTEFACTS = (os.path.abspath(argument) for argument in sys.argv[1:4])
EXERCISE = "move-and-grow"
LESSON = os.path.join(CONTENT, "de", "01-how-animation-works.md")
WORK = tempfile.mkdtemp(prefix="exercise-page-")


def tool(*arguments):
    return subprocess.run([MOTIONBOOK, "exercise", *arguments, "--content", CONTENT], cwd=WORK, capture_output=True, text=True)


def pages():
    """The failing and the passing page, written once."""
    if not hasattr(pages, "made"):
        assert tool("start", EXERCISE, "--lang", "de").returncode == 0
        failing = tool("check", EXERCISE, "--html", "failing.html")
        assert failing.returncode == 1, failing.stdout + failing.stderr
        solution = re.search(r"```swift solution for=" + EXERCISE + r"\n(.*?)\n```", open(LESSON, encoding="utf-8").read(), re.S)
        with open(os.path.join(WORK, "exercises", EXERCISE, "main.swift"), "w", encoding="utf-8") as file:
            file.write(solution.group(1) + "\n")
        passing = tool("check", EXERCISE, "--html", "passing.html")
        assert passing.returncode == 0, passing.stdout + passing.stderr
        pages.made = ("file://" + os.path.join(WORK, "failing.html"), "file://" + os.path.join(WORK, "passing.html"))
    return pages.made


SCRUB = """
var figure = document.querySelector(arguments[0]);
figure.querySelector('.replay-play').getAttribute('aria-pressed') === 'true' && figure.querySelector('.replay-play').click();
var scrub = figure.querySelector('.replay-scrub');
scrub.value = String(arguments[1]);
scrub.dispatchEvent(new Event('input'));"""

CIRCLE_LEFT = """
var stage = document.querySelector(arguments[0]);
var node = Array.from(stage.querySelectorAll('.scene-node')).find(function (n) { return /Circle$/.test(n.getAttribute('data-node')); });
return node ? parseFloat(node.style.left) : null;"""


def test_a_failing_attempt_shows_the_solution_as_a_ghost_and_marks_the_first_difference(driver):
    driver.get(pages()[0])
    verdict = driver.execute_script("return document.querySelector('p.exercise-verdict').textContent;")
    assert verdict.startswith(f"✗ {EXERCISE} ist noch nicht bestanden: offset.x von Circle weicht zuerst bei 0,2 s ab"), verdict
    ghost = driver.execute_script(
        "var g = document.querySelector('figure.trace-attempt .replay-ghost');"
        "return g && [g.hidden, g.getAttribute('aria-hidden'), g.querySelectorAll('.scene-node').length, getComputedStyle(g).opacity];")
    assert ghost and ghost[0] is False and ghost[1] == "true" and ghost[2] > 0 and float(ghost[3]) < 1, ghost
    # At 0.4 s the learner's circle is already at 120; the ghost is where the solution's own
    # replay draws it at that time.
    driver.execute_script(SCRUB, "figure.trace-attempt", 0.4)
    driver.execute_script(SCRUB, "figure.trace-target", 0.4)
    mine = driver.execute_script(CIRCLE_LEFT, "figure.trace-attempt .replay-stage")
    ghosted = driver.execute_script(CIRCLE_LEFT, "figure.trace-attempt .replay-ghost .replay-stage")
    solution = driver.execute_script(CIRCLE_LEFT, "figure.trace-target .replay-stage")
    assert None not in (mine, ghosted, solution), (mine, ghosted, solution)
    assert abs(ghosted - solution) < 0.01 and mine - ghosted > 10, (mine, ghosted, solution)
    # The differing property's chart on the solution's figure: its own curve and the learner's, dashed.
    curves = driver.execute_script("""
      var chart = Array.from(document.querySelectorAll('figure.trace-target .trace-chart')).find(function (c) {
        return /offset\\.x/.test(c.querySelector('.chart-title').textContent); });
      return chart && [chart.querySelectorAll('polyline.series:not(.starter)').length, chart.querySelectorAll('polyline.series.starter').length,
        getComputedStyle(chart.querySelector('polyline.series.starter')).strokeDasharray,
        chart.querySelectorAll('line.difference-mark').length];""")
    assert curves and curves[0] >= 1 and curves[1] >= 1 and curves[2] not in ("", "none") and curves[3] == 1, curves
    # The first difference on each figure's scrubber and in each table of all frames.
    marks = driver.execute_script(
        "return [document.querySelectorAll('.replay-mark.mark-difference').length,"
        " Array.from(document.querySelectorAll('tr.difference-row th')).map(function (th) { return th.textContent; })];")
    assert marks[0] == 2 and marks[1] and all(float(time.replace(",", ".")) == 0.2 for time in marks[1]), marks
    assert_clean_console(driver, "failing attempt")


def test_a_passing_attempt_says_so_and_marks_nothing(driver):
    driver.get(pages()[1])
    verdict = driver.execute_script(
        "var p = document.querySelector('p.exercise-verdict'); return [p.className, p.textContent];")
    assert verdict[0] == "exercise-verdict passes" and verdict[1].startswith(f"✓ {EXERCISE} ist bestanden"), verdict
    assert driver.execute_script(
        "return document.querySelectorAll('.difference-mark, .difference-row, .mark-difference').length;") == 0
    assert_clean_console(driver, "passing attempt")


def test_both_pages_pass_axe_in_both_schemes(driver):
    found = []
    for page in pages():
        for scheme in ("light", "dark"):
            set_colour_scheme(driver, scheme)
            driver.get(page)
            driver.execute_script(AXE)
            found += [f"{page} ({scheme}): {v['id']} {', '.join(v['targets'])}" for v in axe_violations(driver, page)]
    set_colour_scheme(driver, "light")
    assert not found, found


def screenshot(driver, name):
    os.makedirs(ARTEFACTS, exist_ok=True)
    driver.save_screenshot(os.path.join(ARTEFACTS, name + ".png"))


def main():
    try:
        return run_tests([value for name, value in globals().items() if name.startswith("test_")], "exercise page", screenshot)
    finally:
        shutil.rmtree(WORK, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
