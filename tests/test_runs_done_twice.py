"""A part's runs done twice (red team batch 11's tp112: part A printed by a cell, then by its copy with
another seed, both kept): a choice is judged on each round of runs, the last one (the notebook's current
state) first; a choice that agrees only with an earlier round goes to a person, never a fail."""

from __future__ import annotations

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from test_grading import GOOD, OUTPUTS, FakeVerifier
from test_json_quoted_and_unplaced import GERAR

from grader.core.records import Status
from grader.grading.pipeline import Setup, grade_submission, load_specs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP, TP_RUBRIC = load_specs("temperature-top-p")
PLAIN = {"A1": " use data to predict what comes next in a series of events from many sources.",
         "A2": " are systems that learn weights from examples and then apply them to new inputs quickly.",
         "A3": " dream about violet oceans while engineers debate quantum gardens and jazz records."}
ROUND2 = {**PLAIN, "A2": " help people. " + "The models help people write text. " * 5}


def _cell(runs: list[str], texts: dict[str, str], seed: int):
    configs = [(r, TP.params(r).temperature, TP.params(r).top_p) for r in runs]
    code = (f"for nome, T, p in {configs!r}:\n    torch.manual_seed({seed})\n"
            f"    print(f'>> {{nome}} | temperature {{T}} | top_p {{p}}')\n"
            f"    print(gerar({TP.prompt_for('A1')!r}, 80, do_sample=True, temperature=T, top_p=p))\n")
    cell = new_code_cell(code)
    cell.outputs = [new_output("stream", name="stdout", text="".join(
        f">> {r} | temperature {T} | top_p {p}\n{texts[r]}\n" for r, T, p in configs))]
    return cell


def _grade(tmp_path, a2: str):
    answers = {**GOOD, "A.2": a2}
    cells = [new_code_cell("import torch\n" + GERAR), _cell(["A1", "A2", "A3"], {r: OUTPUTS[r] for r in PLAIN}, 5),
             _cell(["A1", "A2", "A3"], ROUND2, 6), _cell(["B1", "B2", "B3"], OUTPUTS, 7)]
    cells += [new_markdown_cell(f"**{q}** {answers[q]}") for q in GOOD]
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=cells), str(path))
    setup = Setup(TP, TP_RUBRIC, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    return {c.criterion_id: c for c in result.criteria}["A.2-choice"]


def test_a_choice_true_of_the_last_round_passes(tmp_path):
    crit = _grade(tmp_path, 'A2 (T=0.7): repete "The models help people write text".')
    assert crit.status is Status.PASS


def test_a_choice_true_only_of_an_earlier_round_goes_to_review(tmp_path):
    crit = _grade(tmp_path, 'A1 (T=0.2): repete "The model is used to build a model".')
    assert crit.status is Status.NEEDS_REVIEW and "rodada" in crit.message


def test_a_choice_true_of_no_round_still_fails(tmp_path):
    crit = _grade(tmp_path, 'A3 (T=1.0) foi a mais repetitiva.')
    assert crit.status is Status.FAIL


def test_two_samples_of_each_run_printed_by_one_loop_are_measured_together_not_as_rounds(tmp_path):
    # one cell prints A1, A1, A2, A2, A3, A3 (two samples per configuration): no round was done again, and a
    # second sample where nothing repeats (every run near 0) supports no choice
    configs = [(r, TP.params(r).temperature, TP.params(r).top_p) for r in ("A1", "A2", "A3")]
    code = (f"for nome, T, p in {configs!r}:\n    for k in range(2):\n"
            f"        print(f'>> {{nome}} | temperature {{T}} | top_p {{p}}')\n"
            f"        print(gerar({TP.prompt_for('A1')!r}, 80, do_sample=True, temperature=T, top_p=p))\n")
    cell = new_code_cell(code)
    cell.outputs = [new_output("stream", name="stdout", text="".join(
        f">> {r} | temperature {T} | top_p {p}\n{t}\n" for r, T, p in configs for t in (OUTPUTS[r], PLAIN[r])))]
    answers = {**GOOD, "A.2": "A2 (T=0.7) foi a mais repetitiva."}
    cells = [new_code_cell("import torch\n" + GERAR), cell, _cell(["B1", "B2", "B3"], OUTPUTS, 7)]
    cells += [new_markdown_cell(f"**{q}** {answers[q]}") for q in GOOD]
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=cells), str(path))
    setup = Setup(TP, TP_RUBRIC, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)
    crit = {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "w").criteria}["A.2-choice"]
    assert crit.status is Status.FAIL
