"""Real-browser test of `motionbook preview` with Debian's Chromium and chromedriver.

Run by Tests/browser/run:  python test_preview.py TOOL ARTEFACTS

Previews a file with a button and a card with a drag gesture. Clicks the button on the replay's
stage at 0.2 s and drags the card at 0.5 s: the page's trace must then equal
`motionbook run FILE …` with the flags the page shows, and the server's counters must show runs
and no compile for these changes. Saves a changed file (the new trace is drawn in place, the page
not reloaded), a broken one (the error at its line, the last good trace kept), then the fix
(the trace again). Adds and removes a step with the keyboard alone; axe-core's WCAG 2.2 A/AA
rules on the page in both colour schemes. Screenshots go to ARTEFACTS. Tests run in name order
against one server (each builds on the last). Prints one line per test and 'N passed, N failed'.
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import uuid

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from browser_support import console_errors, run_tests
from axe_check import AXE, axe_violations, set_colour_scheme

TOOL, ARTEFACTS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
WORK = tempfile.mkdtemp(prefix="preview-")
RUN_ID = uuid.uuid4().hex
FILE = os.path.join(WORK, "LikeCard.swift")
# Seconds a compile may take here (a debug tool on a loaded machine, the engine maybe built first).
COMPILE = 600
SOURCE = """import SwiftUI

struct LikeCard: View {
    @State private var liked = false
    @State private var offset = CGSize.zero

    var body: some View {
        VStack(spacing: SPACING) {
            Button("Like") {
                withAnimation(.spring(duration: 0.4)) { liked.toggle() }
            }
            .scaleEffect(liked ? 1.5 : 1)
            RoundedRectangle(cornerRadius: 16)
                .fill(.blue)
                .frame(width: 200, height: 120)
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { offset = $0.translation }
                        .onEnded { _ in withAnimation(.spring(duration: 0.5)) { offset = .zero } })
        }
    }
}

#Preview("Card") {
    LikeCard()
}
// UNIQUE
"""
BROKEN_LINE = 12  # the line of `.scaleEffect`, where the broken save puts its error


class Server:
    """`motionbook preview FILE --port 0`, its log lines read as they come."""

    def __init__(self):
        save(SOURCE.replace("SPACING", "40"))
        self.process = subprocess.Popen([TOOL, "preview", FILE, "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines = []
        threading.Thread(target=self.read, daemon=True).start()
        deadline = time.time() + COMPILE
        while not any(" at http://127.0.0.1:" in line for line in self.lines):
            assert self.process.poll() is None and time.time() < deadline, "preview did not start: " + "".join(self.lines)
            time.sleep(0.1)
        self.base = re.search(r"http://127\.0\.0\.1:\d+/", "".join(self.lines)).group(0)

    def read(self):
        for line in self.process.stdout:
            self.lines.append(line)

    def get(self, path):
        with urllib.request.urlopen(self.base + path.lstrip("/"), timeout=COMPILE) as answer:
            return answer.read().decode("utf-8")

    def status(self):
        return json.loads(self.get("__motionbook/preview/status"))

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def save(text):
    """Writes FILE at once (a rename), marked with this run's id: no cache holds its results."""
    with open(FILE + ".new", "w", encoding="utf-8") as file:
        file.write(text.replace("UNIQUE", RUN_ID))
    os.replace(FILE + ".new", FILE)


def server():
    if not hasattr(server, "one"):
        server.one = Server()
    return server.one


def wait_for(driver, script, *arguments, timeout=COMPILE):
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: d.execute_script(script, *arguments))


FIGURE = "[data-figure='preview-1']"
SCRUB = """
var replay = document.querySelector(arguments[0] + ' .trace-replay');
var play = replay.querySelector('.replay-play');
if (play.getAttribute('aria-pressed') === 'true') play.click();
var scrub = replay.querySelector('.replay-scrub');
scrub.value = String(arguments[1]);
scrub.dispatchEvent(new Event('input'));"""
NODE = """
return Array.from(document.querySelectorAll(arguments[0] + ' .replay-stage [data-node]')).find(function (n) {
  return new RegExp(arguments[1]).test(n.getAttribute('data-node')) && n.style.display !== 'none'; }) || null;"""
STEPS = "return Array.from(document.querySelectorAll('.preview-steps li code')).map(function (c) { return c.textContent; });"


def open_page(driver):
    driver.get(server().base)
    wait_for(driver, "return document.querySelector(arguments[0] + ' .replay-stage [data-node]') !== null", FIGURE)


