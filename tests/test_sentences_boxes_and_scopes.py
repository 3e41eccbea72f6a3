"""Red team round 19 (issue 31; batches 29 and 31 held out last round, batches 32-34 dev): how texts are shown and
what answers say.

- A run split into its sentences, one a line behind "A1.1", "A1.2" (indented or not, a sentence's own line break
  between two), is one text again; ``cat -n``'s numbers are no text's; every box-drawing bar down the left is a
  gutter (one line behind "│" too), never the divider of columns side by side.
- A prompt between brackets: on a header line after the run's label it labels the text below; "⟦prompt⟧text"
  glued is prompt + text; a box's bottom rule ends the text in it.
- A DataFrame cell holding a repr is that string; ``set_index([...])`` and ``df.loc[(T, p)]`` name rows by tuples;
  ``str.upper`` passed as a value is called; a prompt with unknown holes is one prompt, not a batch; runs kept in
  ``SimpleNamespace`` records; ``!cat`` of a file the code wrote prints what it wrote.
- A genuine sample shown with its spacing changed is found by the search modulo presentation (single spaces first).
- Answers: one cell of paragraphs, as many as the questions, is read in order over the whole activity; "T1 ⟶";
  a self-correction's superlative names the choice; "na B, o de 0,3" names B1 within part B (a tie, never the
  source of a quote); a "não" whose explanation says the weights change goes to review.
"""

from __future__ import annotations

import ast
from pathlib import Path

import nbformat
import pytest

from grader.grading.pipeline import load_specs
from grader.reading.runs import find_runs
from grader.reading.shown_text import ungutter, unnumbered

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
REDTEAM = Path(__file__).resolve().parent / "data" / "redteam"
COT = load_specs("chain-of-thought")[0]
TP = load_specs("temperature-top-p")[0]
TPL = load_specs("template")[0]
FS = load_specs("few-shot")[0]


def _placed(batch: int, name: str, spec):
    nb = nbformat.read(str(next((REDTEAM / f"batch-{batch}").glob(f"{name}*.ipynb"))), 4)
    return find_runs(nb, spec)


# -- how a text is laid out -----------------------------------------------------------------------------------

def test_a_run_split_into_numbered_sentences_is_one_text_again():
    shown = ("A1 (T=0.2, top_p=0.9)\n"
             "   A1.1  can be used to predict the behavior of a system based on its behavior.\n"
             "   A1.2  In other words, they're models that can be used to analyze and optimize systems.\n"
             "   A1.3  The key characteristics of a modeler are:\n\n1.\n"
             "   A1.4  **Modeling**: A model is a mathematical representation of a system.\n")
    lines = unnumbered(shown).split("\n")
    assert lines[1] == "can be used to predict the behavior of a system based on its behavior."
    assert lines[3:7] == ["The key characteristics of a modeler are:", "", "1.",
                          "**Modeling**: A model is a mathematical representation of a system."]
    # a label per sample ("S.1  POSITIVO.") stays: those are samples, not one text's sentences
    samples = "S.1  POSITIVO.\nS.2  NEGATIVO.\nS.3  NEGATIVO.\nS.4  POSITIVO."
    assert unnumbered(samples) == samples


@pytest.mark.parametrize("batch, name, rid, start", [
    (34, "tp341", "A3", "use computational resources to predict outcomes based on data. Some common types"),
    (31, "tp312", "B2", "take into account the effects of climate change and adapt to their environment."),
])
def test_runs_printed_sentence_by_sentence_are_placed_whole(batch, name, rid, start):
    placed = _placed(batch, name, TP).generations
    assert sorted(placed) == ["A1", "A2", "A3", "B1", "B2", "B3"]
    assert " ".join(placed[rid][0].text.split()).startswith(start)


def test_cat_n_numbers_are_no_texts():
    from grader.reading.shown_text import uncatted
    shown = "     1\t' NEGATIVO.'\n     2\t' \"NO\"'\n    10\tx\n"
    assert uncatted(shown) == shown  # numbers that skip: not cat -n
    assert uncatted("     1\t' NEGATIVO.'\n     2\t' \"NO\"'\n") == "' NEGATIVO.'\n' \"NO\"'\n"


def test_a_file_written_then_shown_with_cat_n_holds_the_samples():
    # batch 32's tpl322: fh.write(repr(gera(...)) + "\n") ten times, then "!cat -n amostras.txt" in its own cell
    sc = _placed(32, "tpl322", TPL).generations["SC"]
    assert len(sc) == 10 and sc[0].text == ' Ejemplo de "NEG' and sc[9].text == " Negativo.\n\nEm p"


