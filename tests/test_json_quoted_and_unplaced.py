"""Round 5 of the red team (tests/data/redteam/batch-5): outputs printed as JSON (one document, or one
record per line), blocks quoted with "  > " under a label that shows the prompt as a repr, a run whose
record holds an empty continuation, and answers written under headings no question id names."""

from __future__ import annotations

import json

from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from grader.core.records import Status
from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs

COT = load_specs("chain-of-thought")[0]
TPL = load_specs("template")[0]
FS = load_specs("few-shot")[0]


GERAR = ("from transformers import AutoTokenizer, AutoModelForCausalLM\n"
         "tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodelo = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n"
         "def gerar(prompt, n, **kw):\n    x = tok(prompt, return_tensors='pt')\n"
         "    y = modelo.generate(**x, max_new_tokens=n, **kw)\n"
         "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n")


def _cell(source: str, *texts: str):
    cell = new_code_cell(source)
    cell.outputs = [new_output("stream", name="stdout", text=t) for t in texts]
    return cell


def test_json_lines_are_records_and_are_not_unwrapped_into_one_line():
    loose, strict = ' "Este filme foi um erro de tempo."\n\nE', ' "Este filme foi um'
    rows = [{"template": "pouco_restritivo", "max_new_tokens": 16, "saida": loose},
            {"template": "restritivo", "max_new_tokens": 8, "saida": strict}]
    code = (f"template_ruim = {TPL.prompt_for('LOOSE')!r}\ntemplate_bom = {TPL.prompt_for('STRICT')!r}\n"
            "for nome, p, n in [('pouco_restritivo', template_ruim, 16), ('restritivo', template_bom, 8)]:\n"
            "    print(json.dumps({'template': nome, 'max_new_tokens': n, 'saida': gerar(p, n, do_sample=False)},"
            " ensure_ascii=False))\n")
    cell = _cell(code, *[json.dumps(r, ensure_ascii=False) + "\n" for r in rows])
    placed = find_runs(new_notebook(cells=[new_code_cell("import json\n" + GERAR), cell]), TPL).generations
    assert {rid: [g.text.strip() for g in gens] for rid, gens in placed.items()} == \
        {"LOOSE": [loose.strip()], "STRICT": [strict.strip()]}


def test_a_json_document_of_named_records_gives_each_its_text_and_an_empty_one_is_the_models_end():
    p2 = "8 = 117.8, and then multiply by 27 to get 554.1.\n\nThis example illustrates decomposition."
    doc = {"P1_direto": {"prompt": COT.prompt_for("P1"), "temperature": 0.7, "top_p": 0.9, "max_new_tokens": 40,
                         "saida": ""},
           "P2_passo_a_passo": {"prompt": COT.prompt_for("P2"), "temperature": 0.7, "top_p": 0.9,
                                "max_new_tokens": 80, "saida": p2}}
    code = ("res = {}\nfor nome, p, n in [('P1_direto', P1, 40), ('P2_passo_a_passo', P2, 80)]:\n"
            "    res[nome] = {'prompt': p, 'temperature': 0.7, 'top_p': 0.9, 'max_new_tokens': n,"
            " 'saida': gerar(p, n, do_sample=True, temperature=0.7, top_p=0.9)}\nprint(json.dumps(res, indent=2, ensure_ascii=False))\n")
    setup = new_code_cell(GERAR + f"P1 = {COT.prompt_for('P1')!r}\nP2 = {COT.prompt_for('P2')!r}")
    placed = find_runs(new_notebook(cells=[setup, _cell(code, json.dumps(doc, indent=2) + "\n")]), COT).generations
    assert [g.text for g in placed["P1"]] == [""]  # the model's first token ended the text: a real output
    assert [g.text.strip() for g in placed["P2"]] == [p2]


