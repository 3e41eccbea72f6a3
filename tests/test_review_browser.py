"""grader review in a real browser (Debian's Chromium, headless, as tests/test_browser.py): the
token, the keyboard and the mouse, what is stored, escaping, and two reviewers on one item."""

from __future__ import annotations

import csv

import pytest
from chromium import start_chromium
from review_class import EVIL, ServerThread, build_class, make_result

MARKDOWN = ("**A1:**\n\n> The cat sat on the mat. The cat sat on the mat.\n\n"
            "**A3:** _menos_ repetitiva, com `top-p` alto:\n\n- varia mais\n- repete menos")



@pytest.fixture(scope="module")
def browser():
    driver = start_chromium("--window-size=1200,1000")
    yield driver
    driver.quit()


@pytest.fixture()
def server(tmp_path, browser):
    browser.delete_all_cookies()
    srv = ServerThread(build_class(tmp_path / "out", ["ana", "bruno", "carla"]))
    yield srv
    srv.stop()


def wait_for(driver, condition, timeout=15):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(lambda d: condition(d))


def press(driver, key):
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).send_keys(key).perform()


def on_item(driver, student, criterion):
    wait_for(driver, lambda d: f"s={student}&c={criterion}" in d.current_url
             and d.find_elements("id", "criterion") and d.find_element("id", "criterion").text == criterion)


def gradebook(out):
    with open(out / "gradebook.csv", encoding="utf-8") as fh:
        return {r["student"]: r for r in csv.DictReader(fh)}


def text(driver):
    return driver.find_element("tag name", "body").text


def test_settle_three_items_with_keyboard_and_mouse_and_see_them_stored(browser, server, tmp_path):
    base = server.url()
    browser.get(f"{base}/?token={server.token}&reviewer=Ana")
    wait_for(browser, lambda d: d.current_url.endswith("/queue"))  # the token is gone from the address bar
    assert "9 em aberto" in text(browser) and "Ana" in text(browser)
    browser.find_element("id", "start").click()  # mouse
    on_item(browser, "ana", "A.2-choice")
    assert "A1 repete mais" in text(browser)
    assert browser.execute_script("return document.querySelectorAll('.tok.in').length") > 5  # provenance colours
    press(browser, "p")  # keyboard: pass
    on_item(browser, "ana", "B.3-concept")
    press(browser, "f")  # keyboard: fail
    on_item(browser, "ana", "D.3-justified")
    browser.find_element("id", "points").send_keys("0,5")  # mouse and typing: partial points
    browser.find_element("id", "comment").send_keys("cita A1, não A3")
    browser.find_element("id", "btn-save").click()
    on_item(browser, "bruno", "A.2-choice")
    browser.save_screenshot(str(tmp_path / "item.png"))
    press(browser, "e")  # keyboard only: edit the points, Enter saves them (not the pass button)
    press(browser, "1\n")
    on_item(browser, "bruno", "B.3-concept")

    browser.get(f"{base}/queue")
    browser.refresh()  # stored, not just shown
    rows = {(r.get_attribute("data-student"), r.get_attribute("data-criterion")): r.text
            for r in browser.find_elements("css selector", "#queue tbody tr")}
    assert "2/2" in rows[("ana", "A.2-choice")] and "Ana" in rows[("ana", "A.2-choice")]
    assert "0/1" in rows[("ana", "B.3-concept")]
    assert "0.5/1 — cita A1, não A3" in rows[("ana", "D.3-justified")]
    assert "1/2" in rows[("bruno", "A.2-choice")]
    assert "5 em aberto" in text(browser)
    browser.save_screenshot(str(tmp_path / "queue.png"))
    assert (tmp_path / "queue.png").stat().st_size > 10_000

    book = gradebook(server.state.out)["ana"]
    assert (book["A.2-choice"], book["B.3-concept"], book["D.3-justified"], book["score"]) == (
        "2.0", "0.0", "0.5", "18.5")
    browser.get(f"{base}/item?s=ana&c=D.3-justified")
    browser.find_element("id", "report-link").click()
    wait_for(browser, lambda d: "/report" in d.current_url)
    report = text(browser)
    assert "18.5 / 20" in report and "Ajuste do professor: 0 → 0.5 pontos (cita A1, não A3)." in report


def test_without_the_token_every_page_is_refused(browser, server):
    base = server.url()
    for path in ("/", "/queue", "/next", "/item?s=ana&c=A.2-choice", "/report?s=ana", "/?token=guess"):
        browser.get(base + path)
        body = text(browser)
        assert body.startswith("Recusado") and "ana" not in body, path
    assert browser.get_cookies() == []
    assert gradebook(server.state.out)["ana"]["A.2-choice"] == "0.0"


