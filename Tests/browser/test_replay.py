"""Real-browser tests of the scene replay (SiteBuilder/Traces/ReplayHTML, site/motionbook.js):
what the stage draws agrees with the trace embedded in the page, frame by frame.

Run by Tests/browser/run after it has built the course:
    python test_replay.py COURSE_SITE ARTEFACTS RUN_PAGE
(RUN_PAGE: what `motionbook run content/de/04-springs.md bounce --html RUN_PAGE` wrote.)

Each check scrubs a replay to a time (the scrubber's value is seconds, set with an `input`
event), reads where the browser drew a node (`[data-node]`'s bounding box, page pixels),
divides by the stage's `data-scale` (page pixels per point) and compares with the trace's own
numbers, computed here independently from the tracks (`geometry`, `rotationEffect` and the
node's anchor, `opacity`).
"""
import math
import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_support import assert_clean_console, make_driver, run_tests, url, wait

COURSE, ARTEFACTS, RUN_PAGE = (os.path.abspath(path) for path in sys.argv[1:4])


def open_replay(driver, page, snippet):
    """Opens `page`, pauses the replay of `snippet` and returns its block's CSS selector."""
    driver.get(url(COURSE, page))
    block = f"#snippet-{snippet}"
    # A predict-first snippet shows its replay once a guess is committed; an explorer's replay
    # appears when its data file has loaded.
    for guess in driver.find_elements(By.CSS_SELECTOR, f"{block} .predict-guess"):
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", guess)
        guess.send_keys("0", Keys.ENTER)
    # An explorer draws its figure again from its data file: wait until it has.
    for explorer in driver.find_elements(By.CSS_SELECTOR, f"{block} .explorer"):
        driver.execute_script("arguments[0].scrollIntoView()", explorer)
        wait(driver, lambda d: "explorer-ready" in explorer.get_attribute("class"))
    replay = driver.find_element(By.CSS_SELECTOR, f"{block} .trace-replay")
    driver.execute_script("arguments[0].scrollIntoView()", replay)
    assert replay.is_displayed(), "the replay is hidden with JavaScript on"
    if replay.find_element(By.CSS_SELECTOR, ".replay-play").get_attribute("aria-pressed") == "true":
        replay.find_element(By.CSS_SELECTOR, ".replay-play").click()
    return block


def scrub(driver, block, seconds):
    """Sets the scrubber to `seconds` and returns the drawn frame, the scale and the data."""
    return driver.execute_script("""
        var root = document.querySelector(arguments[0] + ' .trace-replay');
        var scrub = root.querySelector('.replay-scrub');
        scrub.value = String(arguments[1]);
        scrub.dispatchEvent(new Event('input'));
        var stage = root.querySelector('.replay-stage');
        return {frame: Number(stage.getAttribute('data-frame')), scale: Number(stage.getAttribute('data-scale')),
                data: JSON.parse(root.querySelector('.trace-data').textContent)};""", block, seconds)


def drawn(driver, block, path):
    """A drawn node: centre and size relative to the stage's content box, page pixels; its opacity
    and whether it is shown."""
    return driver.execute_script("""
        var stage = document.querySelector(arguments[0] + ' .replay-stage');
        var element = stage.querySelector('[data-node="' + arguments[1] + '"]');
        if (!element) return null;
        var box = element.getBoundingClientRect(), origin = stage.getBoundingClientRect();
        var border = parseFloat(getComputedStyle(stage).borderLeftWidth);
        return {x: box.left + box.width / 2 - origin.left - border, y: box.top + box.height / 2 - origin.top - border,
                width: box.width, height: box.height, shown: getComputedStyle(element).display !== 'none',
                opacity: Number(getComputedStyle(element).opacity)};""", block, path)


def track(data, path, prop):
    return next((t for t in data["tracks"] if t["path"] == path and t["property"] == prop), None)


def value(t, frame):
    return t["frames"][frame] if "frames" in t else t["value"]


def geometry(data, path, frame):
    t = track(data, path, "geometry")
    if t:
        return value(t, frame)
    return next(n for n in data["nodes"] if n["path"] == path)["frame"]


def centre(g):
    return g[0] + g[2] / 2, g[1] + g[3] / 2


def close(a, b, tolerance, what):
    assert abs(a - b) <= tolerance, f"{what}: drawn {a}, traced {b}"


# Tests ---------------------------------------------------------------------------------------