def test_a_block_quoted_under_a_label_that_shows_the_prompt_is_the_runs_text_without_the_marks():
    p1 = "This is a classic example of a telescoping identity: 27 + 58 = 1 + 27 + 18"
    p2 = "125 = 14.125.\n\nThe answer is: 14.125"
    code = ("for nome, p, n in [('P1 direct', P1, 40), ('P2 step by step', P2, 80)]:\n"
            "    print(f'{nome}  prompt={p!r}  (T=0.7, top_p=0.9, max_new_tokens={n})')\n"
            "    print('\\n'.join('  > ' + ln for ln in gerar(p, n, do_sample=True, temperature=0.7, top_p=0.9).split('\\n')))\n    print()\n")
    shown = [f"P1 direct  prompt={COT.prompt_for('P1')!r}  (T=0.7, top_p=0.9, max_new_tokens=40)\n  > \n  > {p1}\n\n",
             f"P2 step by step  prompt={COT.prompt_for('P2')!r}  (T=0.7, top_p=0.9, max_new_tokens=80)\n"
             + "\n".join("  > " + ln for ln in p2.split("\n")) + "\n\n"]
    setup = new_code_cell(GERAR + f"P1 = {COT.prompt_for('P1')!r}\nP2 = {COT.prompt_for('P2')!r}")
    placed = find_runs(new_notebook(cells=[setup, _cell(code, *shown)]), COT).generations
    assert {rid: [g.text.strip() for g in gens] for rid, gens in placed.items()} == {"P1": [p1], "P2": [p2]}


def test_text_of_the_students_under_headings_no_question_names_is_for_review_not_a_missing_answer():
    top = [new_markdown_cell("Aluna: Rafaela M., turma B"), new_code_cell("print(generate_t5(few_shot))")]
    nb = new_notebook(cells=top + [new_markdown_cell("# 5.5 Few-shot e in-context learning"),
                                   new_markdown_cell("### Comparando as duas saídas"),
                                   new_markdown_cell("Só o few-shot: ele começa com o rótulo NEGATIVO.")])
    found = locate_answers(nb, FS).answers
    assert found["F.2"].text == "" and found["F.2"].doubt == "unplaced_text"
    assert "Só o few-shot" in found["F.2"].alternatives[0].text
    # nothing of the student's but a name above the code, a heading and a run's label: missing
    bare = locate_answers(new_notebook(cells=top + [new_markdown_cell("# 5.5 Few-shot e in-context learning"),
                                                    new_markdown_cell("**FS:**")]), FS)
    assert not bare.answers["F.2"].doubt


def test_an_answer_the_finder_could_not_place_is_reviewed_with_the_text_never_failed():
    from grader.checks.evidence_rules import missing_answer
    from grader.reading.answers import Answer

    class Ctx:
        lang = "pt"
        question = FS.question("F.2")
        answer = Answer("F.2", "", None, "missing", doubt="unplaced_text",
                        alternatives=(Answer("F.2", "Só o few-shot.", "c1", "loose", cell_index=9),))

    from grader.core.messages import render

    res = missing_answer(Ctx())
    message = render(res.message_key, "pt", **res.message_args)
    assert res.status is Status.NEEDS_REVIEW and "Só o few-shot." in message and "10ª célula" in message


def test_one_cell_of_a_grid_is_the_output_of_every_run_of_its_configuration():
    """Red team batch 5, tp54: a 3x3 grid of temperature by top-p, executed for real. A2 and B3 are both
    T=0.7, top-p=0.9, and the grid shows that configuration once: it is the output of both, not of
    neither (the other texts of the grid stay unplaced, each with its reason)."""
    from pathlib import Path

    import nbformat

    nb = nbformat.read(Path(__file__).parent / "data/redteam/batch-5/tp54-grid3x3-wrong-cell.ipynb", 4)
    found = find_runs(nb, load_specs("temperature-top-p")[0])
    assert sorted(found.generations) == ["A1", "A2", "A3", "B1", "B2", "B3"]
    assert [g.text for g in found.generations["A2"]] == [g.text for g in found.generations["B3"]]
    assert found.generations["A2"][0].text != found.generations["A1"][0].text


