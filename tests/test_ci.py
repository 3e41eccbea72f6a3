"""``grader ci``: the JUnit file, the job-log and step-summary text, exit codes, the workflow."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from grader import cli
from grader.commands import ci
from grader.core.errors import GraderError, UsageError
from grader.core.records import CriterionScore, Execution, Result, Status
from grader.output import junit

ROOT = Path(__file__).resolve().parents[1]
ACTIVITY = "temperature-top-p"
MODEL = "smollm2-135m"
HOSTILE = '<script>alert(1)</script> ]]> a | b || c'


@pytest.fixture(autouse=True)
def _no_ci_environment(monkeypatch):
    """Run as on a laptop even when the suite itself runs in GitHub Actions (never write into the
    real job summary)."""
    for name in ("GITHUB_STEP_SUMMARY", "GITHUB_ACTIONS", "NO_COLOR"):
        monkeypatch.delenv(name, raising=False)


def _notebook(tmp_path: Path, name: str = "aluno", **answers: str) -> Path:
    """The activity's solution notebook with some answers replaced (``D_2="..."`` -> answer-D.2)."""
    import nbformat

    nb = nbformat.read(str(ROOT / "activities" / ACTIVITY / "solution.ipynb"), as_version=4)
    tags = {f"answer-{q.replace('_', '.')}": text for q, text in answers.items()}
    for cell in nb.cells:
        for tag in cell.metadata.get("tags", []):
            if tag in tags:
                cell.source = tags.pop(tag)
    assert not tags, f"no cell tagged {sorted(tags)}"
    path = tmp_path / f"{name}.ipynb"
    nbformat.write(nb, str(path))
    return path


def _run(notebook: Path, tmp_path: Path, **kw) -> tuple[int, Path]:
    out = tmp_path / f"{notebook.stem}-junit.xml"
    code = ci.run(notebook=notebook, activity=ACTIVITY, model=MODEL, junit=out, **kw)
    return code, out


# -- JUnit structure, checked by hand the way junitparser reads it -----------------------------

_STATUS_CHILD = {"fail": "failure", "partial": "failure", "error": "error", "needs_review": "skipped"}


def _check_junit(path: Path, result_criteria: list[dict] | None = None) -> ET.Element:
    suite = ET.parse(path).getroot()  # raises on malformed XML
    assert suite.tag == "testsuite"
    cases = suite.findall("testcase")
    assert int(suite.get("tests")) == len(cases) == len(list(suite.iter("testcase")))
    outcome = []
    for case in cases:
        children = [c for c in case if c.tag in ("failure", "error", "skipped")]
        assert len(children) <= 1, ET.tostring(case)
        outcome.append(children[0].tag if children else "pass")
        assert case.get("classname", "").startswith(suite.get("name") + ".")
        assert case.get("name") and case.get("time") == "0"
    assert int(suite.get("failures")) == outcome.count("failure")
    assert int(suite.get("errors")) == outcome.count("error")
    assert int(suite.get("skipped")) == outcome.count("skipped")
    props = {p.get("name"): p.get("value") for p in suite.find("properties")}
    assert {"score", "max_score", "student"} <= set(props)
    # ...and a JUnit parser reads the same cases and outcomes
    from junitparser import Error, Failure, JUnitXml, Skipped, TestSuite

    doc = JUnitXml.fromfile(str(path))
    suites = [doc] if isinstance(doc, TestSuite) else list(doc)
    parsed = [case for suite in suites for case in suite]
    kinds = {Failure: "failure", Error: "error", Skipped: "skipped"}
    parsed_outcome = [next((kinds[type(r)] for r in case.result if type(r) in kinds), "pass")
                      for case in parsed]
    assert len(parsed) == len(cases) and parsed_outcome == outcome
    if result_criteria is not None:
        assert len(cases) == len(result_criteria)
        for case, crit in zip(cases, result_criteria):
            assert case.get("name") == f"{crit['criterion_id']}: {crit['title']}"
            assert case.get("classname") == f"{suite.get('name')}.{crit['question_id']}"
            assert outcome[cases.index(case)] == _STATUS_CHILD.get(crit["status"], "pass")
    return suite


