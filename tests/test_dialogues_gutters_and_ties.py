"""Red team batch 18's held-out shapes (issue 31, round 14), each a principle with its guard:

- answers as a dialogue ("**Monitor:** <a question in one's own words>" / "**Eu:** ..."), the first speaker
  taking as many turns as there are questions: the questions in order (a reading of the place);
- "    | " drawn down the left of a text's lines (textwrap's lines printed under a header) is no text's; a line
  break a display put after a hyphen ("non-" / "deterministic") stands for nothing;
- an empty literal among as many texts as the code generates ("P1\\t'...'\\t0\\t''") is an empty run;
- "### Pergunta C — item 1" names C.1;
- T.3: "não adiantou" says the strict template's restriction failed.
"""

from __future__ import annotations

import pytest
import torch
from nbformat.v4 import new_markdown_cell, new_notebook, new_output
from test_prompting_activities import t_grade
from test_run_finder import code_cell, notebook

from grader.core.records import DecodingParams, Status, Verdict
from grader.grading.pipeline import load_specs
from grader.modelling.provenance import Verifier, encode_prompt
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs
from grader.reading.shown_text import ungutter

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
COT = load_specs("chain-of-thought")[0]


def test_a_dialogue_asks_the_questions_in_order():
    turns = "\n\n".join(f"**Monitor:** pergunta {k} nas minhas palavras?\n\n**Eu:** resposta {k}." for k in range(9))
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(turns)]), TP)
    answers = found.answers
    assert [answers[q.id].text.strip() for q in TP.questions] == [f"**Eu:** resposta {k}." for k in range(9)]
    assert all(answers[q.id].doubt for q in TP.questions)  # read by place: a deduction goes to review
    # fewer turns than questions: no reading by place
    short = "\n\n".join(f"**Monitor:** pergunta {k}?\n\n**Eu:** resposta {k}." for k in range(4))
    found = locate_answers(new_notebook(cells=[new_markdown_cell(short)]), TP).answers
    assert not any(a.text.strip() == "**Eu:** resposta 0." for a in found.values())


def test_a_bar_down_the_left_of_a_texts_lines_is_no_text():
    shown = "low temp run    T=0.2\n    |  use data to make\n    | predictions, often\n    |\n    | relying on models"
    assert ungutter(shown) == "low temp run    T=0.2\n use data to make\npredictions, often\n\nrelying on models"
    table = "| run | text |\n| A1 | a b |\n| A2 | c d |"
    assert ungutter(table) == table  # a table's lines end in a bar too
    assert ungutter("| only one line") == "| only one line"


def _path(scripted, tiny_gpt2, pieces):
    tok = tiny_gpt2.tokenizer
    ids = [tok(p, add_special_tokens=False).input_ids for p in pieces]
    assert all(len(i) == 1 for i in ids)
    ids = [i[0] for i in ids]
    start = len(encode_prompt(tok, "the cat"))

    def script(seq):
        cont = list(seq[start:])
        row = torch.full((len(tok),), -1e4)
        row[ids[len(cont)] if cont == ids[: len(cont)] and len(cont) < len(ids) else tok.eos_token_id] = 5.0
        return row

    return scripted(script)


def test_a_line_break_after_a_hyphen_stands_for_nothing(scripted, tiny_gpt2):
    lm = _path(scripted, tiny_gpt2, [" cat", "-", "the", " dog"])
    params = DecodingParams(temperature=1.0, top_p=0.9, max_new_tokens=10)
    res = Verifier(lm).verify("the cat", " cat-\nthe dog", params)
    assert res.verdict is Verdict.CONSISTENT and res.method == "modulo-presentation", res.message
    assert Verifier(lm).verify("the cat", " cat-\nthe mat", params).verdict is Verdict.INCONSISTENT


def test_an_empty_literal_among_the_texts_the_code_generates_is_an_empty_run():
    code = ("from transformers import pipeline, set_seed\ngerador = pipeline('text-generation', model='gpt2')\n"
            "set_seed(18)\nlinhas = []\n"
            "for nome, prompt, n in [('P1', 'What is 27 + 58?', 40), ('P2', 'Solve step by step: 27 + 58.', 80)]:\n"
            "    r = gerador(prompt, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,"
            " return_full_text=False)\n"
            "    linhas.append((nome, prompt, r[0]['generated_text']))\n"
            "for nome, prompt, texto in linhas:\n    print(nome, repr(prompt), len(texto), repr(texto), sep='\\t')\n")
    out = "P1\t'What is 27 + 58?'\t0\t''\nP2\t'Solve step by step: 27 + 58.'\t9\t'6 = 85.01'\n"
    found = find_runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), COT)
    assert {rid: [g.text for g in gens] for rid, gens in found.generations.items()} == {"P1": [""], "P2": ["6 = 85.01"]}


def test_a_question_named_by_its_part_and_item():
    md = "\n\n".join(f"### Pergunta C — item {k}\n\nresposta {k}." for k in (1, 2, 3))
    found = locate_answers(new_notebook(cells=[new_markdown_cell(md)]), COT).answers
    assert [found[q].text.strip() for q in ("C.1", "C.2", "C.3")] == ["resposta 1.", "resposta 2.", "resposta 3."]


def test_t3_a_restriction_that_did_not_help(tmp_path):
    from test_prompting_activities import TPL_OUT, make_setup

    tpl = load_specs("template")[0]
    strict = ' "Este filme foi um'
    setup = make_setup("template", {tpl.prompt_for("LOOSE"): TPL_OUT["LOOSE"], tpl.prompt_for("STRICT"): strict})
    answer = ("O STRICT restringe o espaço de saída a uma palavra; o LOOSE deixa continuar. Nas minhas runs não "
              "adiantou: o STRICT começou a copiar o texto de novo.")
    crits, _ = t_grade(tmp_path, setup, outputs={"STRICT": strict}, answers={"T.3": answer})
    assert crits["T.3-why"].status is Status.PASS


def test_wrapped_lines_under_a_gutter_read_as_the_runs_text_up_to_the_next_section():
    """Batch 18's tp181 as recorded: each run's textwrap lines behind "    | ", parts under "=== parte B ===" lines."""
    from pathlib import Path

    import nbformat

    folder = Path(__file__).parent / "data" / "redteam" / "batch-18"
    nb = nbformat.read(folder / "tp181-defaultdict-percent-wrap-enruns.ipynb", 4)
    runs = {rid: [g.text for g in gens] for rid, gens in find_runs(nb, TP).generations.items()}
    assert sorted(runs) == ["A1", "A2", "A3", "B1", "B2", "B3"]
    assert runs["A3"][0].endswith("The rules define the behavior of a system")  # not "=== parte B ==="
    assert not any("|" in text for texts in runs.values() for text in texts)
