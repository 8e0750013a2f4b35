"""Real-browser tests of the quiz, progress and replay controls of the built fixture site
(Chromium + chromedriver, Selenium, from file://):

- answers are sealed in the page and still grade: single, multiple and numeric questions, right
  and wrong, with the explanation shown after an answer; choices are shuffled on some visit;
- progress per language: the store's migration from its first form, the sidebar's "n/N", an
  exercise marked as done, the review page listing a missed question with a link back to it,
  the lesson's reset after a confirmation;
- the replay's scrubber is a WAI-ARIA slider the keyboard alone moves (arrows, Page Up/Down,
  Home/End) with a localised aria-valuetext; the motion switch stops a playing replay and is
  remembered; every control on a lesson is at least 24 x 24 CSS px;
- without JavaScript the quiz and the review page say that they need the script.

    python test_quiz.py FIXTURE_SITE ARTEFACTS

Screenshots (a quiz before and after answering, the review page, the sidebar's progress) go to
ARTEFACTS. Prints one line per test and a closing 'N passed, N failed'.
"""
import json
import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_support import assert_clean_console, make_driver, run_tests, url, wait

FIXTURE, ARTEFACTS = (os.path.abspath(path) for path in sys.argv[1:3])
LESSON = "de/01-basics.html"
STORE = "motionbook-progress"


def screenshot(driver, name):
    os.makedirs(ARTEFACTS, exist_ok=True)
    driver.save_screenshot(os.path.join(ARTEFACTS, name + ".png"))


def fresh(driver, page=LESSON):
    driver.get(url(FIXTURE, page))
    driver.execute_script("localStorage.clear()")
    driver.get(url(FIXTURE, page))


def questions(driver):
    return driver.find_elements(By.CSS_SELECTOR, ".quiz-question")


def centre(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)


def choose(question, *texts):
    """Ticks the choices whose text is one of `texts` (wherever the shuffle put them)."""
    centre(question.parent, question)
    for label in question.find_elements(By.CSS_SELECTOR, ".quiz-choices label"):
        if label.text.strip() in texts:
            label.click()


def check(question):
    question.find_element(By.CSS_SELECTOR, ".quiz-check").click()


def store(driver):
    return json.loads(driver.execute_script(f"return localStorage.getItem('{STORE}')") or "null")


def mark_text(driver, lesson="basics"):
    return driver.execute_script(
        "return document.querySelector('.sidebar li[data-lesson=\"' + arguments[0] + '\"] .progress-mark').textContent", lesson)


# Tests ---------------------------------------------------------------------------------------

def test_answers_grade_right_and_wrong_and_reveal_the_explanation(driver):
    fresh(driver)
    single, multiple, numeric = questions(driver)[:3]
    driver.execute_script("document.querySelector('.quiz').scrollIntoView()")
    screenshot(driver, "quiz-before")
    for question in (single, multiple, numeric):
        assert not question.find_element(By.CSS_SELECTOR, ".quiz-answer").is_displayed()
    # Single: wrong, then right after a retry.
    choose(single, ".easeOut")
    check(single)
    assert "wrong" in single.get_attribute("class")
    assert single.find_element(By.CSS_SELECTOR, ".quiz-feedback").text == "Nicht ganz."
    assert "beschleunigt" in single.find_element(By.CSS_SELECTOR, ".quiz-explanation").text
    single.find_element(By.CSS_SELECTOR, ".quiz-retry").click()
    assert not single.find_element(By.CSS_SELECTOR, ".quiz-answer").is_displayed()
    choose(single, ".easeIn")
    check(single)
    assert "correct" in single.get_attribute("class").split()
    assert single.find_element(By.CSS_SELECTOR, ".quiz-correct").text == ".easeIn"
    # Multiple: one right choice of two is wrong; both are right.
    choose(multiple, "offset")
    check(multiple)
    assert "wrong" in multiple.get_attribute("class")
    multiple.find_element(By.CSS_SELECTOR, ".quiz-retry").click()
    choose(multiple, "offset", "opacity")
    check(multiple)
    assert "correct" in multiple.get_attribute("class").split()
    assert "Zahlen werden interpoliert." in multiple.find_element(By.CSS_SELECTOR, ".quiz-explanation").text
    # Numeric: outside the tolerance is wrong, inside (with a decimal comma) right.
    field = numeric.find_element(By.CSS_SELECTOR, "input[type=text]")
    field.send_keys("1,2")
    check(numeric)
    assert "wrong" in numeric.get_attribute("class")
    assert numeric.find_element(By.CSS_SELECTOR, ".quiz-correct").text == "1,16 ± 0,01"  # the German page writes a decimal comma
    numeric.find_element(By.CSS_SELECTOR, ".quiz-retry").click()
    field.send_keys("1,165")
    check(numeric)
    assert "correct" in numeric.get_attribute("class").split()
    assert "Tabelle" in numeric.find_element(By.CSS_SELECTOR, ".quiz-explanation").text
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", multiple)
    screenshot(driver, "quiz-after")
    lesson = store(driver)["languages"]["de"]["basics"]
    assert lesson["answers"]["basics-quiz"] == {"0": True, "1": True, "2": True}, lesson
    # After a reload the right answers show answered, their explanation included.
    driver.get(url(FIXTURE, LESSON))
    for question in questions(driver)[:3]:
        assert "correct" in question.get_attribute("class").split()
        assert question.find_element(By.CSS_SELECTOR, ".quiz-explanation").is_displayed()
    assert_clean_console(driver, "quiz")


