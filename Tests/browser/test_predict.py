"""Real-browser test of a question about a variant and of a predict-first block on the fixture
site (Tests/SiteBuilderTests/Fixtures/site/content/de/02-escaping.md): the question `lab-quiz`
asks where `slider-lab` with duration=0.5 delay=0.15 (off its explorer's grid) has the square at
0.5 s; once it is answered the page reveals that variant's figure — its replay, its chart with the
snippet as written dashed beneath it, the asked moment marked on the chart, the scrubber and the
table's row — and its table agrees with `motionbook run ... --param`. The block `guess-lab`
(predict="offset.x 0.5") shows no figure until a guess is committed with the keyboard; then
the trace appears with its table, the guess drawn on the chart, and how far off it was; without
JavaScript the figure is simply shown (its table sealed). axe-core's WCAG 2.2 A/AA rules find
nothing on either block once revealed.

Run by Tests/browser/run after it has built the fixture site:
    python test_predict.py FIXTURE_SITE ARTEFACTS MOTIONBOOK FIXTURE_CONTENT
"""
import os
import subprocess
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_support import assert_clean_console, make_driver, run_tests, url, wait
from test_explorer import axe_script

SITE, ARTEFACTS, MOTIONBOOK, CONTENT = (os.path.abspath(path) for path in sys.argv[1:5])
PAGE = "de/02-escaping.html"
QUESTION = "#quiz-lab-quiz-q1"
PREDICT = "#predict-guess-lab"
REVEAL = '.predict-reveal[data-predict="predict-guess-lab"]'
VARIANT = {"duration": "0.5", "delay": "0.15"}
# The German page writes its numbers (the table, the marks' titles, the guess's result) with a decimal comma.
COMMA = str.maketrans(".", ",")


def engine_rows(snippet, values):
    """offset.x every 0.1 s as `motionbook run ... --param` prints it: {0.5: 30.0, ...}."""
    arguments = [MOTIONBOOK, "run", os.path.join(CONTENT, "de/02-escaping.md"), snippet, "--format", "csv",
                 "--every", "0.1", "--show", "offset.x"]
    for name, value in values.items():
        arguments += ["--param", f"{name}={value}"]
    out = subprocess.run(arguments, check=True, capture_output=True, text=True).stdout.strip().split("\n")
    assert out[0] == "t,offset.x", out
    return {round(float(t), 3): float(x) for t, x in (line.split(",") for line in out[1:])}


def table_rows(driver, figure):
    return driver.execute_script("""
        var rows = {};
        document.querySelector(arguments[0]).querySelector('table.trace-table').querySelectorAll('tbody tr').forEach(function (row) {
            rows[row.querySelector('th').textContent] = [row.querySelector('td').textContent, row.classList.contains('difference-row')];
        });
        return rows;""", figure)


def answer_variant_question(driver, text):
    driver.get(url(SITE, PAGE))
    question = driver.find_element(By.CSS_SELECTOR, QUESTION)
    driver.execute_script("arguments[0].scrollIntoView()", question)
    # Before the answer the variant's figure is nowhere in the page, nor its file loaded.
    assert not driver.find_elements(By.CSS_SELECTOR, "figure.trace-variant")
    assert not driver.execute_script(
        "return Array.prototype.some.call(document.scripts, function (s) { return s.src.indexOf('quiz-lab-quiz-q1.js') >= 0; })")
    field = question.find_element(By.CSS_SELECTOR, "input[type=text]")
    field.send_keys(text, Keys.ENTER)
    wait(driver, lambda d: "answered" in question.get_attribute("class"))
    return question


