"""A genuine run generated with fewer new tokens than the activity asks, and cut at that limit (red team
batch 4's cot44: P2 at ``max_new_tokens=40`` where the activity asks 80), is not the run the activity asks
for: runs-genuine is partial, with a message that names the limit, never an accusation. A longer limit, or a
shorter one the text never reached (it ended first), costs nothing."""

from __future__ import annotations

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from test_json_quoted_and_unplaced import GERAR
from test_prompting_activities import COT_GOOD

from grader.core.records import ProvenanceResult, Status, TokenCheck, Verdict
from grader.grading.pipeline import Setup, grade_submission, load_specs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
COT, COT_RUBRIC = load_specs("chain-of-thought")


class WordVerifier:
    """Every text genuine, one token per word (what the check needs: how many tokens the text holds)."""

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        words = text.split()
        tokens = tuple(TokenCheck(i, i, w, 0, 0, True, False, -1.0, -1.0, 1, 3) for i, w in enumerate(words))
        return ProvenanceResult(verdict=Verdict.CONSISTENT, params=params, top_k_used=50, tokens=tokens,
                                first_violation=None, message="ok", method="fake", dtype="float32", tolerance=0.01)


def _grade(tmp_path, p2_limit: int, p2_words: int):
    p1 = "\n\nNow, we can simplify the equation 27 + 58 = 150. This is the result."
    p2 = " ".join(["First add the tens: 20 + 50 = 70. Then add the units: 7 + 8 = 15. So the answer is 85."] * 5)
    p2 = " ".join(p2.split()[:p2_words])
    code = (f"print('== P1')\nprint(gerar({COT.prompt_for('P1')!r}, 40, do_sample=True, temperature=0.7, top_p=0.9))\n"
            f"print('== P2')\nprint(gerar({COT.prompt_for('P2')!r}, {p2_limit}, do_sample=True, temperature=0.7, "
            "top_p=0.9))\n")
    run = new_code_cell(code)
    run.outputs = [new_output("stream", name="stdout", text=f"== P1\n{p1}\n== P2\n{p2}\n")]
    answers = [new_markdown_cell(f"**{q}:** {COT_GOOD[q].replace('First add the tens: 20 + 50 = 70. ', '')}")
               for q in ("C.1", "C.2", "C.3")]
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=[new_code_cell(GERAR), run, *answers]), str(path))
    setup = Setup(COT, COT_RUBRIC, "smollm2-135m", lm=None, verifier=WordVerifier(), lang="pt", execute=False,
                  reference={})
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    return {c.criterion_id: c for c in result.criteria}["runs-genuine"]


def test_a_run_cut_at_a_shorter_limit_than_the_activity_asks_is_partial_and_says_why(tmp_path):
    crit = _grade(tmp_path, 40, 40)
    assert crit.status is Status.PARTIAL
    assert "max_new_tokens=40" in crit.message and "80" in crit.message
    assert "não pode ter sido gerado" not in crit.message and crit.points == crit.max_points / 2  # P1 counts; no accusation


@pytest.mark.parametrize("limit,words", [(40, 25), (120, 100)])
def test_a_shorter_limit_never_reached_or_a_longer_one_costs_nothing(tmp_path, limit, words):
    assert _grade(tmp_path, limit, words).status is Status.PASS
