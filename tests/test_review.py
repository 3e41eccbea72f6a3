"""grader review without a browser: the store, the rewrites, the safety of every page (Starlette's
TestClient), import/export of overrides, re-grades, and a server killed mid-write."""

from __future__ import annotations

import csv
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from review_class import EVIL, build_class, make_result

from grader.review.app import CSP, ReviewState, create_app
from grader.review.outputs import load_batch
from grader.review.store import ReviewStore, StaleVersion, evidence_hash

TOKEN = "t0ken-for-tests"


@pytest.fixture()
def out(tmp_path):
    return build_class(tmp_path / "out", ["ana", "bruno", "carla"])


def client(out, **kw):
    from starlette.testclient import TestClient

    state = ReviewState(out, token=TOKEN, reviewer="prof", **kw)
    return TestClient(create_app(state, allowed_hosts=["testserver"])), state


def signed_in(c, reviewer=None):
    query = f"/?token={TOKEN}" + (f"&reviewer={reviewer}" if reviewer else "")
    r = c.get(query, follow_redirects=False)
    assert r.status_code == 303 and "token" not in r.headers["location"]
    return c


def form_of(html):
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', html))
    return {k: v.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&#34;", '"')
            for k, v in fields.items()}


def gradebook(out):
    with open(out / "gradebook.csv", encoding="utf-8") as fh:
        return {r["student"]: r for r in csv.DictReader(fh)}


def lms(out):
    with open(out / "lms.csv", encoding="utf-8") as fh:
        return {r["student_id"]: r["score"] for r in csv.DictReader(fh)}


def results_json(out):
    return {r["student"]: {c["criterion_id"]: c for c in r["criteria"]}
            for r in json.loads((out / "results.json").read_text(encoding="utf-8"))}


# -- the store --------------------------------------------------------------------------------------


