"""A real browser opens the reports: nothing a student wrote executes.

Uses Debian's Chromium and ChromeDriver (scripts/install-browser, run by scripts/test).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from chromium import CHROMIUM, start_chromium

from grader.core.records import CriterionScore, Execution, Result, Status
from grader.grading.pipeline import load_specs
from grader.output.report import render_report

EVIL = (
    "<script>window.__pwned = 1; document.title = 'PWNED'</script>"
    "<img src=x onerror=\"window.__pwned = 2; document.body.setAttribute('data-pwned', '1')\">"
    "<a id=evil href=\"javascript:window.__pwned = 3\">clique aqui</a>"
    "[markdown](javascript:window.__pwned=4) {{ 7*7 }} <svg onload=\"window.__pwned=5\"></svg>"
)


@pytest.fixture(scope="module")
def browser():
    driver = start_chromium()
    yield driver
    driver.quit()


def _evil_report(tmp_path: Path) -> Path:
    activity, _ = load_specs("temperature-top-p")
    crit = CriterionScore("D.1-parameter", "D.1", "Parâmetro", 0, 1, Status.NEEDS_REVIEW,
                          f"Sua resposta: \"{EVIL}\"", {"quote": EVIL, "answer": EVIL})
    result = Result(f"aluno{EVIL[:40]}", activity.id, 0, 1, "graded", (crit,), Execution("ok"), "x.ipynb",
                    answers={"D.1": EVIL, "A.2": EVIL},
                    outputs={"A1": {"text": EVIL, "params": "T=0.2, top-p=0.9", "verdict": "consistent",
                                    "source": "printed", "tokens": []}})
    path = tmp_path / "evil.html"
    path.write_text(render_report(result, activity), encoding="utf-8")
    return path


def test_scripts_handlers_and_javascript_links_in_answers_execute_nothing(browser, tmp_path):
    page = _evil_report(tmp_path)
    browser.get(page.as_uri())
    # everything the student wrote is on the page as text...
    body = browser.find_element("tag name", "body").text
    assert "<script>window.__pwned = 1" in body and "onerror=" in body and "{{ 7*7 }}" in body
    # ...and none of it ran or became an element
    assert browser.execute_script("return window.__pwned === undefined")
    assert browser.title != "PWNED" and browser.execute_script("return document.body.dataset.pwned") is None
    assert browser.execute_script("return document.querySelectorAll('script, img, a, [onerror], [onload]').length") == 0
    # the page's own structure (criteria, outputs) is intact
    assert browser.execute_script("return document.querySelectorAll('.crit.needs_review').length") == 1


def test_the_report_needs_no_network_and_declares_a_strict_policy(browser, tmp_path):
    html = _evil_report(tmp_path).read_text(encoding="utf-8")
    assert "default-src 'none'" in html
    assert "http://" not in html and "https://" not in html  # self-contained: no fetches


def test_screenshot_of_a_report_is_produced(browser, tmp_path):
    page = _evil_report(tmp_path)
    browser.set_window_size(1000, 1400)
    browser.get(page.as_uri())
    shot = tmp_path / "report.png"
    assert browser.save_screenshot(str(shot)) and shot.stat().st_size > 10_000
    assert shutil.which("chromium") or Path(CHROMIUM).exists()
