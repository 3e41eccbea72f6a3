"""Red team round 18 (issue 31; batch 28 left open, batches 29-31, dev): how texts are shown, kept and answered.

- A block drawn down the left of a text ("▌   " + linha) is a gutter, as "│ " is; the header line above it that
  holds the prompt and "(seed 2811, até 40 tokens)" labels the text below: "até 40 tokens" states the limit as
  max_new_tokens=40 does.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from grader.grading.pipeline import load_specs
from grader.reading.printed import _claims
from grader.reading.runs import find_runs
from grader.reading.shown_text import ungutter

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
REDTEAM = Path(__file__).resolve().parent / "data" / "redteam"
COT = load_specs("chain-of-thought")[0]


# -- a block gutter and a header that holds the prompt -----------------------------------------------------

def test_a_block_drawn_down_the_left_is_a_gutter():
    assert ungutter("▌P2 — Solve step by step: 27 + 58.\n▌   25 = 73.25.\n") == \
        "P2 — Solve step by step: 27 + 58.\n  25 = 73.25.\n"
    assert ungutter("▌ só uma linha") == "▌ só uma linha"  # one line is no gutter


@pytest.mark.parametrize("line", ["(seed 2811, até 40 tokens)", "up to 80 tokens", "no máximo 40 tokens"])
def test_a_limit_in_words_is_a_max_new_tokens_claim(line):
    assert set(_claims(line).values()) == {int(line.split(" tokens")[0].split()[-1])}


def test_the_prompt_on_a_header_line_with_its_seed_and_limit_labels_the_text_below():
    # batch 28's cot281: print(f"▌{nome} — {prompt}  (seed {SEED + i}, até {n} tokens)"), then "▌   " + each line
    nb = nbformat.read(str(REDTEAM / "batch-28" / "cot281-matricula-seed-bar-lines.ipynb"), 4)
    placed = find_runs(nb, COT).generations
    assert [g.text.strip() for g in placed["P2"]] == ["25 = 73.25."]
    assert [g.text.strip() for g in placed["P1"]] == [""]
