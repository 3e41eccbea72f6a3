"""Instructor overrides (CSV and YAML) and the LMS grade export."""

from __future__ import annotations

import csv
import textwrap

import pytest

from grader.core.records import CriterionScore, Execution, Result, Status
from grader.grading.pipeline import load_specs
from grader.output.lms import write_lms_csv
from grader.output.overrides import OverrideError, apply_all, apply_overrides, load_overrides


@pytest.fixture(scope="module")
def rubric():
    return load_specs("temperature-top-p")[1]


def status(cid, failing):
    if cid == "B.3-concept":
        return Status.NEEDS_REVIEW
    return Status.FAIL if cid in failing else Status.PASS


def make_result(rubric, student="alice", lang="pt", failing=("A.2-choice", "B.3-concept")):
    crits = tuple(
        CriterionScore(c.id, c.question, c.title.get(lang), 0.0 if c.id in failing else c.points, c.points,
                       status(c.id, failing), "mensagem original", {"message_key": "k"})
        for c in rubric.criteria)
    return Result(student, "temperature-top-p", sum(c.points for c in crits), rubric.max_score, "graded", crits,
                  Execution("ok"), f"{student}.ipynb", lang)


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return path


def by_id(result):
    return {c.criterion_id: c for c in result.criteria}


CSV = """\
    student,criterion,points,comment
    alice,A.2-choice,2,"A2 e A1 empatados, aceito"
    alice,B.3-concept,0.5,
    """


def test_csv_override_changes_points_status_evidence_message_and_total(tmp_path, rubric):
    before = make_result(rubric)
    after = apply_overrides(before, load_overrides(write(tmp_path, "o.csv", CSV)), rubric)
    crits, old = by_id(after), by_id(before)
    assert crits["A.2-choice"].points == 2 and crits["A.2-choice"].status is Status.PASS
    assert crits["B.3-concept"].points == 0.5 and crits["B.3-concept"].status is Status.PARTIAL
    assert after.score == before.score + 2.5 and after.max_score == before.max_score
    override = crits["A.2-choice"].evidence["override"]
    assert override["points"] == {"old": 0.0, "new": 2.0} and override["comment"] == "A2 e A1 empatados, aceito"
    assert override["status"] == {"old": "fail", "new": "pass"} and "row 2" in override["source"]
    assert crits["A.2-choice"].evidence["message_key"] == "k"  # the grader's evidence is kept
    assert crits["A.2-choice"].message.startswith("Ajuste do professor: 0 → 2 pontos (A2 e A1 empatados, aceito).")
    assert crits["A.2-choice"].message.endswith("mensagem original")
    assert {k: c for k, c in crits.items() if k not in ("A.2-choice", "B.3-concept")} == \
        {k: c for k, c in old.items() if k not in ("A.2-choice", "B.3-concept")}
    assert before.score == sum(c.points for c in before.criteria)  # the input Result is untouched


def test_yaml_override_in_english(tmp_path, rubric):
    path = write(tmp_path, "o.yaml", """
        alice:
          A.2-choice: {points: 1, comment: "partial credit"}
        """)
    crit = by_id(apply_overrides(make_result(rubric, lang="en"), load_overrides(path), rubric))["A.2-choice"]
    assert crit.points == 1 and crit.status is Status.PARTIAL
    assert crit.message.startswith("Instructor adjustment: 0 → 1 points (partial credit).")


def test_semicolon_csv_with_decimal_comma_from_a_ptbr_spreadsheet(tmp_path, rubric):
    path = tmp_path / "o.csv"
    path.write_bytes("\ufeffstudent;criterion;points;comment\nalice;A.2-choice;1,5;ok\n".encode("utf-8"))
    (o,) = load_overrides(path).entries
    assert (o.student, o.criterion, o.points, o.comment) == ("alice", "A.2-choice", 1.5, "ok")


def test_points_are_clamped_to_the_maximum_and_above_it_is_an_error(tmp_path, rubric):
    noise = write(tmp_path, "noise.csv", "student,criterion,points\nalice,A.2-choice,2.0000000001\n")
    assert by_id(apply_overrides(make_result(rubric), load_overrides(noise), rubric))["A.2-choice"].points == 2
    over = write(tmp_path, "over.csv", "student,criterion,points\nalice,A.2-choice,5\n")
    with pytest.raises(OverrideError) as err:
        apply_overrides(make_result(rubric), load_overrides(over), rubric)
    assert "alice/A.2-choice" in str(err.value) and "maximum is 2" in str(err.value) and "row 2" in str(err.value)
    with pytest.raises(OverrideError, match="row 2: 5 points for alice/A.2-choice, whose maximum is 2"):
        load_overrides(over, rubric)  # checked before grading when the rubric is given


