"""Red team round 18 (issue 31; batch 28 left open, batches 29-31, dev): how texts are shown, kept and answered.

- A block drawn down the left of a text ("▌   " + linha) is a gutter, as "│ " is; the header line above it that
  holds the prompt and "(seed 2811, até 40 tokens)" labels the text below: "até 40 tokens" states the limit as
  max_new_tokens=40 does.
- A ``GenerationConfig`` deep-copied and ``.update``d per run keeps each run's own settings.
- A text padded to its column (``f"{shorten(s, 22):<24}  {rotulo(s)}"``) ends at the column's width.
- A pandas table built from the runs' texts is followed where the code reads a cell back (``df.loc["P1", "saida"]``),
  ``print(repr(a)); print(); print(b)`` ends each literal where it closes, and the ``''`` a repr prints is an empty
  output, exactly; the table's own print is then no second reading of the same generations.
- "C1 → Sim." names question C.1, as "C1:" does.
- A closing section in prose: "Na parte da temperatura, ..." answers part A's questions (the activity's ``parts``
  names), each where its topic is; "acertou" answers "está correta?".
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from grader.grading.pipeline import load_specs
from grader.reading.answer_split import cues, split_by_questions
from grader.reading.answers import _variants, find_answers, load_starter
from grader.reading.frames import _Frame, frame_call, frame_method, frame_subscript
from grader.reading.printed import _claims
from grader.reading.runs import find_runs
from grader.reading.shown_text import ungutter

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
REDTEAM = Path(__file__).resolve().parent / "data" / "redteam"
COT = load_specs("chain-of-thought")[0]
TP = load_specs("temperature-top-p")[0]
TPL = load_specs("template")[0]


# -- a block gutter and a header that holds the prompt -----------------------------------------------------

def test_a_block_drawn_down_the_left_is_a_gutter():
    assert ungutter("▌P2 — Solve step by step: 27 + 58.\n▌   25 = 73.25.\n") == \
        "P2 — Solve step by step: 27 + 58.\n  25 = 73.25.\n"
    assert ungutter("▌ só uma linha") == "▌ só uma linha"  # one line is no gutter


@pytest.mark.parametrize("line", ["(seed 2811, até 40 tokens)", "up to 80 tokens", "no máximo 40 tokens"])
def test_a_limit_in_words_is_a_max_new_tokens_claim(line):
    assert set(_claims(line).values()) == {int(line.split(" tokens")[0].split()[-1])}


def test_the_prompt_on_a_header_line_with_its_seed_and_limit_labels_the_text_below():
    # batch 28's cot281: print(f"▌{nome} — {prompt}  (seed {SEED + i}, até {n} tokens)"), then "▌   " + each line
    nb = nbformat.read(str(REDTEAM / "batch-28" / "cot281-matricula-seed-bar-lines.ipynb"), 4)
    placed = find_runs(nb, COT).generations
    assert [g.text.strip() for g in placed["P2"]] == ["25 = 73.25."]
    assert [g.text.strip() for g in placed["P1"]] == [""]


# -- other ways of generating and keeping the texts ---------------------------------------------------------

def _placed(batch: int, name: str, spec):
    nb = nbformat.read(str(REDTEAM / f"batch-{batch}" / f"{name}.ipynb"), 4)
    return find_runs(nb, spec)


def test_a_generation_config_copied_and_updated_per_run_keeps_its_settings():
    # batch 29's tpl292: cfg8 = copy.deepcopy(base); cfg8.update(max_new_tokens=8); generate(..., generation_config=cfg8)
    placed = _placed(29, "tpl292-genconfig-namedtuple-shortened-table", TPL).generations
    assert placed["STRICT"][0].params.max_new_tokens == 8 and not placed["STRICT"][0].params.do_sample
    assert placed["LOOSE"][0].params.max_new_tokens == 16  # base itself unchanged by the copy's update
    sc = placed["SC"]
    assert len(sc) == 10 and sc[0].params.do_sample and sc[0].params.temperature == 0.9


def test_a_text_padded_to_its_column_ends_at_the_columns_width():
    # f"{a.i:>2}  {textwrap.shorten(a.texto, 22, placeholder='…'):<24}  {a.rotulo}": the label is no text
    sc = _placed(29, "tpl292-genconfig-namedtuple-shortened-table", TPL).generations["SC"]
    assert [g.text for g in sc[:3]] == ['"ADVACIOUS!"', "Nação, como POSIT", '"SOBRE" Dado']
    assert not any(g.text.endswith(("None", "NEGATIVO", "POSITIVO")) for g in sc if g.text.strip() != "NEGATIVO.")


def test_a_table_of_the_runs_read_back_cell_by_cell_gives_each_text_once():
    # batch 29's cot292: df = pd.DataFrame.from_dict(res, orient="index"); print(df) (pandas escapes the line
    # break); then print(repr(df.loc["P1", "saida"])); print(); print(df.loc["P2", "saida"])
    placed = _placed(29, "cot292-pipeline-df-colwidth-numbers", COT).generations
    assert [g.text for g in placed["P1"]] == [""]  # the repr's '': empty, exactly
    assert [g.text for g in placed["P2"]] == ["6 = 125.6, \nSo the answer is 125.6."]


def test_pandas_tables_are_followed_where_the_code_reads_a_cell():
    df = frame_call("pandas.DataFrame.from_dict", [{"P1": {"saida": "a"}, "P2": {"saida": "b"}}], {"orient": "index"})
    assert isinstance(df, _Frame) and df.columns == ["saida"]
    from grader.reading.values import _Bound
    assert frame_subscript(_Bound(df, "loc"), ("P2", "saida")) == "b"
    assert frame_subscript(_Bound(df, "iloc"), (0, 0)) == "a"
    assert frame_subscript(df, "saida") == {"P1": "a", "P2": "b"}
    assert [label for label, _ in frame_method(df, "iterrows", [], {})] == ["P1", "P2"]
    records = frame_call("pandas.DataFrame", [[{"run": "A1", "text": "x"}, {"run": "A2", "text": "y"}]], {})
    assert frame_method(records, "to_dict", ["records"], {})[1] == {"run": "A2", "text": "y"}
    assert frame_call("pandas.read_csv", ["x.csv"], {}) is None  # not a table built from known values


# -- where the answers are ------------------------------------------------------------------------------------

def _answers(spec, *cells):
    from test_run_finder import code_cell, md, notebook
    return find_answers(notebook([md("# Atividade"), code_cell("x = 1"), *map(md, cells)]), spec)[0]


def test_an_arrow_after_a_dotless_id_names_the_question():
    # batch 31's cot312: "C1 → Sim. ...", "C2 → ...", "C3 → Não. ..."
    found = _answers(COT, "## Respostas", 'C1 → Sim. O P1 não escreveu.\n\nC2 -> "5 = 134.5." (P2)\n\n'
                                          "C3 » Não. Parecer que raciocina não garante nada.")
    assert [found[q].text for q in ("C.1", "C.2", "C.3")] == \
        ["Sim. O P1 não escreveu.", '"5 = 134.5." (P2)', "Não. Parecer que raciocina não garante nada."]
    assert not any(found[q].doubt for q in ("C.1", "C.2", "C.3"))


CONCLUSIONS = (
    "## Conclusões\n\n"
    "Na parte da temperatura, o trecho da mais fria foi \"can be used\", o da do meio \"are trained on\" e o da mais "
    "quente \"wild cats\". A mais repetitiva foi a mais fria, que repete \"can be used\" três vezes. A que mais mudou "
    "de assunto foi a mais quente: começa em modelos e termina em gatos.\n\n"
    "Na parte do top-p, o mais repetitivo foi o de p = 0.3, que repete \"the model\" duas vezes. Isso acontece porque "
    "com top-p baixo o núcleo tem poucos tokens e o modelo volta sempre às mesmas palavras.\n\n"
    "Para a parte D: para um texto mais criativo eu aumentaria a temperatura.")


def test_a_closing_section_that_names_the_parts_in_words_answers_each_parts_questions():
    from test_run_finder import code_cell, md, notebook
    nb = notebook([md("# Atividade 1"), md("## Parte A — temperatura"), code_cell("x = 1"), md("## Parte B — top-p"),
                   code_cell("y = 2"), md("## Parte D — escolhas"), code_cell("z = 3"), md(CONCLUSIONS)])
    found = find_answers(nb, TP)[0]
    # (the sentence that quotes A1's repeat is A.1's excerpt too: a border clause both questions share)
    assert found["A.1"].text.startswith("o trecho da mais fria") and "mudou de assunto" not in found["A.1"].text
    assert found["A.2"].text.startswith("A mais repetitiva foi a mais fria")
    assert found["A.3"].text.startswith("A que mais mudou de assunto")
    assert found["B.1"].text.startswith("o mais repetitivo foi o de p = 0.3")
    assert found["B.3"].text.startswith("Isso acontece porque")
    assert all(found[q].text.startswith("para um texto mais criativo") for q in ("D.1", "D.2", "D.3"))
    assert all("Na parte do top-p" not in found[q].text for q in ("A.1", "A.2", "A.3"))
    assert found["A.2"].doubt == "in_order"  # the split is a reading: a deduction on it goes to review


def test_a_part_named_by_a_word_of_no_part_is_no_part():
    found = _answers(TP, "## Conclusões\n\nNa parte mais chata, nada a dizer.")
    assert not any(found[q].text for q in ("A.1", "B.1", "D.1"))


def test_an_answer_in_other_words_than_the_questions_is_still_placed_by_topic():
    variants = _variants(COT, load_starter(COT))
    parts = split_by_questions("Nenhum dos dois acertou: o P1 não escreveu nada e o P2 chegou em 47.5. O trecho do P2 "
                               "é \"So, the answer is 47.5.\". Parecer raciocínio não garante acerto.",
                               [cues(variants[q.id]) for q in COT.questions])
    assert parts is not None and parts[0].startswith("Nenhum dos dois acertou") and parts[2].startswith("Parecer")


def test_a_part_name_for_a_letter_no_question_has_is_an_error(tmp_path, monkeypatch):
    from test_extract_specs_report import _copy_specs

    from grader.specs.schema import SpecError, activity_path, load_activity
    text = (Path(__file__).resolve().parents[1] / "activities/temperature-top-p/activity.yaml").read_text("utf-8")
    _copy_specs(tmp_path, monkeypatch, activity_text=text.replace("  D: [escolha de", "  E: [escolha de", 1))
    with pytest.raises(SpecError) as info:
        load_activity(activity_path("temperature-top-p"))
    assert "parts" in str(info.value) and "'E'" in str(info.value)


# -- numbers the notebook shows outside the runs it placed -------------------------------------------------

def _guarantee(answer: str, shown: str):
    from test_output_messages import _prov

    from grader.checks import CheckContext, rules
    from grader.core.records import Answer, Execution, Extraction, Generation, Status
    from grader.reading.evidence import RunEvidence

    activity, rubric = load_specs("chain-of-thought")
    crit = next(c for c in rubric.criteria if c.id == "C.3-guarantee")
    question = activity.question(crit.question)
    runs = {"P1": RunEvidence("P1", Generation("P1", activity.prompt_for("P1"), "", activity.params("P1"), "record",
                                               model_name="smollm2-135m"), _prov(None), ())}
    ctx = CheckContext(activity, question, Answer(question.id, answer, "c1", "tag"),
                       Extraction({}, {}, {}, shown=shown), Execution("not_run"), runs, {}, "pt")
    return rules()[crit.rule](ctx, dict(crit.args)).status, Status


def test_numbers_a_display_the_grader_could_not_tie_shows_are_in_the_notebook():
    # batch 15's cot152: P2 shown in a <textarea> the reader could not tie to P2; the justification reads its numbers
    answer = "Não. O P2 inventa passos: 5 + 3.14 * 27 + 85.5 dá 102.14, e a resposta final dele é 1."
    status, Status = _guarantee(answer, shown="P2 (textarea)\n5 + 3.14 * 27 + 85.5 = 102.14. The final answer is 1")
    assert status is Status.PASS
    status, _ = _guarantee(answer, shown="nada com esses números")
    assert status is Status.PARTIAL


def test_a_grid_of_configurations_from_itertools_product_is_unrolled():
    import ast

    from grader.reading.interp import _Interp
    code = ('import itertools, torch\nfrom transformers import pipeline\nger = pipeline("text-generation", model="gpt2")\n'
            'for T, p in itertools.product([0.2, 0.7, 1.0], [0.9]):\n'
            '    print(ger("Transformers are models that", do_sample=True, temperature=T, top_p=p,\n'
            '              max_new_tokens=80)[0]["generated_text"])\n')
    interp = _Interp()
    tree = ast.parse(code)
    interp.define_all([tree])
    interp.run_cell(0, tree)
    assert [(e.params["temperature"], e.params["top_p"]) for e in interp.events] == [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9)]


# -- runs named in words -----------------------------------------------------------------------------------

@pytest.mark.parametrize("said, run", [("a do meio repetiu menos", "A2"), ("o terceiro experimento variou mais", "A3"),
                                       ("no meio do texto, a mais fria", "A1"),
                                       # (the order the student ran them in, which may not be the runs' order: batch
                                       # 30's tp302 ran part A from T=1.0 down; a person reads it)
                                       ("a última que rodei foi a mais variada", None)])
def test_a_run_named_by_its_place_or_its_character(said, run):
    from grader.reading.run_refs import RunInfo, find_refs
    runs = [RunInfo(r, {"temperature": t, "top_p": 0.9}, (), ()) for r, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0))]
    assert [r.resolved for r in find_refs(said, runs) if r.resolved] == ([run] if run else [])


# -- claims a TA reads closely -------------------------------------------------------------------------------

@pytest.mark.parametrize("said, run", [("Não foi a A2; foi a A1, que repete tudo.", "A1"),
                                       ("A1, e não a A2 como eu achava.", "A1"),
                                       ("Em parte a A2, mas principalmente a A1.", "A1"),
                                       ("Corrigindo o que escrevi acima: a A1, não a A2.", "A1")])
def test_a_run_set_aside_is_not_the_choice(said, run):
    from grader.reading.run_refs import RunInfo, chosen
    runs = [RunInfo(r, {"temperature": t, "top_p": 0.9}, (), ()) for r, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0))]
    assert chosen(said, runs).resolved == run


def test_every_run_set_aside_is_no_choice():
    from grader.reading.run_refs import RunInfo, chosen
    runs = [RunInfo(r, {"temperature": t, "top_p": 0.9}, (), ()) for r, t in (("A1", 0.2), ("A2", 0.7))]
    assert chosen("Não foi a A2.", runs) is None


@pytest.mark.parametrize("said, value", [("Não é verdade que não mudou: mudou sim.", True),
                                         ("Não é verdade que mudou.", False),
                                         ("Não. Quer dizer, mudou: deu POSITIVO.", True),
                                         ("Não, não mudou nada.", False),
                                         ("Mudou em parte: o rótulo mudou, o resto igual.", None),
                                         ("A saída ficou igual.", False)])
def test_double_negations_corrections_and_mixed_answers(said, value):
    from grader.checks.prompting import CHANGED, UNCHANGED
    from grader.core.textnorm import yes_no
    assert yes_no(said, CHANGED, UNCHANGED) is value


def test_paragraphs_after_the_last_part_named_answer_the_questions_after_it():
    # batch 30's tp302: "Na parte do top-p, ..." then B's paragraphs, then "Se um texto meu entrar em loop, eu mexeria
    # primeiro no top-p, ..." (part D, not named): D's questions are answered there, never "not found"
    from test_run_finder import code_cell, md, notebook
    text = CONCLUSIONS.replace("Para a parte D: para um texto mais criativo eu aumentaria a temperatura.",
                               "Se o texto entrar em loop, eu mexeria primeiro no top-p, aumentando, porque o de 0.3 "
                               "prendeu o texto.")
    nb = notebook([md("# Atividade 1"), md("## Parte A"), code_cell("x = 1"), md("## Parte B"), code_cell("y = 2"),
                   md(text)])
    found = find_answers(nb, TP)[0]
    assert all(found[q].text and found[q].doubt == "in_order" for q in ("D.1", "D.2", "D.3"))
    assert "mexeria primeiro no top-p" not in found["B.3"].text