def test_bounce_draws_three_shapes_where_the_trace_puts_them(driver):
    block = open_replay(driver, "de/04-springs.html", "bounce")
    state = scrub(driver, block, 0.45)
    assert state["frame"] == 27, state["frame"]
    nodes = {n["path"]: n["kind"] for n in state["data"]["nodes"]}
    assert nodes["BounceLab/VStack/Circle"] == "circle"
    assert nodes["BounceLab/VStack/Capsule"] == "capsule"
    assert nodes["BounceLab/VStack/RoundedRectangle"] == "roundedRectangle"
    circle = drawn(driver, block, "BounceLab/VStack/Circle")
    rounded = drawn(driver, block, "BounceLab/VStack/RoundedRectangle")
    capsule = drawn(driver, block, "BounceLab/VStack/Capsule")
    assert circle and rounded and capsule and circle["shown"] and rounded["shown"] and capsule["shown"]
    # The lesson's numbers: 136.748 and 82.334 points of offset at 0.45 s.
    close((rounded["x"] - circle["x"]) / state["scale"], 136.748 - 82.334, 1, "rounded rectangle − circle")
    for path in ("BounceLab/VStack/Circle", "BounceLab/VStack/RoundedRectangle", "BounceLab/VStack/Capsule"):
        x, y = centre(geometry(state["data"], path, 27))
        shape = drawn(driver, block, path)
        close(shape["x"] / state["scale"], x, 1, path + " x")
        close(shape["y"] / state["scale"], y, 1, path + " y")
        close(shape["width"] / state["scale"], geometry(state["data"], path, 27)[2], 1, path + " width")
    assert_clean_console(driver, "bounce replay")


def test_a_transition_shows_the_view_only_while_it_exists_at_its_traced_opacity(driver):
    block = open_replay(driver, "de/07-transitions.html", "fade")
    path = "SavedBadge/VStack/Circle"
    data = scrub(driver, block, 0)["data"]
    node = next(n for n in data["nodes"] if n["path"] == path)
    opacity = track(data, path, "opacity")
    assert not drawn(driver, block, path)["shown"], "the badge is drawn before it is inserted"
    for frame in (node["from"], node["from"] + 6, node["from"] + 20, node["until"] - 3):
        scrub(driver, block, data["times"][frame])
        badge = drawn(driver, block, path)
        assert badge["shown"], frame
        close(badge["opacity"], value(opacity, frame)[0], 1e-3, f"opacity at frame {frame}")
    scrub(driver, block, data["times"][node["until"]])
    assert not drawn(driver, block, path)["shown"], "the badge is drawn after its removal"
    assert_clean_console(driver, "transition replay")


def drawn_text(driver, block, path):
    return driver.execute_script("""
        var element = document.querySelector(arguments[0] + ' .replay-stage [data-node="' + arguments[1] + '"] text');
        return element ? element.textContent : null;""", block, path)


def test_a_text_shows_the_string_of_each_frame(driver):
    block = open_replay(driver, "de/01-how-animation-works.html", "text-jumps")
    path = "StatusLabel/VStack/Text"
    data = scrub(driver, block, 0)["data"]
    node = next(n for n in data["nodes"] if n["path"] == path)
    assert node["text"] == "Loading" and [c["text"] for c in node["contents"]] == ["Done"], node
    assert drawn_text(driver, block, path) == "Loading"
    change = node["contents"][0]["frame"]
    scrub(driver, block, data["times"][change - 1])
    assert drawn_text(driver, block, path) == "Loading"
    scrub(driver, block, data["times"][change])
    assert drawn_text(driver, block, path) == "Done"
    scrub(driver, block, 0)
    assert drawn_text(driver, block, path) == "Loading", "scrubbing back does not bring the first string back"
    assert_clean_console(driver, "text replay")


def test_a_matched_geometry_move_follows_the_traced_frame(driver):
    block = open_replay(driver, "de/08-matched-geometry.html", "fly")
    path = "PhotoRow/VStack/RoundedRectangle"
    for seconds in (0.3, 0.5, 0.8, 1.3):
        state = scrub(driver, block, seconds)
        g = geometry(state["data"], path, state["frame"])
        photo = drawn(driver, block, path)
        x, y = centre(g)
        close(photo["x"] / state["scale"], x, 1, f"centre x at {seconds} s")
        close(photo["y"] / state["scale"], y, 1, f"centre y at {seconds} s")
        close(photo["width"] / state["scale"], g[2], 1, f"width at {seconds} s")
        close(photo["height"] / state["scale"], g[3], 1, f"height at {seconds} s")
    assert_clean_console(driver, "matched geometry replay")