def test_a_clicking_the_button_and_dragging_the_card_script_the_run_flags_without_a_compile(driver):
    open_page(driver)
    before = server().status()
    # The button, clicked on the stage at 0.2 s.
    driver.execute_script(SCRUB, FIGURE, 0.2)
    button = driver.execute_script(NODE.replace("arguments[1]", "'Button$'"), FIGURE)
    assert button is not None, driver.execute_script("return document.querySelector(arguments[0]).innerHTML.slice(0, 2000)", FIGURE)
    ActionChains(driver).move_to_element(button).click().perform()
    wait_for(driver, "return document.querySelectorAll('.preview-steps li').length === 1")
    assert driver.execute_script(STEPS) == ["--tap 'Like@0.2'"], driver.execute_script(STEPS)
    # The card, dragged up across the stage at 0.5 s.
    driver.execute_script(SCRUB, FIGURE, 0.5)
    card = driver.execute_script(NODE.replace("arguments[1]", "'RoundedRectangle$'"), FIGURE)
    assert card is not None
    chain = ActionChains(driver, duration=50).move_to_element(card).click_and_hold()
    for _ in range(6):
        chain = chain.move_by_offset(0, -10)
    chain.release().perform()
    wait_for(driver, "return document.querySelectorAll('.preview-steps li').length === 2")
    steps = driver.execute_script(STEPS)
    assert steps[0] == "--tap 'Like@0.2'" and re.fullmatch(r"--drag '(\S+)@0\.5:0,-\d+(\.\d+)?,\d+(\.\d+)?'", steps[1]), steps
    wait_for(driver, "return !document.querySelector('.preview-status').textContent.startsWith('Running')")
    driver.save_screenshot(os.path.join(ARTEFACTS, "preview-tap-and-drag.png"))

    # The flags the page shows, run by `motionbook run`, give the page's trace, byte for byte.
    command = driver.execute_script("return document.querySelector('.preview-flags code').textContent")
    words = shlex.split(command)
    assert words[:3] == ["motionbook", "run", FILE] and words[3:5] == ["--duration", "2"] and "--tap" in words and "--drag" in words, command
    ran = subprocess.run([TOOL] + words[1:] + ["--format", "json"], capture_output=True, text=True, timeout=COMPILE)
    assert ran.returncode == 0, ran.stderr
    page_trace = server().get("__motionbook/preview/trace?figure=preview-1")
    assert json.loads(page_trace) == json.loads(ran.stdout), "the page's trace differs from run's"
    # The tap happened at 0.2 s and the drag moved the card.
    trace = json.loads(page_trace)
    kinds = [(event["kind"], round(event["t"], 3)) for event in trace["events"]]
    assert ("tap", 0.2) in kinds, kinds
    # Two runs, no compile.
    after = server().status()
    assert after["compiles"] == before["compiles"] and after["runs"] == before["runs"] + 2, (before, after)
    assert any("compiled 0, ran 1" in line for line in server().lines), server().lines
    errors = [entry for entry in console_errors(driver) if "/favicon.ico " not in entry["message"]]
    assert not errors, errors


def test_b_a_save_redraws_in_place_a_broken_save_keeps_the_trace_and_a_fix_draws_again(driver):
    open_page(driver)
    driver.execute_script("window.__kept = true; scrollTo(0, 300);")
    scrolled = driver.execute_script("return scrollY")
    data = "return document.querySelector(arguments[0] + ' .trace-data').textContent"
    first = driver.execute_script(data, FIGURE)
    compiles = server().status()["compiles"]

    save(SOURCE.replace("SPACING", "90"))
    wait_for(driver, "return document.querySelector(arguments[0] + ' .trace-data').textContent !== arguments[1]", FIGURE, first)
    assert driver.execute_script("return window.__kept === true"), "the page was reloaded"
    assert abs(driver.execute_script("return scrollY") - scrolled) <= 1
    changed = driver.execute_script(data, FIGURE)
    assert server().status()["compiles"] == compiles + 1

    lines = SOURCE.replace("SPACING", "90").split("\n")
    assert lines[BROKEN_LINE - 1].strip() == ".scaleEffect(liked ? 1.5 : 1)"
    lines[BROKEN_LINE - 1] = lines[BROKEN_LINE - 1].replace(": 1)", ": notDeclared)")
    save("\n".join(lines))
    wait_for(driver, "return !document.querySelector('.preview-error').hidden")
    error = driver.execute_script("return document.querySelector('.preview-error-text').textContent")
    assert f"{FILE}:{BROKEN_LINE}:" in error and "error" in error, error
    assert driver.execute_script(data, FIGURE) == changed, "the last good trace was not kept"
    driver.execute_script("document.querySelector('.preview-error').scrollIntoView()")
    driver.save_screenshot(os.path.join(ARTEFACTS, "preview-compile-error.png"))
    driver.execute_script("scrollTo(0, arguments[0])", scrolled)

    save(SOURCE.replace("SPACING", "60"))
    wait_for(driver, "return document.querySelector('.preview-error').hidden")
    wait_for(driver, "return document.querySelector(arguments[0] + ' .trace-data').textContent !== arguments[1]", FIGURE, changed)
    assert driver.execute_script("return window.__kept === true"), "the page was reloaded"


