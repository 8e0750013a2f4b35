"""Accessibility checks of the built course site in Chromium (Selenium): axe-core's WCAG 2.2 A and
AA rules, and its rule that every landmark has a name of its own, on every page, in the light and
the dark colour scheme, with no console error on any page and, under every trace that has a
replay, an events list with a row for each event the replay marks on its scrubber (of each kind);
and every lesson on a 390-px-wide phone screen without horizontal overflow.

Run by Tests/browser/run after the course site is built:
    python axe_check.py COURSE_SITE [ARTEFACTS]

axe.min.js comes from the axe-playwright-python package in the venv (AXE_JS overrides). Pages
are opened from file://. Prints one line per test and a closing 'N passed, N failed'.
"""
import glob
import os
import sys

from browser_support import console_errors, make_driver, run_tests, url, wait

COURSE = os.path.abspath(sys.argv[1])
ARTEFACTS = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else None
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
# Beside the WCAG rules: every landmark has a name of its own (axe files it under best practice;
# a screen reader's landmark list is useless with two regions of one name).
EXTRA_RULES = ["landmark-unique"]
PHONE_WIDTH = 390


def axe_script():
    explicit = os.environ.get("AXE_JS")
    if explicit:
        candidates = [explicit]
    else:
        prefix = os.path.dirname(os.path.dirname(os.path.abspath(sys.executable)))
        candidates = glob.glob(os.path.join(prefix, "lib", "python3*", "site-packages", "axe_playwright_python", "axe.min.js"))
    assert candidates and os.path.isfile(candidates[0]), "no axe.min.js (install axe-playwright-python or set AXE_JS)"
    with open(candidates[0], encoding="utf-8") as file:
        return file.read()


AXE = axe_script()

RUN_AXE = """
const done = arguments[arguments.length - 1];
const tags = arguments[0], extraRules = arguments[1];
axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
  .then(function (tagged) {
    return axe.run(document, {runOnly: {type: 'rule', values: extraRules}, resultTypes: ['violations']})
      .then(function (extra) { return tagged.violations.concat(extra.violations); });
  })
  .then(function (violations) {
    done({violations: violations.map(function (violation) {
      return {id: violation.id, impact: violation.impact, count: violation.nodes.length,
              targets: violation.nodes.slice(0, 3).map(function (node) { return node.target.join(' '); }),
              summary: violation.nodes.length ? violation.nodes[0].failureSummary : ''};
    })});
  })
  .catch(function (error) { done({error: String(error)}); });
"""


def screenshot(driver, name):
    if ARTEFACTS:
        os.makedirs(ARTEFACTS, exist_ok=True)
        driver.save_screenshot(os.path.join(ARTEFACTS, name + ".png"))


def all_pages(site):
    pages = []
    for directory, _, names in os.walk(site):
        for name in names:
            if name.endswith(".html"):
                pages.append(os.path.relpath(os.path.join(directory, name), site))
    return sorted(pages)


def lesson_pages(site):
    return [page for page in all_pages(site)
            if "/" in page and os.path.basename(page) not in ("index.html", "glossary.html")]


def set_colour_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def assert_scheme(driver, scheme, page):
    """The emulation took: the media query matches and the page's background follows it."""
    matches, background = driver.execute_script(
        "return [matchMedia('(prefers-color-scheme: dark)').matches, getComputedStyle(document.documentElement).backgroundColor];")
    assert matches == (scheme == "dark"), f"{page}: prefers-color-scheme is not {scheme}"
    channels = [int(part) for part in background[background.index("(") + 1:background.index(")")].split(",")[:3]]
    dark = sum(channels) < 3 * 128
    assert dark == (scheme == "dark"), f"{page}: background {background} in the {scheme} scheme"


def axe_violations(driver, page):
    driver.get(url(COURSE, page))
    driver.execute_script(AXE)
    driver.set_script_timeout(60)
    result = driver.execute_async_script(RUN_AXE, TAGS, EXTRA_RULES)
    assert "error" not in result, f"{page}: axe failed: {result['error']}"
    return result["violations"]


EVENTS_AGAINST_MARKS = """
function kinds(elements, prefix) {
  var counts = {};
  elements.forEach(function (element) {
    element.classList.forEach(function (name) {
      if (name.indexOf(prefix) === 0) counts[name.slice(prefix.length)] = (counts[name.slice(prefix.length)] || 0) + 1;
    });
  });
  return counts;
}
return Array.from(document.querySelectorAll('figure.trace')).filter(function (figure) {
  return figure.querySelector('.trace-replay');
}).map(function (figure) {
  return {id: figure.closest('[id]') ? figure.closest('[id]').id : '?',
          marks: kinds(figure.querySelectorAll('.replay-mark'), 'mark-'),
          rows: kinds(figure.querySelectorAll('.trace-events-table td.event-kind'), 'kind-')};
});
"""