def test_choices_come_in_another_order_on_some_visit(driver):
    fresh(driver)
    order = "return Array.from(document.querySelectorAll('.quiz-question')[1].querySelectorAll('input')).map(i => i.value).join()"
    seen = set()
    for _ in range(40):  # three choices: the chance that 40 visits keep one order is 6 ** -39
        driver.get(url(FIXTURE, LESSON))
        seen.add(driver.execute_script(order))
        if len(seen) > 1 and any(o != "0,1,2" for o in seen):
            break
    assert len(seen) > 1, seen
    assert_clean_console(driver, "shuffle")


def test_the_first_store_is_migrated_per_language(driver):
    driver.get(url(FIXTURE, LESSON))
    driver.execute_script(f"localStorage.setItem('{STORE}', JSON.stringify({{basics: {{visited: true, quizzes: {{'basics-quiz': [0]}}}}}}))")
    driver.get(url(FIXTURE, LESSON))
    assert "correct" in questions(driver)[0].get_attribute("class").split()
    saved = store(driver)
    assert saved["version"] == 2 and saved["languages"]["de"]["basics"]["answers"]["basics-quiz"] == {"0": True}, saved
    assert "legacy" in saved and "zh-Hans" not in saved["languages"]
    # The first store seeds each language when it is first opened; from then on each language is
    # its own: resetting the German lesson leaves the Chinese one answered.
    reset = driver.find_element(By.CSS_SELECTOR, ".progress-reset")
    centre(driver, reset)
    reset.click()
    driver.switch_to.alert.accept()
    driver.get(url(FIXTURE, "zh-Hans/01-basics.html"))
    assert "correct" in questions(driver)[0].get_attribute("class").split()
    saved = store(driver)
    assert saved["languages"]["zh-Hans"]["basics"]["answers"]["basics-quiz"] == {"0": True}, saved
    assert saved["languages"]["de"]["basics"]["answers"] == {}, saved
    assert_clean_console(driver, "migration")