def test_samples_generated_in_a_loop_under_a_progress_bar_and_printed_as_json_lines_are_the_runs():
    """Red team batch 5, tpl52 (executed for real): ``for i in tqdm(range(10)): set_seed(i); ...`` then one
    ``json.dumps`` per sample. The progress bar wraps the sequence and changes nothing the loop does."""
    from pathlib import Path

    import nbformat

    nb = nbformat.read(Path(__file__).parent / "data/redteam/batch-5/tpl52-jsonl-tqdm-setseed.ipynb", 4)
    shown = [json.loads(line)["amostra"] for line in nb.cells[6].outputs[-2]["text"].splitlines()
             if line.startswith("{")]
    found = find_runs(nb, TPL).generations
    assert len(shown) == 10 and [g.text for g in found["SC"]] == shown
    assert sorted(found) == ["LOOSE", "SC", "STRICT"]


def test_a_comparison_without_a_run_fails_only_when_the_notebook_shows_no_output_the_reader_left_unplaced():
    """tpl51 (batch 5) prints its outputs in a shape the reader could not tie to LOOSE and STRICT: the
    outputs are in the notebook, so "not enough outputs" is the grader's failure to read, a review."""
    from types import SimpleNamespace

    from grader.checks.evidence_rules import no_outputs

    shown = SimpleNamespace(extraction=SimpleNamespace(unplaced=("cell 4: a printed output no run fits; not used",)))
    none = SimpleNamespace(extraction=SimpleNamespace(unplaced=()))
    assert no_outputs(shown, ["LOOSE", "STRICT"]).status is Status.NEEDS_REVIEW
    assert no_outputs(shown, ["LOOSE"]).message_key == "choice.outputs_unread"
    assert no_outputs(none, ["LOOSE", "STRICT"]).status is Status.FAIL


def test_a_text_shown_with_a_mark_for_its_line_breaks_is_verified_with_them_back_and_never_accused():
    """Red team batch 5, tp52: ``texto.replace("\\n", " ¶ ")`` in a table. The model never wrote "¶": checked
    as shown, the text fails at that token. With each mark a line break again it is the model's; where even
    that fails, the shown text is not exact enough for "not generated by the model": a review."""
    from grader.core.records import DecodingParams, Extraction, Generation, ProvenanceResult, Verdict
    from grader.reading import evidence

    TP = load_specs("temperature-top-p")[0]
    real = " can be used to build a model.\n\nThey learn from data."

    class Verifier:
        def __init__(self, model_text):
            self.model_text = model_text

        def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
            ok = text == self.model_text
            return ProvenanceResult(verdict=Verdict.CONSISTENT if ok else Verdict.INCONSISTENT, params=params,
                                    top_k_used=50, tokens=(), first_violation=None, message="", method="fake",
                                    dtype="float32", tolerance=0.01)

    shown = real.replace("\n", " ¶ ")
    params = DecodingParams(True, 0.2, None, 0.9, 80)
    gen = Generation("A1", TP.prompt_for("A1"), shown, params, "printed")
    sub = Extraction({"A1": (gen,)}, {}, {})
    ev = evidence._one(TP, "A1", "A1", gen, sub, None, Verifier(real), "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.CONSISTENT and [p.key for p in ev.problems] == ["run.shown_marks"]
    ev = evidence._one(TP, "A1", "A1", gen, sub, None, Verifier("something else"), "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.UNDETERMINED
    assert [p.key for p in ev.problems] == ["run.unverified_marks"] and not any(p.fatal for p in ev.problems)
    assert evidence.newline_marks("x ⏎ y ⏎ z") == ["⏎"] and evidence.newline_marks("1 + 2 = 3 and 4 + 5") == []


def test_namedtuple_reprs_one_per_line_or_in_a_list_are_records_of_the_runs():
    zs, fs = ' "Este filme foi um', " NEGATIVO\n\nText"
    code = ("from collections import namedtuple\nSaida = namedtuple('Saida', 'nome texto')\n"
            f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
            "for nome, p in [('zero-shot', zero_shot), ('few-shot', few_shot)]:\n"
            "    print(Saida(nome, gerar(p, 8, do_sample=False)))\n")
    lines = [f"Saida(nome='zero-shot', texto={zs!r})\n", f"Saida(nome='few-shot', texto={fs!r})\n"]
    for shown in (lines, ["[" + ", ".join(line.strip() for line in lines) + "]\n"]):
        placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, *shown)]), FS).generations
        assert {rid: [g.text for g in gens] for rid, gens in placed.items()} == {"ZS": [zs], "FS": [fs]}


