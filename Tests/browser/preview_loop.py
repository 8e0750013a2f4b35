"""The loop of `motionbook preview`, measured in a real browser (headless Chromium): a benchmark
that prints figures (no test is timed).
    python preview_loop.py TOOL CONTENT [RUNS]

Copies CONTENT, previews the German lesson's `jump` snippet of 01-how-animation-works with TOOL
(build it with -c release for figures worth reporting) and opens its page. Then, RUNS times each
(default 10):
  click  the scrubber set to a new time, a press dispatched on the snippet's button on the stage:
         milliseconds from the press to the new figure swapped in with its replay drawn (the page
         asked, the server re-ran the compiled program and rendered the figure, the page drew
         it); RUN is the server's own time for the attempt as it logged it. Each press is at
         another time, so each is a new scenario that really runs (not a cached result); the step
         is removed again between presses (not measured).
  save   the snippet's frame width changed to a new value in the lesson: milliseconds from just
         before the write to the new figure drawn; ATTEMPT is the server's time for that attempt
         as it logged it: the compile of the changed program, its run and the figure's render.
Prints one line per run and the medians. The server's counters must show a compile for every
save and none for the clicks.
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid

from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_support import make_driver  # noqa: E402

TOOL, CONTENT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
RUNS = int(sys.argv[3]) if len(sys.argv) > 3 else 10
LESSON = os.path.join("de", "01-how-animation-works.md")
SNIPPET = "jump"
WIDTH = re.compile(r"(id=jump .*?\.frame\(width: )(\d+)(, height: 60\))", re.S)
SLOW = 600

# The next figure swapped in with its replay drawn, in ms from the start of this script.
WATCH = """
var done = arguments[arguments.length - 1];
var figures = document.querySelector('.preview-figures');
var old = figures.firstElementChild;
var start = performance.now();
var observer = new MutationObserver(function () {
  var fresh = figures.firstElementChild;
  if (fresh && fresh !== old && fresh.querySelector('.replay-stage[data-frame]')) {
    observer.disconnect();
    requestAnimationFrame(function () { done(performance.now() - start); });
  }
});
observer.observe(figures, {childList: true, subtree: true, attributes: true});
window.__press && window.__press();
"""
PRESS = """
var time = arguments[0];
var replay = document.querySelector('.preview-figures .trace-replay');
var play = replay.querySelector('.replay-play');
if (play.getAttribute('aria-pressed') === 'true') play.click();
var scrub = replay.querySelector('.replay-scrub');
scrub.value = String(time);
scrub.dispatchEvent(new Event('input'));
var button = Array.from(replay.querySelectorAll('.replay-stage [data-node]')).find(function (n) {
  return /Button$/.test(n.getAttribute('data-node')); });
window.__press = function () {
  var box = button.getBoundingClientRect();
  var at = {bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, button: 0, pointerId: 1};
  button.dispatchEvent(new PointerEvent('pointerdown', at));
  button.dispatchEvent(new PointerEvent('pointerup', at));
};
"""


def main():
    work = tempfile.mkdtemp(prefix="preview-loop-")
    content = os.path.join(work, "content")
    shutil.copytree(CONTENT, content)
    lesson = os.path.join(content, LESSON)
    lines = []
    server = subprocess.Popen([TOOL, "preview", lesson, SNIPPET, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    threading.Thread(target=lambda: [lines.append(line) for line in server.stdout], daemon=True).start()
    driver = make_driver()
    try:
        deadline = time.time() + SLOW
        while not any(" at http://127.0.0.1:" in line for line in lines):
            assert server.poll() is None and time.time() < deadline, "".join(lines)
            time.sleep(0.1)
        base = re.search(r"http://127\.0\.0\.1:\d+/", "".join(lines)).group(0)
        driver.get(base)
        WebDriverWait(driver, SLOW).until(lambda d: d.execute_script(
            "return document.querySelector('.preview-figures .replay-stage [data-node]') !== null"))
        driver.set_script_timeout(SLOW)

        def logged_ms(count):
            WebDriverWait(driver, SLOW).until(lambda d: sum(" in " in line and " ms (" in line for line in lines) >= count)
            attempts = [line for line in lines if " ms (" in line]
            return int(re.search(r" in (\d+) ms \(", attempts[count - 1]).group(1)), attempts[count - 1].strip()

        attempts = sum(" ms (" in line for line in lines)
        clicks = []
        for run in range(RUNS):
            driver.execute_script(PRESS, round(0.3 + 0.05 * run, 3))
            shown = driver.execute_async_script(WATCH)
            attempts += 1
            ran, line = logged_ms(attempts)
            assert "compiled 0, ran 1" in line, line
            clicks.append(shown)
            print(f"click {shown:.0f} RUN {ran}", flush=True)
            # Back to the fence's script (not measured; its result is cached).
            driver.execute_script("document.querySelector('.preview-steps li:last-child .preview-remove').click()")
            attempts += 1
            logged_ms(attempts)
            WebDriverWait(driver, SLOW).until(lambda d: d.execute_script("return document.querySelectorAll('.preview-steps li').length === 1"))

        saves, compiles = [], []
        source = open(lesson, encoding="utf-8").read()
        for run in range(RUNS):
            # Another width (a new trace) in a program no cache holds (a new comment).
            driver.execute_script("window.__press = null;")
            start = time.time()
            changed = WIDTH.sub(lambda m: m.group(1) + str(61 + run) + m.group(3), source)
            changed = changed.replace("// no animation context", f"// no animation context ({uuid.uuid4().hex})", 1)
            with open(lesson + ".new", "w", encoding="utf-8") as file:
                file.write(changed)
            os.replace(lesson + ".new", lesson)
            driver.execute_async_script(WATCH)
            page = (time.time() - start) * 1000
            attempts += 1
            attempt, line = logged_ms(attempts)
            assert "compiled 1" in line, line
            saves.append(page)
            compiles.append(attempt)
            print(f"save {page:.0f} ATTEMPT {attempt} (page minus attempt {page - attempt:.0f})", flush=True)
        print(f"click to updated replay: median {statistics.median(clicks):.0f} ms of {RUNS} (min {min(clicks):.0f}, max {max(clicks):.0f})")
        print(f"save to updated page: median {statistics.median(saves):.0f} ms of {RUNS}; the server's attempt (compile, run, render): "
              f"median {statistics.median(compiles):.0f} ms; page minus attempt: median "
              f"{statistics.median([s - c for s, c in zip(saves, compiles)]):.0f} ms")
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
