"""Shapes from red team batch 6's held-out part (issue 31), each as the principle it needs:

- a text the code changed before printing it (``text.replace("\\n", "\\\\n")``) is read back through the
  code's own replacement; that reading is not the exact text, so a failure on it is a review, never
  "not generated";
- ``y[0] if seq2seq else y[0, L:]`` with the test unknown names the same sample either way;
- the book's one-word output named in an answer because another run of the student's printed it is no
  copy of the book.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_notebook, new_output
from test_json_quoted_and_unplaced import COT, FS, GERAR, TPL, _cell
from test_prompting_activities import FS_GOOD, grade, make_setup

from grader.core.records import DecodingParams, Extraction, Generation, ProvenanceResult, Status, TokenCheck, Verdict
from grader.reading import evidence
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")

SETUP = ("import torch\nfrom transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM\n"
         "seq2seq = bool(getattr(AutoConfig.from_pretrained(MODEL_NAME), 'is_encoder_decoder', False))\n"
         "tok = AutoTokenizer.from_pretrained(MODEL_NAME)\n"
         "modelo = (AutoModelForSeq2SeqLM if seq2seq else AutoModelForCausalLM).from_pretrained(MODEL_NAME).eval()\n")
LABEL_RUN = ("def label_run(name, prompt):\n    x = tok(prompt, return_tensors='pt')\n"
             "    y = modelo.generate(**x, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id)\n"
             "    new = y[0] if seq2seq else y[0, x['input_ids'].shape[1]:]\n"
             "    text = tok.decode(new, skip_special_tokens=True)\n"
             "    print(f'[{name}]')\n    print('  generated ids :', new.tolist())\n"
             "    print('  decoded       :', text.replace('\\n', '\\\\n'))\n    return text\n")
ZS_TEXT, FS_TEXT = ' "Este filme foi um', " NEGATIVO\n\nText"


def _printed(name: str, ids: list[int], text: str) -> str:
    return f"[{name}]\n  generated ids : {ids}\n  decoded       : {text.replace(chr(10), chr(92) + 'n')}\n"


def test_a_text_the_code_printed_with_its_newlines_escaped_is_read_back_with_them_and_ids_are_no_text():
    prompts = f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
    runs = _cell(prompts + "out_zs = label_run('zero-shot', zero_shot)\nout_fs = label_run('few-shot', few_shot)\n",
                 _printed("zero-shot", [476, 53, 4964], ZS_TEXT) + _printed("few-shot", [442, 9944, 198], FS_TEXT))
    nb = new_notebook(cells=[new_code_cell(SETUP), new_code_cell(LABEL_RUN), runs])
    placed = find_runs(nb, FS).generations
    assert [g.text for g in placed["ZS"]] == [ZS_TEXT] and [g.text for g in placed["FS"]] == [FS_TEXT]
    assert placed["FS"][0].extra["undone"] == ".replace('\\n', '\\\\n')"
    # a replacement of whitespace by whitespace is left to the verifier's reading modulo spacing, not undone
    flat = LABEL_RUN.replace("text.replace('\\n', '\\\\n')", "text.replace('\\n', ' ')")
    runs = _cell(prompts + "out_fs = label_run('few-shot', few_shot)\n",
                 f"[few-shot]\n  generated ids : [442]\n  decoded       : {FS_TEXT.replace(chr(10), ' ')}\n")
    placed = find_runs(new_notebook(cells=[new_code_cell(SETUP), new_code_cell(flat), runs]), FS).generations
    assert [g.text for g in placed["FS"]] == [" NEGATIVO  Text"] and "undone" not in placed["FS"][0].extra


def test_either_branch_of_an_unknown_test_that_generates_or_names_other_samples_is_no_value():
    code = ("x = tok(few_shot, return_tensors='pt')\n"
            "y = modelo.generate(**x, do_sample=False, max_new_tokens=8) if seq2seq else "
            "modelo.generate(**x, do_sample=False, max_new_tokens=4)\n"
            "print(tok.decode(y[0], skip_special_tokens=True))\n")
    nb = new_notebook(cells=[new_code_cell(SETUP), _cell(f"few_shot = {FS.prompt_for('FS')!r}\n" + code,
                                                          FS.prompt_for("FS") + FS_TEXT + "\n")])
    # two generate calls, one of which ran: neither is taken for the code's (the text is still read by content)
    placed = find_runs(nb, FS)
    assert all(g.extra.get("placed_by") != "code" for gens in placed.generations.values() for g in gens)


class _Verifier:
    def __init__(self, model_text):
        self.model_text = model_text

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        ok = text == self.model_text
        bad = None if ok else TokenCheck(0, 42, " NEG", 0, 4, False, False, -5.0, None, 2, 1)
        return ProvenanceResult(verdict=Verdict.CONSISTENT if ok else Verdict.INCONSISTENT, params=params,
                                top_k_used=50, tokens=(), first_violation=bad, message="", method="fake",
                                dtype="float32", tolerance=0.01)


def test_a_text_read_back_through_the_codes_replacement_is_verified_and_a_failure_on_it_is_reviewed():
    params = DecodingParams(False, 1.0, None, 1.0, 8)
    gen = Generation("FS", FS.prompt_for("FS"), FS_TEXT, params, "printed",
                     extra={"undone": ".replace('\\n', '\\\\n')"})
    sub = Extraction({"FS": (gen,)}, {}, {})
    ev = evidence._one(FS, "FS", "FS", gen, sub, None, _Verifier(FS_TEXT), "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.CONSISTENT and not ev.problems
    ev = evidence._one(FS, "FS", "FS", gen, sub, None, _Verifier(" POSITIVO"), "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.UNDETERMINED
    assert [(p.key, p.fatal) for p in ev.problems] == [("run.unverified_undone", False)]
    # the same text as printed, with nothing undone, that fails: an exact text, and the failure stands
    plain = Generation("FS", FS.prompt_for("FS"), FS_TEXT, params, "printed")
    ev = evidence._one(FS, "FS", "FS", plain, Extraction({"FS": (plain,)}, {}, {}), None, _Verifier(" POSITIVO"),
                       "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.INCONSISTENT and any(p.fatal for p in ev.problems)


def test_the_books_word_named_for_another_run_that_printed_it_is_no_copy_of_the_book(tmp_path):
    setup = make_setup("few-shot", {FS.prompt_for("ZS"): ZS_TEXT, FS.prompt_for("FS"): FS_TEXT,
                                    "reordered few-shot prompt": " NEGATIVO"})
    outputs = {"ZS": ZS_TEXT, "FS": FS_TEXT, "VAR": " NEGATIVO"}
    # ZS's output left out of the answer, FS's NEGATIVO in it: ZS is missing, not the book's
    crits, _ = grade(tmp_path, setup, outputs, {**FS_GOOD, "F.1": "Few-shot: NEGATIVO\n\nText"},
                     prompts={"VAR": "reordered few-shot prompt"})
    msg = crits["F.1-copied"].message
    assert crits["F.1-copied"].status is Status.PARTIAL and "livro" not in msg and "Este filme foi um" in msg
    # the book's NEGATIVO given for a zero-shot run that printed something else, and no run of its own
    # printed NEGATIVO: that is the book's
    outputs = {"ZS": ZS_TEXT, "FS": " POSITIVO\n\nText", "VAR": " POSITIVO"}
    setup = make_setup("few-shot", {FS.prompt_for("ZS"): ZS_TEXT, FS.prompt_for("FS"): " POSITIVO\n\nText",
                                    "reordered few-shot prompt": " POSITIVO"})
    (tmp_path / "b").mkdir()
    crits, _ = grade(tmp_path / "b", setup, outputs, {**FS_GOOD, "F.1": "Zero-shot: NEGATIVO. Few-shot: POSITIVO Text"},
                     prompts={"VAR": "reordered few-shot prompt"})
    assert crits["F.1-copied"].status is Status.PARTIAL and "ZS: «NEGATIVO» é a saída impressa no livro" in \
        crits["F.1-copied"].message


# -- sampling parameters set on the model, reprs padded in f-strings, a helper's loop, a Series ------------

def test_parameters_set_on_model_generation_config_are_the_ones_every_later_generate_uses():
    setup = ("from transformers import AutoTokenizer, AutoModelForCausalLM\n"
             "tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n"
             "model.generation_config.do_sample = True\nmodel.generation_config.temperature = 0.7\n"
             "model.generation_config.top_p = 0.9\n")
    code = ("def conversa(p, n):\n    x = tok(p, return_tensors='pt')\n    y = model.generate(**x, max_new_tokens=n)\n"
            "    r = tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            "    print('Modelo:', r)\n    return r\n"
            f"p1 = {COT.prompt_for('P1')!r}\nconversa(p1, 40)\n")
    nb = new_notebook(cells=[new_code_cell(setup), _cell(code, "Modelo:  Therefore, 27 + 58 = 85.\n")])
    (gen,) = find_runs(nb, COT).generations["P1"]
    assert gen.text == " Therefore, 27 + 58 = 85." and gen.extra["placed_by"] == "code"
    # without them, the same call is greedy: the configuration of no run
    plain = setup.split("model.generation_config")[0]
    nb = new_notebook(cells=[new_code_cell(plain), _cell(code, "Modelo:  Therefore, 27 + 58 = 85.\n")])
    assert "P1" not in find_runs(nb, COT).generations


def test_a_repr_padded_in_an_f_string_is_read_back_as_the_string_and_a_helpers_unknown_loop_returns_no_value():
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\nMAPA = {{'POSITIVO': 'POSITIVO', 'NEGATIVE': 'NEGATIVO'}}\n"
            "def rotulo(s):\n    for w in s.upper().split():\n        if w in MAPA:\n            return MAPA[w]\n"
            "    return None\n"
            "amostras = [gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(3)]\n"
            "for i, a in enumerate(amostras):\n    print(f'{i}. {a!r:<24} -> {rotulo(a)}')\n")
    samples = [" NEGATIVO\n\nText", ' "POSITIVO" ou', " Adiósculo."]
    printed = "".join(f"{i}. {s!r:<24} -> {lab}\n" for i, (s, lab) in enumerate(zip(samples, ["None", "None", "None"])))
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, printed)]), TPL).generations
    assert [g.text for g in placed["SC"]] == samples
    assert all(g.extra["placed_by"] == "code" and "undone" not in g.extra for g in placed["SC"])


def test_a_series_of_samples_counted_with_value_counts_gives_each_sample_once_in_any_order():
    import pandas as pd

    samples = [" NEGATIVO\n\nText", " O que somos", ' "NEGATIVO"']
    shown = repr(pd.Series([s for s in samples], name="amostra").value_counts())
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\n"
            "amostras = [gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(3)]\n"
            "pd.Series(amostras, name='amostra').value_counts()\n")
    cell = new_code_cell(code)
    cell.outputs = [new_output("execute_result", data={"text/plain": shown}, execution_count=1)]
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), cell]), TPL).generations
    # (pandas drops the leading space the index's texts share: the verifier retries a text with it)
    assert sorted(g.text for g in placed["SC"]) == sorted(s.lstrip() for s in samples)
    # a Series of the texts themselves: the values, right-aligned (their leading space lost), cut at 50
    from grader.reading.printed_layouts import series_repr

    _, _, rows, ordered = series_repr(repr(pd.Series(samples + ["x" * 70])))
    assert [t for _, t in rows] == ["NEGATIVO\n\nText", "O que somos", '"NEGATIVO"', "x" * 46] and ordered
    assert series_repr("contagem: {'NEGATIVO': 3}\n") is None


# -- the vote by the notebook's own rule, a vote without its counts, an explanation resting on a phantom quote --

def _template_setup():
    from test_prompting_activities import TPL_OUT

    return make_setup("template", {TPL.prompt_for("LOOSE"): TPL_OUT["LOOSE"], TPL.prompt_for("STRICT"): "NEGATIVO"})


def _t_grade(tmp_path, answers, extra_code=None):
    import nbformat
    from test_prompting_activities import TPL_GOOD, TPL_OUT, build

    from grader.grading.pipeline import grade_submission

    setup = _template_setup()
    tmp_path.mkdir(parents=True, exist_ok=True)
    path = build(tmp_path, setup.activity, TPL_OUT, {**TPL_GOOD, **answers})
    if extra_code:
        nb = nbformat.read(str(path), 4)
        nb.cells.insert(1, new_code_cell(extra_code))
        nbformat.write(nb, str(path))
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    return {c.criterion_id: c for c in result.criteria}


OWN_RULE = ("MAPA = {'POSITIVO': 'POSITIVO', 'POSITIVE': 'POSITIVO', 'NEGATIVO': 'NEGATIVO', 'NEGATIVE': 'NEGATIVO'}\n"
            "def rotulo(s):\n    for w in s.upper().replace('.', ' ').split():\n        if w in MAPA:\n"
            "            return MAPA[w]\n    return None\n")


def test_a_count_by_the_notebooks_own_rule_that_differs_from_the_courses_recount_is_reviewed_not_failed(tmp_path):
    from grader.checks.voting import own_label_rule

    # the course's rule gives NEGATIVO 3 / POSITIVO 1; the notebook's map also reads 'NEGATIVE': 4 / 1
    answer = {"T.4": "Voto final: NEGATIVO. 4 NEGATIVO, 1 POSITIVO e 5 sem rótulo."}
    crits = _t_grade(tmp_path, answer, OWN_RULE)
    assert crits["T.4-vote"].status is Status.NEEDS_REVIEW and "rotulo" in crits["T.4-vote"].message
    crits = _t_grade(tmp_path / "course", answer)  # no rule of the notebook's own: the course's count stands
    assert crits["T.4-vote"].status is Status.PARTIAL
    course = "def extract_label(t):\n    m = re.search(r'\\b(POSITIVO|NEGATIVO)\\b', t.upper())\n    return m and m.group(1)\n"
    assert own_label_rule(course, ["POSITIVO", "NEGATIVO"]) is None
    assert own_label_rule(OWN_RULE, ["POSITIVO", "NEGATIVO"]) == "rotulo"


def test_a_vote_given_without_the_counts_the_question_asks_for_earns_part(tmp_path):
    crits = _t_grade(tmp_path, {"T.4": "NEGATIVO."})
    assert crits["T.4-vote"].status is Status.PARTIAL and "contagens" in crits["T.4-vote"].message


def test_an_explanation_tied_to_a_run_by_a_quote_no_run_produced_earns_part(tmp_path):
    phantom = ("O template restritivo (STRICT) restringe o espaço de saída, mas o modelo preferiu traduzir "
               "(\"This film was a desper\"): a restrição não obriga o formato.")
    crits = _t_grade(tmp_path, {"T.3": phantom})
    assert crits["T.3-why"].status is Status.PARTIAL and "This film was a desper" in crits["T.3-why"].message
    # the same explanation quoting the run's real output, or a phrase of the prompt, passes
    real = phantom.replace("This film was a desper", "POSITIVO or NEGATIVO. This film was").replace(
        "restritivo (STRICT)", "pouco restritivo (LOOSE)")
    assert _t_grade(tmp_path / "real", {"T.3": real})["T.3-why"].status is Status.PASS
    prompt = phantom.replace("This film was a desper", "Responda com UMA ÚNICA palavra")
    assert _t_grade(tmp_path / "prompt", {"T.3": prompt})["T.3-why"].status is Status.PASS
    # ... quoted loosely (a colon added, batch 10's tpl101): still the prompt's words, not a phantom output
    loose = phantom.replace("This film was a desper", "Responda APENAS com: POSITIVO ou NEGATIVO.")
    assert _t_grade(tmp_path / "loose", {"T.3": loose})["T.3-why"].status is Status.PASS


def test_answers_numbered_with_roman_numerals_are_the_questions_in_order():
    from nbformat.v4 import new_markdown_cell

    from grader.reading.answers import locate_answers

    cell = new_markdown_cell("## Respostas\n\n**I.** ZS: x; FS: y.\n\n**II.** Só o few-shot.\n\n**III.** Não.\n\n"
                             "**IV.** Sim, mudou.\n\n**V.** 1024 tokens.")
    found = locate_answers(new_notebook(cells=[cell]), FS).answers
    assert [found[q].text for q in ("F.2", "F.3", "F.5")] == ["Só o few-shot.", "Não.", "1024 tokens."]
    # "I" in a sentence is no numeral
    found = locate_answers(new_notebook(cells=[new_markdown_cell("I. think so.\nI) guess")]), FS).answers
    assert not found["F.1"].text


def test_a_prompt_printed_with_an_empty_continuation_by_the_code_is_the_runs_empty_output():
    code = (f"p1 = {COT.prompt_for('P1')!r}\n"
            "print('===== P1')\nprint(p1 + gerar(p1, 40, do_sample=True, temperature=0.7, top_p=0.9))\nprint()\n")
    nb = new_notebook(cells=[new_code_cell(GERAR), _cell(code, f"===== P1\n{COT.prompt_for('P1')}\n\n")])
    assert [g.text for g in find_runs(nb, COT).generations["P1"]] == [""]
