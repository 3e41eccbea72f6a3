"""Red team round 20 (issue 31; batches 32-34 held out last round): what their held-out notebooks taught.

- A box whose columns are texts wrapped side by side (a header of names, ``zip_longest`` of two ``textwrap.wrap``
  lists) is read column by column, not row by row; a box of records is not.
- A helper in another cell that shows runs side by side under their names ("A1 ┃ A3" of ``res[e]``): each column
  is the call made with the parameters of the run its header names.
- A quote the answer gives the chosen run that is another run's exact text makes the evidence partial.
- Answers with no question ids, one block each, that open with run names ("A1.", "A3,"): read in the questions'
  order, not as answers to A.1 and A.3.
- Numbers in words ("mil e vinte e quatro", "zero vírgula três") are numbers.
- A "não" under C.3 whose explanation says the reasoning would guarantee the answer goes to a person.
- A generation printed empty between two literals ("<<<" + s + ">>>") is read from the code.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from grader.grading.pipeline import load_specs
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
REDTEAM = Path(__file__).resolve().parent / "data" / "redteam"
RUBRICS = Path(__file__).resolve().parents[1] / "rubrics"
COT = load_specs("chain-of-thought")[0]
TP = load_specs("temperature-top-p")[0]
TPL = load_specs("template")[0]


def _notebook(batch: int, name: str):
    return nbformat.read(str(next((REDTEAM / f"batch-{batch}").glob(f"{name}*.ipynb"))), 4)


# -- texts side by side ------------------------------------------------------------------------------------------

def test_a_box_of_two_wrapped_texts_is_read_column_by_column():
    from grader.reading.side_columns import box_columns
    box = ("┌────────────────────────────────┬────────────────────────────────┐\n"
           "│ pouco restritivo               │ restritivo                     │\n"
           "├────────────────────────────────┼────────────────────────────────┤\n"
           "│  \"Este filme foi um erro de    │  \"Este filme foi um            │\n"
           "│ tempo.\"⏎⏎E                     │                                │\n"
           "└────────────────────────────────┴────────────────────────────────┘")
    found = box_columns(box)
    assert found is not None and found[2] == ["pouco restritivo", "restritivo"]
    assert found[3] == ['"Este filme foi um erro de\ntempo."⏎⏎E', '"Este filme foi um']
    # a box of records (a name, a value, a text on each row) is no pair of columns
    records = ("┌────┬──────┬──────────────────────────┐\n│ id │ T    │ texto                    │\n"
               "├────┼──────┼──────────────────────────┤\n│ A1 │ 0.2  │ can be used to predict   │\n"
               "│ A2 │ 0.7  │ are a kind of model that │\n└────┴──────┴──────────────────────────┘")
    assert box_columns(records) is None
    # batch 32's tpl321: each template's output is its column, not one row each
    placed = find_runs(_notebook(32, "tpl321"), TPL).generations
    assert [g.text for g in placed["LOOSE"]] == ['"Este filme foi um erro de\ntempo."⏎⏎E']
    assert [g.text for g in placed["STRICT"]] == ['"Este filme foi um']


def test_columns_a_helper_draws_under_run_names_are_those_runs():
    # batch 32's tp322: the runs' cell prints only "A1 T=0.2 top_p=0.9 seed=3220"; lado_a_lado("A1", "A3") in the
    # next cell prints res["A1"] and res["A3"] in columns; A2 and B3 share their parameters, told apart by name
    placed = find_runs(_notebook(32, "tp322"), TP).generations
    assert sorted(placed) == ["A1", "A2", "A3", "B1", "B2", "B3"]
    first = {rid: " ".join(placed[rid][0].text.split()) for rid in placed}  # (a column's wrapped lines)
    assert first["A1"].startswith("use data to make predictions.")
    assert first["A3"].startswith("adjust themselves according to")
    assert first["A2"].startswith("make predictions based on historical data")
    assert first["B3"].startswith("optimize the behavior of a product")


def test_a_header_naming_a_run_contradicts_a_call_with_other_parameters():
    from grader.reading.printed import RunLabel
    label = RunLabel(TP)
    assert label.contradicts("A3", {"do_sample": True, "temperature": 0.7, "top_p": 0.9})
    assert not label.contradicts("A3", {"do_sample": True, "temperature": 1.0, "top_p": 0.9})
    assert not label.contradicts("A1 e A3", {"do_sample": True, "temperature": 0.7, "top_p": 0.9})  # two runs


def test_a_quote_from_the_neighbouring_column_makes_the_evidence_partial(tmp_path, smollm):
    # tp322's A.3: two quotes of A3, and "inform business decisions, optimize processes, and improve outcomes" where A3
    # "termina": A1's text, the left column of the same table
    from grader.core.records import Status
    from grader.grading.pipeline import grade_submission, prepare
    setup = prepare("temperature-top-p", model="smollm2-135m", lang="pt", execute=False)
    result = grade_submission(setup, next((REDTEAM / "batch-32").glob("tp322*.ipynb")), work_dir=tmp_path / "work")
    crits = {c.criterion_id: c for c in result.criteria}
    a3 = crits["A.3-evidence"]
    assert a3.status is Status.PARTIAL and "também atribui a A3 um trecho de outra execução" in a3.message
    assert a3.evidence["false_attribution"][0]["found_in"] == ["A1"]
    assert crits["A.1-excerpts"].status is Status.PASS and crits["B.2-repeat"].status is Status.PASS


def test_the_restriction_said_not_to_work_is_acknowledged():
    from grader.checks.answers import _ACKNOWLEDGED
    from grader.core.textnorm import fold
    assert _ACKNOWLEDGED.search(fold("Aqui nem o restritivo funcionou: ele recomeçou a frase."))
    assert _ACKNOWLEDGED.search(fold("O prompt também não funcionou direito."))
    assert not _ACKNOWLEDGED.search(fold("Restringe o espaço de saída: uma palavra, duas opções."))


# -- answers that open with run names --------------------------------------------------------------------------

def test_answers_that_open_with_run_names_are_read_in_the_questions_order():
    # batch 33's tp332: nine cells, one per question, no ids; three open with "A1 (...):", "A1.", "A3,"
    from grader.reading.answers import find_answers
    found = find_answers(_notebook(33, "tp332"), TP)[0]
    assert found["A.2"].text.startswith('A1. repete "predict future outcomes"')
    assert found["A.3"].text.startswith("A3, começa em")
    assert found["B.1"].text == "0.6" and found["D.1"].text == "top p" and found["D.2"].text == "aumentar ↑"
    assert all(found[q].doubt == "in_order" for q in ("A.1", "B.3", "D.3"))


# -- numbers in words ----------------------------------------------------------------------------------------------

def test_numbers_written_in_words_are_numbers():
    from grader.core.textnorm import spelled_numbers
    from grader.modelling.measures import numbers_in
    assert 1024 in numbers_in(spelled_numbers("Mil e vinte e quatro posições (n_positions)"))
    assert 1024 in numbers_in(spelled_numbers("one thousand twenty-four tokens"))
    assert numbers_in(spelled_numbers("um modelo, uma vez")) == []  # an article is no count


def test_a_parameter_value_in_words_names_its_run():
    from grader.reading.run_refs import RunInfo, chosen
    runs = [RunInfo(r, {"temperature": 0.7, "top_p": p}, (), ()) for r, p in (("B1", 0.3), ("B2", 0.6), ("B3", 0.9))]
    ref = chosen("O de top-p zero vírgula três foi o mais repetitivo.", runs)
    assert ref.resolved == "B1" and ref.text == "top-p zero vírgula três"
    assert chosen("o mais repetitivo foi o de zero ponto seis", runs).resolved == "B2"


# -- C.3's misconception ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("said, flagged", [
    ("Não garante: com 0.7 sorteia errado. Com temperatura 0 ele chegaria em 85 — aí sim o raciocínio garantiria a "
     "resposta.", True),
    ("Não. O passo a passo deu 17.5: o formato de raciocínio não garantiria nada, nem com greedy.", False),
    ("Não: o P2 tem passos e mesmo assim errou (17.5).", False),
])
def test_a_no_that_says_reasoning_would_guarantee_the_answer_is_read_by_a_person(said, flagged):
    import yaml

    from grader.core.textnorm import asserted
    rubric = yaml.safe_load((RUBRICS / "chain-of-thought.yaml").read_text())
    phrases = next(c for c in rubric["criteria"] if c["id"] == "C.3-guarantee")["args"]["contradicted_by"]
    assert bool(asserted(said, phrases)) is flagged


# -- an empty generation between literals --------------------------------------------------------------------------

def test_an_empty_generation_between_two_literals_is_read_from_the_code():
    # batch 34's cot342: print("<<<" + s + ">>>") where P1's s is empty
    placed = find_runs(_notebook(34, "cot342"), COT).generations
    assert [g.text for g in placed["P1"]] == [""]
    assert placed["P2"][0].text == "5 = 17.5, which is the answer to the problem."
    assert placed["P1"][0].extra["placed_by"] == "code"  # (not read from the layout: verified from its first token)


# -- batches 35-37 (dev): notation, tables of runs, pointers ------------------------------------------------------

def test_token_names_joined_by_bars_are_the_text_they_spell():
    from grader.core.textnorm import extract_quotes, locate, notation_undone, token_line
    assert token_line("Ġtake|Ġinto|Ġaccount|.|Ċ|Ċ|The|Ġmodel|ers") == " take into account.\n\nThe modelers"
    assert token_line("A | B | C") is None and token_line("uma frase | com barras | no meio") is None
    assert notation_undone("Este·filme·foi·um⏎⏎E") == "Este filme foi um\n\nE"
    assert notation_undone("A1 · T=0.2 · top_p=0.9") == "A1 · T=0.2 · top_p=0.9"  # a separator, not spaces
    said = "- B.2 :: `In|Ġthe|Ġcontext|Ġof|Ġdata|Ġanalysis|,` (B1, duas vezes)"
    assert extract_quotes(said) == ["In the context of data analysis,"]
    assert locate("`Ġminimize|Ġthe|Ġloss|Ġfunction`", "to minimize the loss function.") is not None
    # batch 37's tp372: each run printed only as "|".join(tok.convert_ids_to_tokens(ids))
    placed = find_runs(_notebook(37, "tp372"), TP).generations
    assert placed["A1"][0].text.startswith(" take into account the impact of climate change")


def test_long_lines_of_plain_prints_are_not_a_consoles_wrapping():
    # batch 37's cot371: print("repr :", repr(s)) then print("json :", json.dumps(s)), the first line 113 characters
    placed = find_runs(_notebook(37, "cot371"), COT).generations
    assert [g.text for g in placed["P1"]] == [""]
    assert placed["P2"][0].text.startswith("12 + 27.01 + 27.01 = 82.01.\n\nThis is")
    assert placed["P2"][0].extra["placed_by"] == "code"


def test_a_table_whose_columns_are_runs_reads_each_cell_under_its_run():
    from grader.reading.answers import find_answers
    from grader.reading.render import row_line
    FS = load_specs("few-shot")[0]
    # the question restated in the first cell ("F.4 — mudou ...?") is no part of the answer; dashes are no cells
    assert row_line(["F.4 — mudou em relação ao few-shot?", "—", "(é a base)", "não: idêntica"],
                    ["pergunta", "zero-shot", "few-shot", "variação"]) == \
        "F.4: few-shot: (é a base) | variação: não: idêntica"
    # a header of what the columns hold ("resposta", "onde vi") names no run: the cells as they are
    assert row_line(["C.1", "**Não.**", "P1 vazio"], ["questão", "resposta", "onde vi"]) == "C.1: **Não.** | P1 vazio"
    found = find_answers(_notebook(35, "fs351"), FS)[0]
    assert found["F.2"].text.startswith("zero-shot: não, só repetiu")
    assert "few-shot: sim: NEGATIVO" in found["F.2"].text and "mudou" not in found["F.4"].text
    # batch 35's cot352: a code span in a table cell stays a quote
    assert "`00 - 10 = 11.00`" in find_answers(_notebook(35, "cot352"), COT)[0]["C.2"].text


def test_a_notebook_graded_with_tables_of_runs_pointers_and_comments(tmp_path, smollm):
    # batch 35's fs351 (runs as columns: F.2's "zero-shot: não | few-shot: sim", F.4's "não" in the variation's cell)
    # and tp352 (A.1 "os três trechos estão na coluna comentário da tabela acima"; a DataFrame of the student's
    # comments typed in the code is no sample of any run)
    from grader.core.records import Status
    from grader.grading.pipeline import grade_submission, prepare
    setup = prepare("few-shot", model="smollm2-135m", lang="pt", execute=False)
    crits = {c.criterion_id: c for c in grade_submission(setup, next((REDTEAM / "batch-35").glob("fs351*.ipynb")),
                                                         work_dir=tmp_path / "fs").criteria}
    assert crits["F.2-format"].status is Status.PASS and crits["F.4-variation"].status is Status.PASS
    assert crits["F.5-window"].status is Status.PASS  # "Mil e vinte e quatro tokens"
    setup = prepare("temperature-top-p", model="smollm2-135m", lang="pt", execute=False)
    crits = {c.criterion_id: c for c in grade_submission(setup, next((REDTEAM / "batch-35").glob("tp352*.ipynb")),
                                                         work_dir=tmp_path / "tp").criteria}
    assert crits["A.1-excerpts"].status is Status.NEEDS_REVIEW and "aponta onde" in crits["A.1-excerpts"].message
    assert crits["runs-genuine"].status is Status.PASS


def test_a_yes_no_answered_by_denying_the_claim_is_a_no():
    from grader.core.textnorm import yes_no
    assert yes_no("nenhum peso foi atualizado: os exemplos só entram no prompt") is False
    assert yes_no("Nada garante: o P2 errou.") is False
    assert yes_no("Nenhuma mudança no rótulo, mas o resto mudou", yes=("mudou",), no=("nao mudou",)) is True


def test_a_genuine_sample_shown_with_visible_spaces_and_breaks_is_read_back(smollm):
    # spaces as "·" and line breaks as "⏎" (s.replace(" ", "·").replace("\n", "⏎") printed where the grader
    # cannot follow the code): the text read back verifies; the same display with a word edited does not
    import torch

    from grader.core.records import DecodingParams, Verdict
    from grader.modelling.provenance import Verifier
    from grader.reading.evidence import _read_back
    tok, model = smollm.tokenizer, smollm.model
    prompt = "Transformers are models that"
    torch.manual_seed(3711)
    x = tok(prompt, return_tensors="pt")
    y = model.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=40, pad_token_id=tok.eos_token_id)
    text = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    shown = text.replace(" ", "·").replace("\n", "⏎")
    params = DecodingParams(do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=40)
    verifier = Verifier(smollm)
    first = verifier.verify(prompt, shown, params)
    assert first.verdict is not Verdict.CONSISTENT
    again, how = _read_back(verifier, prompt, shown, params, first, None)
    assert again.verdict is Verdict.CONSISTENT and how is not None
    words = text.split()
    edited = shown.replace(words[3], "banana", 1)
    assert _read_back(verifier, prompt, edited, params, verifier.verify(prompt, edited, params), None)[1] is None
    # between the display's delimiters, spaces as "␣" and breaks as "↵" ("⟨" + s.replace(...) + "⟩")
    boxed = "⟨" + text.replace(" ", "␣").replace("\n", "↵") + "⟩"
    again, how = _read_back(verifier, prompt, boxed, params, verifier.verify(prompt, boxed, params), None)
    assert again.verdict is Verdict.CONSISTENT and how[0] == "run.shown_notation" and how[2] == text


def test_a_draft_and_a_final_answer_to_one_question_read_the_final():
    from test_run_finder import code_cell, md, notebook

    from grader.reading.answers import find_answers
    nb = notebook([md("# Resumo (conclusões primeiro)\n\n**C.1** Não: o P1 veio vazio e o P2 errou.\n\n**C.3** Não garante."),
                   code_cell("x = 1"),
                   md('### C.2 (rascunho)\n\n"a soma dá 85"\n\n### C.2 (versão final)\n\n"5 = 17.5, which is the answer"'),
                   md("C.3 — rascunho: sim, garante\n\nC.3 — final: não garante, o P2 tem passos e errou.")])
    found = find_answers(nb, COT)[0]
    assert found["C.1"].text == "Não: o P1 veio vazio e o P2 errou."  # a summary above the code is an answer
    assert found["C.2"].text == '"5 = 17.5, which is the answer"' and not found["C.2"].doubt
    assert found["C.3"].text == "não garante, o P2 tem passos e errou."


def test_a_summary_that_leaves_out_a_texts_middle_is_no_second_text_and_no_accusation(smollm):
    from grader.reading.shown_text import elided_copy
    whole = "5 = 17.5, which is the answer to the problem. Now add 100 to the result and you get 117.5."
    assert elided_copy("5 = 17.5, which is the an […] nal value.", whole + " nal value.")
    assert elided_copy("5 = 17.5, which is the answer (...) you get 117.5.", whole)
    assert not elided_copy("5 = 17.5, which is the answer […] you get 118.", whole)  # an edit is no elision
    # alone, the display is the model's text up to the mark: for the instructor, never "not generated"
    import torch

    from grader.core.records import DecodingParams, Generation, Verdict
    from grader.modelling.provenance import Verifier
    from grader.reading.evidence import _lossy_reading
    tok, model = smollm.tokenizer, smollm.model
    prompt = "Solve step by step: 27 + 58."
    torch.manual_seed(372)
    x = tok(prompt, return_tensors="pt")
    y = model.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=80, pad_token_id=tok.eos_token_id)
    text = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    params = DecodingParams(do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=80)
    for cut in (25, 27, 31):  # wherever the display cuts, mid-word or not
        shown = text[:cut] + " […] " + text[-10:]
        prov = Verifier(smollm).verify(prompt, shown, params)
        assert prov.verdict is Verdict.INCONSISTENT
        gen = Generation("P2", prompt, shown, params, source="printed")
        assert _lossy_reading(gen, prov, params, shown)[0] == "run.unverified_elided"
    # an edit before the mark still stands
    first = text.split()[0]
    edited = text[:25].replace(first, first + "9", 1) + " […] " + text[-10:]
    prov = Verifier(smollm).verify(prompt, edited, params)
    assert (_lossy_reading(Generation("P2", prompt, edited, params, source="printed"), prov, params, edited)
            or ("",))[0] != "run.unverified_elided"


def test_a_draft_inside_the_answer_gives_way_to_the_final_it_marks():
    # batch 35's tpl352 (held out, read after its grading): "*Rascunho:* NEGATIVO 3, POSITIVO 1 ... *Resposta final
    # (vale esta):* voto NEGATIVO. NEGATIVO 3, POSITIVO 2 ..." in one answer
    from test_run_finder import code_cell, md, notebook

    from grader.reading.answers import find_answers
    nb = notebook([md("# Atividade"), code_cell("x = 1"),
                   md("**T.4**\n\n*Rascunho:* NEGATIVO 3, POSITIVO 1, sem rótulo 6.\n\n"
                      "*Resposta final (vale esta):* voto **NEGATIVO**. NEGATIVO 3, POSITIVO 2 e 5 sem rótulo.")])
    assert find_answers(nb, TPL)[0]["T.4"].text == "voto **NEGATIVO**. NEGATIVO 3, POSITIVO 2 e 5 sem rótulo."
    nb = notebook([md("# Atividade"), code_cell("x = 1"), md("**T.4** NEGATIVO: o voto final foi NEGATIVO.")])
    assert find_answers(nb, TPL)[0]["T.4"].text == "NEGATIVO: o voto final foi NEGATIVO."  # no draft: as written


def test_a_quote_in_a_sentence_of_its_own_is_not_given_to_the_chosen_run():
    # batch 25's tp251 A.2 (round 20's first version of the rule made it partial): "A linha 3 ... primeiro "..." e no
    # fim "...". A linha 4 repete um pouco ("Natural Language Processing (NLP)" duas vezes)": the second sentence is
    # about another line of the student's table, which names no run the grader can place
    from grader.checks.claims import _same_sentence
    said = ('Ela começa em "adjust themselves", vai para "a slippery slope" e termina em "inform business decisions". '
            'A linha 4 repete um pouco ("Natural Language Processing (NLP)" duas vezes).')
    assert _same_sentence(said, "adjust themselves", "inform business decisions")
    assert not _same_sentence(said, "adjust themselves", "Natural Language Processing (NLP)")
    assert _same_sentence('Ela diz "It ends. Then" e "goes on"', "It ends. Then", "goes on")  # a period inside a quote