def _table_rows(markdown: str) -> list[list[str]]:
    """The cells of the one table in ``markdown``, split on unescaped pipes as GFM does; fails
    when a row is not a single ``| ... |`` line."""
    lines = markdown.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("|"))
    rows = []
    for ln in lines[start:]:
        if not ln.strip():
            break
        assert ln.startswith("| ") or ln.startswith("|:") or ln.startswith("|-"), ln
        cells, cur, i = [], "", 0
        while i < len(ln):
            if ln[i] == "\\" and i + 1 < len(ln):
                cur += ln[i:i + 2]
                i += 2
                continue
            if ln[i] == "|":
                cells.append(cur)
                cur = ""
            else:
                cur += ln[i]
            i += 1
        assert cur.strip() == "", f"row does not end with a pipe: {ln!r}"
        rows.append([c.strip() for c in cells[1:]])
    return rows


def _synthetic(message: str, title: str = "Título", evidence: dict | None = None) -> Result:
    crits = (
        CriterionScore("c-pass", "A.1", "Passa", 2, 2, Status.PASS, "ok"),
        CriterionScore("c-fail", "A.2", title, 0, 2, Status.FAIL, message, evidence or {}),
        CriterionScore("c-partial", "A.2", "Parcial", 1, 2, Status.PARTIAL, message),
        CriterionScore("c-error", "B.1", "Erro", 0, 1, Status.ERROR, message, {"traceback": "Trace\nback"}),
        CriterionScore("c-review", "B.3", "Revisar", 0, 1, Status.NEEDS_REVIEW, message),
    )
    return Result("aluno", ACTIVITY, 3, 8, "graded", crits, Execution("not_run"), "aluno.ipynb")


def test_junit_counts_statuses_and_escapes_everything_without_a_model(tmp_path):
    nasty = HOSTILE + '\n"quoted" & \x1b[31mred\x1b[0m \x00 nul \x07 bell \ud800 lone'
    result = _synthetic(nasty, title=f"título {HOSTILE}",
                        evidence={"answer": nasty, "n": [1, 2], "answer_cell_tag": "answer-A.2"})
    path = tmp_path / "sub" / "report.xml"
    junit.write_junit(result, path)
    raw = path.read_bytes()
    raw.decode("utf-8")
    assert b"<script>" not in raw and b"]]>" not in raw and b"\x1b" not in raw and b"\x00" not in raw
    suite = _check_junit(path, [
        {"criterion_id": c.criterion_id, "title": c.title, "question_id": c.question_id, "status": c.status.value}
        for c in result.criteria])
    counts = [suite.get(k) for k in ("tests", "failures", "errors", "skipped")]
    assert counts == ["5", "2", "1", "1"]
    props = {p.get("name"): p.get("value") for p in suite.find("properties")}
    assert (props["score"], props["max_score"], props["student"]) == ("3", "8", "aluno")
    fail = suite.find("testcase[@name='c-fail: título " + "<script>alert(1)</script> ]]> a | b || c']/failure")
    assert fail is not None
    assert fail.get("message").startswith(HOSTILE) and "red" in fail.get("message")
    assert fail.text.startswith("0/2 points") and "answer:" in fail.text and "n: [1, 2]" in fail.text
    assert suite.find("testcase[@name='c-review: Revisar']/skipped").get("message").startswith("needs review: ")
    # the student reads the JUnit file in the assignment's CI log: no grader internals there
    assert "Trace\nback" not in suite.find("testcase[@name='c-error: Erro']/error").text
    assert "answer-A.2" not in fail.text and "answer_cell_tag" not in fail.text
    assert not list(tmp_path.glob("sub/.*.tmp"))  # the temporary file was renamed away


