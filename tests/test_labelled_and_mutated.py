"""Red team batch 4's dev shapes, each as the principle it taught, both ways (issue 31):

- a continuation printed alone under a line that names its run or states its parameters is a candidate
  (the label is where its search starts), where the cell's code generates nothing;
- a ``GenerationConfig`` changed in place between generations: each generation has the settings of its time;
- a function's docstring is text the student wrote (answers in it are found);
- a top-k narrower than generate's default is the run when the student's own label names the run;
- a value in the quote's own clause that names no run readably keeps an earlier clause's run off it;
- diversity compares a text of a sentence or two with the others on equal lengths, not by its shortness.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_notebook, new_output
from test_grading import FakeVerifier, grade

from grader.core.records import Status
from grader.grading.pipeline import Setup, load_specs
from grader.reading.answers import locate_answers
from grader.reading.run_refs import attribute, runs_of
from grader.reading.runs import find_runs

TP = load_specs("temperature-top-p")[0]
TPL = load_specs("template")[0]
FS = load_specs("few-shot")[0]
TEXTS = {"A1": "can be used to build a model. They can be applied to various fields of science.",
         "A2": "measure the relationship between a quantity and its rate of change over time.",
         "A3": "help you optimize operations with the goal of optimizing performance.",
         "B1": "can be used to create a new model that is a copy of the original model.",
         "B2": "are optimized for the data they're analyzing, either lossful or lossy.",
         "B3": "take into account the behavior of the universe and their role in AI."}
CONFIG = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1, 0.9), "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}


def _cell(source: str, text: str):
    cell = new_code_cell(source)
    cell.outputs = [new_output("stream", name="stdout", text=text)]
    return cell


def _generated_elsewhere() -> str:
    return ("gc = GenerationConfig(do_sample=True, max_new_tokens=80, top_p=0.9, temperature=1.0)\n"
            "resultados = []\nfor T in [0.2, 0.7, 1]:\n    gc.temperature = T\n"
            "    out = lm.generate(**enc, generation_config=gc)\n"
            "    resultados.append(('A', gc.temperature, gc.top_p, tok.decode(out[0][n:])))\n")


@pytest.mark.parametrize("labelled", [True, False])
def test_continuations_under_their_labels_are_found_by_the_parameters_the_label_states(labelled):
    lines = []
    for n, (rid, (t, p)) in enumerate(CONFIG.items(), 1):
        lines += [f"{n}. [{rid[0]}] temperature={t} top_p={p}" if labelled else f"{n}.", "   " + TEXTS[rid], ""]
    nb = new_notebook(cells=[new_code_cell('from transformers import GenerationConfig\nPROMPT = '
                                           '"Transformers are models that"'),
                             new_code_cell(_generated_elsewhere()),
                             _cell("for i, (parte, T, p, txt) in enumerate(resultados, 1):\n"
                                   "    print(f'{i}. [{parte}] temperature={T} top_p={p}')\n    print('   ' + txt)\n"
                                   "    print()", "\n".join(lines) + "\n")])
    placed = find_runs(nb, TP).generations
    if labelled:
        assert {rid: [g.text.strip() for g in gens] for rid, gens in placed.items()} == \
            {rid: [text] for rid, text in TEXTS.items()}
    else:  # a numbered list of texts alone is no run's until something says which
        assert placed == {}


def test_a_generation_config_changed_in_place_gives_each_generation_its_settings():
    setup = ("from transformers import GenerationConfig\n"
             "gc = GenerationConfig(do_sample=False, num_beams=1, max_new_tokens=16)\n"
             "def roda(prompt):\n    x = tok(prompt, return_tensors='pt')\n"
             "    return tok.decode(modelo.generate(**x, generation_config=gc)[0], skip_special_tokens=True)\n")
    prompt = TPL.prompt_for("SC")
    samples = [f"NEGATIVO {i}" for i in range(10)]
    loop = ("gc.do_sample = True\ngc.temperature = 0.9\ngc.top_p = 0.9\n"
            f"for i in range(10):\n    s = roda({prompt!r})\n    print(f'amostra {{i+1:02d}}: {{s!r}}')\n")
    shown = "".join(f"amostra {i + 1:02d}: {s!r}\n" for i, s in enumerate(samples))
    placed = find_runs(new_notebook(cells=[new_code_cell(setup), _cell(loop, shown)]), TPL).generations
    assert [g.text for g in placed["SC"]] == samples
    assert all((g.params.do_sample, g.params.temperature, g.params.top_p) == (True, 0.9, 0.9) for g in placed["SC"])
    still_greedy = loop.replace("gc.do_sample = True\n", "")
    assert "SC" not in find_runs(new_notebook(cells=[new_code_cell(setup), _cell(still_greedy, shown)]),
                                 TPL).generations


def test_answers_in_a_functions_docstring_are_found():
    source = ('def minhas_respostas():\n    """\n    F.3 - Nao. Os exemplos entram como contexto; os pesos '
              'continuam os mesmos.\n\n    F.5 - n_positions = 1024.\n    """\n    pass\n')
    found = locate_answers(new_notebook(cells=[new_code_cell(source)]), FS).answers
    assert found["F.3"].text.startswith("Nao. Os exemplos entram como contexto")
    assert found["F.5"].text == "n_positions = 1024."
    code = new_code_cell('def gera(prompt):\n    """Gera F.3 com o modelo."""\n    return modelo(prompt)\n')
    assert locate_answers(new_notebook(cells=[code]), FS).answers["F.3"].found_by == "missing"  # no answer there


