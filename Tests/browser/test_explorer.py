"""Real-browser test of a parameter explorer (SiteBuilder/Explorers, site/explorer.js) on the
fixture site's `slider-lab` snippet (Tests/SiteBuilderTests/Fixtures/site/content/de/02-escaping.md,
param="duration 0.2...0.6 step 0.2; delay 0...0.2 step 0.1"): each slider is moved with the
keyboard alone to a grid point, and what the page then shows — the table's cells, the literal in
the code, where the replay draws the square at a time — is compared with what the built tool
prints for the same point (`motionbook run LESSON slider-lab --param NAME=VALUE ...`); the number
field, a link and the reset; the controls' size; axe-core's WCAG 2.2 A/AA rules with a variant shown.

Run by Tests/browser/run after it has built the fixture site:
    python test_explorer.py FIXTURE_SITE ARTEFACTS MOTIONBOOK FIXTURE_CONTENT
"""
import glob
import os
import subprocess
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_support import assert_clean_console, make_driver, run_tests, url, wait

SITE, ARTEFACTS, MOTIONBOOK, CONTENT = (os.path.abspath(path) for path in sys.argv[1:5])
PAGE = "de/02-escaping.html"
BLOCK = "#snippet-slider-lab"
# The German page writes its numbers (the table, the slider's value text) with a decimal comma.
COMMA = str.maketrans(".", ",")


def engine_rows(values):
    """offset.x every 0.1 s as `motionbook run ... --param` prints it: {"0.5": "75", ...}."""
    arguments = [MOTIONBOOK, "run", os.path.join(CONTENT, "de/02-escaping.md"), "slider-lab", "--format", "csv",
                 "--every", "0.1", "--show", "offset.x"]
    for name, value in values.items():
        arguments += ["--param", f"{name}={value}"]
    out = subprocess.run(arguments, check=True, capture_output=True, text=True).stdout.strip().split("\n")
    assert out[0] == "t,offset.x", out
    return {float(t): float(x) for t, x in (line.split(",") for line in out[1:])}


def page_rows(driver):
    """The figure's table (every `every` seconds): time → offset.x, as the page shows them."""
    return driver.execute_script("""
        var rows = {};
        document.querySelector(arguments[0] + ' figure.trace table.trace-table').querySelectorAll('tbody tr').forEach(function (row) {
            rows[row.querySelector('th').textContent] = row.querySelector('td').textContent;
        });
        return rows;""", BLOCK)


def drawn_offset(driver, seconds):
    """Where the replay draws the square at `seconds`, in points from where it is drawn at 0 s."""
    return driver.execute_script("""
        var root = document.querySelector(arguments[0] + ' .trace-replay');
        var scrub = root.querySelector('.replay-scrub'), stage = root.querySelector('.replay-stage');
        var square = stage.querySelector('[data-node$="Rectangle"]');
        function at(t) {
            scrub.value = String(t);
            scrub.dispatchEvent(new Event('input'));
            var box = square.getBoundingClientRect();
            return box.left + box.width / 2;
        }
        var start = at(0), later = at(arguments[1]);
        return (later - start) / Number(stage.getAttribute('data-scale'));""", BLOCK, seconds)


def open_explorer(driver):
    driver.get(url(SITE, PAGE))
    explorer = driver.find_element(By.CSS_SELECTOR, f"{BLOCK} .explorer")
    driver.execute_script("arguments[0].scrollIntoView()", explorer)
    wait(driver, lambda d: "explorer-ready" in explorer.get_attribute("class"))
    return explorer


def check_point(driver, values):
    """The page agrees with the engine at the point `values` (name → grid label)."""
    for name, label in values.items():
        literal = driver.find_element(By.CSS_SELECTOR, f'{BLOCK} .param-literal[data-param="{name}"]').text
        assert literal == label, f"the code shows {name}: {literal}, expected {label}"
        slider = driver.find_element(By.CSS_SELECTOR, f"#explorer-slider-lab-{name}")
        assert slider.get_attribute("aria-valuetext") == f"{name} {label.translate(COMMA)}", slider.get_attribute("aria-valuetext")
    engine = engine_rows(values)
    shown = page_rows(driver)
    assert len(shown) == len(engine), (shown, engine)
    for time, value in engine.items():
        cell = shown.get(f"{time:.1f}".translate(COMMA))
        assert cell is not None and "." not in cell, f"at {time} s the table shows {cell}"
        assert abs(float(cell.replace(",", ".")) - value) < 1e-3, f"at {time} s the table shows {cell}, the engine {value}"
    for time in (0.4, 0.5, 0.7):
        drawn = drawn_offset(driver, time)
        assert abs(drawn - engine[time]) < 0.5, f"at {time} s the replay draws the square {drawn} pt along, the engine says {engine[time]}"
    fragment = driver.execute_script("return decodeURIComponent(location.hash)")
    assert fragment == "#snippet-slider-lab:" + ",".join(f"{n}={v}" for n, v in values.items()), fragment


