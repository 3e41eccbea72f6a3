"""Extraction fallbacks, spec errors that name file/key/line, the message catalogue, safe HTML."""

from __future__ import annotations

from pathlib import Path

import pytest
from course_data import observed_experiments
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from grader.core.messages import CATALOGUE, LANGS
from grader.grading.pipeline import load_specs
from grader.reading.extract import extract
from grader.specs.schema import SpecError, activity_path, load_activity


@pytest.fixture(scope="module")
def activity():
    return load_specs("temperature-top-p")[0]


def test_printed_output_without_record_is_recovered_from_ansi_and_rich_wrapping(activity):
    exp = next(e for e in observed_experiments() if e["experiment"] == "temperature" and e["params"]["temperature"] == 0.2)
    assert "used to \nrepresent" in exp["raw"]  # a rich wrap point in the real output
    cell = new_code_cell("print(gerar(0.2, 0.9))", metadata={"tags": ["run-A1"]})
    cell.outputs = [new_output("stream", name="stdout", text=exp["raw"])]
    ext = extract(new_notebook(cells=[cell]), activity)
    gen = ext.generations["A1"][0]
    assert gen.source == "printed"
    assert "\x1b[" not in gen.text and not gen.text.startswith("Transformers are models that")
    assert gen.params == activity.params("A1")  # parameters from activity.yaml
    assert "They are also used to represent the properties" in gen.text  # the wrap is undone
    assert "\n\nThe following table" in gen.text  # a real paragraph break is kept


def test_answers_found_by_heading_when_tags_are_missing_and_duplicates_reported(activity):
    cells = [
        new_markdown_cell("### A.2\nEm qual execução você observou maior repetição?"),
        new_markdown_cell("A1, claramente."),
        new_markdown_cell("**B.1** Em qual valor de top-p?\n\ntop-p = 0.3"),
        new_markdown_cell("x", metadata={"tags": ["answer-D.1"]}),
        new_markdown_cell("y", metadata={"tags": ["answer-D.1"]}),
    ]
    ext = extract(new_notebook(cells=cells), activity)
    assert ext.answers["A.2"].text == "A1, claramente." and ext.answers["A.2"].found_by == "heading"
    assert ext.answers["B.1"].text == "top-p = 0.3"
    assert ext.answers["D.1"].text == "x" and any("answer-D.1" in p for p in ext.problems)
    assert ext.answers["A.3"].found_by == "missing" and ext.answers["A.3"].text == ""


def _copy_specs(tmp_path, monkeypatch, rubric_text=None, activity_text=None):
    root = Path(__file__).resolve().parents[1]
    (tmp_path / "activities" / "temperature-top-p").mkdir(parents=True)
    (tmp_path / "rubrics").mkdir()
    act = activity_text or (root / "activities/temperature-top-p/activity.yaml").read_text(encoding="utf-8")
    (tmp_path / "activities/temperature-top-p/activity.yaml").write_text(act, encoding="utf-8")
    rub = rubric_text or (root / "rubrics/temperature-top-p.yaml").read_text(encoding="utf-8")
    (tmp_path / "rubrics/temperature-top-p.yaml").write_text(rub, encoding="utf-8")
    monkeypatch.setenv("GRADER_HOME", str(tmp_path))


def test_broken_rubric_error_names_file_key_line_and_fix(tmp_path, monkeypatch):
    root = Path(__file__).resolve().parents[1]
    text = (root / "rubrics/temperature-top-p.yaml").read_text(encoding="utf-8")
    _copy_specs(tmp_path, monkeypatch, rubric_text=text.replace("rule: quote_repeats", "rule: quote_repeat", 1))
    with pytest.raises(SpecError) as info:
        load_specs("temperature-top-p")
    msg = str(info.value)
    assert "rubrics/temperature-top-p.yaml:" in msg and "criteria.7.rule" in msg
    assert "Did you mean 'quote_repeats'" in msg
    line = int(msg.split("temperature-top-p.yaml:")[1].split(":")[0])
    assert "quote_repeat" in (tmp_path / "rubrics/temperature-top-p.yaml").read_text().splitlines()[line - 1]


def test_unknown_key_in_activity_is_an_error_listing_allowed_keys(tmp_path, monkeypatch):
    root = Path(__file__).resolve().parents[1]
    text = (root / "activities/temperature-top-p/activity.yaml").read_text(encoding="utf-8")
    _copy_specs(tmp_path, monkeypatch, activity_text=text.replace("  A2: {temperature: 0.7, top_p: 0.9}",
                                                                  "  A2: {temperture: 0.7, top_p: 0.9}"))
    with pytest.raises(SpecError) as info:
        load_activity(activity_path("temperature-top-p"))
    msg = str(info.value)
    assert "runs.A2.temperture" in msg and "unknown key" in msg and "temperature" in msg.split("Fix:")[1]