@pytest.mark.parametrize("header,placed", [("##### A1  (temperature=0.2, top_p=0.9, top_k=20)", True),
                                           ("##### (temperature=0.2, top_p=0.9, top_k=20)", False)])
def test_a_narrower_top_k_is_the_run_its_own_label_names(header, placed):
    code = ("import sys\nout = lm.generate(**enc, do_sample=True, temperature=0.2, top_p=0.9, top_k=20, "
            "max_new_tokens=80)\nsys.stdout.write(" + repr(header + "\n") + " + PROMPT + tok.decode(out[0][n:]))\n")
    nb = new_notebook(cells=[new_code_cell('PROMPT = "Transformers are models that"'),
                             _cell(code, header + "\nTransformers are models that " + TEXTS["A1"] + "\n")])
    found = find_runs(nb, TP).generations
    assert ("A1" in found) is placed
    if placed:
        assert found["A1"][0].params.top_k == 20  # verified with the top-k the student used


def test_a_value_in_the_quotes_own_clause_keeps_an_earlier_clauses_run_off_it():
    runs = runs_of(TP, list(TP.runs), {})  # D.3's runs: parts A and B, where a bare 0.6 names no run
    text = ('Na parte B, com a temperatura fixa em 0.7, só o p=0.3 repetiu frase inteira; com 0.6 o texto foi '
            'para "lossful or lossy".')
    (found,) = attribute(text, ["lossful or lossy"], runs)
    assert found.runs == ()
    text = 'Só o p=0.3 repetiu frase inteira; o texto foi para "lossful or lossy".'
    (found,) = attribute(text, ["lossful or lossy"], runs)
    assert found.runs == ("B1",)  # nothing of its own in the clause: the run named before it


def test_diversity_compares_a_text_of_one_sentence_on_equal_lengths(tmp_path):
    activity, rubric = load_specs("temperature-top-p")
    setup = Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)
    varied = "measure the relationship between a quantity and its rate of change, then the slope of a line"
    outputs = {"A1": " ".join(["the model is used"] * 12), "A2": varied + " " + " ".join(["and so on"] * 8),
               "A3": "help you optimize operations with the goal of optimizing performance."}
    crits, _ = grade(tmp_path, setup, outputs=outputs, answers={"A.3": "A segunda (A2), pois muda de tema."})
    assert crits["A.3-choice"].status is Status.PASS, crits["A.3-choice"].message  # A3 is not "more varied"
    crits, _ = grade(tmp_path, setup, outputs=outputs, answers={"A.3": "A primeira (A1), pois muda de tema."})
    assert crits["A.3-choice"].status is Status.FAIL  # on equal lengths A1 still repeats itself


def test_reprs_printed_one_per_line_are_separate_texts_and_pprints_wrapped_pieces_one():
    from grader.reading.candidates import cell_candidates

    two = _cell("print(repr(ruim))\nprint(repr(bom))", "' \"Este filme foi um erro.\"\\n\\nE'\n' \"Este filme foi um'\n")
    assert [c.text for c in cell_candidates(0, two, ["x"])] == [' "Este filme foi um erro."\n\nE', ' "Este filme foi um']
    wrapped = _cell("pprint(d)", "{'LOOSE': 'Este filme foi um erro de tempo e de dinheiro, '\n           'nada mais.'}\n")
    assert [c.text for c in cell_candidates(0, wrapped, ["x"]) if c.how == "literal"] == \
        ["Este filme foi um erro de tempo e de dinheiro, nada mais."]


def test_samples_listed_in_a_markdown_display_are_the_codes_samples_equal_ones_included():
    prompt = TPL.prompt_for("SC")
    samples = ["NEGATIVO\n\nText", "Angustá!", "NEGATIVO\n\nText", "NEGATIVE", "IMPARÇA."]
    code = (f"from IPython.display import display, Markdown\nx = tok({prompt!r}, return_tensors='pt')\n"
            "y = modelo.generate(**x, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8, "
            "num_return_sequences=5)\namostras = [tok.decode(r, skip_special_tokens=True) for r in y]\n"
            "display(Markdown('\\n'.join(f'{i}. `{s}` → **x**' for i, s in enumerate(amostras, 1))))\n")
    cell = new_code_cell(code)
    md = "\n".join(f"{i}. `{s}` → **{'NEGATIVO' if s.startswith('NEGATIVO') else None}**"
                   for i, s in enumerate(samples, 1))
    cell.outputs = [new_output("display_data", data={"text/markdown": md, "text/plain": "<IPython.core.display."
                                                                                      "Markdown object>"})]
    placed = find_runs(new_notebook(cells=[cell]), TPL).generations
    assert [g.text for g in placed["SC"]] == samples
    fewer = new_code_cell(code.replace("num_return_sequences=5", "num_return_sequences=6"))
    fewer.outputs = cell.outputs
    assert "SC" not in find_runs(new_notebook(cells=[fewer]), TPL).generations  # 5 shown, 6 made: not paired


def test_reduces_the_variation_is_the_variance_concept(tmp_path):
    from test_prompting_activities import TPL_GOOD, TPL_OUT, make_setup
    from test_prompting_activities import grade as grade_prompting

    setup = make_setup("template", {TPL.prompt_for("LOOSE"): TPL_OUT["LOOSE"], TPL.prompt_for("STRICT"): "NEGATIVO"})
    answer = "Não. Ela só escolhe a resposta mais frequente, o que reduz a variação, mas se o modelo erra o voto erra."
    crits, _ = grade_prompting(tmp_path, setup, TPL_OUT, {**TPL_GOOD, "T.5": answer})
    assert crits["T.5-guarantee"].status is Status.PASS
