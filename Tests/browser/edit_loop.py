"""The edit loop of `motionbook serve`, measured in a real browser (headless Chromium), for
scripts/bench-site:
    python edit_loop.py TOOL CONTENT TRANSLATIONS THEME CACHE RUNS

Serves a copy of CONTENT with TOOL (snippet results in CACHE, which it adds to), opens the German
first lesson and, RUNS times each, saves the lesson and waits until the page has reloaded by
itself with the new text:
  prose    a sentence of the lesson changed;
  snippet  the frame width of its 'slide' snippet changed (in all three translations, which must
           give the same trace): one program compiles.
Prints one line per run: KIND SIGNAL PAGE SHOWN REBUILD [COMPILE], in milliseconds. SIGNAL, PAGE
and SHOWN count from just before the file is written: to the start of the reload (the held
build-id request was answered), to the end of the reloaded page's response (the browser has the
new text), to its DOMContentLoaded. REBUILD is the rebuild as serve printed it. COMPILE (snippet
runs) is that snippet's own cost: `TOOL check` of the German lesson of a second copy with one
more new width (one program compiles) minus the same check once more (everything from the cache). The browser's
clock (performance.timeOrigin) and this process's (time.time) are the same system clock.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from served_course import ServedCourse, make_driver  # noqa: E402

TOOL, CONTENT, TRANSLATIONS, THEME, CACHE = sys.argv[1:6]
RUNS = int(sys.argv[6])
LESSON = "01-how-animation-works"
WIDTH = re.compile(r"(id=slide .*?\.frame\(width: )(\d+)(, height: 60\))", re.S)


def add_marker(content):
    """A paragraph the prose runs change, under the German lesson's title."""
    path = os.path.join(content, "de", LESSON + ".md")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text.replace("\n# ", "\nMesspunkt 0.\n\n# ", 1))


def set_width(content, width, languages="*"):
    """The 'slide' snippet's frame width in every translation (or the LANGUAGES glob's), each
    written to a temporary file and renamed over the lesson, so the three change within
    microseconds."""
    for path in sorted(glob.glob(os.path.join(content, languages, LESSON + ".md"))):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        changed, count = WIDTH.subn(lambda m: f"{m.group(1)}{width}{m.group(3)}", text, count=1)
        assert count == 1, f"no slide snippet with a frame width in {path}"
        with open(path + ".new", "w", encoding="utf-8") as handle:
            handle.write(changed)
    for path in sorted(glob.glob(os.path.join(content, languages, LESSON + ".md"))):
        os.replace(path + ".new", path)


def measure(driver, served, edit, text):
    """Runs EDIT, waits until the page reloaded with TEXT; (signal, page, shown, rebuild) in ms, or
    None when the rebuild failed (an edit caught half written)."""
    count, failures = len(served.lines), len(served.errors)
    driver.execute_script("window.__beforeEdit = true;")
    start = time.time() * 1000
    edit()
    WebDriverWait(driver, 600, poll_frequency=0.01, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.execute_script(
            "return !window.__beforeEdit && document.readyState !== 'loading'"
            " && document.body.innerText.includes(arguments[0])", text))
    origin, received, loaded = driver.execute_script(
        "var n = performance.getEntriesByType('navigation')[0];"
        " return [performance.timeOrigin, n.responseEnd, n.domContentLoadedEventEnd];")
    line = served.wait_for_line_in(served.lines, count, r"^rebuilt .* in \d+ ms$", 30)
    if len(served.errors) > failures:
        return None
    rebuild = int(re.search(r" in (\d+) ms$", line).group(1))
    return origin - start, origin + received - start, origin + loaded - start, rebuild


def check_time(lesson):
    """Seconds of `TOOL check LESSON` with the cache; fails loudly when the check fails."""
    start = time.monotonic()
    subprocess.run([TOOL, "check", lesson, "--translations", TRANSLATIONS, "--cache", CACHE],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - start


def main():
    widths = iter(range(61, 10_000))
    second = tempfile.mkdtemp(prefix="motionbook-edit-loop-")
    try:
        copy = os.path.join(second, "content")
        shutil.copytree(CONTENT, copy)
        with ServedCourse(TOOL, CONTENT, TRANSLATIONS, THEME, cache=CACHE, prepare=add_marker) as served:
            driver = make_driver()
            try:
                driver.get(served.url(f"de/{LESSON}.html"))
                marker = 0
                results = {"prose": [], "snippet": []}
                # One unmeasured edit of each kind first; a run caught half written is done again.
                while len(results["prose"]) <= RUNS:
                    marker += 1
                    old, new = f"Messpunkt {marker - 1}.", f"Messpunkt {marker}."
                    result = measure(driver, served, lambda: served.edit(f"de/{LESSON}.md", lambda t: t.replace(old, new)), new)
                    if result:
                        results["prose"].append(result)
                while len(results["snippet"]) <= RUNS:
                    width = next(widths)
                    result = measure(driver, served, lambda: set_width(served.content, width), f".frame(width: {width}, height: 60)")
                    if result:
                        set_width(copy, next(widths), languages="de")
                        lesson = os.path.join(copy, "de", LESSON + ".md")
                        compiled = check_time(lesson)
                        warm = check_time(lesson)
                        results["snippet"].append(result + (max(0.0, compiled - warm) * 1000,))
                for kind, runs in results.items():
                    for run in runs[1:]:
                        print(kind, *(f"{value:.0f}" for value in run))
            finally:
                driver.quit()
    finally:
        shutil.rmtree(second, ignore_errors=True)


if __name__ == "__main__":
    main()
