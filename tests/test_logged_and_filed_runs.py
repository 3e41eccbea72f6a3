"""Shapes from red team batch 8's dev part (issue 31), each as the principle it needs:

- runs written through ``logging`` (standard error, behind the handler's prefix) are read from the
  code like printed ones;
- a file the code writes and reads back holds what was written (an empty continuation under its
  header included);
- ``torch.manual_seed(s) and gera(T, p)`` is the generation;
- answers numbered ``1º)`` .. ``5º)``;
- F.1: the book's word given as one run's output (``Zero-shot: NEGATIVO``) is the book's even where another
  run printed the same word, and an answer that is the book's for every run earns nothing for the run
  whose output happens to match.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from test_json_quoted_and_unplaced import COT, FS, GERAR, TPL, _cell
from test_prompting_activities import FS_GOOD, grade, make_setup
from test_replaced_texts_and_either_branches import FS_TEXT, ZS_TEXT

from grader.core.records import Status
from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]

GERA = ("import torch, logging, sys\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
        "tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nlm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n"
        "PROMPT = 'Transformers are models that'\n"
        "def gera(T, p):\n    x = tok(PROMPT, return_tensors='pt')\n"
        "    y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80)\n"
        "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n")
TEXTS = [" can be used to create data.\n\nData analysis is a skill", " use statistics to forecast.",
         " can be applied to data.\n\nSome popular modelers include:"]
CONFIGS = [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9)]


def _stderr(source: str, text: str):
    cell = new_code_cell(source)
    cell.outputs = [new_output("stream", name="stderr", text=text)]
    return cell


def test_runs_logged_to_standard_error_behind_the_handlers_prefix_are_read_from_the_code():
    log = ("log = logging.getLogger('lab')\nh = logging.StreamHandler(sys.stderr)\n"
           "h.setFormatter(logging.Formatter('%(levelname)s | %(name)s | %(message)s'))\nlog.handlers = [h]\n"
           f"configs = {CONFIGS!r}\nordem = ['primeira', 'segunda', 'terceira']\n"
           "textos = [torch.manual_seed(800 + i) and gera(T, p) for i, (T, p) in enumerate(configs)]\n"
           "for o, (T, p), t in zip(ordem, configs, textos):\n"
           "    log.info('%s execucao (temperature=%s, top_p=%s): %s', o, T, p, t)\n")
    shown = "".join(f"INFO | lab | {o} execucao (temperature={T}, top_p={p}): {t}\n"
                    for o, (T, p), t in zip(["primeira", "segunda", "terceira"], CONFIGS, TEXTS))
    nb = new_notebook(cells=[new_code_cell(GERA), _stderr(log, shown)])
    placed = find_runs(nb, TP).generations
    # each text whole, and none with the next line's "INFO | lab | " prefix
    assert {r: [g.text for g in gs] for r, gs in placed.items()} == {"A1": [TEXTS[0]], "A2": [TEXTS[1]],
                                                                      "A3": [TEXTS[2]]}
    assert {g.extra["placed_by"] for gs in placed.values() for g in gs} == {"code"}
    # the same lines where the code says nothing of them: read by content, each text from its label's colon on
    # (it had been the lines under the label only: "Data analysis is a skill")
    quiet = log.replace("log.info(", "str(")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERA), _stderr(quiet, shown)]), TP).generations
    assert {r: [(g.text, g.extra["placed_by"]) for g in gs] for r, gs in placed.items()} == {
        r: [(t.strip(), "content")] for r, t in zip(("A1", "A2", "A3"), TEXTS)}


def test_a_file_written_and_read_back_holds_what_was_written_an_empty_continuation_too():
    code = ("perguntas = {'P1': 'What is 27 + 58?', 'P2': 'Solve step by step: 27 + 58.'}\n"
            "with open('saidas.txt', 'w', encoding='utf-8') as f:\n"
            "    for nome, q in perguntas.items():\n"
            "        f.write(f'### {nome} | {q} | T=0.7 top_p=0.9\\n')\n"
            "        f.write(gerar(q, 40, do_sample=True, temperature=0.7, top_p=0.9) + '\\n\\n')\n"
            "print(open('saidas.txt', encoding='utf-8').read())\n")
    p2 = "27 + 58 = 85.\n\nSo, the final answer is"
    printed = ("### P1 | What is 27 + 58? | T=0.7 top_p=0.9\n\n\n"
               f"### P2 | Solve step by step: 27 + 58. | T=0.7 top_p=0.9\n{p2}\n\n\n")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, printed)]), COT).generations
    assert [g.text for g in placed["P1"]] == [""] and [g.text for g in placed["P2"]] == [p2]
    assert placed["P1"][0].extra["placed_by"] == "code"
    # a file the code did not write (a path it only reads): its text is unknown, nothing is taken from the code;
    # the printed layout still says it (nothing between P1's header and P2's: P1 ended at once)
    other = code.replace("print(open('saidas.txt'", "print(open('outro.txt'")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(other, printed)]), COT).generations
    assert [(g.text, g.extra["placed_by"]) for g in placed["P1"]] == [("", "content")]


def test_a_path_written_with_write_text_and_printed_with_print_to_a_file_reads_back():
    code = ("from pathlib import Path\nout = Path('log.txt')\n"
            "out.write_text('ZS >> ' + gerar(zero_shot, 8, do_sample=False) + '\\n')\n"
            "print(out.read_text())\n")
    printed = f"ZS >> {ZS_TEXT}\n\n"
    nb = new_notebook(cells=[new_code_cell(GERAR + f"zero_shot = {FS.prompt_for('ZS')!r}\n"), _cell(code, printed)])
    assert [g.text for g in find_runs(nb, FS).generations["ZS"]] == [ZS_TEXT]


def test_answers_numbered_with_ordinal_marks():
    md = "## Respostas\n\n" + "\n\n".join(f"{n}º) resposta {n}" for n in range(1, 6))
    found = locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TPL).answers
    assert [found[q.id].text for q in TPL.questions] == [f"resposta {n}" for n in range(1, 6)]


def test_the_books_answer_for_every_run_is_a_copy_of_the_book_even_where_one_run_matches_it(tmp_path):
    setup = make_setup("few-shot", {FS.prompt_for("ZS"): ZS_TEXT, FS.prompt_for("FS"): FS_TEXT,
                                    "reordered few-shot prompt": " NEGATIVO"})
    outputs = {"ZS": ZS_TEXT, "FS": FS_TEXT, "VAR": " NEGATIVO"}

    def f1(text, sub):
        (tmp_path / sub).mkdir()
        crits, _ = grade(tmp_path / sub, setup, outputs, {**FS_GOOD, "F.1": text},
                         prompts={"VAR": "reordered few-shot prompt"})
        return crits["F.1-copied"]

    booked = f1("Zero-shot: NEGATIVO. Few-shot: NEGATIVO.", "book")
    assert booked.status is Status.FAIL and "ZS: «NEGATIVO» é a saída impressa no livro" in booked.message
    # the own outputs, each under its name: full marks
    own = f1("Zero-shot: ` \"Este filme foi um`.\n\nFew-shot: NEGATIVO\n\nText", "own")
    assert own.status is Status.PASS, own.message
    # a wrong zero-shot that is not the book's word, and the few-shot's NEGATIVO named for the few-shot: the
    # zero-shot is missing, nothing is the book's
    wrong = f1("Zero-shot: POSITIVO.\n\nFew-shot: NEGATIVO\n\nText", "wrong")
    assert wrong.status is Status.PARTIAL and "livro" not in wrong.message