def test_validate_command_exits_2_on_a_broken_rubric(tmp_path, monkeypatch, capsys):
    from grader import cli

    root = Path(__file__).resolve().parents[1]
    _copy_specs(tmp_path, monkeypatch, rubric_text="activity: temperature-top-p\ncriteria: 7\n")
    starter = root / "activities/temperature-top-p/starter.ipynb"
    (tmp_path / "activities/temperature-top-p/starter.ipynb").write_bytes(starter.read_bytes())
    assert cli.main(["validate"]) == 2
    assert "criteria" in capsys.readouterr().out


def test_every_message_exists_in_both_languages():
    missing = [(k, lang) for k, entry in CATALOGUE.items() for lang in LANGS if not entry.get(lang)]
    assert missing == []


def test_report_escapes_everything_a_student_wrote(tmp_path):
    from grader.core.records import CriterionScore, Execution, Result, Status
    from grader.output.report import render_report

    activity, _ = load_specs("temperature-top-p")
    evil = "<script>alert(1)</script><img src=x onerror=alert(2)> {{ 7*7 }}"
    crit = CriterionScore("D.1-parameter", "D.1", "t", 0, 1, Status.FAIL, f"Sua resposta: \"{evil}\"",
                          {"quote": evil})
    result = Result("aluno<b>", activity.id, 0, 1, "graded", (crit,), Execution("ok"), "x.ipynb",
                    answers={"D.1": evil})
    html = render_report(result, activity)
    assert "<script>" not in html and "<img" not in html and "aluno<b>" not in html
    assert "&lt;script&gt;" in html and "{{ 7*7 }}" in html  # shown as text, not evaluated


def test_each_message_key_lives_in_one_family_named_by_its_prefix():
    """The catalogue is four files (grader/core/messages/); a key written in two would silently
    keep one of the texts, and a family's prefixes must not leak into another file."""
    from grader.core.messages import FAMILIES

    seen: dict[str, str] = {}
    for family, entries in FAMILIES.items():
        for key in entries:
            assert key not in seen, f"{key} is in both {seen[key]} and {family}"
            seen[key] = family
    assert set(seen) == set(CATALOGUE)
    owner: dict[str, str] = {}
    for key, family in seen.items():
        prefix = key.split(".")[0]
        assert owner.setdefault(prefix, family) == family, f"the {prefix}. family is split across files"


def test_every_string_the_templates_use_is_in_the_catalogue_in_both_languages():
    import re

    from grader.core.records import Status, Verdict
    from grader.specs.schema import project_root

    keys = set()
    for tpl in (project_root() / "templates").glob("*.j2"):
        found = re.findall(r"""t\(\s*['"]([\w.]+)['"]""", tpl.read_text(encoding="utf-8"))
        keys |= {k for k in found if not k.endswith(".")}  # composed keys ("status." ~ x) are listed below
    keys |= {f"status.{s.value}" for s in Status} | {f"ui.verdict.{v.value}" for v in Verdict}
    assert keys, "no t('...') calls found: the templates must take their strings from the catalogue"
    missing = sorted(k for k in keys if k not in CATALOGUE or any(not CATALOGUE[k].get(lang) for lang in LANGS))
    assert missing == []


def test_report_colours_tokens_by_provenance_and_marks_cited_excerpts():
    from grader.core.records import CriterionScore, Execution, Result, Status
    from grader.output.report import render_report

    activity, _ = load_specs("temperature-top-p")
    text = " the cat sat"
    tokens = [[0, 4, True, False, 1, 3], [4, 8, False, False, 812, 2], [8, 12, False, True, 3, 2]]
    crit = CriterionScore("A.1-excerpts", "A.1", "t", 1, 3, Status.PARTIAL, "m",
                          {"found": {"A1": {"quote": "cat", "span": [5, 8]}}})
    result = Result("ana", activity.id, 1, 3, "graded", (crit,), Execution("ok"), "x.ipynb",
                    outputs={"A1": {"text": text, "params": "T=0.2, top-p=0.9", "verdict": "inconsistent",
                                    "source": "record", "tokens": tokens}})
    html = render_report(result, activity)
    assert '<span class="tok in" title="ranking 1; 3 tokens possíveis"> the</span>' in html
    assert '<span class="tok out cited" title="ranking 812; 2 tokens possíveis"> cat</span>' in html
    assert 'class="tok border"' in html and "não pode ter sido gerada assim" in html


def test_a_seed_fixed_in_the_notebooks_code_is_attached_to_its_generations(activity):
    from grader.core.records import GENERATION_MIME

    setup = new_code_cell("import torch\ntorch.manual_seed(11)\nmodel, tok = load_model(MODEL_NAME)")
    run = new_code_cell("generate(...)", metadata={"tags": ["run-A1"]})
    record = {"run": "A1", "prompt": "Transformers are models that", "text": " x", "seed": None,
              "params": {"do_sample": True, "temperature": 0.2, "top_p": 0.9, "max_new_tokens": 80}}
    run.outputs = [new_output("display_data", data={GENERATION_MIME: record, "text/plain": "r"})]
    gen = extract(new_notebook(cells=[setup, run]), activity).generations["A1"][0]
    assert gen.seed == 11 and gen.extra["seed_from"] == "code"
    unseeded = extract(new_notebook(cells=[run]), activity).generations["A1"][0]
    assert unseeded.seed is None
