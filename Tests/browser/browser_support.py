"""What the real-browser tests share: a headless Chromium driven by Debian's chromedriver, given
explicitly (Selenium never looks for a driver on the network), file:// addresses, waiting and the
console's errors."""
import os
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")


def make_driver(javascript=True, width=1280, height=900):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--allow-file-access-from-files", f"--window-size={width},{height}", "--lang=en"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    return driver


def url(site, path):
    return "file://" + os.path.join(site, path)


def wait(driver, condition, timeout=5):
    return WebDriverWait(driver, timeout).until(condition)


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "ERROR")]


def assert_clean_console(driver, page):
    errors = console_errors(driver)
    assert not errors, f"console errors on {page}: {errors}"


def run_tests(tests, label, screenshot):
    """Runs every test (a function of one shared driver) in name order, reporting each and going
    on after a failure (with a screenshot named after it); returns the exit status."""
    passed = failed = 0
    driver = make_driver()
    try:
        for test in sorted(tests, key=lambda test: test.__name__):
            try:
                test(driver)
                driver.get_log("browser")  # drop what is left for the next test
                passed += 1
                print(f"ok   {test.__name__}")
            except Exception:  # a failed assertion or a Selenium error: report and go on
                failed += 1
                print(f"FAIL {test.__name__}")
                traceback.print_exc()
                screenshot(driver, "failure-" + test.__name__)
    finally:
        driver.quit()
    print(f"{label}: {passed} passed, {failed} failed")
    return 1 if failed else 0