def test_markdown_table_survives_pipes_newlines_and_html(tmp_path):
    nasty = HOSTILE + "\nsecond line\r\n| --- | fake row |\n\n## heading\ud800"
    result = _synthetic(nasty, title=f"t|i\ntle {HOSTILE}")
    md = ci.markdown_summary(result, min_score=None, passed=False, notebook=Path("a|b.ipynb"), lang="en")
    ci.append_step_summary(tmp_path / "s.md", md)  # writable as UTF-8 (no lone surrogate left)
    rows = _table_rows(md)
    assert len(rows) == 2 + len(result.criteria)  # header, delimiter, one row per criterion
    assert all(len(r) == 5 for r in rows), rows
    assert "<script" not in md and "&lt;script&gt;" in md
    assert "\\]\\]&gt;" in md and "a \\| b \\|\\| c" in md
    fail_row = next(r for r in rows if r[2].startswith("c-fail"))
    assert fail_row[0].startswith("❌") and fail_row[3] == "0/2"
    assert "<br>second line<br>\\| --- \\| fake row \\|<br>\\#\\# heading" in fail_row[4]
    assert md.startswith("## ❌ temperature-top-p: 3/8\n")


def test_plain_summary_lists_failing_criteria_on_one_line_each_without_colour():
    result = _synthetic("first\nsecond \x1b[31mred\x1b[0m ::error::x\ud800")
    text = ci.plain_summary(result, min_score=5, passed=False, notebook=Path("aluno.ipynb"), lang="en")
    assert "\x1b" not in text
    text.encode("utf-8")  # printable on a UTF-8 stream
    lines = text.splitlines()
    assert lines[1] == "Score: 3/8 (minimum to pass: 5)" and lines[2] == "4 of 5 criteria did not pass:"
    fail = next(ln for ln in lines if "c-fail" in ln or "Título" in ln)
    assert re.match(r"  FAIL +A\.2  Título \(0/2 points\): first second red ::error::x$", fail), fail
    assert any(ln.lstrip().startswith("REVIEW") and "B.3" in ln for ln in lines)
    assert "FAILED (score 3 below the minimum 5)" in lines[-1]
    coloured = ci.plain_summary(result, min_score=5, passed=False, notebook=Path("x"), lang="en", colour=True)
    assert "\x1b[31m" in coloured


def test_summary_is_guarded_against_workflow_commands_inside_github_actions(monkeypatch, capsys):
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    ci._print_guarded("::error::owned\n")
    out = capsys.readouterr().out.splitlines()
    token = out[0].removeprefix("::stop-commands::")
    assert len(token) == 32 and out[1] == "::error::owned" and out[2] == f"::{token}::"


def test_step_summary_is_appended_after_existing_content(tmp_path):
    path = tmp_path / "summary.md"
    path.write_text("# earlier step", encoding="utf-8")  # no trailing newline
    ci.append_step_summary(path, "## one\n")
    ci.append_step_summary(path, "## two\n")
    assert path.read_text(encoding="utf-8") == "# earlier step\n\n## one\n\n## two\n"
    fresh = tmp_path / "new.md"
    ci.append_step_summary(fresh, "## only\n")
    assert fresh.read_text(encoding="utf-8") == "## only\n"


# -- end to end, with the embedded model -------------------------------------------------------


def test_solution_passes_writes_junit_and_appends_to_the_step_summary(smollm, tmp_path, monkeypatch, capsys):
    summary = tmp_path / "step-summary.md"
    summary.write_text("# Build\n\nearlier output\n", encoding="utf-8")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    monkeypatch.chdir(tmp_path)
    code = ci.run(notebook=_notebook(tmp_path), activity=ACTIVITY, model=MODEL, min_score=20)
    out = capsys.readouterr().out
    assert code == 0
    assert "Nota: 20/20 (mínimo para passar: 20)" in out and "PASSOU" in out and "\x1b" not in out
    suite = _check_junit(tmp_path / "grader-junit.xml")  # the default path, in the current folder
    assert suite.get("name") == ACTIVITY and suite.get("failures") == "0" and int(suite.get("tests")) >= 10
    text = summary.read_text(encoding="utf-8")
    assert text.startswith("# Build\n\nearlier output\n")
    assert "## ✅ temperature-top-p: 20/20" in text
    rows = _table_rows(text[text.index("## ✅"):])
    assert len(rows) == 2 + int(suite.get("tests")) and all(len(r) == 5 for r in rows)


