"""Real-browser tests of the built site with Debian's Chromium and chromedriver (Selenium).

Run by Tests/browser/run, which builds the course site and the fixture site first:
    python test_site.py COURSE_SITE FIXTURE_SITE ARTEFACTS

Pages are opened from file:// (the site must work without a server). Screenshots of every
language go to ARTEFACTS. Prints one line per test and a closing 'N passed, N failed'.
"""
import json
import os
import sys

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions

from browser_support import assert_clean_console, console_errors, make_driver, run_tests, url, wait

COURSE, FIXTURE, ARTEFACTS = (os.path.abspath(path) for path in sys.argv[1:4])
LESSON = "01-how-animation-works.html"


def assert_no_alert(driver):
    try:
        alert = driver.switch_to.alert
        raise AssertionError(f"an alert opened: {alert.text!r}")
    except NoAlertPresentException:
        pass


def screenshot(driver, name):
    os.makedirs(ARTEFACTS, exist_ok=True)
    driver.save_screenshot(os.path.join(ARTEFACTS, name + ".png"))


# Tests ---------------------------------------------------------------------------------------

def test_landing_page_offers_three_languages(driver):
    driver.get(url(COURSE, "index.html"))
    links = driver.find_elements(By.CSS_SELECTOR, ".language-picker a")
    assert [link.get_attribute("hreflang") for link in links] == ["bg", "zh-Hans", "de"]
    assert [link.find_element(By.CSS_SELECTOR, ".language-name").text for link in links] == ["Български", "中文", "Deutsch"]
    screenshot(driver, "landing")
    links[2].click()
    wait(driver, expected_conditions.url_contains("/de/index.html"))
    entries = driver.find_elements(By.CSS_SELECTOR, ".course-index li a")
    assert entries and "Wie Animation in SwiftUI funktioniert" in entries[0].text
    assert_clean_console(driver, "landing and de index")


def test_a_lesson_in_each_language(driver):
    titles = {"bg": "Как работи анимацията в SwiftUI", "zh-Hans": "SwiftUI 动画", "de": "Wie Animation in SwiftUI funktioniert"}
    for language, title in titles.items():
        driver.get(url(COURSE, f"{language}/{LESSON}"))
        assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == language
        heading = driver.find_element(By.CSS_SELECTOR, "article h1").text
        assert title.split()[0] in heading, f"{language}: {heading}"
        assert driver.find_elements(By.CSS_SELECTOR, ".toc li a"), "no table of contents"
        assert driver.find_elements(By.CSS_SELECTOR, "pre .copy-button"), "no copy buttons"
        assert driver.find_elements(By.CSS_SELECTOR, "pre code .hl-keyword"), "no highlighted code"
        screenshot(driver, f"lesson-{language}")
        driver.execute_script("document.querySelector('.quiz').scrollIntoView()")
        screenshot(driver, f"quiz-{language}")
        assert_clean_console(driver, f"{language} lesson")
    driver.set_window_size(390, 844)
    driver.get(url(COURSE, f"zh-Hans/{LESSON}"))
    toggle = driver.find_element(By.CSS_SELECTOR, ".menu-toggle")
    assert toggle.is_displayed() and not driver.find_element(By.ID, "sidebar").is_displayed()
    toggle.click()
    assert driver.find_element(By.ID, "sidebar").is_displayed()
    screenshot(driver, "phone-zh-Hans")
    driver.set_window_size(1280, 900)


def test_a_focused_control_is_not_hidden_under_the_top_bar(driver):
    """Focus moving up the page (Shift+Tab) scrolls the control below the sticky top bar. Chromium
    centres a control it focuses; browsers that scroll it to the nearest edge (as
    `scrollIntoView({block: "nearest"})` does) would leave it under the bar without the page's
    `scroll-padding-top`."""
    driver.set_window_size(1280, 800)
    driver.get(url(COURSE, f"de/{LESSON}"))
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    covered = driver.execute_script("""
        var bar = document.querySelector('.topbar').getBoundingClientRect();
        var target = document.querySelectorAll('article pre .copy-button')[1];
        target.focus({preventScroll: true});
        target.scrollIntoView({block: 'nearest'});
        var box = target.getBoundingClientRect();
        return [box.top, bar.bottom, window.scrollY];""")
    assert covered[2] > 0 and covered[0] >= covered[1], f"the focused button's top {covered[0]} is under the bar's bottom {covered[1]}"


