"""Debian's headless Chromium under Selenium, for the browser tests (scripts/install-browser)."""

from __future__ import annotations

from pathlib import Path

CHROMIUM, DRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
# Without the background-networking flags Chromium keeps calling hosts this machine cannot reach.
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage")


def start_chromium(*extra: str):
    assert Path(CHROMIUM).exists() and Path(DRIVER).exists(), (
        "Chromium/ChromeDriver missing: run scripts/install-browser (scripts/test does it)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for flag in FLAGS + extra:
        opts.add_argument(flag)
    driver = webdriver.Chrome(service=Service(DRIVER), options=opts)
    driver.set_page_load_timeout(30)
    return driver