@pytest.mark.parametrize("name,text,where,problem", [
    ("bad.csv", "student,criterion,pontos\nalice,A.2-choice,2\n", "header", "unknown column 'pontos'"),
    ("bad.csv", "student,points\nalice,2\n", "header", "missing column 'criterion'"),
    ("bad.csv", "student,criterion,points\nalice,A.1-excerpts,3\nalice,A.2-choice,dois\n", "row 3", "not a number"),
    ("bad.csv", "student,criterion,points\nalice,A.2-choice,-1\n", "row 2", "negative"),
    ("bad.csv", "student,criterion,points\nalice,A.2-choice,\n", "row 2", "points is empty"),
    ("bad.csv", "student,criterion,points\nalice,A.2-choice,1\nalice,A.2-choice,2\n", "row 3", "already set at row 2"),
    ("bad.csv", "student,criterion,points,comment\nalice,A.2-choice,1,bom,mas atrasado\n", "row 2", "5 values"),
    ("bad.yaml", "alice:\n  A.2-choice: {points: muitos}\n", "key alice.A.2-choice", "not a number"),
    ("bad.yaml", "alice:\n  A.2-choice: {pontos: 1}\n", "key alice.A.2-choice", "unknown key 'pontos'"),
    ("bad.yaml", "alice:\n  A.2-choice: 2\n", "key alice.A.2-choice", "not a mapping"),
    ("bad.yaml", "- alice\n", "(top level)", "not a mapping"),
    ("bad.yaml", "alice: {A.2-choice: {points: 1}\n", "line", "not valid YAML"),
    ("bad.txt", "whatever", "(file)", "unknown format"),
])
def test_bad_files_are_errors_naming_file_row_and_fix(tmp_path, name, text, where, problem):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(OverrideError) as err:
        load_overrides(path)
    message = str(err.value)
    assert message.startswith(f"{path}: {where}") and problem in message, message
    assert "Fix: " in message


def test_missing_file_is_an_error(tmp_path):
    with pytest.raises(OverrideError, match="file not found"):
        load_overrides(tmp_path / "nope.yaml")


def test_unknown_students_and_criteria_are_warnings_and_nothing_else_changes(tmp_path, rubric):
    path = write(tmp_path, "o.csv", """\
        student,criterion,points,comment
        alice,A.2-choice,2,
        zoe,A.2-choice,2,
        bob,A.9-nope,1,
        """)
    results = [make_result(rubric, "alice"), make_result(rubric, "bob")]
    applied, warnings = apply_all(results, load_overrides(path), rubric)
    assert len(warnings) == 2
    assert "row 3" in warnings[0] and "unknown student 'zoe'" in warnings[0]
    assert "row 4" in warnings[1] and "unknown criterion 'A.9-nope'" in warnings[1] and "bob" in warnings[1]
    assert applied[0].score == results[0].score + 2
    assert applied[1] == results[1]


# -- LMS export -----------------------------------------------------------------------------------


def lms_rows(path):
    raw = path.read_bytes()
    assert not raw.startswith(b"\xef\xbb\xbf")  # no byte-order mark
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.reader(fh))


def test_lms_csv_has_header_sorted_rows_and_optional_scale(tmp_path, rubric):
    results = [make_result(rubric, "zé, o segundo"), make_result(rubric, "ana"),
               Result("caio", "temperature-top-p", 0.0, 20.0, "error", (), Execution("not_run"), "caio.ipynb")]
    path = write_lms_csv(results, tmp_path / "lms.csv")
    assert lms_rows(path) == [["student_id", "score"], ["ana", "17"], ["caio", "0"], ["zé, o segundo", "17"]]
    scaled = write_lms_csv(results, tmp_path / "lms10.csv", scale=10, skip_errors=True)
    assert lms_rows(scaled) == [["student_id", "score"], ["ana", "8.5"], ["zé, o segundo", "8.5"]]
    assert lms_rows(write_lms_csv(results[:1], tmp_path / "lms100.csv", scale=100))[1] == ["zé, o segundo", "85"]
    with pytest.raises(ValueError):
        write_lms_csv(results, tmp_path / "x.csv", scale=0)