def test_quiz_wrong_then_right(driver):
    driver.get(url(COURSE, f"de/{LESSON}"))
    driver.execute_script("localStorage.clear()")
    driver.get(url(COURSE, f"de/{LESSON}"))
    question = driver.find_elements(By.CSS_SELECTOR, ".quiz-question")[0]
    answer = question.find_element(By.CSS_SELECTOR, ".quiz-answer")
    assert not answer.is_displayed(), "the answer shows before answering"
    # The choices are shuffled: each is found by its value, the index the lesson gives it.
    choices = {choice.get_attribute("value"): choice for choice in question.find_elements(By.CSS_SELECTOR, "input[type=radio]")}
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", question)
    choices["1"].click()
    question.find_element(By.CSS_SELECTOR, ".quiz-check").click()
    assert "wrong" in question.get_attribute("class")
    assert question.find_element(By.CSS_SELECTOR, ".quiz-feedback").text == "Nicht ganz."
    assert answer.is_displayed() and question.find_element(By.CSS_SELECTOR, ".quiz-explanation").is_displayed()
    retry = question.find_element(By.CSS_SELECTOR, ".quiz-retry")
    assert retry.is_displayed()
    retry.click()
    assert "answered" not in question.get_attribute("class") and not choices["1"].is_selected()
    choices["0"].click()  # the lesson's first choice is the right one
    question.find_element(By.CSS_SELECTOR, ".quiz-check").click()
    assert "correct" in question.get_attribute("class")
    assert question.find_element(By.CSS_SELECTOR, ".quiz-feedback").text == "Richtig!"
    assert not question.find_element(By.CSS_SELECTOR, ".quiz-retry").is_displayed()

    numeric = [q for q in driver.find_elements(By.CSS_SELECTOR, ".quiz-question") if q.get_attribute("data-kind") == "numeric"][0]
    field = numeric.find_element(By.CSS_SELECTOR, "input[type=text]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", numeric)
    field.send_keys("abc")
    numeric.find_element(By.CSS_SELECTOR, ".quiz-check").click()
    assert numeric.find_element(By.CSS_SELECTOR, ".quiz-feedback").text == "Bitte gib eine Zahl ein."
    field.clear()
    field.send_keys("42,9")  # a decimal comma, within ± 0.5 of 42.857 (slide offset.x at 0.5 s with duration=0.7)
    numeric.find_element(By.CSS_SELECTOR, ".quiz-check").click()
    assert "correct" in numeric.get_attribute("class"), numeric.get_attribute("class")

    progress = json.loads(driver.execute_script("return localStorage.getItem('motionbook-progress')"))
    entry = progress["languages"]["de"]["how-animation-works"]
    assert entry["visited"] is True and entry["answers"]["how-animation-works-quiz"] == {"0": True, "4": True}, entry
    # Progress is kept: after a reload the right answers stay answered, and the index marks the lesson.
    driver.get(url(COURSE, f"de/{LESSON}"))
    assert "correct" in driver.find_elements(By.CSS_SELECTOR, ".quiz-question")[0].get_attribute("class")
    driver.get(url(COURSE, "de/index.html"))
    item = driver.find_element(By.CSS_SELECTOR, ".course-index li[data-lesson]")
    total = int(item.get_attribute("data-questions")) + int(item.get_attribute("data-exercises"))
    mark = item.find_element(By.CSS_SELECTOR, ".progress-mark").get_attribute("textContent")
    assert mark.startswith(f"2/{total}Begonnen"), mark  # "2/N" shown, then a sentence for screen readers
    assert_clean_console(driver, "quiz")


def search(driver, site, page, query):
    driver.get(url(site, page))
    field = driver.find_element(By.ID, "search-input")
    field.send_keys(query)
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".search-results").is_displayed())
    return [link.get_attribute("href") for link in driver.find_elements(By.CSS_SELECTOR, ".search-results a")]


def test_search_in_three_languages_and_code(driver):
    chinese = search(driver, COURSE, f"zh-Hans/{LESSON}", "插值")
    assert any("zh-Hans/" + LESSON in link for link in chinese), chinese
    bulgarian = search(driver, COURSE, f"bg/{LESSON}", "ИНТЕРПОЛАЦИЯ")
    assert any("bg/" + LESSON + "#" in link for link in bulgarian), bulgarian
    german = search(driver, COURSE, "de/index.html", "Transaktion")
    assert any("de/" + LESSON in link for link in german), german
    screenshot(driver, "search-de")
    code = search(driver, COURSE, f"de/{LESSON}", "withAnimation")
    assert code, "no result for an identifier"
    identifier = search(driver, FIXTURE, "zh-Hans/01-basics.html", "matchedGeometryEffect")
    assert any("zh-Hans/01-basics.html" in link for link in identifier), identifier
    nothing = search(driver, COURSE, f"de/{LESSON}", "Quantenchromodynamik")
    assert not nothing and driver.find_element(By.CSS_SELECTOR, ".search-results .empty").text == "Keine Treffer"
    driver.find_element(By.ID, "search-input").clear()
    driver.find_element(By.ID, "search-input").send_keys("Interpolation")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".search-results a"))
    driver.find_element(By.CSS_SELECTOR, ".search-results a").click()
    wait(driver, expected_conditions.url_contains("#"))
    assert_clean_console(driver, "search")


