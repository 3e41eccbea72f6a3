"""``grader publish OUT --lti CONFIG``: scores to the course platform by LTI 1.3 Assignment and
Grade Services, end to end against a platform run here on 127.0.0.1 (tests/lti_platform.py: the
token endpoint and token checks of the ``lti1p3platform`` library, line items and scores as AGS 2.0
specifies them). No model, no notebook run: the results folder is written as ``grader grade``
leaves it (tests/review_class.py)."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path

import pytest
from lti_platform import CLIENT_ID, Platform, rsa_pem
from review_class import build_class, make_result

from grader import cli
from grader.commands import publish
from grader.submissions import lti

STUDENTS = [("ana", "Ana Boa", "ana@uni.br", "u-101"), ("bruno", "Bruno Contradiz", "bruno@uni.br", "u-102"),
            ("carla", "Carla Teórica", "carla@uni.br", "u-103"), ("davi", "Davi Erro", "davi@uni.br", "u-104")]
MAX_REQUESTS = 40  # a run for a class of four: token, line items, scores, retries included


@pytest.fixture(autouse=True)
def _no_proxy(monkeypatch):
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")


@pytest.fixture()
def tool(tmp_path):
    """The tool's key and its config (the platform's URLs filled in by ``config``)."""
    private, _ = rsa_pem()
    key = tmp_path / "lti" / "tool-private.pem"
    key.parent.mkdir()
    key.write_text(private)
    return key


def config(tool_key: Path, platform: Platform, **extra) -> Path:
    path = tool_key.parent / "lti.yaml"
    data = {"client_id": CLIENT_ID, "token_url": platform.token_url, "private_key": tool_key.name,
            "lineitems_url": platform.lineitems_url, "issuer": "https://moodle.test.invalid", "deployment_id": "1",
            "report_base_url": "https://cursos.example.edu/llm/relatorios/", "backoff_s": 0.01, "max_attempts": 3,
            "timeout_s": 10, **extra}
    path.write_text(json.dumps(data), encoding="utf-8")  # JSON is YAML
    return path


@pytest.fixture()
def platform(tool, tmp_path):
    """The platform, with the tool registered by its public key as ``--show-key`` prints it."""
    placeholder = tmp_path / "lti" / "show.yaml"
    placeholder.write_text(json.dumps({"client_id": CLIENT_ID, "token_url": "https://x.invalid/token",
                                       "private_key": tool.name, "lineitems_url": "https://x.invalid/li"}))
    jwks = {"keys": [lti.tool_jwk(lti.load_config(placeholder))]}
    p = Platform(jwks).start()
    yield p
    p.stop()
    assert p.peers <= {"127.0.0.1"}


def results_folder(tmp_path: Path, scores: dict[str, float] | None = None) -> Path:
    out = tmp_path / "out"
    results = []
    for sid, *_ in STUDENTS:
        r = make_result(sid)
        if scores and sid in scores:
            r = replace(r, score=scores[sid])
        if sid == "davi":
            r = replace(r, status="error", score=0.0)
        results.append(r)
    return build_class(out, results=results)


def roster(tmp_path: Path, *, lti_ids: bool = True) -> Path:
    path = tmp_path / "turma.csv"
    rows = ["id,nome,email" + (",lti" if lti_ids else "")]
    rows += [f"{s},{n},{e}" + (f",{u}" if lti_ids else "") for s, n, e, u in STUDENTS]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def run(out: Path, cfg: Path, capsys, *args: str) -> tuple[int, str]:
    started = time.monotonic()
    code = cli.main(["publish", str(out), "--lti", str(cfg), *args])
    assert time.monotonic() - started < 60
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def test_scores_reach_the_platform_once_and_a_regrade_replaces_them(tool, platform, tmp_path, capsys):
    out = results_folder(tmp_path)
    cfg = config(tool, platform)
    code, text = run(out, cfg, capsys, "--roster", str(roster(tmp_path)))
    assert code == 0, text
    assert platform.tokens_issued >= 1  # the library verified the tool's signed client assertion
    assert len(platform.lineitems) == 1
    item = platform.lineitems[0]
    assert item["resourceId"] == "temperature-top-p" and item["tag"] == "grade" and item["scoreMaximum"] == 20
    assert "(created)" in text and "posted 3, already posted 0, skipped 1, failed 0" in text
    assert "davi" in text and "could not be graded" in text  # an error is never posted as 0
    posted = {s.user: s for s in platform.results.values()}
    assert set(posted) == {"u-101", "u-102", "u-103"}
    first = posted["u-101"]
    assert first.maximum == 20 and "https://cursos.example.edu/llm/relatorios/ana.html" in first.comment
    assert platform.requests <= MAX_REQUESTS

    # the same command again: nothing new to send, the same line item
    before = len(platform.accepted)
    code, text = run(out, cfg, capsys, "--roster", str(roster(tmp_path)))
    assert code == 0 and "(found)" in text and "posted 0, already posted 3" in text
    assert len(platform.accepted) == before and len(platform.lineitems) == 1

    # a re-grade: Ana's score changed; her result is replaced (a later timestamp), nobody else's is sent
    results = json.loads((out / "results.json").read_text())
    for r in results:
        if r["student"] == "ana":
            r["score"] = 3.0
    (out / "results.json").write_text(json.dumps(results))
    code, text = run(out, cfg, capsys, "--roster", str(roster(tmp_path)))
    assert code == 0 and "posted 1, already posted 2" in text, text
    now = {s.user: s for s in platform.results.values()}
    assert now["u-101"].given == 3.0 and now["u-101"].timestamp > first.timestamp
    assert len(platform.lineitems) == 1 and len(platform.results) == 3


def test_a_platform_failing_half_way_gets_every_score_exactly_once(tool, platform, tmp_path, capsys):
    out = results_folder(tmp_path)
    cfg = config(tool, platform)
    platform.down_after = 1  # the first score lands, then every score post is answered 503
    code, text = run(out, cfg, capsys, "--roster", str(roster(tmp_path)))
    assert code == 1, text
    assert "posted 1," in text and "failed 2" in text and "the same command sends" in text
    assert platform.requests <= MAX_REQUESTS

    # the platform recovers: the same command sends the two that failed, and only them
    platform.down_after = None
    code, text = run(out, cfg, capsys, "--roster", str(roster(tmp_path)))
    assert code == 0 and "posted 2, already posted 1" in text, text
    assert sorted(s.user for s in platform.accepted) == ["u-101", "u-102", "u-103"]  # each once, none twice
    assert len(platform.lineitems) == 1 and len(platform.results) == 3


def test_a_platform_down_for_good_stops_asking_after_three_students(tool, platform, tmp_path, capsys):
    out = tmp_path / "big"
    build_class(out, results=[make_result(f"s{i}") for i in range(8)])
    ids = tmp_path / "big.csv"
    ids.write_text("id,lti\n" + "".join(f"s{i},u{i}\n" for i in range(8)))
    platform.down_after = 0
    code, text = run(out, config(tool, platform), capsys, "--roster", str(ids))
    assert code == 1 and "failed 8" in text and text.count("not sent: the platform was unreachable") == 5
    assert platform.requests <= 3 * 3 + 4  # three students' bounded retries, a token and the line item


def test_a_short_outage_is_ridden_out_by_the_retries(tool, platform, tmp_path, capsys):
    out = results_folder(tmp_path)
    platform.fail_scores = [503, 502]  # two failed attempts, then the platform answers again
    code, text = run(out, config(tool, platform), capsys, "--roster", str(roster(tmp_path)))
    assert code == 0 and "posted 3" in text, text
    assert sorted(s.user for s in platform.accepted) == ["u-101", "u-102", "u-103"]


def test_answers_lost_after_the_platform_acted_create_nothing_twice(tool, platform, tmp_path, capsys):
    """The line item is created but its answer is lost, then the first score too: the tool looks
    for the line item again instead of creating a second, and resends the score with its own
    timestamp, which the platform keeps as one result."""
    out = results_folder(tmp_path)
    platform.lose_answers = 2
    code, text = run(out, config(tool, platform), capsys, "--roster", str(roster(tmp_path)))
    assert code == 0, text
    assert len(platform.lineitems) == 1
    assert len(platform.results) == 3
    stamps = {}
    for s in platform.accepted:
        stamps.setdefault(s.user, set()).add(s.timestamp)
    assert all(len(v) == 1 for v in stamps.values())  # a repeat carries the same timestamp: one result


def test_students_are_found_through_nrps_when_the_roster_has_no_lti_ids(tool, platform, tmp_path, capsys):
    out = results_folder(tmp_path)
    platform.members = [
        {"user_id": "n-1", "status": "Active", "name": "Ana Boa", "email": "ANA@uni.br",
         "roles": ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"]},
        {"user_id": "n-2", "status": "Active", "name": "Bruno Contradiz", "lis_person_sourcedid": "bruno",
         "roles": ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"]},
        {"user_id": "n-9", "status": "Active", "name": "Carla Teórica",
         "roles": ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"]},
    ]
    cfg = config(tool, platform, memberships_url=platform.memberships_url)
    code, text = run(out, cfg, capsys, "--roster", str(roster(tmp_path, lti_ids=False)))
    assert code == 0, text
    assert {s.user for s in platform.accepted} == {"n-1", "n-2"}
    assert "carla" in text and "no LTI user id" in text  # an instructor with her name is not her


def test_show_key_prints_what_the_platform_registers(tool, tmp_path, capsys):
    cfg = tool.parent / "c.yaml"
    cfg.write_text(f"client_id: abc\ntoken_url: https://p.invalid/token\nprivate_key: {tool.name}\n"
                   "lineitems_url: https://p.invalid/lineitems\n")
    assert cli.main(["publish", "--lti", str(cfg), "--show-key"]) == 0
    printed = capsys.readouterr().out
    assert "-----BEGIN PUBLIC KEY-----" in printed
    jwk = json.loads(printed[printed.index("{"):])["keys"][0]
    assert jwk["kty"] == "RSA" and jwk["alg"] == "RS256" and printed.startswith(f"key id (kid): {jwk['kid']}")


def test_a_config_that_cannot_work_is_refused_with_what_is_missing(tool, tmp_path, capsys):
    cfg = tool.parent / "bad.yaml"
    cfg.write_text("client_id: abc\nprivate_key: nao-existe.pem\nlinetems_url: x\n")
    assert cli.main(["publish", str(tmp_path), "--lti", str(cfg)]) == 2
    err = capsys.readouterr().err
    assert "unknown key(s) linetems_url" in err
    cfg.write_text("client_id: abc\nprivate_key: nao-existe.pem\n")
    assert cli.main(["publish", str(tmp_path), "--lti", str(cfg)]) == 2
    err = capsys.readouterr().err
    assert "missing token_url, lineitems_url (or lineitem_url)" in err
    cfg.write_text(f"client_id: abc\nprivate_key: {tool.name}\ntoken_url: http://moodle.example.edu/token\n"
                   "lineitems_url: https://moodle.example.edu/li\n")
    assert cli.main(["publish", str(tmp_path), "--lti", str(cfg)]) == 2
    assert "token_url 'http://moodle.example.edu/token' is not an https:// URL" in capsys.readouterr().err


def test_a_platform_that_refuses_the_tool_stops_with_the_fix(tool, platform, tmp_path, capsys):
    out = results_folder(tmp_path)
    other, _ = rsa_pem()
    (tool.parent / "other.pem").write_text(other)  # not the key the platform has
    code, text = run(out, config(tool, platform, private_key="other.pem"), capsys)
    assert code == 3 and "the platform refused" in text and "--show-key" in text
    assert platform.accepted == [] and platform.lineitems == []


def test_scores_url_keeps_the_line_items_query():
    assert lti.scores_url("https://m.edu/mod/lti/services.php/2/lineitems/7/lineitem?type_id=3") == \
        "https://m.edu/mod/lti/services.php/2/lineitems/7/lineitem/scores?type_id=3"


def test_grade_checks_the_lti_config_before_grading(tmp_path, capsys):
    nb = tmp_path / "ana.ipynb"
    nb.write_text("{}")
    assert cli.main(["grade", str(nb), "--activity", "temperature-top-p", "--out", str(tmp_path / "o"),
                     "--no-execute", "--lti", str(tmp_path / "missing.yaml")]) == 2
    assert "--lti" in capsys.readouterr().err
    assert not (tmp_path / "o" / "results.json").exists()


def test_publish_module_documents_its_exit_codes():
    assert "exit 0" in publish.__doc__ and "3 when the platform" in publish.__doc__
