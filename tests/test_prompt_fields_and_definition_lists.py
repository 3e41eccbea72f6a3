"""Red team batch 19's dev shapes (issue 31, round 14), each a principle with its guard:

- a log line that labels a run and shows its prompt as a field ("[INFO] P2 :: prompt='Solve step by step: 27 +
  58.'") shows the input: the run is what its next labelled line says, and a label never ends inside a quotation;
- an HTML definition list (<dl><dt>name</dt><dd>text</dd>) shows each text on its own line, under its name;
- "### Resposta 4" alone on its line names the fourth question;
- "The result of this calculation is 27.5525." states a computation: a reasoning step for C.2.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_markdown_cell, new_notebook, new_output
from test_run_finder import code_cell, notebook

from grader.grading.pipeline import load_specs
from grader.modelling.measures import reasoning_signs
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
COT = load_specs("chain-of-thought")[0]
FS = load_specs("few-shot")[0]
TPL = load_specs("template")[0]
LOAD = ("import torch, logging, sys\nfrom transformers import AutoTokenizer, AutoModelForCausalLM, set_seed\n"
        "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
        "log = logging.getLogger('cot')\n")


def _runs(nb, activity):
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, activity).generations.items()}


def test_a_prompt_logged_as_a_field_under_its_runs_label_is_the_input():
    code = (LOAD + "set_seed(192)\n"
            "for nome, prompt, n in [('P1', 'What is 27 + 58?', 40), ('P2', 'Solve step by step: 27 + 58.', 80)]:\n"
            "    x = tok(prompt, return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
            "    log.info('prompt=%r', prompt, extra={'run': nome})\n"
            "    log.info('%s', tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True), "
            "extra={'run': nome})\n")
    out = ("[INFO] P1 :: prompt='What is 27 + 58?'\n[INFO] P1 :: \n"
           "[INFO] P2 :: prompt='Solve step by step: 27 + 58.'\n[INFO] P2 :: 53 + 1.3 = 2.\nThe result is 27.5.\n")
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), COT)
    assert runs == {"P1": [""], "P2": ["53 + 1.3 = 2.\nThe result is 27.5."]}


def test_a_definition_list_shows_each_text_under_its_name():
    code = ("import html, torch\nfrom IPython.display import HTML, display\n"
            "from transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "def gera(p):\n    x = tok(p, return_tensors='pt')\n"
            "    y = modelo.generate(**x, max_new_tokens=8, do_sample=False)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"zs = {FS.prompt_for('ZS')!r}\nfs = {FS.prompt_for('FS')!r}\ntres = fs.replace('Adorei', 'Gostei')\n"
            "itens = []\nfor nome, p in [('zero-shot', zs), ('few-shot', fs), ('3 exemplos', tres)]:\n"
            "    s = gera(p)\n    itens.append(f'<dt>{nome}</dt><dd><code>{html.escape(repr(s))}</code></dd>')\n"
            "display(HTML('<dl>' + ''.join(itens) + '</dl>'))\n")
    shown = ("<dl><dt>zero-shot</dt><dd><code>&#x27; &quot;Este filme foi um&#x27;</code></dd><dt>few-shot</dt>"
             "<dd><code>&#x27; NEGATIVO\\n\\nText&#x27;</code></dd><dt>3 exemplos</dt>"
             "<dd><code>&#x27; NEGATIVO&#x27;</code></dd></dl>")
    out = new_output("display_data", data={"text/html": shown, "text/plain": "<IPython.core.display.HTML object>"})
    runs = _runs(notebook([code_cell(code, [out], 1)]), FS)
    assert runs == {"ZS": [' "Este filme foi um'], "FS": [" NEGATIVO\n\nText"], "VAR": [" NEGATIVO"]}


def test_a_label_and_its_number_alone_on_a_line_name_a_question():
    md = "\n\n".join(f"### Resposta {k}\nfoi assim {k}." for k in range(1, 6))
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(md)]), TPL).answers
    assert [found[q.id].text.strip() for q in TPL.questions] == [f"foi assim {k}." for k in range(1, 6)]
    # a number inside a sentence after the word is no heading
    found = locate_answers(new_notebook(cells=[new_markdown_cell("A resposta 2 está abaixo, no fim.")]), TPL).answers
    assert not found["T.2"].text.startswith("está abaixo")


@pytest.mark.parametrize("text,steps", [
    ("The result of this calculation is 27.5525.", True),
    ("O resultado da soma é 85.", True),
    ("This movie was a waste of time.", False),
])
def test_a_stated_result_of_a_computation_is_a_step(text, steps):
    assert bool(reasoning_signs(text)) is steps