def page_problems(driver, page):
    """What is wrong on the open page beside axe's findings: console errors, and traces whose
    events list lacks a row for an event their replay marks on its scrubber (the replay marks
    some kinds of event; the list has them all)."""
    problems = [f"{page}: console error {entry['message']}" for entry in console_errors(driver)]
    for figure in driver.execute_script(EVENTS_AGAINST_MARKS):
        for kind, count in sorted(figure["marks"].items()):
            rows = figure["rows"].get(kind, 0)
            if rows != count:
                problems.append(f"{page}: #{figure['id']} marks {count} {kind} events, its events list has {rows}")
    return problems


def check_scheme(driver, scheme):
    set_colour_scheme(driver, scheme)
    try:
        pages = all_pages(COURSE)
        assert len(pages) > 40, f"only {len(pages)} pages in {COURSE}"
        failures = []
        events_lists = 0
        for page in pages:
            violations = axe_violations(driver, page)
            assert_scheme(driver, scheme, page)
            failures.extend(page_problems(driver, page))
            events_lists += driver.execute_script("return document.querySelectorAll('.trace-events').length;")
            for violation in violations:
                failures.append(f"{page}: {violation['id']} ({violation['impact']}, {violation['count']}x) "
                                f"{', '.join(violation['targets'])}")
        print(f"     {len(pages)} pages, {events_lists} events lists, {scheme} scheme")
        assert events_lists > 100, f"only {events_lists} events lists on the course's pages"
        if failures:
            print(f"axe, {scheme} scheme: {len(failures)} violations", file=sys.stderr)
            print("\n".join(failures), file=sys.stderr)
        assert not failures, f"{len(failures)} problems in the {scheme} scheme, first: {failures[0]}"
    finally:
        set_colour_scheme(driver, "light")


# Tests ---------------------------------------------------------------------------------------

def test_every_page_passes_axe_in_the_light_scheme(driver):
    check_scheme(driver, "light")


def test_every_page_passes_axe_in_the_dark_scheme(driver):
    check_scheme(driver, "dark")


PHONE_LAYOUT = """
const width = arguments[0];
const root = document.documentElement;
const wide = [];
for (const element of document.body.querySelectorAll('*')) {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.right <= width + 0.5) continue;
  // inside a container that scrolls on its own, an element may be as wide as it likes
  let scrolled = false;
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowX;
    if ((overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') && parent.getBoundingClientRect().right <= width + 0.5) { scrolled = true; break; }
  }
  if (!scrolled && getComputedStyle(element).position !== 'fixed') wide.push(element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/).join('.') : '') + ' ' + Math.round(box.right));
}
const stages = Array.from(document.querySelectorAll('.replay-stage, .replay-controls')).map(function (stage) {
  const box = stage.getBoundingClientRect();
  return {what: stage.tagName.toLowerCase() + '.' + String(stage.className.baseVal !== undefined ? stage.className.baseVal : stage.className).trim().split(/\\s+/).join('.'),
          left: box.left, right: box.right, width: box.width};
});
return {scrollWidth: root.scrollWidth, innerWidth: innerWidth, wide: wide.slice(0, 5), stages: stages,
        replays: document.querySelectorAll('.trace-replay').length};
"""


def test_every_lesson_fits_a_390_px_screen(driver):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": PHONE_WIDTH, "height": 844, "deviceScaleFactor": 1, "mobile": False})
    try:
        failures = []
        stages = replays = 0
        pages = lesson_pages(COURSE)
        assert len(pages) >= 3 * 14, f"only {len(pages)} lessons"
        for page in pages:
            driver.get(url(COURSE, page))
            layout = driver.execute_script(PHONE_LAYOUT, PHONE_WIDTH)
            assert layout["innerWidth"] == PHONE_WIDTH, f"{page}: viewport {layout['innerWidth']} px wide"
            replays += layout["replays"]
            if layout["scrollWidth"] > PHONE_WIDTH:
                failures.append(f"{page}: the page is {layout['scrollWidth']} px wide: {', '.join(layout['wide'])}")
            for stage in layout["stages"]:
                stages += 1
                if stage["left"] < -0.5 or stage["right"] > PHONE_WIDTH + 0.5:
                    failures.append(f"{page}: {stage['what']} spans {stage['left']:.0f}..{stage['right']:.0f} px")
        driver.get(url(COURSE, "de/04-springs.html"))
        screenshot(driver, "phone-390-springs")
        if failures:
            print("\n".join(failures), file=sys.stderr)
        assert not failures, f"{len(failures)} overflows at {PHONE_WIDTH} px, first: {failures[0]}"
        assert replays == 0 or stages, "replays on the lessons, but no replay stage measured"
        print(f"     {len(pages)} lessons at {PHONE_WIDTH} px, {stages} replay stages inside the screen")
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def main():
    return run_tests([value for name, value in globals().items() if name.startswith("test_")], "accessibility", screenshot)


if __name__ == "__main__":
    sys.exit(main())