def test_store_keeps_an_append_only_audit_trail_and_refuses_stale_versions(tmp_path):
    store = ReviewStore(tmp_path)
    first = store.decide("ana", "A.2-choice", points=2, comment="ok", reviewer="bia", expected_version=0,
                         evidence="h1", grader_points=0.0, grader_status="needs_review")
    second = store.decide("ana", "A.2-choice", points=1, comment="meio", reviewer="caio", expected_version=1,
                          evidence="h1", grader_points=0.0)
    assert (first.version, second.version) == (1, 2)
    assert (second.previous_points, second.previous_comment, second.previous_reviewer) == (2.0, "ok", "bia")
    assert first.previous_points == 0.0 and first.grader_status == "needs_review"
    with pytest.raises(StaleVersion) as err:
        store.decide("ana", "A.2-choice", points=0, comment="", reviewer="bia", expected_version=1, evidence="h1")
    assert err.value.current.reviewer == "caio" and err.value.current.points == 1
    assert [d.points for d in store.history("ana", "A.2-choice")] == [2, 1]  # the refused one left nothing
    assert store.current()[("ana", "A.2-choice")].version == 2
    db = sqlite3.connect(store.path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    for sql in ("UPDATE decisions SET points = 0", "DELETE FROM decisions"):
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            db.execute(sql)


# -- decisions rewrite the folder --------------------------------------------------------------------


def test_a_decision_rewrites_gradebook_results_lms_summary_and_the_report(out):
    c, _ = client(out)
    signed_in(c)
    before_summary = (out / "summary.html").read_text(encoding="utf-8")
    r = c.get("/next", follow_redirects=False)
    assert r.headers["location"].startswith("/item?s=ana&c=A.2-choice")
    page = c.get(r.headers["location"])
    assert page.status_code == 200 and "A1 repete mais" in page.text
    assert 'class="tok in' in page.text and "<svg" in page.text  # provenance colouring and the dot plot
    fields = form_of(page.text)
    r = c.post("/decide", data={**fields, "verdict": "save", "points": "1,5", "comment": "empate aceito"},
               follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/next"
    assert gradebook(out)["ana"]["A.2-choice"] == "1.5" and gradebook(out)["ana"]["score"] == "17.5"
    assert gradebook(out)["bruno"]["A.2-choice"] == "0.0"
    assert lms(out) == {"ana": "17.5", "bruno": "16", "carla": "16"}
    crit = results_json(out)["ana"]["A.2-choice"]
    assert crit["status"] == "partial" and crit["evidence"]["override"]["points"] == {"old": 0.0, "new": 1.5}
    assert "review.sqlite: decision 1 (version 1) by prof" in crit["evidence"]["override"]["source"]
    report = (out / "reports" / "ana.html").read_text(encoding="utf-8")
    assert "Ajuste do professor: 0 → 1.5 pontos (empate aceito)." in report and "17.5 / 20" in report
    assert (out / "summary.html").read_text(encoding="utf-8") != before_summary
    # the pass and fail buttons set the maximum and zero
    c.post("/decide", data={**fields, "version": "1", "verdict": "pass"})
    assert gradebook(out)["ana"]["A.2-choice"] == "2.0"
    c.post("/decide", data={**fields, "version": "2", "verdict": "fail"})
    assert gradebook(out)["ana"]["A.2-choice"] == "0.0"
    history = c.get("/item?s=ana&c=A.2-choice").text
    assert history.count("<tr><td>") == 3 and "empate aceito" in history  # the audit trail, shown


def test_points_outside_the_range_are_refused_and_nothing_is_stored(out):
    c, state = client(out)
    signed_in(c)
    fields = form_of(c.get("/item?s=bruno&c=B.3-concept").text)
    for bad in ("5", "-1", "muitos", ""):
        r = c.post("/decide", data={**fields, "verdict": "save", "points": bad})
        assert r.status_code == 400 and "os pontos devem ser um número de 0 a 1" in r.text
    assert state.store.all_decisions() == []


# -- safety -----------------------------------------------------------------------------------------------


def test_without_the_token_every_page_is_refused(out):
    c, state = client(out)
    for path in ("/", "/queue", "/next", "/item?s=ana&c=A.2-choice", "/report?s=ana", "/static/review.js",
                 "/?token=wrong"):
        r = c.get(path, follow_redirects=False)
        assert r.status_code == 403, path
        assert "ana" not in r.text and "A.2-choice" not in r.text
    r = c.post("/decide", data={"s": "ana", "c": "A.2-choice", "version": "0", "verdict": "pass", "csrf": "x"})
    assert r.status_code == 403
    assert state.store.all_decisions() == [] and gradebook(out)["ana"]["A.2-choice"] == "0.0"


def test_csrf_origin_and_host_are_checked(out):
    c, state = client(out)
    signed_in(c)
    fields = form_of(c.get("/item?s=ana&c=A.2-choice").text)
    assert len(fields["csrf"]) > 30
    for data, headers in (({**fields, "csrf": ""}, {}), ({**fields, "csrf": "forged"}, {}),
                          (fields, {"origin": "http://evil.example"})):
        r = c.post("/decide", data={**data, "verdict": "pass"}, headers=headers)
        assert r.status_code == 403
    other, _ = client(out)  # another browser's session token is not this one's
    signed_in(other)
    assert other.post("/decide", data={**fields, "verdict": "pass"}).status_code == 403
    assert state.store.all_decisions() == []
    assert c.get("/queue", headers={"host": "evil.example"}).status_code == 400  # DNS rebinding
    assert c.post("/decide", data={**fields, "verdict": "pass"}).status_code == 200  # the real form works


def test_pages_send_a_strict_policy_and_a_strict_cookie(out):
    c, state = client(out)
    r = c.get(f"/?token={TOKEN}", follow_redirects=False)
    cookie = r.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie
    for path in ("/queue", "/item?s=ana&c=A.2-choice", "/static/review.js"):
        headers = c.get(path).headers
        assert headers["content-security-policy"] == CSP and "'unsafe-inline'" not in CSP
        assert headers["x-frame-options"] == "DENY" and headers["referrer-policy"] == "same-origin"
    report = c.get("/report?s=ana").headers["content-security-policy"]
    assert "script-src" not in report and report.startswith("default-src 'none'")


def test_student_strings_are_escaped_everywhere(tmp_path):
    evil_id = "zé<img src=x onerror=alert(1)>"
    out = build_class(tmp_path / "out", results=[make_result("ana"), make_result(evil_id, answer=EVIL)])
    c, _ = client(out)
    signed_in(c)
    pages = [c.get("/queue").text, c.get("/queue?all=1&student=z%C3%A9").text,
             c.get("/item", params={"s": evil_id, "c": "B.3-concept"}).text]
    for html in pages:
        assert "<script>window" not in html and "<img src=x" not in html and "onerror=\"window" not in html
        assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "&lt;script&gt;window.__pwned = 1" in pages[2] and "{{ 7*7 }}" in pages[2]
    assert pages[2].count("<script") == 1  # the page's own script file only


def test_password_instead_of_token(out):
    c, _ = client(out, password="s3nha")
    assert c.get("/queue", follow_redirects=False).headers["location"] == "/login"
    r = c.get(f"/?token={TOKEN}", follow_redirects=False)  # the token does not open it
    assert r.headers["location"] == "/login" and "set-cookie" not in r.headers
    assert c.post("/login", data={"password": "errada"}).status_code == 403
    r = c.post("/login", data={"password": "s3nha", "reviewer": "Bia"}, follow_redirects=False)
    assert r.status_code == 303
    assert "Bia" in c.get("/queue").text


# -- several reviewers ---------------------------------------------------------------------------------------


def test_a_decision_on_a_stale_view_is_refused_with_the_newer_one_shown(out):
    a, state = client(out)
    from starlette.testclient import TestClient

    b = TestClient(a.app)
    signed_in(a, "Ana")
    signed_in(b, "Bia")
    form_a = form_of(a.get("/item?s=carla&c=D.3-justified").text)
    form_b = form_of(b.get("/item?s=carla&c=D.3-justified").text)
    assert a.post("/decide", data={**form_a, "verdict": "pass", "comment": "citou A1"}).status_code == 200
    r = b.post("/decide", data={**form_b, "verdict": "fail", "comment": "não citou"})
    assert r.status_code == 409
    assert re.search(r'id="their-reviewer">Ana<', r.text) and 'id="their-points">1<' in r.text
    assert "citou A1" in r.text and 'name="version" value="1"' in r.text  # can save again, knowingly
    assert [d.reviewer for d in state.store.history("carla", "D.3-justified")] == ["Ana"]
    assert gradebook(out)["carla"]["D.3-justified"] == "1.0"


def test_the_queue_hands_different_items_to_two_reviewers(out):
    a, _ = client(out)
    from starlette.testclient import TestClient

    b = TestClient(a.app)
    signed_in(a, "Ana")
    signed_in(b, "Bia")
    first = a.get("/next", follow_redirects=False).headers["location"]
    second = b.get("/next", follow_redirects=False).headers["location"]
    assert first != second
    assert a.get("/next", follow_redirects=False).headers["location"] == first  # still Ana's
    assert "Ana está com este item" in b.get("/queue").text


def test_filters_by_question_criterion_and_student(out):
    c, _ = client(out)
    signed_in(c)
    rows = lambda html: re.findall(r'data-student="([^"]+)" data-criterion="([^"]+)"', html)  # noqa: E731
    assert len(rows(c.get("/queue").text)) == 9
    assert rows(c.get("/queue?question=B.3").text) == [(s, "B.3-concept") for s in ("ana", "bruno", "carla")]
    assert rows(c.get("/queue?criterion=D.3-justified&student=BRU").text) == [("bruno", "D.3-justified")]
    assert len(rows(c.get("/queue?all=1&student=ana").text)) == 12  # every criterion on request
    r = c.get("/next?question=D.3&student=carla", follow_redirects=False)
    assert r.headers["location"] == "/item?s=carla&c=D.3-justified&question=D.3&student=carla"


# -- overrides files and re-grades ------------------------------------------------------------------------


def test_import_and_export_of_an_overrides_csv(out, tmp_path, capsys):
    from grader.commands import review

    src = tmp_path / "ajustes.csv"
    src.write_text("student;criterion;points;comment\nbruno;B.3-concept;0,5;parcial\nana;D.3-justified;1;\n"
                   "zoe;B.3-concept;1;\n", encoding="utf-8")
    assert review.run(out=out, import_overrides=src) == 0
    assert "imported 2 decision(s)" in capsys.readouterr().out
    assert gradebook(out)["bruno"]["B.3-concept"] == "0.5" and lms(out)["ana"] == "17"
    assert review.run(out=out, import_overrides=src) == 0  # the same file again changes nothing
    assert len(ReviewStore(out).all_decisions()) == 2
    back = tmp_path / "export.csv"
    assert review.run(out=out, export_overrides=back) == 0
    assert back.read_text(encoding="utf-8") == ("student,criterion,points,comment\n"
                                                  "ana,D.3-justified,1,\nbruno,B.3-concept,0.5,parcial\n")
    from grader.output.overrides import load_overrides

    assert [(o.student, o.points) for o in load_overrides(back).entries] == [("ana", 1.0), ("bruno", 0.5)]


def test_a_regrade_keeps_decisions_on_unchanged_evidence_and_flags_the_others(out, capsys):
    from grader.commands.grade import _apply_overrides

    store = ReviewStore(out)
    c, state = client(out)
    signed_in(c)
    for student in ("ana", "bruno"):
        fields = form_of(c.get(f"/item?s={student}&c=A.2-choice").text)
        c.post("/decide", data={**fields, "verdict": "pass"})
    # the re-grade: bruno's A.2 evidence changed (his notebook changed), ana's did not
    regraded = [make_result("ana"), make_result("bruno", evidence_extra={"values": {"A1": 0.9}}), make_result("carla")]
    batch = load_batch(out)
    setup = SimpleNamespace(rubric=batch.rubric, activity=batch.activity)
    adjusted = {r.student: r for r in _apply_overrides(setup, regraded, out, None)}
    crit = lambda r: next(x for x in r.criteria if x.criterion_id == "A.2-choice")  # noqa: E731
    assert crit(adjusted["ana"]).points == 2 and crit(adjusted["bruno"]).points == 0
    err = capsys.readouterr().err
    assert "bruno/A.2-choice: the grader's evidence changed since prof decided 2 points" in err and "ana/" not in err
    # the server, reading the re-graded results, puts bruno's item back in the queue, flagged
    from grader.grading.batch import ResultStore

    ResultStore(out).save("bruno", "k2", regraded[1], {})
    html = c.get("/queue?criterion=A.2-choice").text  # read again, without a restart
    assert re.search(r'class="open stale" data-student="bruno"', html) and "a evidência mudou" in html
    assert 'class="decided" data-student="ana"' in html
    state.rebuild()
    assert gradebook(out)["bruno"]["A.2-choice"] == "0.0" and gradebook(out)["ana"]["A.2-choice"] == "2.0"
    assert len(store.all_decisions()) == 2  # nothing was deleted: the stale decision stays in the trail


# -- a server killed mid-write -------------------------------------------------------------------------------


def _start(out, env):
    proc = subprocess.Popen([sys.executable, "-m", "grader", "review", str(out), "--port", "0"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    import select

    ready, _, _ = select.select([proc.stdout], [], [], 120)  # bounded: a server that never starts fails
    if not ready:
        proc.kill()
        pytest.fail("grader review printed no URL within 120 s")
    line = proc.stdout.readline().strip()  # the URL, printed once the store and the files agree
    assert line.startswith("http://127.0.0.1:"), line
    return proc, line


def test_a_server_killed_mid_write_leaves_store_and_gradebook_consistent_after_restart(tmp_path):
    import httpx

    students = [f"s{i:02d}" for i in range(8)]
    out = build_class(tmp_path / "out", students)
    env = {**os.environ, "GRADER_REVIEW_TOKEN": TOKEN}
    items = [(s, c) for s in students for c in ("A.2-choice", "B.3-concept", "D.3-justified")]
    versions = {k: 0 for k in items}
    kills = 0
    for round_ in range(2):
        proc, url = _start(out, env)
        t = pending = None
        try:
            with httpx.Client(base_url=url.split("/?")[0], timeout=10) as http:
                http.get(url)
                csrf = form_of(http.get("/item", params={"s": "s00", "c": "A.2-choice"}).text)["csrf"]
                deadline = time.monotonic() + 1.0 + round_ * 0.7
                n = 0
                while time.monotonic() < deadline and n < 200:  # decisions, back to back, until the kill
                    s, crit = items[n % len(items)]
                    n += 1
                    r = http.post("/decide", data={"csrf": csrf, "s": s, "c": crit, "version": versions[(s, crit)],
                                                    "verdict": "save", "points": f"{(n % 3) * 0.5:g}"})
                    assert r.status_code in (303, 200), r.text[:300]
                    versions[(s, crit)] += 1
                # one more in flight while the process dies
                pending = httpx.Client(base_url=url.split("/?")[0], cookies=http.cookies, timeout=10)
                import threading

                s, crit = items[n % len(items)]
                t = threading.Thread(target=lambda: _quiet(pending.post, "/decide", data={
                    "csrf": csrf, "s": s, "c": crit, "version": versions[(s, crit)], "verdict": "pass"}))
                t.start()
                time.sleep(0.02)
        finally:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
            kills += 1
        if t is not None:
            t.join(timeout=10)
            pending.close()
        versions = {k: (d.version if d else 0) for k in items
                    for d in [ReviewStore(out).current().get(k)]}  # what really committed
    # and for certain, the state a kill between a commit and its rewrite leaves: a decision in the
    # store that no file shows yet
    from grader.review.store import evidence_hash

    latest = ReviewStore(out).latest("s07", "D.3-justified")
    crit = next(c for c in load_batch(out).result("s07").criteria if c.criterion_id == "D.3-justified")
    ReviewStore(out).decide("s07", "D.3-justified", points=0.5, comment="", reviewer="x",
                            expected_version=latest.version if latest else 0, evidence=evidence_hash(crit))
    assert gradebook(out)["s07"]["D.3-justified"] != "0.5"
    proc, url = _start(out, env)  # the restart rewrites everything from the store
    try:
        current = ReviewStore(out).current()
        assert len(current) >= 5 and kills == 2
        book, rj = gradebook(out), results_json(out)
        for (s, crit), d in current.items():
            assert float(book[s][crit]) == d.points, (s, crit)
            assert rj[s][crit]["points"] == d.points
        for s in students:
            expected = sum(float(v) for k, v in book[s].items() if k.startswith(("runs-", "A.", "B.", "D.")))
            assert abs(float(book[s]["score"]) - expected) < 1e-6
            assert float(lms(out)[s]) == float(book[s]["score"])
        assert not list(out.rglob(".grader-*.tmp"))
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def _quiet(fn, *args, **kw):
    try:
        fn(*args, **kw)
    except Exception:  # noqa: BLE001 - the server is killed under this request on purpose
        pass



def test_demo_prints_the_review_command_for_each_class(monkeypatch, tmp_path, capsys):
    from grader.commands import demo
    from grader.modelling import models

    monkeypatch.setattr(models, "prepare_model_files", lambda name: None)
    monkeypatch.setattr(demo, "_one", lambda module, out, **kw: (True, [("bom", "10/10  graded")]))
    monkeypatch.setattr(demo, "_references", lambda chosen: 0.0)

    class NoStarters:  # the starters' executions are not what this test is about
        def __init__(self, modules, out):
            self.activities = [m.ACTIVITY for m in modules]

        def in_finishing_order(self):
            return iter(self.activities)

        def share_cores(self):
            pass

        def result(self, activity):
            return []

        def describe(self):
            return "no starter runs"

        def close(self):
            pass

    monkeypatch.setattr(demo, "Starters", NoStarters)
    assert demo.run(out=tmp_path / "demo", activities=["few-shot", "template"]) == 0
    printed = capsys.readouterr().out
    assert f"grader review {tmp_path / 'demo' / 'few-shot'}\n" in printed
    assert f"grader review {tmp_path / 'demo' / 'template'}\n" in printed


# -- a real re-grade (grader grade --no-execute on the embedded model's real outputs) --------------------


@pytest.mark.smollm
def test_a_real_regrade_keeps_the_decisions_whose_evidence_did_not_change(tmp_path, capsys):
    from grader.commands import review
    from grader.demos import demos
    from grader.demos.common import build_student
    from grader.grading.pipeline import load_specs

    activity = "chain-of-thought"
    module = demos()[activity]
    spec, _ = load_specs(activity)
    solution = Path(__file__).resolve().parents[1] / "activities" / activity / "solution.ipynb"
    klass, out = tmp_path / "turma", tmp_path / "out"
    build_student(solution, spec, module.STUDENTS["ana_boa"], klass / "ana.ipynb")
    build_student(solution, spec, module.STUDENTS["bruno_contradiz"], klass / "bruno.ipynb")

    def grade():
        from grader.commands import grade as grade_command

        assert grade_command.run(paths=[klass], activity=activity, out=out, model="smollm2-135m", execute=False,
                                 quiet=True) == 0
        return capsys.readouterr().err

    grade()
    src = tmp_path / "ajustes.csv"
    src.write_text("student,criterion,points,comment\nana,C.2-excerpt,1,trecho curto\nbruno,C.1-claim,2,revisto\n",
                   encoding="utf-8")
    assert review.run(out=out, import_overrides=src) == 0
    assert (gradebook(out)["ana"]["C.2-excerpt"], gradebook(out)["bruno"]["C.1-claim"]) == ("1.0", "2.0")
    # bruno resubmits: his C.1 answer (and so its evidence) changes; ana's notebook does not
    build_student(solution, spec, module.STUDENTS["ana_boa"], klass / "bruno.ipynb")
    err = grade()
    book = gradebook(out)
    assert book["ana"]["C.2-excerpt"] == "1.0"  # kept
    assert book["bruno"]["C.1-claim"] == book["ana"]["C.1-claim"] != "2.0"  # the grader's, not the old decision
    assert "bruno/C.1-claim: the grader's evidence changed since import decided 2 points" in err
    assert "ana/C.2-excerpt" not in err
    assert "Ajuste do professor: 2 → 1 pontos (trecho curto)." in (out / "reports" / "ana.html").read_text(
        encoding="utf-8")


def test_an_item_shows_the_other_places_an_answer_was_found(tmp_path):
    other = {"how": "heading", "cell_index": 7, "cell_id": "c7", "label": "### A.2", "description": "cell 7",
             "text": "Na verdade A3 repete mais."}
    found = {**other, "how": "tag", "label": "answer-A.2", "text": None}
    out = build_class(tmp_path / "out", results=[make_result(
        "ana", evidence_extra={"answer_found": found, "answer_alternatives": [other], "answer_doubt": "places_differ"})])
    c, _ = client(out)
    signed_in(c)
    html = c.get("/item?s=ana&c=A.2-choice").text
    assert "Outros lugares que continham uma resposta" in html and "Na verdade A3 repete mais." in html
    assert "A1 repete mais" in html  # the answer graded, with both places in view


def test_the_command_prints_a_localhost_url_with_a_fresh_random_token(out, monkeypatch, capsys):
    import uvicorn

    from grader.commands import review

    served = []
    monkeypatch.delenv("GRADER_REVIEW_TOKEN", raising=False)
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets: (served.append(sockets[0].getsockname()),
                                                                      sockets[0].close()))
    urls = []
    for _ in range(2):
        assert review.run(out=out, port=0) == 0
        urls.append(capsys.readouterr().out.strip())
    tokens = [re.fullmatch(r"http://127\.0\.0\.1:(\d+)/\?token=([\w-]{30,})", u).group(2) for u in urls]
    assert tokens[0] != tokens[1]
    assert [host for host, _ in served] == ["127.0.0.1", "127.0.0.1"]  # this machine only, by default


def test_grade_overrides_file_is_kept_by_the_review_and_a_decision_wins_over_its_row(out, tmp_path):
    from grader.output.overrides import load_overrides
    from grader.review.outputs import rewrite, write_class_file

    src = tmp_path / "o.csv"
    src.write_text("student,criterion,points,comment\nana,B.3-concept,1,do arquivo\nbruno,B.3-concept,1,do arquivo\n",
                   encoding="utf-8")
    write_class_file(out, flags=[], lms_scale=10, file_overrides=load_overrides(src))  # as grade --overrides
    c, state = client(out)
    signed_in(c)
    fields = form_of(c.get("/item?s=bruno&c=B.3-concept").text)
    c.post("/decide", data={**fields, "verdict": "save", "points": "0.5"})
    book = gradebook(out)
    assert book["ana"]["B.3-concept"] == "1.0" and book["bruno"]["B.3-concept"] == "0.5"
    assert lms(out) == {"ana": "8.5", "bruno": "8.25", "carla": "8"}  # grade's --lms-scale 10, kept
    rj = results_json(out)
    assert "o.csv: row 2" in rj["ana"]["B.3-concept"]["evidence"]["override"]["source"]
    assert "review.sqlite" in rj["bruno"]["B.3-concept"]["evidence"]["override"]["source"]
    rewrite(load_batch(out))  # and again from scratch: the same
    assert gradebook(out) == book


# -- one count of open items -------------------------------------------------------------------------------

OPEN_COUNT = re.compile(r'id="open-count">(\d+) ')


def open_count(html):
    counts = OPEN_COUNT.findall(html)
    assert len(counts) == 1, counts  # every signed-in page shows it, once, in the same place
    return int(counts[0])


def decide_all(state, keys):
    for s, crit_id in keys:
        _, crit, item = state.item(s, crit_id)
        state.store.decide(s, crit_id, points=0, comment="", reviewer="prof", expected_version=item.version,
                           evidence=evidence_hash(crit))


def test_an_item_page_and_the_queue_show_the_same_open_count(out, monkeypatch, capsys):
    """The issue's case: every item left for review decided, the queue said "0 open" and an item
    opened from the list of every criterion (all=1) said "59 other open item(s)": the pass criteria
    nobody needs to decide were counted as open."""
    c, state = client(out)
    signed_in(c)
    decide_all(state, [(s, k) for s in ("ana", "bruno", "carla") for k in ("A.2-choice", "B.3-concept", "D.3-justified")])
    queue = c.get("/queue").text
    assert open_count(queue) == 0 and '<tr class="open' not in queue
    everything = c.get("/queue?all=1").text
    assert open_count(everything) == 0 and '<tr class="open' not in everything
    first = re.search(r'<a href="(/item\?[^"]+)">', everything).group(1).replace("&amp;", "&")
    assert "all=1" in first
    assert open_count(c.get(first).text) == 0  # was: every undecided pass criterion, counted as open
    assert c.get("/next?all=1", follow_redirects=False).headers["location"] == "/queue?all=1&msg=done"
    # and the command's first line says the same number
    import uvicorn

    from grader.commands import review

    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets: sockets[0].close())
    assert review.run(out=out, port=0) == 0
    assert "(0 open item(s) to review; pages in Portuguese)" in capsys.readouterr().err


def test_a_stale_decision_on_a_criterion_a_regrade_settled_is_open_in_both_lists(out):
    from grader.grading.batch import ResultStore

    c, state = client(out)
    signed_in(c)
    decide_all(state, [("bruno", "A.2-choice")])
    ResultStore(out).save("bruno", "k2", make_result("bruno", settled=("A.2-choice",)), {})  # the re-grade
    for query in ("", "?all=1"):
        html = c.get("/queue" + query).text
        assert re.search(r'class="open stale" data-student="bruno" data-criterion="A.2-choice"', html), query
        assert open_count(html) == 9  # 8 never decided, and bruno's stale one
    assert open_count(c.get("/item?s=ana&c=runs-genuine&all=1").text) == 9


CRITERIA = [c.criterion_id for c in make_result("x").criteria]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(decided=st.sets(st.tuples(st.sampled_from(["ana", "bruno", "carla"]), st.sampled_from(CRITERIA)), max_size=8),
       regraded=st.dictionaries(st.sampled_from(["ana", "bruno", "carla"]),
                                st.sets(st.sampled_from(["A.2-choice", "B.3-concept", "D.3-justified"])), max_size=2),
       question=st.sampled_from(["", "A.2", "B.3", "D.3", "A.1"]),
       criterion=st.sampled_from(["", "A.2-choice", "D.3-justified", CRITERIA[0]]),
       student=st.sampled_from(["", "an", "BRU", "zz"]))
def test_every_page_shows_one_open_count_for_any_decisions_regrades_and_filters(
        tmp_path_factory, decided, regraded, question, criterion, student):
    """Whatever was decided (items left for review and criteria the grader settled), whatever a
    re-grade changed, under any filters: the queue, the queue of every criterion, an item page and
    /next agree on how many items are open, and it is the number of open rows listed."""
    from grader.grading.batch import ResultStore

    out = build_class(tmp_path_factory.mktemp("out"), ["ana", "bruno", "carla"])
    c, state = client(out)
    signed_in(c)
    decide_all(state, sorted(decided))
    for s, settled in regraded.items():
        ResultStore(out).save(s, "k2", make_result(s, settled=tuple(settled)), {})
    filters = {k: v for k, v in (("question", question), ("criterion", criterion), ("student", student)) if v}
    queue = c.get("/queue", params=filters).text
    everything = c.get("/queue", params={**filters, "all": "1"}).text
    n = open_count(queue)
    assert n == open_count(everything) == len(re.findall(r'<tr class="open', queue)) == len(
        re.findall(r'<tr class="open', everything))
    for html in (queue, everything):
        for link in re.findall(r'<a href="(/item\?[^"]+)">', html)[:2]:
            assert open_count(c.get(link.replace("&amp;", "&")).text) == n
    done = c.get("/next", params=filters, follow_redirects=False).headers["location"]
    assert ("msg=done" in done) == (n == 0)