def test_every_box_drawing_bar_is_a_gutter_and_a_column_divider_is_not():
    assert ungutter("    ┆ A: 177\n    ┆ \n    ┆ In this example") == "A: 177\n\nIn this example"
    assert ungutter("│ 00 + 27.00 + 58.00 = 127.00.") == "00 + 27.00 + 58.00 = 127.00."  # one line behind a line
    assert ungutter("| uma linha") == "| uma linha"  # "|" alone needs two lines
    columns = "P1 direct    ┆ P2 step\n" + "-" * 13 + "┼" + "-" * 8 + "\n             ┆ 01 = 80.01.\n             ┆ Now"
    assert ungutter(columns) == columns  # the left column empty on a line: still columns


def test_a_prompt_in_brackets_labels_the_text_below_or_opens_the_text_glued_to_it():
    # batch 31's cot311: "P2a  (Solve step by step: 27 + 58.)" over "    ┆ 5 = 87.5 ", the texts kept by
    # textwrap.indent(v.strip("\n") or "(vazio)", "    ┆ ", lambda l: True)
    placed = _placed(31, "cot311", COT).generations
    assert [g.text for g in placed["P1"]][1:] == ["", ""]  # "(vazio)", the student's mark of an empty text
    assert placed["P2"][0].text.startswith("5 = 87.5 ")  # not "27 + 58.)\n5 = ..."
    # batch 32's cot321: "⟦What is 27 + 58?⟧" + continuation inside a box, clauses listed under the box
    placed = _placed(32, "cot321", COT).generations
    assert [g.text for g in placed["P1"]] == [""]
    assert placed["P2"][0].text.startswith("1 = 83.1, so the answer is") and "oração" not in placed["P2"][0].text
    # batch 32's tp321: "[Transformers are models that]" in bold, each token in its colour
    assert _placed(32, "tp321", TP).generations["A1"][0].text.startswith(" can be used to create")


def test_a_label_line_is_not_split_at_a_colon_inside_its_brackets():
    from grader.reading.candidates import _label_and_text
    is_label = lambda line: line.strip().startswith(("P1a", "P2a"))  # noqa: E731
    assert _label_and_text("P2a  (Solve step by step: 27 + 58.)", is_label) == \
        ("P2a  (Solve step by step: 27 + 58.)", None)


# -- how a text is kept -----------------------------------------------------------------------------------------

def test_a_dataframe_cell_holding_a_repr_is_the_string():
    from grader.reading.printed_layouts import frame_text
    shown = ("       ordem rotulos                    saida\n"
             "0   original  MAIUSC      ' NEGATIVO\\n\\nText'\n"
             "1   original  minusc  ' positivo\\n\\nTexto: \"'\n")
    rows = frame_text(shown)[3]
    assert [r[3] for r in rows] == [" NEGATIVO\n\nText", ' positivo\n\nTexto: "']


def test_variants_built_with_a_case_function_from_a_product_are_each_their_prompt():
    # batch 29's fs292: for (ordem, demos), (nome, caixa) in itertools.product(..., [("MAIUSC", str.upper), ...])
    placed = _placed(29, "fs292", FS)
    assert [g.text for g in placed.generations["FS"]] == [" NEGATIVO\n\nText"]
    assert placed.generations["VAR"][1].text == " NEGATIVO\n\nText"


def test_a_prompt_with_an_unknown_part_is_one_prompt_not_a_batch():
    from grader.reading.interp import _Interp
    # (a case function the code does not show: each block's label unknown, the prompt text with holes)
    code = ("def gera(p):\n    return modelo.generate(p, do_sample=False, max_new_tokens=8)\n"
            "blocos = [f'Texto: {t}\\nSentimento: {caixa(r)}' for t, r in [('a', 'P'), ('b', 'N')]]\n"
            "gera('T.\\n\\n' + '\\n\\n'.join(blocos) + '\\nSentimento:')\n")
    it = _Interp()
    tree = ast.parse(code)
    it.define_all([tree])
    it.run_cell(0, tree)
    assert len(it.events) == 1


def test_rows_indexed_by_two_columns_are_read_by_their_tuple():
    # batch 29's tp291: df = pd.DataFrame(linhas).set_index(["T", "top_p"]); df.loc[(0.2, 0.9), "texto"]
    from grader.reading.frames import frame_call, frame_method, frame_subscript
    from grader.reading.values import _Bound
    df = frame_call("pandas.DataFrame", [[{"T": 0.2, "top_p": 0.9, "texto": "a"},
                                           {"T": 0.7, "top_p": 0.3, "texto": "b"}]], {})
    indexed = frame_method(df, "set_index", [["T", "top_p"]], {})
    assert frame_subscript(_Bound(indexed, "loc"), ((0.7, 0.3), "texto")) == "b"
    assert frame_subscript(_Bound(indexed, "loc"), (0.2, 0.9)) == {"texto": "a"}
    assert sorted(_placed(29, "tp291", TP).generations) == ["A1", "A2", "A3", "B1", "B2", "B3"]