def test_answering_a_variant_question_reveals_the_variant(driver):
    question = answer_variant_question(driver, "42")
    figure = f"{QUESTION} figure.trace.trace-variant"
    # The figure comes from its own file, which the page loads only now.
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, figure))
    assert driver.find_element(By.CSS_SELECTOR, figure).is_displayed()
    # The replay runs, the chart draws the snippet as written dashed beneath, the moment is marked.
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, f"{figure} .trace-replay").is_displayed())
    assert driver.find_elements(By.CSS_SELECTOR, f"{figure} svg.chart polyline.series.starter")
    mark = driver.find_element(By.CSS_SELECTOR, f"{figure} svg.chart line.difference-mark")
    assert "0,5 s" in mark.get_attribute("textContent"), mark.get_attribute("textContent")
    assert driver.find_elements(By.CSS_SELECTOR, f"{figure} .replay-marks .mark-difference")
    # The table is the engine's trace of that variant, the asked moment's row marked.
    engine = engine_rows("slider-lab", VARIANT)
    shown = table_rows(driver, figure)
    assert len(shown) == len(engine), (shown, engine)
    for time, value in engine.items():
        cell, marked = shown[f"{time:.1f}".translate(COMMA)]
        assert abs(float(cell.replace(",", ".")) - value) < 1e-3, f"at {time} s the table shows {cell}, the engine {value}"
        assert marked == (time == 0.5), f"row {time} marked: {marked}"
    # The value asked about: 30 points at 0.5 s, as check verified; the learner's 42 was wrong.
    assert abs(engine[0.5] - 30) < 0.5, engine
    assert "wrong" in question.get_attribute("class")
    # The replay draws the square where the engine puts it at the asked moment.
    drawn = driver.execute_script("""
        var root = document.querySelector(arguments[0] + ' .trace-replay');
        var scrub = root.querySelector('.replay-scrub'), stage = root.querySelector('.replay-stage');
        var square = stage.querySelector('[data-node$="Rectangle"]');
        function at(t) { scrub.value = String(t); scrub.dispatchEvent(new Event('input'));
                         var box = square.getBoundingClientRect(); return box.left + box.width / 2; }
        var start = at(0), later = at(0.5);
        return (later - start) / Number(stage.getAttribute('data-scale'));""", figure)
    assert abs(drawn - engine[0.5]) < 0.5, f"the replay draws the square {drawn} pt along at 0.5 s"
    assert_clean_console(driver, PAGE)


def test_a_predict_block_shows_the_trace_after_a_guess(driver):
    driver.get(url(SITE, PAGE))
    block = driver.find_element(By.CSS_SELECTOR, PREDICT)
    driver.execute_script("arguments[0].scrollIntoView()", block)
    figure = block.find_element(By.CSS_SELECTOR, "figure.trace")
    assert not figure.is_displayed(), "the trace shows before the guess"
    assert not block.find_elements(By.CSS_SELECTOR, "table.trace-table"), "the table is in the page before the guess"
    reveal = driver.find_element(By.CSS_SELECTOR, REVEAL)
    assert not reveal.is_displayed(), "the prose about the result shows before the guess"
    screenshot(driver, "predict-before")
    field = block.find_element(By.CSS_SELECTOR, ".predict-guess")
    label = driver.find_element(By.CSS_SELECTOR, f'label[for="{field.get_attribute("id")}"]')
    assert label.text.strip(), "the guess field has no label"
    # Keyboard alone: a wrong number is refused, then a guess committed with Enter.
    field.send_keys("abc", Keys.ENTER)
    assert not figure.is_displayed()
    field.clear()
    field.send_keys("50", Keys.ENTER)
    wait(driver, lambda d: figure.is_displayed())
    assert reveal.is_displayed() and "66,66" in reveal.text, "the prose about the result is not shown with the figure"
    engine = engine_rows("guess-lab", {})
    shown = table_rows(driver, f"{PREDICT} figure.trace")
    for time, value in engine.items():
        cell, _ = shown[f"{time:.1f}".translate(COMMA)]
        assert abs(float(cell.replace(",", ".")) - value) < 1e-3, f"at {time} s the table shows {cell}, the engine {value}"
    guess = block.find_element(By.CSS_SELECTOR, "svg.chart .guess-mark")
    assert "50" in guess.get_attribute("textContent")
    # The guess is drawn at 0.5 s and 50 on the chart's axes.
    where = driver.execute_script("""
        var svg = document.querySelector(arguments[0] + ' svg.chart[data-value-low]');
        var dot = svg.querySelector('.guess-mark circle');
        function n(name) { return Number(svg.getAttribute(name)); }
        var t = (Number(dot.getAttribute('cx')) - n('data-plot-start')) / (n('data-plot-end') - n('data-plot-start')) * n('data-time-end');
        var v = n('data-value-low') + (Number(dot.getAttribute('cy')) - n('data-plot-bottom')) / (n('data-plot-top') - n('data-plot-bottom')) * (n('data-value-high') - n('data-value-low'));
        return [t, v];""", PREDICT)
    assert abs(where[0] - 0.5) < 1e-6 and abs(where[1] - 50) < 1e-6, where
    feedback = block.find_element(By.CSS_SELECTOR, ".predict-feedback").text
    actual = engine[0.5]
    expected = [f"{round(actual, 2):g}".translate(COMMA), f"{round(abs(50 - actual), 2):g}".translate(COMMA)]
    assert "50" in feedback and all(text in feedback for text in expected), (feedback, expected)
    screenshot(driver, "predict-after")
    assert_clean_console(driver, PAGE)


