"""Red team batch 18's dev shapes (issue 31, round 14), each a principle with its guard:

- ids written with a bullet between part and number ("- A•1", "B·2") name questions as "A.1" does;
- counts written as words ("seis NEGATIVO, um POSITIVO e três sem rótulo") are counts, as digits are;
- displays of one cell that each show a run's label over its text ("**zero-shot**", "**few-shot**"): the
  last one's first line, in the same place, is its run's label whatever it says ("**english labels**").
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_markdown_cell, new_notebook, new_output
from test_prompting_activities import t_grade, template  # noqa: F401  (the fixture)
from test_run_finder import code_cell, notebook

from grader.core.records import Status
from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
FS = load_specs("few-shot")[0]


def test_ids_with_a_bullet_between_part_and_number():
    md = "- A•1\n  - A1: \"um trecho\"\n- A•2\n  - A1, a mais fria\n- B·1\n  - 0.3 (B1)"
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(md)]), TP).answers
    assert found["A.1"].text.startswith("- A1: \"um trecho\"") and found["A.2"].text.startswith("- A1, a mais fria")
    assert found["B.1"].text.strip(" -") == "0.3 (B1)"


@pytest.mark.parametrize("answer,status", [
    ("Voto final: NEGATIVO. Três NEGATIVO, um POSITIVO e seis sem rótulo.", Status.PASS),
    ("Voto final: NEGATIVO: três das dez amostras deram NEGATIVO, uma POSITIVO, seis sem rótulo.", Status.PASS),
    ("Voto final: NEGATIVO. Cinco NEGATIVO, um POSITIVO e quatro sem rótulo.", Status.PARTIAL),  # a wrong count
])
def test_t4_counts_written_as_words(tmp_path, template, answer, status):  # noqa: F811
    crits, _ = t_grade(tmp_path, template, answers={"T.4": answer})
    assert crits["T.4-vote"].status is status


def test_the_last_display_in_the_shape_of_the_others_is_labelled_by_its_first_line():
    code = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "from IPython.display import Markdown, display\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "def gera(p):\n    x = tok(p, return_tensors='pt')\n"
            "    y = modelo.generate(**x, max_new_tokens=8, do_sample=False)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"zs = {FS.prompt_for('ZS')!r}\nfs = {FS.prompt_for('FS')!r}\n"
            "en = fs.replace('Sentimento: POSITIVO', 'Sentimento: POSITIVE')\n"
            "for nome, p in [('zero-shot', zs), ('few-shot', fs), ('english labels', en)]:\n"
            "    s = gera(p)\n    corpo = '\\n'.join('> ' + l for l in s.splitlines())\n"
            "    display(Markdown(f'**{nome}**\\n\\n{corpo}'))\n")
    plain = "<IPython.core.display.Markdown object>"
    outs = [new_output("display_data", data={"text/markdown": md, "text/plain": plain})
            for md in ("**zero-shot**\n\n>  \"Este filme foi um", "**few-shot**\n\n>  NEGATIVO\n> \n> Text",
                       "**english labels**\n\n>  NEGATIVE\n> \n> Texto:")]
    found = find_runs(notebook([code_cell(code, outs, 1)]), FS)
    runs = {rid: [g.text for g in gens] for rid, gens in found.generations.items()}
    assert runs == {"ZS": [' "Este filme foi um'], "FS": [" NEGATIVO\n\nText"], "VAR": [" NEGATIVE\n\nTexto:"]}