def test_a_students_script_stays_text(browser, tmp_path):
    browser.delete_all_cookies()
    evil_id = "zé<img src=x onerror=\"window.__pwned=9\">"
    srv = ServerThread(build_class(tmp_path / "out", results=[make_result(evil_id, answer=EVIL)]))
    try:
        browser.get(f"{srv.url()}/?token={srv.token}")
        wait_for(browser, lambda d: d.current_url.endswith("/queue"))
        browser.find_element("id", "start").click()
        wait_for(browser, lambda d: d.find_elements("id", "answer"))
        for page in ("item", "queue"):
            body = text(browser)
            assert "onerror=\"window.__pwned=9\"" in body
            if page == "item":
                assert "<script>window.__pwned = 1" in body and "{{ 7*7 }}" in body
            assert browser.execute_script("return window.__pwned === undefined")
            assert browser.title != "PWNED"
            assert browser.execute_script(
                "return document.querySelectorAll('img, iframe, [onerror], [onload], a[href^=\"javascript\"]')"
                ".length") == 0
            assert browser.execute_script("return document.scripts.length") == 1  # /static/review.js only
            browser.get(f"{srv.url()}/queue")
    finally:
        srv.stop()


def test_two_sessions_deciding_one_item_the_second_is_refused_with_the_first_shown(browser, server):
    # 127.0.0.1 and localhost are two sites to the browser: two cookie jars, two reviewers
    item = "/item?s=carla&c=D.3-justified"
    first = browser.current_window_handle
    browser.get(f"{server.url('127.0.0.1')}/?token={server.token}&reviewer=Ana")
    browser.get(server.url("127.0.0.1") + item)
    browser.switch_to.new_window("tab")
    second = browser.current_window_handle
    browser.get(f"{server.url('localhost')}/?token={server.token}&reviewer=Bia")
    browser.get(server.url("localhost") + item)
    assert "Bia" in text(browser)

    browser.switch_to.window(first)
    browser.find_element("id", "comment").send_keys("justificou com A1")
    browser.find_element("id", "btn-pass").click()
    wait_for(browser, lambda d: "D.3-justified" not in d.current_url)

    browser.switch_to.window(second)  # Bia's page is still version 0
    press(browser, "f")
    wait_for(browser, lambda d: d.find_elements("id", "conflict"))
    assert browser.find_element("id", "their-reviewer").text == "Ana"
    assert browser.find_element("id", "their-points").text == "1"
    assert "justificou com A1" in browser.find_element("id", "conflict").text
    assert gradebook(server.state.out)["carla"]["D.3-justified"] == "1.0"
    assert [d.reviewer for d in server.state.store.history("carla", "D.3-justified")] == ["Ana"]
    browser.close()
    browser.switch_to.window(first)


def test_an_item_in_portuguese_shows_the_answer_rendered_and_the_queues_count(browser, tmp_path):
    browser.delete_all_cookies()
    srv = ServerThread(build_class(tmp_path / "out", results=[make_result(s, answer=MARKDOWN)
                                                                for s in ("ana", "bruno")]))
    try:
        browser.get(f"{srv.url()}/?token={srv.token}")
        wait_for(browser, lambda d: d.current_url.endswith("/queue"))
        assert browser.execute_script("return document.documentElement.lang") == "pt-BR"
        assert browser.find_element("id", "open-count").text == "6 em aberto"
        assert "Revisar o próximo item em aberto (6 em aberto)" in text(browser)
        browser.find_element("id", "start").click()
        on_item(browser, "ana", "A.2-choice")
        answer = browser.find_element("id", "answer")
        assert browser.execute_script(
            "var a = document.getElementById('answer');"
            "return [a.querySelectorAll('strong').length, a.querySelectorAll('blockquote').length,"
            "        a.querySelectorAll('li').length, a.querySelectorAll('em').length]") == [2, 1, 2, 1]
        assert "**" not in answer.text and "A1:" in answer.text and "The cat sat on the mat." in answer.text
        assert browser.find_element("id", "open-count").text == "6 em aberto"  # the queue's count, here too
        assert "A resposta do(a) estudante" in text(browser) and "Pular / próximo" in text(browser)
        press(browser, "p")
        on_item(browser, "ana", "B.3-concept")
        assert browser.find_element("id", "open-count").text == "5 em aberto"
        browser.get(f"{srv.url()}/queue?all=1")  # every criterion listed: still the same count
        assert browser.find_element("id", "open-count").text == "5 em aberto"
        browser.find_element("css selector", "#queue tbody tr.decided a").click()
        wait_for(browser, lambda d: d.find_elements("id", "answer"))
        assert browser.find_element("id", "open-count").text == "5 em aberto"
    finally:
        srv.stop()


def test_the_pages_in_english_on_request(browser, tmp_path):
    browser.delete_all_cookies()
    srv = ServerThread(build_class(tmp_path / "out", ["ana"]), lang="en")
    try:
        browser.get(f"{srv.url()}/?token={srv.token}")
        wait_for(browser, lambda d: d.current_url.endswith("/queue"))
        assert browser.execute_script("return document.documentElement.lang") == "en"
        assert "Review the next open item (3 open)" in text(browser)
        browser.find_element("id", "start").click()
        on_item(browser, "ana", "A.2-choice")
        body = text(browser)
        assert "The student's answer" in body and "Skip / next" in body and "needs review" in body
        assert "A1 repete mais" in browser.find_element("id", "answer").text  # the student's words, as written
    finally:
        srv.stop()