def rotated_centre(g, degrees, anchor):
    """Where a rectangle's centre goes when it turns by `degrees` about the unit point `anchor`."""
    cx, cy = centre(g)
    px, py = g[0] + anchor[0] * g[2], g[1] + anchor[1] * g[3]
    angle = math.radians(degrees)
    dx, dy = cx - px, cy - py
    return px + dx * math.cos(angle) - dy * math.sin(angle), py + dx * math.sin(angle) + dy * math.cos(angle)


def test_a_rotation_turns_about_its_anchor(driver):
    block = open_replay(driver, "de/10-keyframe-animator.html", "ringing-bell")
    path = "RingingBell/VStack/Image"
    data = scrub(driver, block, 0)["data"]
    node = next(n for n in data["nodes"] if n["path"] == path)
    assert node["anchor"] == [0.5, 0], node.get("anchor")
    rotation = track(data, path, "rotationEffect")
    frames = [k for k in range(len(data["times"])) if abs(value(rotation, k)[0]) > 5]
    assert frames, "the bell never turns"
    for frame in frames[:: max(1, len(frames) // 4)]:
        state = scrub(driver, block, data["times"][frame])
        g = geometry(data, path, frame)
        x, y = rotated_centre(g, value(rotation, frame)[0], node["anchor"])
        bell = drawn(driver, block, path)
        close(bell["x"] / state["scale"], x, 1, f"centre x at frame {frame}")
        close(bell["y"] / state["scale"], y, 1, f"centre y at frame {frame}")
    assert_clean_console(driver, "rotation replay")


def test_a_keyframe_run_moves_and_turns_as_traced(driver):
    block = open_replay(driver, "de/10-keyframe-animator.html", "jump-and-wobble")
    path = "JumpingStar/VStack/Image"
    data = scrub(driver, block, 0)["data"]
    rotation = track(data, path, "rotationEffect")
    for seconds in (0.25, 0.45, 0.6, 0.9):
        state = scrub(driver, block, seconds)
        frame = state["frame"]
        x, y = rotated_centre(geometry(data, path, frame), value(rotation, frame)[0], [0.5, 0.5])
        star = drawn(driver, block, path)
        close(star["x"] / state["scale"], x, 1, f"centre x at {seconds} s")
        close(star["y"] / state["scale"], y, 1, f"centre y at {seconds} s")
    assert_clean_console(driver, "keyframe replay")


def test_every_drawn_view_names_its_trace_path_and_symbols_are_labelled(driver):
    block = open_replay(driver, "de/10-keyframe-animator.html", "ringing-bell")
    data = scrub(driver, block, 0)["data"]
    paths = driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0] + ' .replay-stage [data-node]')).map(function (e) { return e.getAttribute('data-node'); });",
        block)
    assert sorted(paths) == sorted(n["path"] for n in data["nodes"]), paths
    symbol = driver.find_element(By.CSS_SELECTOR, f'{block} [data-node="RingingBell/VStack/Image"]')
    assert symbol.get_attribute("role") == "img" and symbol.get_attribute("aria-label") == "bell.fill", symbol.get_attribute("aria-label")
    description = driver.find_element(By.CSS_SELECTOR, f"{block} .replay-stage").get_attribute("aria-describedby")
    text = driver.find_element(By.ID, description).get_attribute("textContent")
    assert "Image rotationEffect" in text, text