def test_texts_read_back_from_a_file_under_their_labels_and_numbered_samples_are_the_runs():
    """Outputs written to a file and printed back (batch 5's tpl54): a template's text under its name,
    quoting the review ('"Este filme foi um erro de tempo."', then "E"), and the ten samples numbered
    1) ... 10), one spilling onto the next line; the counts printed after them are not a sample."""
    loose, strict = ' "Este filme foi um erro de tempo."\nE', ' "Este filme foi um'
    code = (f"template_ruim = {TPL.prompt_for('LOOSE')!r}\ntemplate_bom = {TPL.prompt_for('STRICT')!r}\n"
            "with open('saidas.txt', 'w') as f:\n"
            "    f.write('[template ruim]\\n' + gerar(template_ruim, 16, do_sample=False) + '\\n')\n"
            "    f.write('[template bom]\\n' + gerar(template_bom, 8, do_sample=False) + '\\n')\n"
            "print(open('saidas.txt').read())\n")
    templates = _cell(code, f"[template ruim]\n{loose}\n[template bom]\n{strict}\n\n")
    samples = ["NEGATIVO\n\nE", '"NEGATIVO"', "O desenho", '"Positivo"', "Ejemplo", "NEGATIVE\nTexto: \"",
               "NO NO", "NEGATIVO!", '"NEGATIVO"', '"PROSPETA']
    sc_code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\ntorch.manual_seed(8)\n"
               "with open('amostras.txt', 'w') as f:\n    for i in range(10):\n"
               "        s = gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)\n"
               "        f.write(f'{i+1}) {s.strip()}\\n')\nprint(open('amostras.txt').read())\n"
               "print('rotulos:', rotulos)\n")
    listing = "".join(f"{k}) {t}\n" for k, t in enumerate(samples, 1)) + "\n"
    sc = _cell(sc_code, listing, "rotulos: ['NEGATIVO', None, 'POSITIVO']\n")
    placed = find_runs(new_notebook(cells=[new_code_cell("import torch\n" + GERAR), templates, sc]), TPL).generations
    assert [g.text.strip() for g in placed["LOOSE"]] == [loose.strip()]
    assert [g.text.strip() for g in placed["STRICT"]] == [strict.strip()]
    assert [g.text for g in placed["SC"]] == samples


def test_records_printed_one_aligned_field_a_line_are_records_and_a_prompt_field_names_the_run():
    """Red team batch 6 (cot64): a class's result dicts printed key by key (``f"{k:>14}: {v}"``), a rule
    between them; the continuation runs over its own line breaks, an empty one is the model ending at once,
    and the row's prompt field names its run."""
    p1, p2 = COT.prompt_for("P1"), COT.prompt_for("P2")
    out2 = "\n\nThis product is 27 + 58 = 114.\n\nIn other words: the factor 27 is multiplied."
    shown = ""
    for prompt, n, text in ((p1, 40, ""), (p2, 80, out2)):
        rec = {"prompt": prompt, "temperature": 0.7, "top_p": 0.9, "max_new_tokens": n, "n_generated": 59,
               "continuation": text}
        shown += "".join(f"{k:>14}: {v}\n" for k, v in rec.items()) + "-" * 50 + "\n"
    code = ("class Runner:\n    def __call__(self, prompt, n):\n        return {'prompt': prompt}\nr = Runner()\n"
            f"results = [r({p1!r}, 40), r({p2!r}, 80)]\nfor d in results:\n    for k, v in d.items():\n"
            "        print(f'{k:>14}: {v}')\n    print('-' * 50)\n")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, shown)]), COT).generations
    assert {rid: [g.text for g in gens] for rid, gens in placed.items()} == {"P1": [""], "P2": [out2]}


