"""Real-browser test of `motionbook serve`'s edit loop with Debian's Chromium and chromedriver.

Run by Tests/browser/run after the fixture's snippets are in the cache:
    python test_serve.py TOOL ARTEFACTS

Serves a copy of the fixture course (its German lesson made long enough to scroll), opens the
lesson at a `#fragment`, scrolls elsewhere, saves the lesson: the page must reload by itself with
the new text at the same scroll position (not the fragment's). A save that breaks the lesson must
not reload the page; fixing it must. Prints one line per test and 'N passed, N failed'.
"""
import os
import sys
import traceback

from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from served_course import ServedCourse, make_driver  # noqa: E402

TOOL, ARTEFACTS = sys.argv[1], os.path.abspath(sys.argv[2])
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURE = os.path.join(ROOT, "Tests/SiteBuilderTests/Fixtures/site/content")
LESSON = "de/01-basics.md"
PAGE = "de/01-basics.html"
# Seconds a rebuild may take here (a debug tool on a loaded machine took 10 s for the course).
REBUILD = 120


def lengthen(content):
    with open(os.path.join(content, LESSON), "a", encoding="utf-8") as lesson:
        lesson.write("\n## Lange Seite\n\n" + "".join(f"Absatz {n}, damit die Seite lang ist.\n\n" for n in range(150)))


def settled(driver):
    """Waits two animation frames (the reload script restores on load and on the next frame)."""
    driver.execute_async_script(
        "var done = arguments[0]; requestAnimationFrame(function () { requestAnimationFrame(function () { done(); }); });")


def reloaded_with(driver, text):
    """Waits until the page was replaced (the marker of the old one is gone) and shows TEXT."""
    WebDriverWait(driver, REBUILD, poll_frequency=0.05).until(lambda d: d.execute_script(
        "return !window.__beforeEdit && document.readyState === 'complete' && document.body.innerText.includes(arguments[0])",
        text))
    settled(driver)


def test_a_saved_lesson_reloads_at_the_same_scroll_position(driver, served):
    driver.get(served.url(PAGE))
    anchor = driver.execute_script("return document.querySelector('article h2').id")
    driver.get(served.url(f"{PAGE}#{anchor}"))
    settled(driver)
    at_anchor = driver.execute_script("return scrollY")
    driver.execute_script("scrollTo(0, arguments[0]); window.__beforeEdit = true;", at_anchor + 1500)
    position = driver.execute_script("return scrollY")
    assert position > at_anchor + 1000, (at_anchor, position)

    # A paragraph above changes the page's height; the scroll position stays the same number.
    served.edit(LESSON, lambda text: text.replace("Text mit *Betonung*", "Ein neuer Absatz.\n\nGeänderter Text mit *Betonung*"))
    reloaded_with(driver, "Geänderter Text")
    assert driver.execute_script("return location.hash") == f"#{anchor}"
    assert abs(driver.execute_script("return scrollY") - position) <= 1, (position, driver.execute_script("return scrollY"))
    driver.save_screenshot(os.path.join(ARTEFACTS, "serve-reloaded.png"))

    # The reloaded page waits for the next build too.
    driver.execute_script("scrollTo(0, arguments[0]); window.__beforeEdit = true;", position - 700)
    position = driver.execute_script("return scrollY")
    served.edit(LESSON, lambda text: text.replace("Absatz 3,", "Der dritte Absatz,"))
    reloaded_with(driver, "Der dritte Absatz")
    assert abs(driver.execute_script("return scrollY") - position) <= 1, (position, driver.execute_script("return scrollY"))
    # The site has no favicon; the browser asks a server for one (never a file:// page).
    errors = [entry for entry in driver.get_log("browser")
              if entry["level"] in ("SEVERE", "ERROR") and "/favicon.ico " not in entry["message"]]
    assert not errors, f"console errors: {errors}"


def test_a_broken_save_keeps_the_page_and_a_fix_reloads_it(driver, served):
    driver.get(served.url(PAGE))
    driver.execute_script("window.__beforeEdit = true;")
    failures = len(served.errors)
    served.edit(LESSON, lambda text: text.replace("order: 1", "order: 1\ncolour: red", 1))
    line = served.wait_for_line_in(served.errors, failures, r"motionbook serve: error", REBUILD)
    assert line, f"serve printed no error for a broken lesson: {served.errors[failures:]}"
    settled(driver)
    assert driver.execute_script("return window.__beforeEdit === true"), "a failed build reloaded the page"
    served.edit(LESSON, lambda text: text.replace("order: 1\ncolour: red", "order: 1", 1).replace("Absatz 5,", "Absatz fünf,"))
    reloaded_with(driver, "Absatz fünf")


def run(test, served):
    """Runs TEST in a fresh browser; True when it passed (a failure is printed with what serve said)."""
    driver = make_driver()
    try:
        test(driver, served)
        return True
    except Exception:  # a failed assertion or a Selenium error: report and go on
        traceback.print_exc()
        print("serve printed:", *(served.lines + served.errors), sep="\n  ")
        driver.save_screenshot(os.path.join(ARTEFACTS, f"failure-{test.__name__}.png"))
        return False
    finally:
        driver.quit()


def main():
    os.makedirs(ARTEFACTS, exist_ok=True)
    translations, theme = os.path.join(ROOT, "translations"), os.path.join(ROOT, "site")
    results = []
    with ServedCourse(TOOL, FIXTURE, translations, theme, prepare=lengthen) as served:
        for name, test in sorted((name, value) for name, value in globals().items() if name.startswith("test_")):
            results.append(run(test, served))
            print(("ok   " if results[-1] else "FAIL ") + name)
    print(f"browser (serve): {results.count(True)} passed, {results.count(False)} failed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