def test_play_pause_speed_and_the_keyboard(driver):
    block = open_replay(driver, "de/04-springs.html", "bounce")
    play = driver.find_element(By.CSS_SELECTOR, f"{block} .replay-play")
    scrubber = driver.find_element(By.CSS_SELECTOR, f"{block} .replay-scrub")
    scrub(driver, block, 0)
    play.click()
    assert play.get_attribute("aria-pressed") == "true"
    wait(driver, lambda d: scrub_frame(d, block) > 5, timeout=3)
    play.click()
    paused = scrub_frame(driver, block)
    driver.execute_script("return new Promise(function (done) { setTimeout(done, 300); })")
    assert scrub_frame(driver, block) == paused, "time runs while paused"
    # The keyboard: one frame per arrow, ten per page key, Home and End.
    scrub(driver, block, 0.5)
    scrubber.send_keys(Keys.ARROW_RIGHT)
    assert scrub_frame(driver, block) == 31
    scrubber.send_keys(Keys.PAGE_DOWN)
    assert scrub_frame(driver, block) == 21
    scrubber.send_keys(Keys.END)
    assert scrub_frame(driver, block) == 96
    assert abs(float(scrubber.get_attribute("value")) - 1.6) < 1e-6, scrubber.get_attribute("value")
    # Half speed advances about half as many frames per second.
    driver.execute_script("""
        var select = document.querySelector(arguments[0] + ' .replay-speed');
        select.value = '0.5'; select.dispatchEvent(new Event('change'));""", block)
    scrub(driver, block, 0)
    start = driver.execute_script("document.querySelector(arguments[0] + ' .replay-play').click(); return performance.now();", block)
    driver.execute_script("return new Promise(function (done) { setTimeout(done, 500); })")
    rate = scrub_frame(driver, block) / ((driver.execute_script("return performance.now();") - start) / 1000)
    assert abs(rate - 30) <= 0.2 * 30 + 4, rate
    assert_clean_console(driver, "replay controls")


def test_the_run_page_opens_alone_and_draws_the_three_shapes(driver):
    # No network: every request other than the file itself fails.
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["http://*", "https://*", "file://*/assets/*"]})
    try:
        driver.get("file://" + RUN_PAGE)
        block = "#snippet-bounce"
        driver.find_element(By.CSS_SELECTOR, f"{block} .replay-play").click()
        state = scrub(driver, block, 0.45)
        circle = drawn(driver, block, "BounceLab/VStack/Circle")
        rounded = drawn(driver, block, "BounceLab/VStack/RoundedRectangle")
        assert drawn(driver, block, "BounceLab/VStack/Capsule")["shown"]
        close((rounded["x"] - circle["x"]) / state["scale"], 136.748 - 82.334, 1, "rounded rectangle − circle")
        resources = driver.execute_script("return performance.getEntriesByType('resource').map(function (r) { return r.name; });")
        assert resources == [], resources
        assert_clean_console(driver, "the run page")
    finally:
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})


def scrub_frame(driver, block):
    return int(driver.execute_script("return document.querySelector(arguments[0] + ' .replay-stage').getAttribute('data-frame');", block))


def test_hovering_a_table_row_moves_the_replay_there(driver):
    block = open_replay(driver, "de/04-springs.html", "bounce")
    row = driver.find_elements(By.CSS_SELECTOR, f"{block} .trace-table tbody tr")[9]
    shown = row.find_element(By.CSS_SELECTOR, "th").text
    assert "," in shown and "." not in shown, f"a German table's time is written with a decimal comma: {shown}"
    seconds = float(shown.replace(",", "."))
    driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('mouseenter'))", row)
    assert scrub_frame(driver, block) == round(seconds * 60), (seconds, scrub_frame(driver, block))
    readout = driver.find_element(By.CSS_SELECTOR, f"{block} .replay-time").text
    assert readout == f"{seconds:.3f} s".replace(".", ","), f"the German readout writes a decimal comma: {readout}"


def strip_panel_centres(driver, block, panel):
    """Centres (page pixels, relative to the panel's device frame) of the film strip's drawn
    shapes in `panel`, found by their painting order, and the frame's width in page pixels."""
    strip = driver.find_element(By.CSS_SELECTOR, f"{block} .film-strip svg")
    panels = strip.find_elements(By.XPATH, "./*[local-name()='g']")
    device = panels[panel].find_element(By.XPATH, "./*[local-name()='rect']").rect
    shapes = panels[panel].find_elements(By.XPATH, ".//*[local-name()='ellipse' or local-name()='rect'][ancestor::*[local-name()='g'][@clip-path]]")
    centres = [(r["x"] + r["width"] / 2 - device["x"], r["y"] + r["height"] / 2 - device["y"]) for r in (e.rect for e in shapes)]
    return centres, device["width"], len(panels)