def test_language_switcher(driver):
    driver.get(url(COURSE, f"de/{LESSON}"))
    alternates = {link.get_attribute("hreflang") for link in driver.find_elements(By.CSS_SELECTOR, "link[rel=alternate]")}
    assert alternates == {"bg", "zh-Hans", "de"}
    driver.find_element(By.CSS_SELECTOR, ".languages a[hreflang=zh-Hans]").click()
    wait(driver, expected_conditions.url_contains("/zh-Hans/" + LESSON))
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "zh-Hans"
    # A lesson without a translation leads to that language's lesson list.
    driver.get(url(FIXTURE, "de/02-escaping.html"))
    fallback = driver.find_element(By.CSS_SELECTOR, ".languages a[hreflang=bg]")
    assert "untranslated" in fallback.get_attribute("class")
    fallback.click()
    wait(driver, expected_conditions.url_contains("/bg/index.html"))
    assert_clean_console(driver, "language switcher")


def test_nothing_from_a_lesson_runs(driver):
    driver.get(url(FIXTURE, "de/02-escaping.html"))
    assert_no_alert(driver)
    for link in driver.find_elements(By.CSS_SELECTOR, "article a[href]"):
        assert not link.get_attribute("href").lower().startswith(("javascript:", "data:")), link.get_attribute("href")
    assert "<script>alert('entity')</script>" in driver.find_element(By.CSS_SELECTOR, "article").text
    for choice in driver.find_elements(By.CSS_SELECTOR, ".quiz-choices label"):
        choice.click()
    assert_no_alert(driver)
    assert_clean_console(driver, "escaping page")


# Every trace with a replay on the open page: whether its film strip is shown, and its height.
FILM_STRIPS = """
return Array.from(document.querySelectorAll('figure.trace')).filter(function (figure) {
  return figure.querySelector('.trace-replay');
}).map(function (figure) {
  var strip = figure.querySelector('.film-strip svg');
  var box = strip ? strip.getBoundingClientRect() : null;
  var shown = !!strip && box.width > 0 && box.height > 0 && getComputedStyle(strip).visibility !== 'hidden';
  return {id: (figure.closest('[id]') || {id: '?'}).id, shown: shown, height: box ? box.height : 0};
});
"""


def test_readable_without_javascript(_):
    driver = make_driver(javascript=False)
    try:
        driver.get(url(COURSE, f"de/{LESSON}"))
        question = driver.find_elements(By.CSS_SELECTOR, ".quiz-question")[0]
        assert not question.find_element(By.CSS_SELECTOR, ".quiz-check").is_displayed()
        # The questions read as a list with their choices; the answers need the script.
        assert question.find_element(By.CSS_SELECTOR, ".quiz-choices").is_displayed()
        assert driver.find_element(By.CSS_SELECTOR, ".quiz-needs-script").is_displayed()
        assert not question.find_element(By.CSS_SELECTOR, ".quiz-answer").is_displayed()
        assert not driver.find_element(By.CSS_SELECTOR, "form.search").is_displayed()
        # Traces: chart and table are static; the replay needs the script and stays hidden.
        assert driver.find_element(By.CSS_SELECTOR, "figure.trace svg.chart").is_displayed()
        assert driver.find_element(By.CSS_SELECTOR, "figure.trace .trace-table").is_displayed()
        assert not driver.find_element(By.CSS_SELECTOR, ".trace-replay").is_displayed()
        screenshot(driver, "no-javascript-de")
        # Every lesson page: each trace with a scene shows its film strip in the replay's place.
        # (One script per page rather than a WebDriver command per figure.)
        checked = 0
        for page in lesson_pages(COURSE):
            driver.get(url(COURSE, page))
            strips = driver.execute_script(FILM_STRIPS)
            checked += len(strips)
            for strip in strips:
                assert strip["shown"], f"{page}: {strip['id']} has no film strip"
                assert strip["height"] > 50, f"{page}: {strip['id']}'s film strip is not drawn"
        assert checked > 100, f"only {checked} traces with a replay on the lessons"
    finally:
        driver.quit()


def lesson_pages(site):
    for language in ("bg", "zh-Hans", "de"):
        for name in sorted(os.listdir(os.path.join(site, language))):
            if name.endswith(".html") and name != "index.html":
                yield f"{language}/{name}"


def main():
    return run_tests([value for name, value in globals().items() if name.startswith("test_")], "browser", screenshot)


if __name__ == "__main__":
    sys.exit(main())