def test_hostile_answer_gives_well_formed_junit_and_an_unbroken_table(smollm, tmp_path, monkeypatch, capsys):
    from grader.grading import pipeline
    from grader.output.gradebook import result_to_dict

    graded = []
    real = pipeline.grade_submission
    monkeypatch.setattr(pipeline, "grade_submission", lambda *a, **k: graded.append(real(*a, **k)) or graded[-1])
    answer = f"Diminuiria. {HOSTILE}\nnova linha ]]> fim"
    nb = _notebook(tmp_path, D_2=answer, B_3=answer)
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    code, xml_path = _run(nb, tmp_path)
    out = capsys.readouterr().out
    assert code == 1  # D.2 is wrong and there is no --min-score
    expected = result_to_dict(graded[0])["criteria"]  # what ci.run graded
    suite = _check_junit(xml_path, expected)
    d2 = next(c for c in suite.iter("testcase") if c.get("name").startswith("D.2-direction"))
    failure = d2.find("failure")
    assert "<script>alert(1)</script> ]]> a | b || c" in failure.get("message")  # round-trips intact
    assert b"<script>" not in xml_path.read_bytes()
    md = summary.read_text(encoding="utf-8")
    rows = _table_rows(md)
    assert len(rows) == 2 + len(expected) and all(len(r) == 5 for r in rows), rows
    assert "<script" not in md
    d2_line = next(ln for ln in out.splitlines() if "D.2" in ln)
    assert d2_line.lstrip().startswith("FALHOU") and "Direção" in d2_line and "<script>alert(1)</script>" in d2_line


def test_exit_codes_follow_min_score(smollm, tmp_path, capsys):
    good = _notebook(tmp_path, "boa")
    wrong = _notebook(tmp_path, "errada", D_2="Diminuiria.")
    assert _run(good, tmp_path, min_score=20)[0] == 0
    assert _run(wrong, tmp_path, min_score=20)[0] == 1
    assert _run(wrong, tmp_path, min_score=0)[0] == 0
    assert _run(good, tmp_path)[0] == 0
    code, xml_path = _run(wrong, tmp_path)
    assert code == 1
    suite = _check_junit(xml_path)
    assert suite.get("failures") == "1"
    props = {p.get("name"): p.get("value") for p in suite.find("properties")}
    assert (props["score"], props["max_score"], props["student"]) == ("19", "20", "errada")
    capsys.readouterr()


def test_unreadable_notebook_is_graded_as_errors_not_a_crash(smollm, tmp_path, capsys):
    broken = tmp_path / "quebrado.ipynb"
    broken.write_text("{", encoding="utf-8")
    code, xml_path = _run(broken, tmp_path)
    assert code == 1
    suite = _check_junit(xml_path)
    assert int(suite.get("errors")) == int(suite.get("tests")) > 0
    assert "ERRO" in capsys.readouterr().out


