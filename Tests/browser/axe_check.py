"""Checks of every page of the built course site in Chromium (Selenium), from one load of each page
in both colour schemes: axe-core's WCAG 2.2 A and AA rules, and its rule that every landmark has a
name of its own; no console error; under every trace that has a replay, an events list with a row
for each event the replay marks on its scrubber (of each kind); every exercise's starter trace
beside its target's, with the starter's series on the target's charts in either scheme
(exercise_traces.py). Then every lesson on a 390-px-wide phone screen without horizontal
overflow.

Run by Tests/browser/run after the course site is built:
    python axe_check.py COURSE_SITE [ARTEFACTS]

axe.min.js comes from the axe-playwright-python package in the venv (AXE_JS overrides). Pages
are opened from file://, each once for every check of both colour schemes (the light scheme's,
then the dark scheme's after switching the emulated scheme), and the pages are shared out over
BROWSER_WORKERS Chromium instances (default 2). Prints one line per test and a closing
'N passed, N failed'.
"""
import glob
import os
import sys
from concurrent.futures import ThreadPoolExecutor

from browser_support import console_errors, make_driver, run_tests, url, wait
from exercise_traces import exercise_problems

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
const rules = {};
extraRules.forEach(function (rule) { rules[rule] = {enabled: true}; });
axe.run(document, {runOnly: {type: 'tag', values: tags}, rules: rules, resultTypes: ['violations']})
  .then(function (result) {
    const ran = [].concat(result.passes, result.incomplete, result.inapplicable, result.violations)
      .map(function (rule) { return rule.id; });
    done({ran: ran, violations: result.violations.map(function (violation) {
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
    """axe's findings on the page open in the driver (axe already injected), in its current scheme."""
    driver.set_script_timeout(120)
    result = driver.execute_async_script(RUN_AXE, TAGS, EXTRA_RULES)
    assert "error" not in result, f"{page}: axe failed: {result['error']}"
    missing = set(EXTRA_RULES) - set(result["ran"])
    assert not missing, f"{page}: axe did not run {', '.join(sorted(missing))}"
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
          marks: kinds(figure.querySelectorAll('.replay-mark:not(.mark-difference)'), 'mark-'),
          rows: kinds(figure.querySelectorAll('.trace-events-table td.event-kind'), 'kind-')};
});
"""


def page_problems(driver, page):
    """What is wrong on the open page beside axe's findings: console errors, and traces whose
    events list lacks a row for an event their replay marks on its scrubber (the replay marks
    some kinds of event; the list has them all). A moment marked for the reader — an exercise's
    first difference, the time a question or a predict-first block asks about — is no event."""
    problems = [f"{page}: console error {entry['message']}" for entry in console_errors(driver)]
    for figure in driver.execute_script(EVENTS_AGAINST_MARKS):
        for kind, count in sorted(figure["marks"].items()):
            rows = figure["rows"].get(kind, 0)
            if rows != count:
                problems.append(f"{page}: #{figure['id']} marks {count} {kind} events, its events list has {rows}")
    return problems


SCHEMES = ("light", "dark")
# Pages are shared out over this many Chromium instances (each a process of its own, so two use
# both cores of a small CI machine).
WORKERS = int(os.environ.get("BROWSER_WORKERS", "2"))


def check_page(driver, page):
    """Every check of one page, in both colour schemes from one load: the page opens in the light
    scheme, the checks run, the emulated scheme switches to dark (the stylesheet's media queries
    follow at once) and they run again. Returns, per scheme, (problems, exercise problems,
    exercises, exercises overlaying their starter, starter series), and the number of events
    lists."""
    set_colour_scheme(driver, "light")
    driver.get(url(COURSE, page))
    driver.execute_script(AXE)
    results = {}
    for scheme in SCHEMES:
        set_colour_scheme(driver, scheme)
        assert_scheme(driver, scheme, page)
        found = page_problems(driver, page)
        for violation in axe_violations(driver, page):
            found.append(f"{page}: {violation['id']} ({violation['impact']}, {violation['count']}x) "
                         f"{', '.join(violation['targets'])}")
        exercise_found, exercises, overlaid = exercise_problems(driver, page)
        results[scheme] = {"problems": found, "exercise problems": exercise_found,
                           "exercises": exercises, "overlaid": overlaid}
    events_lists = driver.execute_script("return document.querySelectorAll('.trace-events').length;")
    return results, events_lists


def check_pages(driver, pages):
    """check_page over the pages with the given driver and WORKERS - 1 more, in page order."""
    drivers = [driver] + [make_driver() for _ in range(max(WORKERS, 1) - 1)]
    try:
        share = lambda index: [pages[i] for i in range(index, len(pages), len(drivers))]
        with ThreadPoolExecutor(max_workers=len(drivers)) as pool:
            shares = list(pool.map(lambda index: [(page, check_page(drivers[index], page)) for page in share(index)],
                                   range(len(drivers))))
    finally:
        for extra in drivers[1:]:
            extra.quit()
        set_colour_scheme(driver, "light")
    return sorted((result for results in shares for result in results), key=lambda result: result[0])


VISITS = {}


def visit_every_page(driver):
    """check_pages over every page of the course, once for all the tests that read its results."""
    if not VISITS:
        try:
            pages = all_pages(COURSE)
            assert len(pages) > 40, f"only {len(pages)} pages in {COURSE}"
            VISITS["results"] = check_pages(driver, pages)
            assert [page for page, _ in VISITS["results"]] == pages, "a page was not checked"
        except Exception as error:  # every test that reads the visit fails with it, none visits again
            VISITS["error"] = error
    if "error" in VISITS:
        raise AssertionError(f"the visit of every page failed: {VISITS['error']!r}")
    return VISITS["results"]


# Tests ---------------------------------------------------------------------------------------

def test_every_page_passes_axe_in_both_schemes(driver):
    results = visit_every_page(driver)
    pages = len(results)
    events_lists = sum(lists for _, (_, lists) in results)
    failures = []
    for scheme in SCHEMES:
        found = [problem for _, (schemes, _) in results for problem in schemes[scheme]["problems"]]
        print(f"     {pages} pages, {events_lists} events lists, {scheme} scheme")
        if found:
            print(f"axe, {scheme} scheme: {len(found)} violations", file=sys.stderr)
            print("\n".join(found), file=sys.stderr)
            failures.append(f"{len(found)} problems in the {scheme} scheme, first: {found[0]}")
    assert events_lists > 100, f"only {events_lists} events lists on the course's pages"
    assert not failures, "; ".join(failures)


def exercises_in(driver, scheme):
    """Every exercise of the course in the scheme: problems, exercises, overlaid ones."""
    results = visit_every_page(driver)
    problems = [problem for _, (schemes, _) in results for problem in schemes[scheme]["exercise problems"]]
    exercises = sum(schemes[scheme]["exercises"] for _, (schemes, _) in results)
    overlaid = sum(schemes[scheme]["overlaid"] for _, (schemes, _) in results)
    return problems, exercises, overlaid


def show_exercise(driver, scheme, name):
    set_colour_scheme(driver, scheme)
    driver.get(url(COURSE, "de/01-how-animation-works.html"))
    driver.execute_script("document.querySelector('section.exercise figure.trace-target').scrollIntoView()")
    screenshot(driver, name)
    set_colour_scheme(driver, "light")


def test_every_exercise_shows_its_starter_beside_its_target(driver):
    problems, exercises, overlaid = exercises_in(driver, "light")
    if problems:
        print("\n".join(problems), file=sys.stderr)
    assert not problems, f"{len(problems)} problems, first: {problems[0]}"
    assert exercises >= 3 * 14, f"only {exercises} exercises"
    assert overlaid, "no exercise overlays its starter"
    print(f"     {exercises} exercises, {overlaid} with the starter's series on the target's charts")
    show_exercise(driver, "light", "exercise-traces")


def test_starter_series_keep_their_contrast_in_dark_mode(driver):
    problems, exercises, overlaid = exercises_in(driver, "dark")
    if problems:
        print("\n".join(problems), file=sys.stderr)
    assert not problems, f"{len(problems)} problems in the dark scheme, first: {problems[0]}"
    assert overlaid, "no starter series in dark mode"
    show_exercise(driver, "dark", "exercise-traces-dark")


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