def test_progress_review_and_reset(driver):
    fresh(driver)
    # 3 questions and 1 exercise; nothing done yet.
    assert mark_text(driver).startswith("0/4"), mark_text(driver)
    box = driver.find_element(By.CSS_SELECTOR, "section.exercise .exercise-done input")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
    box.click()
    assert mark_text(driver).startswith("1/4"), mark_text(driver)
    single, multiple = questions(driver)[:2]
    choose(single, ".easeIn")
    check(single)
    choose(multiple, "Text")
    check(multiple)
    assert mark_text(driver).startswith("2/4"), mark_text(driver)
    driver.execute_script("document.getElementById('sidebar').scrollIntoView()")
    screenshot(driver, "sidebar-progress")
    assert driver.execute_script("var s = document.getElementById('sidebar'); return s.scrollWidth <= s.clientWidth"), \
        "the sidebar scrolls sideways"
    # The review page lists the missed question, linking back to it.
    driver.find_element(By.CSS_SELECTOR, ".review-link a").click()
    wait(driver, lambda d: d.current_url.endswith("/de/review.html"))
    shown = [link for link in driver.find_elements(By.CSS_SELECTOR, ".review-lesson li a") if link.is_displayed()]
    assert [link.text for link in shown] == ["Was wird interpoliert? (Mehrere Antworten)"], [link.text for link in shown]
    assert not driver.find_element(By.CSS_SELECTOR, ".review-empty").is_displayed()
    assert not driver.find_element(By.CSS_SELECTOR, ".review-needs-script").is_displayed()
    assert mark_text(driver).startswith("2/4")
    screenshot(driver, "review")
    shown[0].click()
    wait(driver, lambda d: d.current_url.endswith("01-basics.html#quiz-basics-quiz-q2"))
    assert driver.execute_script("return document.querySelector(':target').classList.contains('quiz-question')")
    # The index shows the same progress.
    driver.get(url(FIXTURE, "de/index.html"))
    assert driver.find_element(By.CSS_SELECTOR, ".course-index li[data-lesson=basics] .progress-mark").text.startswith("2/4")
    # Reset, after a confirmation: cancelling keeps everything, accepting forgets the lesson.
    driver.get(url(FIXTURE, LESSON))
    reset = driver.find_element(By.CSS_SELECTOR, ".progress-reset")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", reset)
    reset.click()
    driver.switch_to.alert.dismiss()
    assert mark_text(driver).startswith("2/4")
    reset.click()
    driver.switch_to.alert.accept()
    assert mark_text(driver).startswith("0/4"), mark_text(driver)
    assert not driver.find_elements(By.CSS_SELECTOR, ".quiz-question.answered")
    assert not driver.find_element(By.CSS_SELECTOR, ".exercise-done input").is_selected()
    driver.get(url(FIXTURE, "de/review.html"))
    assert driver.find_element(By.CSS_SELECTOR, ".review-empty").is_displayed()
    assert_clean_console(driver, "progress")


STAGE_FRAME = "return Number(document.querySelector('.replay-stage').getAttribute('data-frame'))"


def test_the_keyboard_alone_moves_the_scrubber(driver):
    fresh(driver)
    scrub = driver.find_element(By.CSS_SELECTOR, ".replay-scrub")
    last = int(driver.execute_script("return JSON.parse(document.querySelector('.trace-data').textContent).times.length - 1"))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", scrub)
    assert driver.switch_to.active_element == scrub
    steps = [(Keys.HOME, 0), (Keys.ARROW_RIGHT, 1), (Keys.ARROW_UP, 2), (Keys.PAGE_UP, 12), (Keys.ARROW_LEFT, 11),
             (Keys.PAGE_DOWN, 1), (Keys.ARROW_DOWN, 0), (Keys.END, last)]
    for key, frame in steps:
        scrub.send_keys(key)
        assert driver.execute_script(STAGE_FRAME) == frame, (key, frame, driver.execute_script(STAGE_FRAME))
    scrub.send_keys(Keys.HOME)
    for _ in range(27):
        scrub.send_keys(Keys.ARROW_RIGHT)
    assert scrub.get_attribute("aria-valuetext") == "0,45 s, Frame 27", scrub.get_attribute("aria-valuetext")
    assert driver.execute_script("return document.querySelector('.replay-play').getAttribute('aria-pressed')") == "false"
    # Chinese says it its own way.
    driver.get(url(FIXTURE, "zh-Hans/01-basics.html"))
    scrub = driver.find_element(By.CSS_SELECTOR, ".replay-scrub")
    driver.execute_script("arguments[0].focus()", scrub)
    scrub.send_keys(Keys.HOME)
    scrub.send_keys(Keys.PAGE_UP)
    assert scrub.get_attribute("aria-valuetext") == "0.167 秒，第 10 帧", scrub.get_attribute("aria-valuetext")
    assert_clean_console(driver, "scrubber")