@pytest.mark.parametrize("kwargs, exc", [
    ({"notebook": Path("/nonexistent/nb.ipynb")}, UsageError),
    ({"activity": "nope"}, GraderError),
    ({"min_score": 21}, UsageError),
    ({"min_score": -1}, UsageError),
    ({"min_score": float("nan")}, UsageError),
])
def test_usage_and_spec_errors_raise_exit_code_2_before_any_file_is_written(kwargs, exc, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    args = {"notebook": _notebook(tmp_path), "activity": ACTIVITY, "model": MODEL, **kwargs}
    with pytest.raises(exc) as info:
        ci.run(**args)
    assert info.value.exit_code == 2
    assert not (tmp_path / "grader-junit.xml").exists()


def test_a_model_that_cannot_be_loaded_raises_exit_code_3(tmp_path, monkeypatch):
    from grader.core.errors import ModelLoadError

    monkeypatch.chdir(tmp_path)
    with pytest.raises(ModelLoadError) as info:
        ci.run(notebook=_notebook(tmp_path), activity=ACTIVITY, model=str(tmp_path / "no-such-model"))
    assert info.value.exit_code == 3 and info.value.fix
    assert not (tmp_path / "grader-junit.xml").exists()


def test_cli_ci_command(smollm, tmp_path, capsys):
    from grader import cli

    xml_path = tmp_path / "out.xml"
    args = ["--activity", ACTIVITY, "--model", MODEL, "--junit", str(xml_path)]
    assert cli.main(["ci", str(_notebook(tmp_path)), *args, "--min-score", "20"]) == 0
    _check_junit(xml_path)
    assert cli.main(["ci", str(_notebook(tmp_path, "e", D_2="Diminuiria.")), *args]) == 1
    assert cli.main(["ci", str(_notebook(tmp_path)), *args, "--min-score", "99"]) == 2
    assert cli.main(["ci", str(_notebook(tmp_path)), "--activity", "nope"]) == 2


# -- the workflow ----------------------------------------------------------------------------


def test_classroom_workflow_is_valid_yaml_and_runs_grader_ci():
    import yaml

    wf = yaml.safe_load((ROOT / "templates" / "ci" / "classroom.yml").read_text(encoding="utf-8"))
    triggers = wf.get("on", wf.get(True))  # YAML 1.1 reads a bare `on` key as True
    assert {"push", "pull_request"} <= set(triggers)
    assert wf["permissions"]["checks"] == "write"
    steps = wf["jobs"]["grade"]["steps"]
    runs = "\n".join(s.get("run", "") for s in steps)
    assert 'pip install "torch==2.13.0" --index-url https://download.pytorch.org/whl/cpu' in runs
    assert "git+${GRADER_REPO}@${GRADER_REF}" in runs and "OWNER/llm-course-grader" in wf["env"]["GRADER_REPO"]
    assert " -e " not in runs  # a normal install: the wheel carries the activities
    assert ("grader ci notebook.ipynb --activity temperature-top-p --min-score 0 --junit grader-junit.xml"
            in runs)
    uses = {s["uses"].split("@")[0]: s for s in steps if "uses" in s}
    assert next(s for s in steps if s.get("uses", "").startswith("actions/setup-python"))["with"][
        "python-version"] == "3.11"
    cached = "\n".join(s["with"]["path"] for s in steps if s.get("uses", "").startswith("actions/cache"))
    assert "~/.cache/huggingface" in cached and "~/.cache/llm-course-grader" in cached
    report = uses["mikepenz/action-junit-report"]
    assert re.fullmatch(r"mikepenz/action-junit-report@v\d+\.\d+\.\d+", report["uses"])
    assert report["with"]["report_paths"] == "grader-junit.xml" and report["if"] == "always()"
    assert uses["actions/upload-artifact"]["with"]["path"] == "grader-junit.xml"


def test_the_grader_repository_runs_no_classroom_workflow_of_its_own():
    assert not (ROOT / ".github" / "workflows" / "classroom.yml").exists()


def test_write_workflow_puts_the_classroom_workflow_into_an_assignment_repository(tmp_path, capsys):
    import yaml

    assert cli.main(["ci", "--write-workflow", str(tmp_path), "--activity", "few-shot"]) == 0
    written = tmp_path / ".github" / "workflows" / "classroom.yml"
    wf = yaml.safe_load(written.read_text(encoding="utf-8"))
    runs = "\n".join(s.get("run", "") for s in wf["jobs"]["grade"]["steps"])
    assert "grader ci notebook.ipynb --activity few-shot" in runs
    assert str(written) in capsys.readouterr().out
    # never over an existing workflow of the assignment
    assert cli.main(["ci", "--write-workflow", str(tmp_path)]) == 2
    assert "few-shot" in written.read_text(encoding="utf-8")
    # an unknown activity is refused with the closest id
    assert cli.main(["ci", "--write-workflow", str(tmp_path / "b"), "--activity", "fewshot"]) == 2
    assert "did you mean 'few-shot'" in capsys.readouterr().err
