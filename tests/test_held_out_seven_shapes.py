"""Shapes from red team batch 7's held-out part (issue 31), read after it was graded once, each as
the principle it needs:

- answers: a question named in words ("**Part A, question 1 — excerpts.**"), a part's questions numbered
  inside its paragraph ("**Part D.** (1) ... (2) ..."), one list numbered 1..N for the N questions, a
  whole answer written as a blockquote (its quotes are still quotes);
- runs: one record per line with the next record's fields before its prompt (TSV), texts printed with
  their escapes (``.encode("unicode_escape")``: a failure on them is reviewed, never "not generated"),
  ``yaml.dump`` of records, ``while len(samples) < 10`` loops;
- claims: a number the answer says a run gave that is in none of its output; a copy written with
  visible whitespace (·, ↵).
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook
from test_json_quoted_and_unplaced import COT, FS, GERAR, TPL, _cell
from test_replaced_texts_and_either_branches import _Verifier

from grader.core.records import DecodingParams, Extraction, Generation, Verdict
from grader.core.textnorm import extract_quotes
from grader.grading.pipeline import load_specs
from grader.reading import evidence
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]


def test_questions_named_in_words_numbered_in_a_parts_paragraph_or_as_one_list():
    md = ("> **Part A, question 1 — excerpts.**\n> 1st run: \"This can be done using various techniques\"\n\n"
          "> **Part B, question 2.** \"can be used to\" twice.\n\n"
          "> **Part D.** (1) top-p. (2) Increase it, to 0.9. (3) In part B only the 0.3 run repeated.")
    found = locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TP).answers
    assert found["A.1"].text.startswith("> 1st run") and found["B.2"].text.startswith('"can be used to"')
    assert [found[q].text for q in ("D.1", "D.2")] == ["top-p.", "Increase it, to 0.9."]
    # the whole answer a blockquote: the student's styling; the quotes inside are the excerpts
    assert extract_quotes(found["A.1"].text) == ["This can be done using various techniques"]
    items = "\n\n".join(f"{n}. resposta {n}" for n in range(1, 10))
    found = locate_answers(new_notebook(cells=[new_markdown_cell("### Respostas\n\n" + items)]), TP).answers
    assert found["B.1"].text == "resposta 4" and found["B.1"].doubt == "in_order"
    # a list of another length is a list, not the answers
    found = locate_answers(new_notebook(cells=[new_markdown_cell("1. um\n2. dois\n3. tres")]), TP).answers
    assert not found["A.1"].text


def test_one_record_per_line_ends_before_the_next_records_fields():
    prompt = TP.prompt_for("A1")
    texts = {"A1": " use data to predict outcomes.\n\nIn the context", "A2": " use equations to optimize."}
    gen = ("from transformers import AutoTokenizer, AutoModelForCausalLM\n"
           "tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nlm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n"
           f"PROMPT = {prompt!r}\n"
           "def varrer(configs):\n    for nome, T, p in configs:\n        x = tok(PROMPT, return_tensors='pt')\n"
           "        y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80)\n"
           "        yield nome, T, p, tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n")
    code = ("A = [('A1', 0.2, 0.9), ('A2', 0.7, 0.9)]\nfor nome, T, p, texto in varrer(A):\n"
            "    print(f'{nome}\\t{T}\\t{p}\\t' + (PROMPT + texto).encode('unicode_escape').decode('ascii'))\n")
    printed = "".join(f"{n}\t{t}\t0.9\t" + (prompt + x).encode("unicode_escape").decode("ascii") + "\n"
                      for (n, x), t in zip(texts.items(), (0.2, 0.7)))
    placed = find_runs(new_notebook(cells=[new_code_cell(gen), _cell(code, printed)]), TP).generations
    assert placed["A1"][0].text == texts["A1"].replace("\n", "\\n")  # its own line only, escapes as shown
    params = DecodingParams(True, 0.2, None, 0.9, 80)
    shown = Generation("A1", prompt, texts["A1"].replace("\n", "\\n"), params, "printed")
    ext = Extraction({"A1": (shown,)}, {}, {})
    ev = evidence._one(TP, "A1", "A1", shown, ext, None, _Verifier(texts["A1"]), "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.CONSISTENT and [p.key for p in ev.problems] == ["run.shown_escaped"]
    ev = evidence._one(TP, "A1", "A1", shown, ext, None, _Verifier(" other"), "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.UNDETERMINED
    assert [(p.key, p.fatal) for p in ev.problems] == [("run.unverified_escapes", False)]


def test_records_dumped_as_yaml_and_samples_drawn_in_a_while_loop_are_the_runs():
    import yaml

    p2 = "6 = 27 + 70.6 = 28.6.\n\n\n    This shows that 28.6 is the remainder."
    records = {"P1": {"prompt": COT.prompt_for("P1"), "saida": ""}, "P2": {"prompt": COT.prompt_for("P2"), "saida": p2}}
    code = (f"execucoes = {{'P1': {{'prompt': {COT.prompt_for('P1')!r}}}, 'P2': {{'prompt': {COT.prompt_for('P2')!r}}}}}\n"
            "for nome, e in execucoes.items():\n"
            "    e['saida'] = gerar(e['prompt'], 80, do_sample=True, temperature=0.7, top_p=0.9)\n"
            "print(yaml.dump(execucoes, allow_unicode=True, sort_keys=False))\n")
    dumped = yaml.dump(records, allow_unicode=True, sort_keys=False)
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, dumped + "\n")]), COT).generations
    assert [g.text for g in placed["P2"]] == [p2] and [g.text for g in placed["P1"]] == [""]
    samples = [" O que fica?\n\nT", ' "NEGATIVO"\n', " NEGATIVO.\n\n"]
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\namostras = []\nwhile len(amostras) < 3:\n"
            "    amostras.append(gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))\n"
            "print(*amostras, sep=' || ')\n")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, " || ".join(samples) + "\n")]),
                       TPL).generations
    assert [g.text for g in placed["SC"]] == samples and {g.extra["placed_by"] for g in placed["SC"]} == {"code"}


def test_a_number_said_to_be_a_runs_answer_that_is_not_in_it_and_a_copy_in_visible_whitespace(tmp_path):
    from test_prompting_activities import COT_GOOD, COT_OUT, FS_GOOD, grade, make_setup

    setup = make_setup("chain-of-thought")
    invented = {**COT_GOOD, "C.1": "Não. O P1 respondeu 86 e o P2 chegou em 84, perto mas errado."}
    crits, _ = grade(tmp_path, setup, COT_OUT, invented)
    assert crits["C.1-claim"].status.value == "partial" and "86" in crits["C.1-claim"].message
    (tmp_path / "neg").mkdir()
    honest = {**COT_GOOD, "C.1": "Não. O P1 não chegou a 85: deu 150; o P2 chegou em 85."}
    crits, _ = grade(tmp_path / "neg", setup, COT_OUT, honest)
    assert crits["C.1-claim"].status.value != "partial", crits["C.1-claim"].message

    fs = make_setup("few-shot", {FS.prompt_for("ZS"): ' "Este filme foi um', FS.prompt_for("FS"): " NEGATIVO\n\nText",
                                 "reordered few-shot prompt": " NEGATIVO"})
    outputs = {"ZS": ' "Este filme foi um', "FS": " NEGATIVO\n\nText", "VAR": " NEGATIVO"}
    (tmp_path / "fs").mkdir()
    answer = "(· = espaço, ↵ = quebra de linha)\n- zero-shot: `·\"Este·filme·foi·um`\n- few-shot: `·NEGATIVO↵↵Text`"
    crits, _ = grade(tmp_path / "fs", fs, outputs, {**FS_GOOD, "F.1": answer}, prompts={"VAR": "reordered few-shot prompt"})
    assert crits["F.1-copied"].status.value == "pass", crits["F.1-copied"].message


def test_a_prompt_printed_as_a_field_of_a_header_line_labels_the_text_below_it():
    """Red team batch 8 (cot82): a file of runs read back, each under "### P2 | <prompt> | T=0.7 top_p=0.9":
    the prompt there is a field, not the start of prompt + continuation (the fields after it were read as
    the model's text, and called "not generated")."""
    p2 = " 25 = 123.25 \nNow, we need to add 123.25 to 10.25."
    shown = (f"### P1 | {COT.prompt_for('P1')} | T=0.7 top_p=0.9 max_new_tokens=40\n\n\n"
             f"### P2 | {COT.prompt_for('P2')} | T=0.7 top_p=0.9 max_new_tokens=80\n{p2}\n\n\n")
    code = "print(open('saidas.txt', encoding='utf-8').read())\n"
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, shown)]), COT).generations
    assert all(not g.text.lstrip().startswith("|") for gens in placed.values() for g in gens)
    assert [g.text.strip() for g in placed.get("P2", ())] in ([p2.strip()], [])
