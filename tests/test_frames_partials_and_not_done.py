"""Shapes from red team batch 9's held-out part (graded once, then read) and batch 10's dev part
(issue 31), each as the principle it needs:

- ``sys.stdout.write`` prints; a frame's rule under a run's label is no text of the model's; a text found
  by its layout that fails at its first token is reviewed, never "not generated";
- a list of generated texts printed is read item by item through its repr, and one item more than the
  code generates makes the code's reading fail (nothing guessed);
- a prompt that ends with the fixed prompts' query is the student's variation, whatever its printed name;
- ``functools.partial(lm.generate, ...)`` generates; a list printed sorted is read by its labels, not its order;
- "(não fiz)", "(depois eu termino)": the student's word that there is no answer (a fail, not a review).
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_notebook
from test_json_quoted_and_unplaced import COT, FS, GERAR, _cell
from test_replaced_texts_and_either_branches import _Verifier

from grader.checks.evidence_rules import not_done
from grader.core.records import DecodingParams, Extraction, Generation, Verdict
from grader.grading.pipeline import load_specs
from grader.reading import evidence
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
P1 = "\n\nTo solve this, we can simply add the numbers together.\n\n27 + 58 = 114"


def test_a_framed_text_written_with_sys_stdout_write_is_the_run_without_its_frame():
    code = ("import sys\ndef quadro(titulo, texto):\n"
            "    sys.stdout.write('╔' + '═' * 20 + '\\n║ ' + titulo + '\\n╚' + '═' * 20 + '\\n' + texto + '\\n\\n')\n"
            "p1 = gerar('What is 27 + 58?', 40, do_sample=True, temperature=0.7, top_p=0.9)\n"
            "quadro('P1 — What is 27 + 58? (T=0.7, top_p=0.9)', p1)\n")
    shown = "╔" + "═" * 20 + "\n║ P1 — What is 27 + 58? (T=0.7, top_p=0.9)\n╚" + "═" * 20 + "\n" + P1 + "\n\n"
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, shown)]), COT).generations
    assert [(g.text, g.extra["placed_by"]) for g in placed["P1"]] == [(P1, "code")]
    # read by its layout alone (the code says nothing): the rule under the label is still no text of the model's
    unread = code.replace("sys.stdout.write(", "str(")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(unread, shown)]), COT).generations
    assert [g.text.lstrip("\n") for g in placed["P1"]] == [P1.lstrip("\n")]


def test_a_text_found_by_its_layout_failing_at_its_first_token_is_reviewed_not_accused():
    prompt = TP.prompt_for("A1")
    params = DecodingParams(True, 0.2, None, 0.9, 80)
    shown = Generation("A1", prompt, "═══\n can be used to", params, "printed", extra={"placed_by": "content"})
    ext = Extraction({"A1": (shown,)}, {}, {})
    ev = evidence._one(TP, "A1", "A1", shown, ext, None, _Verifier(" can be used to"), "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.UNDETERMINED and [p.key for p in ev.problems] == ["run.unverified_start"]
    # the same text where the code said where it starts: its first token is the student's, an accusation stands
    coded = Generation("A1", prompt, "═══\n can be used to", params, "printed", extra={"placed_by": "code"})
    ev = evidence._one(TP, "A1", "A1", coded, Extraction({"A1": (coded,)}, {}, {}), None, _Verifier(" can be used to"),
                       "smollm2-135m", None)
    assert ev.fabricated


def test_a_list_of_pipeline_results_printed_is_read_item_by_item_and_a_variation_by_its_query():
    code = (GERAR + "from transformers import pipeline\ngen = pipeline('text-generation', model=modelo, tokenizer=tok)\n"
            "def rodar(p):\n    return gen(p, max_new_tokens=8, do_sample=False, return_full_text=False)\n"
            f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
            "mais = few_shot.replace('Texto: \"Este filme', 'Texto: \"Fraco.\"\\nSentimento: NEGATIVO\\n\\nTexto: \"Este filme')\n"
            "print('zero-shot:', rodar(zero_shot))\nprint('few-shot:', rodar(few_shot))\n"
            "print('few-shot com 3 demos:', rodar(mais))\n")
    printed = ("zero-shot: [{'generated_text': ' \"Este filme foi um'}]\n"
               "few-shot: [{'generated_text': ' NEGATIVO\\n\\nText'}]\n"
               "few-shot com 3 demos: [{'generated_text': ' NEGATIVO\\n\\nText'}]\n")
    placed = find_runs(new_notebook(cells=[_cell(code, printed)]), FS).generations
    assert {r: [g.text for g in gs] for r, gs in placed.items()} == {
        "ZS": [' "Este filme foi um'], "FS": [" NEGATIVO\n\nText"], "VAR": [" NEGATIVO\n\nText"]}
    assert placed["VAR"][0].prompt.count("Sentimento: NEGATIVO") == 2  # re-run from the student's own prompt


def test_a_partial_of_generate_generates_and_a_sorted_list_is_read_by_its_labels():
    code = ("import torch\nfrom functools import partial\nfrom collections import namedtuple\n"
            "from transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nlm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n"
            "amostrar = partial(lm.generate, do_sample=True, top_p=0.9)\nRun = namedtuple('Run', 'nome T texto')\n"
            "runs = []\nfor nome, T in [('A1', 0.2), ('A2', 0.7), ('A3', 1.0)]:\n"
            "    x = tok('Transformers are models that', return_tensors='pt')\n"
            "    y = amostrar(**x, temperature=T, max_new_tokens=80)\n"
            "    runs.append(Run(nome, T, tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)))\n"
            "for r in sorted(runs, key=lambda r: len(r.texto)):\n    print(r)\n")
    texts = {"A1": " can be used.", "A2": " take into account many things.", "A3": " use entropy to optimize behaviours."}
    order = sorted(texts, key=lambda r: -len(texts[r]))  # not the code's order
    printed = "".join(f"Run(nome={r!r}, T={t}, texto={texts[r]!r})\n" for r, t in
                      ((r, {"A1": 0.2, "A2": 0.7, "A3": 1.0}[r]) for r in order))
    placed = find_runs(new_notebook(cells=[_cell(code, printed)]), TP).generations
    assert {r: [g.text for g in gs] for r, gs in placed.items()} == {r: [t] for r, t in texts.items()}


def test_an_answer_that_says_it_was_not_done_is_not_an_answer():
    assert not_done("(não fiz)") and not_done("(não fiz) |\n\nParte D: não deu tempo.")
    assert not_done("(depois eu termino)") and not_done("N/A")
    assert not not_done("Não. O P1 deu 125") and not not_done("Não fiz o B1, mas no B2 o top-p 0.6 repetiu")


def test_an_output_that_opens_with_a_quote_is_no_quotation_the_student_continued(tmp_path):
    from test_prompting_activities import FS_GOOD, grade, make_setup
    from test_replaced_texts_and_either_branches import FS_TEXT, ZS_TEXT

    from grader.core.records import Status

    setup = make_setup("few-shot", {FS.prompt_for("ZS"): ZS_TEXT, FS.prompt_for("FS"): FS_TEXT,
                                    "reordered few-shot prompt": " NEGATIVO"})
    outputs = {"ZS": ZS_TEXT, "FS": FS_TEXT, "VAR": " NEGATIVO"}

    def f1(text, sub):
        (tmp_path / sub).mkdir()
        crits, _ = grade(tmp_path / sub, setup, outputs, {**FS_GOOD, "F.1": text}, prompts={"VAR": "reordered few-shot prompt"})
        return crits["F.1-copied"]

    # the output's own '"' is no opening mark of the student's: the next "'" closes another quotation
    told = f1("Zero-shot: `\"Este filme foi um` (it only echoed the beginning of the review, no label). Few-shot: "
              "`NEGATIVO`, then an empty line and `Text` (the output was `' NEGATIVO\\n\\nText'`, which is why "
              "\"saída:\" is followed by three lines in my printout).", "told")
    assert "não foi gerado" not in told.message and "continua além" not in told.message
    # a copy the student completed inside the output's own quotation is still caught
    completed = f1('Zero-shot: "Este filme foi um desperdício de tempo." Few-shot: NEGATIVO\n\nText', "completed")
    assert completed.status is not Status.PASS and "continua além" in completed.message
