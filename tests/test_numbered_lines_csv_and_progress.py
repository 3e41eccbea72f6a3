"""Shapes from red team batch 9's dev part (issue 31), each as the principle it needs:

- runs: ``tqdm.write`` prints (its bars on standard error are no one's text); ``out.sequences`` of
  ``generate(..., return_dict_in_generate=True)``; a vote dict incremented by an unknown key is unknown, so is
  a name two branches of an unknown ``if`` bind differently; a text printed line by line behind its name and
  the line's number ("P2.03  ..."); a CSV file printed raw; nothing between a run's label and the next run's;
- answers: ids written with a space ("D 2 -", "Questão B 1:"), a run-like "b2)" between the sure headings of
  B.1 and B.3;
- checks: A.3's choice argued from the chosen run's own text against the lexical measure is reviewed, a
  telegraphic clause ("só condicionamento pelo prompt") is an explanation.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from test_json_quoted_and_unplaced import COT, FS, GERAR, TPL, _cell

from grader.checks.explanation import only_terms
from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.shown_text import unnumbered
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
SAMPLES = [" NEGATIVO\nTexto", " Nação (POSITIVE)\n", " NO NO\nPros de: O"]


def _outputs(source: str, *outs):
    cell = new_code_cell(source)
    cell.outputs = [new_output("stream", name=name, text=text) for name, text in outs]
    return cell


def test_tqdm_write_lines_are_the_samples_and_its_bars_on_standard_error_are_no_text():
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\nfrom tqdm import tqdm\n"
            "votos = {'POSITIVO': 0, 'NEGATIVO': 0, None: 0}\n"
            "for i in tqdm(range(3), desc='self-consistency'):\n"
            "    s = gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)\n"
            "    r = rotulo(s)\n    votos[r] += 1\n"
            "    tqdm.write(f'sample {i} (seed {300 + i}): {s!r} -> {r}')\n"
            "if votos['POSITIVO'] == votos['NEGATIVO']:\n    final = 'INDETERMINADO'\nelse:\n"
            "    final = max(['POSITIVO', 'NEGATIVO'], key=votos.get)\n"
            "print('votes:', votos, '->', final)\n")
    outs = []
    for i, s in enumerate(SAMPLES):
        outs += [("stderr", f"\rself-consistency:  {i * 33}%|███       | {i}/3 [00:0{i}<00:03,  1.50it/s]"),
                 ("stdout", f"sample {i} (seed {300 + i}): {s!r} -> None\n")]
    outs.append(("stdout", "votes: {'POSITIVO': 0, 'NEGATIVO': 1, None: 2} -> NEGATIVO\n"))
    rotulo = ("import re\ndef rotulo(s):\n    m = re.search(r'\\b(POSITIVO|NEGATIVO)\\b', s.upper())\n"
              "    return m.group(1) if m else None\n")
    nb = new_notebook(cells=[new_code_cell(GERAR + rotulo), _outputs(code, *outs)])
    placed = find_runs(nb, TPL).generations["SC"]
    # read from the code's own lines (a tie's "INDETERMINADO" was taken as known and the cell unread)
    assert [g.text for g in placed] == SAMPLES and {g.extra["placed_by"] for g in placed} == {"code"}
    # without the code's reading, the bars are still nobody's text
    unread = code.replace("tqdm.write(", "str(")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR + rotulo), _outputs(unread, *outs)]), TPL).generations
    assert all("%|" not in g.text for gs in placed.values() for g in gs)


def test_the_sequences_of_a_dict_returned_by_generate_are_its_ids():
    code = ("from transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nlm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n"
            "PROMPT = 'Transformers are models that'\nfor nome, T in [('A1', 0.2), ('A2', 0.7)]:\n"
            "    enc = tok(PROMPT, return_tensors='pt')\n"
            "    out = lm.generate(**enc, do_sample=True, temperature=T, top_p=0.9, max_new_tokens=80,\n"
            "                      return_dict_in_generate=True)\n"
            "    cont = tok.decode(out.sequences[0][enc['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            "    print(nome, f'T={T}', cont, sep=' | ')\n")
    texts = {"A1": " can be used to analyze.\n\nOne example", "A2": " simulate the behavior."}
    printed = "".join(f"{n} | T={t} | {texts[n]}\n" for n, t in (("A1", 0.2), ("A2", 0.7)))
    placed = find_runs(new_notebook(cells=[_cell(code, printed)]), TP).generations
    assert {r: [(g.text, g.extra["placed_by"]) for g in gs] for r, gs in placed.items()} == {
        r: [(t, "code")] for r, t in texts.items()}


def test_a_text_printed_line_by_line_behind_numbered_prefixes_is_one_text():
    shown = "--- P1 ---\nP1.01  \n--- P2 ---\nP2.01  13 = 78.13\nP2.02  \nP2.03  This equation can be simplified.\n"
    assert unnumbered(shown) == "--- P1 ---\n\n--- P2 ---\n13 = 78.13\n\nThis equation can be simplified.\n"
    # one sample per line, each named ("SC-1: ...", "SC-2: ..."): the names stay
    samples = "SC-1: NEGATIVO\nSC-2: POSITIVO\nSC-3: NEGATIVO\n"
    assert unnumbered(samples) == samples
    code = ("saida = {'P1': gerar('What is 27 + 58?', 40, do_sample=True, temperature=0.7, top_p=0.9),\n"
            "         'P2': gerar('Solve step by step: 27 + 58.', 80, do_sample=True, temperature=0.7, top_p=0.9)}\n"
            "for nome, texto in saida.items():\n    print(f'--- {nome} ---')\n"
            "    for i, linha in enumerate(texto.split('\\n'), 1):\n        print(f'{nome}.{i:02d}  {linha}')\n")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, shown)]), COT).generations
    assert [g.text for g in placed["P1"]] == [""]  # nothing between P1's label and P2's: it ended at once
    assert [g.text for g in placed["P2"]] == ["13 = 78.13\n\nThis equation can be simplified."]


def test_a_csv_file_printed_raw_is_a_table_of_the_runs():
    code = (GERAR + f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\nimport csv\n"
            "with open('s.csv', 'w', newline='') as f:\n    w = csv.writer(f)\n    w.writerow(['prompt', 'saida'])\n"
            "    for nome, p in [('zero_shot', zero_shot), ('few_shot', few_shot)]:\n"
            "        w.writerow([nome, gerar(p, 8, do_sample=False)])\nprint(open('s.csv').read())\n")
    printed = 'prompt,saida\nzero_shot," ""Este filme foi um"\nfew_shot," NEGATIVO\n\nText"\n\n'
    placed = find_runs(new_notebook(cells=[_cell(code, printed)]), FS).generations
    assert [g.text for g in placed["ZS"]] == [' "Este filme foi um'] and [g.text for g in placed["FS"]] == \
        [" NEGATIVO\n\nText"]
    # a comma-separated text whose rows do not all have the header's fields is no table
    loose = 'prompt,saida\nzero_shot," ""Este filme foi um"\nfew_shot, NEGATIVO, and more\n'
    placed = find_runs(new_notebook(cells=[_cell(code, loose)]), FS).generations
    assert "FS" not in placed or all(g.text != " NEGATIVO" for g in placed["FS"])


def test_question_ids_with_a_space_and_a_run_like_label_between_sure_headings():
    md = ("Questão B 1: B3 (top_p=0.9), the highest top-p.\n\nb2) \"can adapt to changing circumstances\" twice.\n\n"
          "B-3: top-p keeps the smallest set.\n\nD1 - top-p\nD 2 - increase it\nd.3 - part B")
    found = locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TP).answers
    assert found["B.1"].text == "B3 (top_p=0.9), the highest top-p."
    assert found["B.2"].text.startswith('"can adapt') and found["B.2"].doubt == ""
    assert found["D.2"].text == "increase it"
    # "A 2 vezes" is a sentence, and "A2)" lines listed under one heading are the runs, not questions
    md = "### A.1\nA1) \"text one\"\nA2) \"text two\"\nA3) \"text three\"\n\n### A.3\nA3."
    found = locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TP).answers
    assert found["A.1"].text.count("\n") == 2 and found["A.2"].doubt == "run_label"  # a last resort, doubtful


def test_a_telegraphic_clause_is_an_explanation_and_a_term_list_is_not():
    assert not only_terms("não — in-context learning, só condicionamento pelo prompt; no gradient, no weight update.")
    assert only_terms("output space restriction, constraints, label format, fewer possible tokens")
    assert only_terms("núcleo, massa acumulada, top-p de 0,3, B1")


def test_a_markdown_table_display_of_the_runs_is_read_row_by_row_code_spans_verbatim():
    code = (GERAR + f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
            "from IPython.display import display, Markdown\nlinhas = ['| execução | saída do modelo |', '|---|---|']\n"
            "for nome, p in [('zero-shot', zero_shot), ('few-shot', few_shot)]:\n"
            "    s = gerar(p, 8, do_sample=False)\n    linhas.append(f'| {nome} | `{s}` |')\n"
            "display(Markdown('\\n'.join(linhas)))\n")
    md = '| execução | saída do modelo |\n|---|---|\n| zero-shot | ` "Este filme foi um` |\n| few-shot | ` NEGATIVO` |'
    cell = new_code_cell(code)
    cell.outputs = [new_output("display_data", data={"text/markdown": md, "text/plain": "<IPython.core.display.Markdown object>"})]
    placed = find_runs(new_notebook(cells=[cell]), FS).generations
    # (each row had been read as an empty text under its label)
    assert [g.text for g in placed["ZS"]] == [' "Este filme foi um'] and [g.text for g in placed["FS"]] == [" NEGATIVO"]


def test_a_loop_that_prints_per_step_lines_of_its_own_between_the_runs_is_one_stretch_of_text():
    code = (GERAR.replace("return tok.decode", "return y, tok.decode") + f"zero_shot = {FS.prompt_for('ZS')!r}\n"
            f"few_shot = {FS.prompt_for('FS')!r}\n"
            "for name, p in [('zero-shot', zero_shot), ('few-shot', few_shot)]:\n"
            "    r = modelo.generate(**tok(p, return_tensors='pt'), do_sample=False, max_new_tokens=8,\n"
            "                        return_dict_in_generate=True, output_scores=True)\n"
            "    seq = r.sequences[0, 3:]\n    print(f'## {name}: |{tok.decode(seq, skip_special_tokens=True)}|')\n"
            "    for step, s in enumerate(r.scores):\n        print(f'   step {step}: p={s.max():.3f}')\n")
    printed = ('## zero-shot: | "Este filme foi um|\n   step 0: p=0.195\n   step 1: p=0.117\n'
               "## few-shot: | NEGATIVO\n\nText|\n   step 0: p=0.684\n   step 1: p=0.999\n   step 2: p=0.881\n")
    placed = find_runs(new_notebook(cells=[_cell(code, printed)]), FS).generations
    assert [(g.text, g.extra["placed_by"]) for g in placed["ZS"]] == [(' "Este filme foi um', "code")]
    assert [(g.text, g.extra["placed_by"]) for g in placed["FS"]] == [(" NEGATIVO\n\nText", "code")]


def test_a_pipeline_whose_task_follows_the_models_kind_generates_either_way():
    code = ("import json\nfrom transformers import AutoConfig, pipeline\ncfg = AutoConfig.from_pretrained(MODEL_NAME)\n"
            "tarefa = 'text2text-generation' if cfg.is_encoder_decoder else 'text-generation'\n"
            "gerador = pipeline(tarefa, model=MODEL_NAME)\n"
            "def responder(prompt):\n    kw = dict(do_sample=False, max_new_tokens=8)\n"
            "    if tarefa == 'text-generation':\n        kw['return_full_text'] = False\n"
            "    return gerador(prompt, **kw)[0]['generated_text']\n"
            f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
            "saidas = {'zero_shot': responder(zero_shot), 'few_shot': responder(few_shot)}\n"
            "print(json.dumps(saidas, indent=2, ensure_ascii=False))\n")
    printed = '{\n  "zero_shot": " \\"Este filme foi um",\n  "few_shot": " NEGATIVO\\n\\nText"\n}\n'
    placed = find_runs(new_notebook(cells=[_cell(code, printed)]), FS).generations
    assert [g.text for g in placed["ZS"]] == [' "Este filme foi um'] and [g.text for g in placed["FS"]] == \
        [" NEGATIVO\n\nText"]


TP = load_specs("temperature-top-p")[0]


def test_a_text_wrapped_into_numbered_lines_under_its_header_is_that_runs_text():
    """``textwrap.wrap`` then ``print(f"{i:02d} | {linha}")`` under ``--- T=0.7 / top_p=0.9 ---`` (red team
    batch 3's tp31): each header names the text after it, the line numbers are no part of it; a bare "1."
    list stays a list of samples."""
    assert unnumbered("01 | Transformers are\n02 | models that\n") == "Transformers are\nmodels that\n"
    assert unnumbered("1. NEGATIVO\n2. POSITIVO\n") == "1. NEGATIVO\n2. POSITIVO\n"
    code = ("import textwrap\nfor T in (0.2, 0.7, 1.0):\n"
            "    texto = gerar('Transformers are models that', 80, do_sample=True, temperature=T, top_p=0.9)\n"
            "    print(f'--- T={T} / top_p=0.9 ---')\n"
            "    for i, linha in enumerate(textwrap.wrap(texto, width=30), 1):\n        print(f'{i:02d} | {linha}')\n"
            "    print()\n")
    words = {0.2: "climate change on ecosystems", 0.7: "a given process or strategy", 1.0: "relationships between variables"}
    shown = "".join(f"--- T={t} / top_p=0.9 ---\n01 | Transformers are models that\n02 | take into account\n"
                    f"03 | {w}.\n\n" for t, w in words.items())
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, shown)]), TP).generations
    assert {rid: [g.text.split()[-1] for g in gens] for rid, gens in placed.items()} == \
        {"A1": ["ecosystems."], "A2": ["strategy."], "A3": ["variables."]}
