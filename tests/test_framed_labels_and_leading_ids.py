"""Red team batch 17's dev shapes (issue 31, round 14), each a principle with its guard:

- a run's label line that shows its prompt ("~~~ P2: 'Solve step by step: 27 + 58.' — 78 ids ~~~") is a
  label: the prompt inside it is no run's text, the lines under it are; a line in the labels' frame after
  the last text ("~~~ fim ~~~") is the listing's, not the text's;
- ids in parentheses that open their answers inside one paragraph ("Tudo junto: (C-1) não ...; (C-2) ...")
  mark where each answer begins; ids after their answers ("... (D.1), ... (D.2).") still mark where each ends;
- "narrows the output space" names the restriction T.3 asks for.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_markdown_cell, new_notebook, new_output
from test_run_finder import code_cell, notebook

from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
COT = load_specs("chain-of-thought")[0]
TP = load_specs("temperature-top-p")[0]
STREAMER = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM, set_seed\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "set_seed(172)\n"
            "for nome, prompt, n in [('P1', 'What is 27 + 58?', 40), ('P2', 'Solve step by step: 27 + 58.', 80)]:\n"
            "    c = Coletor(tok)\n    x = tok(prompt, return_tensors='pt')\n"
            "    modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n, streamer=c)\n"
            "    print(f'~~~ {nome}: {prompt!r} — {len(c.ids)} ids recebidos ~~~')\n    print(c.texto)\n"
            "print('~~~ fim ~~~')\n")
P2_TEXT = "2 + 1.2 = 27 + 58.2 = 95.225.\n\nThis formula is based on the concept of adding a fraction of itself."


def _runs(nb, activity):
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, activity).generations.items()}


def test_a_prompt_inside_its_runs_label_line_is_the_label_and_the_lines_under_it_the_run():
    out = (f"~~~ P1: 'What is 27 + 58?' — 1 ids recebidos ~~~\n\n"
           f"~~~ P2: 'Solve step by step: 27 + 58.' — 78 ids recebidos ~~~\n{P2_TEXT}\n~~~ fim ~~~\n")
    runs = _runs(notebook([code_cell(STREAMER, [new_output("stream", name="stdout", text=out)], 1)]), COT)
    assert runs == {"P1": [""], "P2": [P2_TEXT]}


def test_a_prompt_printed_with_its_label_and_nothing_after_is_a_run_that_ended_at_once():
    code = STREAMER.replace("print(f'~~~ {nome}: {prompt!r} — {len(c.ids)} ids recebidos ~~~')\n    print(c.texto)\n",
                            "print(f'{nome}: {prompt + c.texto!r}')\n").replace("print('~~~ fim ~~~')\n", "")
    out = f"P1: 'What is 27 + 58?'\nP2: {('Solve step by step: 27 + 58.' + P2_TEXT)!r}\n"
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), COT)
    assert runs["P1"] == [""] and runs["P2"] == [P2_TEXT]


def test_ids_that_open_their_answers_inside_one_paragraph():
    md = ("Respondendo tudo junto: (C-1) não nos dois: o P2 errou, deu 95.225; (C-2) o trecho é \"This formula "
          "is based on the concept\" do P2; (C-3) não garante, porque o P2 fala de um método e erra a conta.")
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(md)]), COT).answers
    assert found["C.1"].text.startswith("não nos dois") and found["C.2"].text.startswith("o trecho é")
    assert found["C.3"].text.startswith("não garante") and "Respondendo" not in found["C.1"].text


def test_ids_after_their_answers_still_close_them():
    md = "Eu mexeria no top-p (D.1), aumentando-o (D.2), porque B1 repetiu \"the model\" (D.3)."
    found = locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TP).answers
    assert found["D.1"].text.startswith("Eu mexeria") and found["D.2"].text.strip(" ,") == "aumentando-o"
    assert found["D.3"].text.startswith("porque B1")


@pytest.mark.parametrize("answer,status", [
    # "narrows" is the restriction, said in other words (batch 17's tpl172)
    ("The strict template narrows the output space (one word, \"Não explique\", it ends on Sentimento:), while "
     "the loose one leaves anything open. In my runs neither worked: the strict one copied the review again.",
     "pass"),
    # the format named without anything that restricts it: not the concept
    ("The strict template has another format. In my runs neither worked: the strict one copied the review again.",
     "needs_review"),
])
def test_t3_a_narrowed_output_space_is_the_restriction(tmp_path, answer, status):
    from test_prompting_activities import TPL_OUT, make_setup, t_grade

    tpl = load_specs("template")[0]
    strict = ' "Este filme foi um'
    setup = make_setup("template", {tpl.prompt_for("LOOSE"): TPL_OUT["LOOSE"], tpl.prompt_for("STRICT"): strict})
    crits, _ = t_grade(tmp_path, setup, outputs={"STRICT": strict}, answers={"T.3": answer})
    assert crits["T.3-why"].status.value == status
