#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-seat-browser.py: a seat's page in a real browser (issue 36, item
6): Debian's Chromium, headless at a phone's 360 px, driven by Selenium
through chromedriver, opens the Union's page against `house-divided-cli
campaign serve` on loopback; it checks what the page shows, that it
follows the umpire's moves live, that an allotment and a march written
there arrive as the president's orders, and that a refused one is shown
with its rule; the page asks nothing of any other address.  Each step's
screenshot is written to the build folder (seat-*.png).  Output is TAP."""
import os
import socket
import sys
import tempfile
import time
sys.dont_write_bytecode = True   # no __pycache__ in the source tree

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:
    # Debian's python3-selenium is for Debian's python3
    if os.path.exists("/usr/bin/python3") and sys.executable != "/usr/bin/python3":
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    raise

from seat_serve import Served  # noqa: E402
from tap import finish, report  # noqa: E402

cli, outdir = sys.argv[1], sys.argv[2]


def check(name, cond, detail=""):
    report(cond, name, detail)


def browser(profile):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=500,1400", "--user-data-dir=" + profile, "--lang=en-US",
                "--no-first-run", "--disable-extensions", "--disable-background-networking"):
        options.add_argument(arg)
    # a phone's screen: 360 CSS pixels wide (a desktop window is never so narrow)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 360, "height": 740,
                                                                          "pixelRatio": 2}})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def text_of(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def wait_text(driver, element_id, pred, timeout=15):
    try:
        WebDriverWait(driver, timeout).until(lambda d: pred(text_of(d, element_id)))
        return True
    except Exception:
        return False


def shot(driver, name):
    driver.save_screenshot(os.path.join(outdir, "seat-%s.png" % name))


def localhost_resolves():
    try:
        socket.getaddrinfo("localhost", 80)
        return True
    except OSError:
        return False


def main():
    # chromedriver and Selenium meet at "localhost": a machine without
    # /etc/hosts (a bare chroot) cannot run this test, and says so
    if not localhost_resolves():
        check("localhost resolves, as chromedriver needs", False, "add '127.0.0.1 localhost' to /etc/hosts")
        return
    srv = Served(cli)
    profile = tempfile.TemporaryDirectory(prefix="hd-chromium-")
    driver = browser(profile.name)
    try:
        driver.get(srv.urls["union"])
        check("the page shows the seat's president",
              wait_text(driver, "label", lambda t: t == "President Lincoln"), text_of(driver, "label"))
        check("and the guide's line for what play awaits",
              wait_text(driver, "headline", lambda t: "umpire" in t), text_of(driver, "headline"))
        forces = driver.find_elements(By.CSS_SELECTOR, "#forces li")
        check("and the seat's forces", len(forces) > 5 and "VII Corps" in text_of(driver, "forces"), len(forces))
        width = driver.execute_script("return document.documentElement.scrollWidth")
        check("it fits a 360 px phone", width <= 360, width)
        shot(driver, "waiting")

        srv.umpire("set-base side=union number=4")
        srv.umpire("march-die die=4")
        check("the umpire's move reaches the page without a reload",
              wait_text(driver, "headline", lambda t: "give out the marches" in t), text_of(driver, "headline"))
        check("the page says it is live", "Live" in text_of(driver, "status"), text_of(driver, "status"))

        allot = driver.find_element(By.ID, "allot-69")
        allot.clear()
        allot.send_keys("4")
        allot.find_element(By.XPATH, "following-sibling::button").click()
        line = srv.expect("order union")
        check("an allotment written on the phone arrives as the president's order", "VII Corps" in line, line)
        check("the page shows the march to write next",
              wait_text(driver, "orders", lambda t: "VII Corps" in t and "March to" in t), text_of(driver, "orders"))
        driver.execute_script("window.scrollTo(0, 0)")
        shot(driver, "orders")

        Select(driver.find_element(By.ID, "move-69")).select_by_visible_text("Cleveland")
        driver.find_element(By.XPATH, "//select[@id='move-69']/following-sibling::button").click()
        line = srv.expect("order union")
        check("a march written on the phone is carried out", "Cleveland" in line, line)
        check("and the page says it was sent", wait_text(driver, "said", lambda t: t == "Sent."),
              text_of(driver, "said"))

        srv.umpire("end-phase")
        srv.expect("done ")
        allot = None
        check("once the marches are over the page has no order to offer",
              wait_text(driver, "orders", lambda t: "No order is yours" in t), text_of(driver, "orders"))

        logs = [e["message"] for e in driver.get_log("browser")]
        blocked = [m for m in logs if "Content Security Policy" in m or "Refused" in m]
        check("nothing on the page broke its Content-Security-Policy", not blocked, blocked)
        shot(driver, "after")
    finally:
        driver.quit()
        srv.close()
        profile.cleanup()


main()
finish()