def test_runs_kept_in_simple_namespaces_are_read():
    # batch 34's cot341: SimpleNamespace(nome="P1", prompt=..., n=40, semente=3411), r.saida = tok.decode(...)
    placed = _placed(34, "cot341", COT).generations
    assert [g.text for g in placed["P1"]] == [""]
    assert placed["P2"][0].text == "00 + 27.00 + 58.00 = 127.00."


def test_a_genuine_sample_shown_sentence_by_sentence_is_found_modulo_presentation(smollm):
    # batch 31's tp312 A3 (seed 3122): the first sentence stripped of its leading space, one sentence a line; a
    # line break tried where the model wrote a space sent the search through every spelling of the whitespace
    import torch

    from grader.core.records import DecodingParams, Verdict
    from grader.modelling.provenance import Verifier
    tok, model = smollm.tokenizer, smollm.model
    prompt = "Transformers are models that"
    torch.manual_seed(3122)
    x = tok(prompt, return_tensors="pt")
    y = model.generate(**x, do_sample=True, temperature=1.0, top_p=0.9, max_new_tokens=80, pad_token_id=tok.eos_token_id)
    text = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    import re
    shown = "\n".join(s.replace("\n", " ").strip() for s in re.split(r"(?<=[.!?:])\s+", text.strip()) if s)
    params = DecodingParams(do_sample=True, temperature=1.0, top_p=0.9, max_new_tokens=80)
    verifier = Verifier(smollm)
    assert verifier.verify(prompt, shown, params).verdict is Verdict.CONSISTENT
    edited = shown.replace("probability", "likelihood", 1)
    assert verifier.verify(prompt, edited, params).verdict is not Verdict.CONSISTENT


# -- what answers say ----------------------------------------------------------------------------------------------

def test_one_cell_of_paragraphs_as_many_as_the_questions_answers_them_in_order():
    # batch 33's tp331: "respostas (na ordem das perguntas)", then nine paragraphs under the "### parte B" heading
    from grader.reading.answers import find_answers
    nb = nbformat.read(str(next((REDTEAM / "batch-33").glob("tp331*.ipynb"))), 4)
    found = find_answers(nb, TP)[0]
    assert found["A.2"].text.startswith("A1, temp mais baixa.")
    assert found["D.1"].text == "top p" and found["D.2"].text == "aumentar (tipo .3 -> .9)"
    assert all(found[q].doubt for q in ("A.1", "D.3"))  # placed by order: a deduction goes to review


def test_a_long_arrow_after_an_id_names_the_question():
    from test_run_finder import code_cell, md, notebook

    from grader.reading.answers import find_answers
    nb = notebook([md("# Atividade"), code_cell("x = 1"),
                   md("T1 ⟶ solto `' a'`\n\nT2 ⟶ Nenhum.\n\nT3 ➜ Porque restringe.\n\nT4 ⟶ NEGATIVO.\n\nT5 ⟶ Não.")])
    found = find_answers(nb, TPL)[0]
    assert found["T.2"].text == "Nenhum." and found["T.3"].text == "Porque restringe." and not found["T.4"].doubt


RUNS = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]


def _infos(ids):
    from grader.reading.run_refs import RunInfo
    return [RunInfo(r, {"temperature": t, "top_p": p}, (), ()) for r, t, p in RUNS if r in ids]


def test_a_self_correction_names_the_run_its_superlative_names():
    from grader.reading.run_refs import chosen
    said = ("Primeiro eu ia responder top-p 0.6 (B2), porque as frases giram em torno de clima; corrigindo: "
            "falar do mesmo tema não é repetir, e o B2 não repete nenhuma frase. O mais repetitivo foi o top-p 0.3 (B1).")
    assert chosen(said, _infos(("B1", "B2", "B3"))).resolved == "B1"
    assert chosen("O B2, que repete tudo. O mais variado foi o B3.", _infos(("B1", "B2", "B3"))).resolved == "B2"