def test_each_slider_moves_to_a_grid_point_with_the_keyboard(driver):
    open_explorer(driver)
    duration = driver.find_element(By.CSS_SELECTOR, "#explorer-slider-lab-duration")
    duration.send_keys(Keys.END)
    check_point(driver, {"duration": "0.6", "delay": "0.1"})
    delay = driver.find_element(By.CSS_SELECTOR, "#explorer-slider-lab-delay")
    delay.send_keys(Keys.HOME)
    check_point(driver, {"duration": "0.6", "delay": "0"})
    duration.send_keys(Keys.ARROW_LEFT)
    check_point(driver, {"duration": "0.4", "delay": "0"})
    assert_clean_console(driver, PAGE)


def test_the_number_field_and_a_link_show_the_same_point(driver):
    explorer = open_explorer(driver)
    field = explorer.find_element(By.CSS_SELECTOR, '[data-param="delay"] .explorer-number')
    field.clear()
    field.send_keys("0.2", Keys.ENTER)
    check_point(driver, {"duration": "0.4", "delay": "0.2"})
    link = driver.current_url
    driver.get("about:blank")
    driver.get(link)
    explorer = driver.find_element(By.CSS_SELECTOR, f"{BLOCK} .explorer")
    wait(driver, lambda d: "explorer-ready" in explorer.get_attribute("class"))
    check_point(driver, {"duration": "0.4", "delay": "0.2"})
    # Back to the code's own values: the fragment names the snippet alone.
    explorer.find_element(By.CSS_SELECTOR, ".explorer-reset").click()
    assert driver.find_element(By.CSS_SELECTOR, f'{BLOCK} .param-literal[data-param="delay"]').text == "0.1"
    assert_clean_console(driver, PAGE)


def test_controls_are_large_enough(driver):
    explorer = open_explorer(driver)
    for control in explorer.find_elements(By.CSS_SELECTOR, "input, button"):
        size = control.size
        assert size["width"] >= 24 and size["height"] >= 24, f"{control.get_attribute('class')}: {size}"


def axe_script():
    explicit = os.environ.get("AXE_JS")
    prefix = os.path.dirname(os.path.dirname(os.path.abspath(sys.executable)))
    candidates = [explicit] if explicit else glob.glob(
        os.path.join(prefix, "lib", "python3*", "site-packages", "axe_playwright_python", "axe.min.js"))
    assert candidates and os.path.isfile(candidates[0]), "no axe.min.js (install axe-playwright-python or set AXE_JS)"
    with open(candidates[0], encoding="utf-8") as file:
        return file.read()


def test_a_variant_has_no_wcag_violation_in_either_scheme(driver):
    """axe-core's WCAG 2.2 A/AA rules on the snippet's block (code, controls, the variant's figure)
    after a slider moved, in the light and the dark scheme."""
    explorer = open_explorer(driver)
    explorer.find_element(By.CSS_SELECTOR, ".explorer-slider").send_keys(Keys.END)
    driver.execute_script(axe_script())
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        violations = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            axe.run(document.querySelector(arguments[0]), {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
                    resultTypes: ['violations']})
              .then(function (result) { done(result.violations.map(function (v) { return v.id + ': ' + v.nodes.length; })); });""", BLOCK)
        assert not violations, f"{scheme}: {violations}"
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def screenshot(driver, name):
    driver.save_screenshot(os.path.join(ARTEFACTS, f"explorer-{name}.png"))


if __name__ == "__main__":
    sys.exit(run_tests([test_each_slider_moves_to_a_grid_point_with_the_keyboard, test_the_number_field_and_a_link_show_the_same_point,
                        test_controls_are_large_enough, test_a_variant_has_no_wcag_violation_in_either_scheme],
                       "explorer", screenshot))