def test_without_javascript_the_figure_is_shown(driver):
    plain = make_driver(javascript=False)
    try:
        plain.get(url(SITE, PAGE))
        block = plain.find_element(By.CSS_SELECTOR, PREDICT)
        assert block.find_element(By.CSS_SELECTOR, "figure.trace").is_displayed()
        assert not block.find_element(By.CSS_SELECTOR, ".predict-form").is_displayed()
        assert block.find_element(By.CSS_SELECTOR, ".predict-table-note").is_displayed()
        assert plain.find_element(By.CSS_SELECTOR, REVEAL).is_displayed(), "without the script the prose about the result is hidden"
    finally:
        plain.quit()


def test_revealed_blocks_have_no_wcag_violation_in_either_scheme(driver):
    answer_variant_question(driver, "30")
    block = driver.find_element(By.CSS_SELECTOR, PREDICT)
    block.find_element(By.CSS_SELECTOR, ".predict-guess").send_keys("50", Keys.ENTER)
    wait(driver, lambda d: "predicted" in block.get_attribute("class"))
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, f"{QUESTION} figure.trace-variant"))
    driver.execute_script("document.querySelector(arguments[0]).scrollIntoView()", QUESTION)
    screenshot(driver, "variant-revealed")
    driver.execute_script(axe_script())
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        # The two blocks (the fixture page's own chrome is axe_check.py's, on the course).
        violations = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            axe.run({include: [[arguments[0]], [arguments[1]]]}, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
                    resultTypes: ['violations']})
              .then(function (result) { done(result.violations.map(function (v) {
                  return v.id + ': ' + v.nodes.map(function (n) { return n.target.join(' '); }).join(', '); })); });""",
            QUESTION, PREDICT)
        assert not violations, f"{scheme}: {violations}"
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    for control in block.find_elements(By.CSS_SELECTOR, "input, button"):
        size = control.size
        assert size["width"] >= 24 and size["height"] >= 24, f"{control.get_attribute('class')}: {size}"


def screenshot(driver, name):
    driver.save_screenshot(os.path.join(ARTEFACTS, f"predict-{name}.png"))


if __name__ == "__main__":
    sys.exit(run_tests([test_answering_a_variant_question_reveals_the_variant, test_a_predict_block_shows_the_trace_after_a_guess,
                        test_without_javascript_the_figure_is_shown, test_revealed_blocks_have_no_wcag_violation_in_either_scheme],
                       "predict", screenshot))