def test_without_javascript_the_film_strip_draws_the_scene_as_traced(_):
    driver = make_driver(javascript=False)
    try:
        driver.get(url(COURSE, "de/04-springs.html"))
        block = "#snippet-bounce"
        assert not driver.find_element(By.CSS_SELECTOR, f"{block} .trace-replay").is_displayed()
        strip = driver.find_element(By.CSS_SELECTOR, f"{block} .film-strip")
        assert strip.is_displayed(), "no film strip without JavaScript"
        data = __import__("json").loads(driver.find_element(By.CSS_SELECTOR, f"{block} .trace-data").get_attribute("textContent"))
        captions = [t.get_attribute("textContent") for t in strip.find_elements(By.XPATH, ".//*[local-name()='text'][not(ancestor::*[@clip-path])]")]
        # The first frame, the tap, the middle of the springs' run, the last frame.
        assert captions[0].startswith("0 s") and captions[1].startswith("0,2 s") and captions[-1].startswith("1,6 s"), captions
        panel = next(i for i, c in enumerate(captions) if c.startswith("0,45 s"))
        centres, width, count = strip_panel_centres(driver, block, panel)
        assert count == len(captions) and 4 <= count <= 6, count
        scale = width / data["width"]
        # Circle, capsule, rounded rectangle, in the scene's painting order.
        for (x, y), path in zip(centres, ("BounceLab/VStack/Circle", "BounceLab/VStack/Capsule", "BounceLab/VStack/RoundedRectangle")):
            tx, ty = centre(geometry(data, path, 27))
            close(x / scale, tx, 1, "film strip " + path + " x")
            close(y / scale, ty, 1, "film strip " + path + " y")
        close((centres[2][0] - centres[0][0]) / scale, 136.748 - 82.334, 1, "film strip rounded rectangle − circle")
    finally:
        driver.quit()


def test_in_print_the_film_strip_stands_in_for_the_replay(driver):
    block = open_replay(driver, "de/04-springs.html", "bounce")
    strip = driver.find_element(By.CSS_SELECTOR, f"{block} .film-strip")
    assert not strip.is_displayed(), "the film strip is shown beside a live replay"
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert strip.is_displayed(), "the film strip is not printed"
        assert not driver.find_element(By.CSS_SELECTOR, f"{block} .trace-replay").is_displayed(), "the replay is printed"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_hovering_a_chart_moves_the_replay_there(driver):
    block = open_replay(driver, "de/04-springs.html", "bounce")
    chart = driver.find_element(By.CSS_SELECTOR, f"{block} svg.chart")
    driver.execute_script("arguments[0].scrollIntoView()", chart)
    driver.execute_script("""
        var chart = arguments[0], box = chart.getBoundingClientRect(), view = chart.viewBox.baseVal;
        var x0 = Number(chart.getAttribute('data-plot-start')), x1 = Number(chart.getAttribute('data-plot-end'));
        var end = Number(chart.getAttribute('data-time-end'));
        var x = x0 + (x1 - x0) * 0.45 / end;
        chart.dispatchEvent(new MouseEvent('mousemove', {clientX: box.left + x / view.width * box.width, clientY: box.top + box.height / 2}));""", chart)
    assert scrub_frame(driver, block) == 27, scrub_frame(driver, block)


def test_reduced_motion_shows_a_still_last_frame(_):
    driver = make_driver()
    try:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        driver.get(url(COURSE, "de/04-springs.html"))
        block = "#snippet-bounce"
        play = driver.find_element(By.CSS_SELECTOR, f"{block} .replay-play")
        assert play.get_attribute("aria-pressed") == "false"
        driver.execute_script("return new Promise(function (done) { setTimeout(done, 300); })")
        assert scrub_frame(driver, block) == 96
        # The motion switch starts from the preference; switched on, it is remembered over it.
        switch = driver.find_element(By.CSS_SELECTOR, ".motion-switch")
        assert switch.get_attribute("aria-checked") == "false"
        switch.click()
        driver.get(url(COURSE, "de/04-springs.html"))
        assert driver.find_element(By.CSS_SELECTOR, f"{block} .replay-play").get_attribute("aria-pressed") == "true"
        driver.execute_script("localStorage.removeItem('motionbook-motion')")
        assert_clean_console(driver, "replay with reduced motion")
    finally:
        driver.quit()


def screenshot(driver, name):
    os.makedirs(ARTEFACTS, exist_ok=True)
    driver.save_screenshot(os.path.join(ARTEFACTS, name + ".png"))


def main():
    return run_tests([value for name, value in globals().items() if name.startswith("test_")], "replay", screenshot)


if __name__ == "__main__":
    sys.exit(main())