def test_a_value_within_a_named_part_names_that_parts_run_and_places_no_quote():
    from grader.reading.run_refs import attribute, find_refs
    runs = _infos([r for r, *_ in RUNS])
    said = ("na B só o top-p mudou (temperatura fixa em 0,7), e o de 0,3 foi o que mais repetiu, enquanto o de 0,6 "
            "quase não repetiu; na A, a única que ficou presa em laço foi a mais fria (0,2).")
    refs = [(r.text, r.resolved, r.kind) for r in find_refs(said, runs) if r.resolved]
    assert refs == [("0,3", "B1", "scoped"), ("0,6", "B2", "scoped"), ("a mais fria", "A1", "scoped"),
                    ("0,2", "A1", "scoped")]
    assert [r for r in find_refs("o de 0,3 repetiu mais", runs) if r.resolved] == []  # no part named: no run
    assert attribute('na B, o de 0,3: "the same words"', ["the same words"], runs)[0].runs == ()


@pytest.mark.parametrize("said, flagged", [
    ("Não, nenhum peso fica salvo; mas enquanto gera, o modelo ajusta temporariamente os pesos com os exemplos.", True),
    ("Não. Nada é treinado: os exemplos só ficam no contexto; os pesos são os mesmos antes e depois.", False),
    ("Não, diferente de um fine-tuning, que atualiza os pesos, aqui só o contexto muda.", False),
    ("Não. Os pesos só seriam atualizados num fine-tuning.", False),
    ("Não. Sem fine-tuning; o modelo não ajusta os pesos.", False),
])
def test_a_no_whose_explanation_says_the_weights_change_is_read_by_a_person(said, flagged):
    import yaml

    from grader.core.textnorm import asserted
    rubric = yaml.safe_load((Path(__file__).resolve().parents[1] / "rubrics" / "few-shot.yaml").read_text())
    phrases = next(c for c in rubric["criteria"] if c["id"] == "F.3-weights")["args"]["contradicted_by"]
    assert bool(asserted(said, phrases)) is flagged


class _Ctx:
    lang = "pt"

    def __init__(self, text):
        from grader.core.records import Answer
        self.answer = Answer("F.3", text, None, "heading")
        self.question = FS.questions[2]


def test_the_contradicted_no_goes_to_review_and_a_plain_no_still_passes():
    import yaml

    from grader.checks.answers import closed_answer
    from grader.core.records import Status
    rubric = yaml.safe_load((Path(__file__).resolve().parents[1] / "rubrics" / "few-shot.yaml").read_text())
    args = next(c for c in rubric["criteria"] if c["id"] == "F.3-weights")["args"]
    got = closed_answer(_Ctx("Não, nenhum peso fica salvo; mas enquanto gera, o modelo ajusta temporariamente os pesos "
                             "com os dois exemplos do contexto."), args)
    assert got.status is Status.NEEDS_REVIEW and got.message_key == "closed.self_contradicted"
    assert closed_answer(_Ctx("Não: os exemplos só condicionam a resposta pelo contexto; nenhum peso muda."),
                         args).status is Status.PASS


def test_a_run_shown_again_after_its_helper_changed_is_graded_on_its_last_showing(tmp_path, smollm):
    # batch 33's fs331: ZS and FS printed with a 20-token helper, the helper redefined to 8 tokens, both printed
    # again with the variation; the answers copy the 8-token outputs (the student's final runs)
    from grader.core.records import Status
    from grader.grading.pipeline import grade_submission, prepare
    setup = prepare("few-shot", model="smollm2-135m", lang="pt", execute=False)
    notebook = next((REDTEAM / "batch-33").glob("fs331*.ipynb"))
    result = grade_submission(setup, notebook, work_dir=tmp_path / "work")
    crits = {c.criterion_id: c for c in result.criteria}
    assert crits["F.1-copied"].status is Status.PASS
    assert crits["F.2-format"].status is Status.PASS and crits["F.4-variation"].status is Status.PASS
    # batch 29's fs292: VAR's three rows are three variations (three prompts), not one run shown again: the claim
    # read off the wrong row ("mudou para ' positivo'", row 3's) is not graded on the last row
    other = grade_submission(setup, next((REDTEAM / "batch-29").glob("fs292*.ipynb")), work_dir=tmp_path / "work2")
    assert {c.criterion_id: c for c in other.criteria}["F.4-variation"].status is not Status.PASS


def test_a_cell_that_prints_only_its_own_words_shows_no_generated_text():
    # batch 32's tp322: the runs' cell prints "A1 T=0.2 top_p=0.9 seed=3220" per run and no text; the texts are shown
    # side by side by a helper in the next cell: no run is an empty text read under its header
    placed = _placed(32, "tp322", TP).generations
    assert not any(g.text == "" for gens in placed.values() for g in gens)