def test_c_every_control_works_from_the_keyboard_and_axe_finds_nothing(driver):
    open_page(driver)
    count = len(driver.execute_script(STEPS))
    form = driver.find_element("css selector", ".preview-add")
    target = form.find_element("css selector", "input[name=target]")
    target.clear()
    target.send_keys("Like")
    time_field = form.find_element("css selector", "input[name=time]")
    time_field.clear()
    time_field.send_keys("0.8", Keys.TAB)  # the values field is off for a tap: the next stop is Add
    assert driver.execute_script("return document.activeElement.textContent") == "Add step"
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    wait_for(driver, "return document.querySelectorAll('.preview-steps li').length === arguments[0]", count + 1)
    assert "--tap 'Like@0.8'" in driver.execute_script(STEPS), driver.execute_script(STEPS)
    remove = driver.find_element("css selector", ".preview-steps .preview-remove[aria-label='Remove tap Like@0.8']")
    remove.send_keys(Keys.ENTER)
    wait_for(driver, "return document.querySelectorAll('.preview-steps li').length === arguments[0]", count)
    assert "--tap 'Like@0.8'" not in driver.execute_script(STEPS)
    # The small menu: a right click on the card puts its name in the form, for a pinch.
    card = driver.execute_script(NODE.replace("arguments[1]", "'RoundedRectangle$'"), FIGURE)
    ActionChains(driver).context_click(card).perform()
    wait_for(driver, "return document.querySelector('.preview-add [name=target]').value !== 'Like'", timeout=30)
    assert driver.execute_script("return document.activeElement.name") == "kind"
    name = driver.execute_script("return document.querySelector('.preview-add [name=target]').value")
    assert name == "LikeCard/VStack/RoundedRectangle", name
    Select(driver.find_element("css selector", ".preview-add select[name=kind]")).select_by_value("pinch")
    values = driver.find_element("css selector", ".preview-add input[name=values]")
    values.send_keys("1.5,30,0.4", Keys.ENTER)
    wait_for(driver, "return document.querySelectorAll('.preview-steps li').length === arguments[0]", count + 1)
    pinch = [step for step in driver.execute_script(STEPS) if step.startswith("--pinch")]
    assert len(pinch) == 1 and re.fullmatch(r"--pinch 'LikeCard/VStack/RoundedRectangle@[\d.]+:1\.5,30,0\.4'", pinch[0]), pinch
    assert driver.execute_script("return document.querySelector('.preview-error').hidden"), "the pinch did not run"
    driver.find_element("css selector", ".preview-steps li:last-child .preview-remove").send_keys(Keys.ENTER)
    wait_for(driver, "return document.querySelectorAll('.preview-steps li').length === arguments[0]", count)
    # The colour scheme from the keyboard: a re-run in the dark scheme, no compile.
    compiles = server().status()["compiles"]
    scheme = driver.find_element("css selector", ".preview-controls select[name='color-scheme']")
    scheme.send_keys(Keys.ARROW_DOWN)
    wait_for(driver, "return document.querySelector('.preview-fence code').textContent.indexOf('color-scheme=dark') >= 0")
    assert server().status()["compiles"] == compiles
    wait_for(driver, "return !document.querySelector('.preview-status').textContent.startsWith('Running')")
    found = []
    for colours in ("light", "dark"):
        set_colour_scheme(driver, colours)
        open_page(driver)
        driver.execute_script(AXE)
        found += [f"{colours}: {v['id']} {', '.join(v['targets'])}" for v in axe_violations(driver, "preview")]
    set_colour_scheme(driver, "light")
    assert not found, found


def screenshot(driver, name):
    os.makedirs(ARTEFACTS, exist_ok=True)
    driver.save_screenshot(os.path.join(ARTEFACTS, name + ".png"))


def main():
    try:
        return run_tests([value for name, value in globals().items() if name.startswith("test_")], "preview", screenshot)
    finally:
        if hasattr(server, "one"):
            server.one.stop()
        shutil.rmtree(WORK, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