def test_samples_numbered_as_reprs_end_at_their_line_and_the_counts_below_are_no_sample():
    """Red team batch 2 (tpl22): ``01. ' "BORGEMBA"\\n'`` ... ``10. ' NO NOOBDO!\\n\\n'``, then the counts and the
    vote with no blank line between: a repr never spans lines, so the tenth sample is its line alone."""
    samples = [' "BORGEMBA"\n', " NEGATIVO.\nText", " NO NOOBDO!\n\n"]
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\n"
            "amostras = [gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(3)]\n"
            "print('Amostras brutas:')\nfor i, a in enumerate(amostras, 1):\n    print(f'{i:02d}. {a!r}')\n"
            "print('Contagem:', contagem, '| sem rótulo:', 2)\nprint('VOTO FINAL:', voto)\n")
    shown = "Amostras brutas:\n" + "".join(f"{k:02d}. {t!r}\n" for k, t in enumerate(samples, 1)) + \
        "Contagem: {'NEGATIVO': 1} | sem rótulo: 2\nVOTO FINAL: NEGATIVO\n"
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, shown)]), TPL).generations
    assert [g.text for g in placed["SC"]] == samples


def test_numbered_reprs_with_a_note_after_each_are_the_strings_never_the_quotes_and_notes():
    """Red team batch 1 (tpl01): `` 1. ' "NEGATIVO"\\n' -> NEGATIVO``: the sample is the string; reading the
    line whole put the repr's quote first and made every genuine sample "not generated"."""
    samples = [' "NEGATIVO"\n', " Positivo\n\nTexto:", " EXCUSIONARDO\n"]
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\n"
            "amostras = [gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(3)]\n"
            "for i, a in enumerate(amostras, 1):\n    print(f'{i:>2}. {a!r} -> {rotulo(a)}')\n")
    shown = "".join(f"{k:>2}. {t!r} -> {'NEGATIVO' if 'NEG' in t else None}\n" for k, t in enumerate(samples, 1))
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, shown)]), TPL).generations
    assert [g.text for g in placed["SC"]] == samples


def test_an_empty_cell_in_a_dataframes_text_column_is_the_model_ending_at_once():
    """Red team batch 1 (cot04): P1's "saída" cell empty in the displayed DataFrame (the model ended at once)."""
    p1, p2 = COT.prompt_for("P1"), COT.prompt_for("P2")
    html = ("<table><tr><th></th><th>prompt</th><th>saída</th></tr>"
            f"<tr><th>0</th><td>P1: {p1}</td><td></td></tr><tr><th>1</th><td>P2: {p2}</td>"
            "<td>4 - 30 = 17.4, which is the answer.</td></tr></table>")
    code = (f"p1, p2 = {p1!r}, {p2!r}\nrows = [('P1: ' + p1, gerar(p1, 40, do_sample=True, temperature=0.7, top_p=0.9)),"
            " ('P2: ' + p2, gerar(p2, 80, do_sample=True, temperature=0.7, top_p=0.9))]\n"
            "pd.DataFrame(rows, columns=['prompt', 'saída'])\n")
    cell = new_code_cell(code)
    cell.outputs = [new_output("execute_result", data={"text/html": html, "text/plain": "(the frame)"},
                               execution_count=1)]
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), cell]), COT).generations
    assert [g.text for g in placed.get("P1", ())] == [""]
    assert [g.text for g in placed["P2"]] == ["4 - 30 = 17.4, which is the answer."]