def test_the_motion_switch_stops_replays_and_is_remembered(driver):
    fresh(driver)
    switch = driver.find_element(By.CSS_SELECTOR, ".motion-switch")
    play = driver.find_element(By.CSS_SELECTOR, ".replay-play")
    assert switch.is_displayed() and switch.get_attribute("aria-checked") == "true"
    assert play.get_attribute("aria-pressed") == "true", "the replay does not play by itself"
    switch.click()
    assert switch.get_attribute("aria-checked") == "false"
    assert play.get_attribute("aria-pressed") == "false"
    stopped = driver.execute_script(STAGE_FRAME)
    driver.execute_script("return new Promise(function (done) { setTimeout(done, 300); })")
    assert driver.execute_script(STAGE_FRAME) == stopped, "the replay went on after the switch"
    assert driver.execute_script("return localStorage.getItem('motionbook-motion')") == "off"
    # Off is remembered: the next page does not play and shows the last frame.
    driver.get(url(FIXTURE, LESSON))
    last = int(driver.execute_script("return JSON.parse(document.querySelector('.trace-data').textContent).times.length - 1"))
    assert driver.find_element(By.CSS_SELECTOR, ".motion-switch").get_attribute("aria-checked") == "false"
    assert driver.find_element(By.CSS_SELECTOR, ".replay-play").get_attribute("aria-pressed") == "false"
    assert driver.execute_script(STAGE_FRAME) == last
    driver.find_element(By.CSS_SELECTOR, ".motion-switch").click()
    assert driver.execute_script("return localStorage.getItem('motionbook-motion')") == "on"
    assert_clean_console(driver, "motion switch")


def test_every_control_is_at_least_24_px(driver):
    fresh(driver)
    small = driver.execute_script("""
      return Array.from(document.querySelectorAll('button, input, select, summary')).filter(function (e) {
        var box = e.getBoundingClientRect();
        return !e.disabled && box.width > 0 && box.height > 0 && (box.width < 24 || box.height < 24);
      }).map(function (e) { var box = e.getBoundingClientRect(); return e.outerHTML.slice(0, 80) + ' ' + box.width + 'x' + box.height; });
    """)
    assert not small, small


def axe_findings(driver, page):
    from axe_check import AXE, axe_violations  # axe.min.js from the venv, as axe_check.py runs it
    # The fixture's Markdown task list (its disabled checkboxes have no label: a finding of the
    # Markdown renderer's, not of the quiz) is left out; the course has no task list.
    driver.execute_script("document.querySelectorAll('article li > input[type=checkbox][disabled]').forEach(function (box) { box.remove(); })")
    driver.execute_script(AXE)
    return [f"{page}: {v['id']} {v['targets']}" for v in axe_violations(driver, page)]


def test_axe_finds_nothing_before_and_after_answering_and_on_the_review_page(driver):
    fresh(driver)
    findings = axe_findings(driver, "lesson")
    single, multiple, numeric = questions(driver)[:3]
    choose(single, ".easeOut")
    check(single)
    choose(multiple, "offset", "opacity")
    check(multiple)
    numeric.find_element(By.CSS_SELECTOR, "input[type=text]").send_keys("1,16")
    check(numeric)
    box = driver.find_element(By.CSS_SELECTOR, ".exercise-done input")
    centre(driver, box)
    box.click()
    findings += axe_findings(driver, "answered lesson")
    from axe_check import set_colour_scheme
    set_colour_scheme(driver, "dark")
    try:
        findings += axe_findings(driver, "answered lesson, dark")
    finally:
        set_colour_scheme(driver, "light")
    for page in ("de/review.html", "de/index.html", "zh-Hans/review.html"):
        driver.get(url(FIXTURE, page))
        findings += axe_findings(driver, page)
    assert not findings, findings


def test_without_javascript_the_quiz_and_review_say_they_need_it(_):
    driver = make_driver(javascript=False)
    try:
        driver.get(url(FIXTURE, LESSON))
        assert driver.find_element(By.CSS_SELECTOR, ".quiz-needs-script").is_displayed()
        question = questions(driver)[0]
        assert question.find_element(By.CSS_SELECTOR, "legend").is_displayed()
        assert len(question.find_elements(By.CSS_SELECTOR, ".quiz-choices li")) == 2
        assert not question.find_element(By.CSS_SELECTOR, ".quiz-answer").is_displayed()
        assert not driver.find_element(By.CSS_SELECTOR, ".motion-switch").is_displayed()
        driver.execute_script("document.querySelector('.quiz').scrollIntoView()")
        screenshot(driver, "quiz-no-javascript")
        driver.get(url(FIXTURE, "de/review.html"))
        assert driver.find_element(By.CSS_SELECTOR, ".review-needs-script").is_displayed()
        assert not any(item.is_displayed() for item in driver.find_elements(By.CSS_SELECTOR, ".review-lesson"))
    finally:
        driver.quit()


def main():
    return run_tests([value for name, value in globals().items() if name.startswith("test_")], "quiz", screenshot)


if __name__ == "__main__":
    sys.exit(main())
