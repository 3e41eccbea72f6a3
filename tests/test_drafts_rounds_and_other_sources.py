"""Red team round 17 (issue 31; batches 26 and 28, dev): the student at midnight and text that is not this run's.

- A struck-through draft ("rascunho: ~~vai dar igual~~ final: mudou sim") is withdrawn: the answer is the rest.
- A pointer before the claim ("ver acima (F.1): only the few-shot, ...") names nothing; the claim is the first clause
  that names a run.
- Where every run was shown in rounds (the cell run again with other seeds), "a segunda rodada" is a round, not B2;
  and a last round where the runs tie agrees with any named run, as it does without rounds.
- An excerpt is one output's: pieces of two outputs of one run joined by an ellipsis are no excerpt.
- Sample numbers listed after a label ("sem rótulo 06, 08 e 09 (3)") are not its count.
- A quote the sentence gives to the book ("no livro, o B1 do GPT-2 repete “...”") is no claim about the student's run.
- A justification that reasons from numbers no output of the notebook holds (an earlier seed's run) is not tied to
  the output shown.
- One paragraph where one sentence answers two questions: the sentence is both questions'; a quotation that ends its
  sentence ends the clause.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_copied_lines_denied_runs_and_repeated_phrases import _format
from test_output_messages import _message
from test_run_finder import code_cell, md, notebook
from test_runs_done_twice import _cell

from grader.core.records import Status
from grader.grading.pipeline import load_specs
from grader.reading.answer_split import clauses, cues, split_by_questions
from grader.reading.answers import find_answers
from grader.reading.run_refs import RunInfo, find_refs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
REDTEAM = Path(__file__).resolve().parent / "data" / "redteam"
FS = load_specs("few-shot")[0]
TP = load_specs("temperature-top-p")[0]


# -- struck-through drafts ---------------------------------------------------------------------------------

def _fs_answers(cell: str):
    return find_answers(notebook([md("# Few-shot"), code_cell("x = 1"), md("## Respostas"), md(cell)]), FS)[0]


@pytest.mark.parametrize("draft", ["~~vai dar igual, maiúscula não deve importar~~",
                                   "<del>vai dar igual, maiúscula não deve importar</del>",
                                   "<s>vai dar igual, maiúscula não deve importar</s>"])
def test_a_struck_through_draft_is_not_the_answer(draft):
    answers = _fs_answers(f"F1. zero-shot: `' \"Este filme'` / few-shot: `' NEGATIVO'`\n\n"
                          f"F4. rascunho: {draft}\nfinal: troquei os rótulos para minúsculas. Mudou sim.\n\n"
                          "F5. 1024 tokens.")
    assert "vai dar igual" not in answers["F.4"].text and "Mudou sim" in answers["F.4"].text


def test_tildes_that_strike_nothing_stay():
    answers = _fs_answers("F4. ~~~ não mudou ~~~ (a saída ficou igual)\n\nF5. 1024 tokens.")
    assert "não mudou" in answers["F.4"].text


# -- which runs an answer claims ---------------------------------------------------------------------------

def test_a_pointer_before_the_claim_names_no_run():
    result = _format("ver acima (F.1): only the few-shot, que começa com NEGATIVO. O zero-shot só repete o começo.")
    assert result.status is Status.PASS


def _runs(rounds: bool):
    keys = lambda rid: (f"{rid}.1", f"{rid}.2") if rounds else ()  # noqa: E731
    return [RunInfo(r, {"temperature": 0.7, "top_p": p}, (), keys(r)) for r, p in (("B1", 0.3), ("B2", 0.6), ("B3", 0.9))]


def test_the_second_round_is_no_run_where_every_run_was_shown_in_rounds():
    refs = find_refs("(segunda rodada, sementes 2630-2632) O de 0.3 (B1).", _runs(rounds=True))
    assert [r.resolved for r in refs if r.resolved][0] == "B1"


def test_the_second_rodada_is_the_second_run_where_runs_were_shown_once():
    refs = find_refs("A segunda rodada foi a mais repetitiva.", _runs(rounds=False))
    assert [r.resolved for r in refs if r.resolved][0] == "B2"


def test_a_last_round_where_the_runs_tie_agrees_with_the_named_run(tmp_path):
    from test_grading import OUTPUTS, GOOD, FakeVerifier
    from test_json_quoted_and_unplaced import GERAR
    import nbformat
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook
    from grader.grading.pipeline import Setup, grade_submission
    from test_runs_done_twice import PLAIN, TP_RUBRIC

    answers = {**GOOD, "A.2": "A3 (T=1.0) foi a mais repetitiva na segunda rodada."}
    cells = [new_code_cell("import torch\n" + GERAR), _cell(["A1", "A2", "A3"], {r: OUTPUTS[r] for r in PLAIN}, 5),
             _cell(["A1", "A2", "A3"], PLAIN, 6), _cell(["B1", "B2", "B3"], OUTPUTS, 7)]
    cells += [new_markdown_cell(f"**{q}** {answers[q]}") for q in GOOD]
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=cells), str(path))
    setup = Setup(TP, TP_RUBRIC, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)
    crit = {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "w").criteria}["A.2-choice"]
    assert crit.status is Status.PASS, crit.message


# -- excerpts and quotes -----------------------------------------------------------------------------------

ROUND_1 = " 27 + 58.14 + 27(2.7) = 170.14, and then we add the rest of the numbers to it."
ROUND_2 = " This can be seen by taking the logarithm of both sides of 27, which gives the answer."


def _excerpt(answer):
    return _message("chain-of-thought", "C.2-excerpt", {"P1": " 85.", "P2.1": ROUND_1, "P2.2": ROUND_2}, answer, "pt")[0]


def test_pieces_of_two_outputs_joined_by_an_ellipsis_are_no_excerpt():
    result = _excerpt('"27 + 58.14 + 27(2.7) = 170.14 … This can be seen by taking the logarithm of both sides" (P2)')
    assert result.status is not Status.PASS


def test_pieces_of_one_output_joined_by_an_ellipsis_are_an_excerpt():
    result = _excerpt('"27 + 58.14 + 27(2.7) = 170.14, and then … the rest of the numbers to it" (P2)')
    assert result.status is Status.PASS, result


def test_sample_numbers_listed_after_a_label_are_not_its_count():
    from grader.checks.voting import _claimed_counts

    said = ("NEGATIVO nas amostras 01, 04, 05, 07 e 10 (5); POSITIVO na 02; sem rótulo 06, 08 e 09 (3).")
    assert _claimed_counts(said, ["POSITIVO", "NEGATIVO"]) == {"NEGATIVO": 5, "": 3}
    assert _claimed_counts("POSITIVO 2, NEGATIVO 5, sem rótulo 3", ["POSITIVO", "NEGATIVO"]) == \
        {"POSITIVO": 2, "NEGATIVO": 5, "": 3}


B_RUNS = {"B1": " can be used to predict the behavior of a system. These models can be used to predict human behavior "
                "and even predict human behavior again.",
          "B2": " can be used to create and manage data efficiently, with tables and spreadsheets.",
          "B3": " take into account the impact of multiple variables when analyzing a dataset."}
B3_ANSWER = ("Com top-p o modelo só sorteia dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p. "
             "Com p = 0.3 o texto volta para o que já escreveu: no meu B1 \"predict human behavior\" aparece duas "
             "vezes. {book}")


def _concept(book):
    return _message("temperature-top-p", "B.3-concept", B_RUNS, B3_ANSWER.format(book=book), "pt")[0]


def test_a_quote_given_to_the_book_is_no_claim_about_the_students_run():
    result = _concept('No livro o efeito é mais forte (o B1 do GPT-2 repete "A model that is not part of the game").')
    assert result.status is Status.PASS, result


def test_a_quote_given_to_the_students_own_run_that_it_never_wrote_still_costs():
    result = _concept('E o meu B1 também repete "A model that is not part of the game" quatro vezes.')
    assert result.status is Status.PARTIAL


def _guarantee(answer):
    return _message("chain-of-thought", "C.3-guarantee", {"P1": "", "P2": " 25 = 73.25."}, answer, "pt")[0]


def test_a_justification_reasoning_from_numbers_no_output_holds_is_not_tied_to_the_output():
    result = _guarantee("Não. O P2 parece resolver em etapas, vai somando 10.1, 2.8, 1.3… e declara que 40.1 é a "
                        "resposta final, mas está errado.")
    assert result.status is Status.PARTIAL and "10.1" in str(result.message_args)


def test_a_justification_reading_the_numbers_of_the_output_shown_is_tied():
    result = _guarantee("Não. O P2 escreve 25 = 73.25, que parece uma conta, mas 73.25 está errado.")
    assert result.status is Status.PASS


# -- one sentence for two questions ------------------------------------------------------------------------

PARAGRAPH = ('O mais repetitivo foi o do "constituent parts" (τ = 0.2): repete "can be used to optimize the behavior" '
             'duas vezes. O que mais variou de tema foi o da física (τ = 1.0), que fala de "physical concepts." '
             'No top-p, o mais repetitivo foi o do NaCl (p = 0.3), que repete "can be used to create a new model" '
             'duas vezes. Com p = 0.3 só entra no sorteio o menor conjunto de tokens cuja probabilidade acumulada '
             'chega a 0.3, poucos candidatos, por isso o texto volta sempre pra mesma frase. Se o texto entrar em '
             'loop, eu mexeria primeiro no top-p, aumentando (0.3 → 0.9), porque foi o p = 0.3 que travou.')


def test_a_sentence_answering_two_questions_is_both_questions():
    ids = ["A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3"]
    qs = {q.id: q for q in TP.questions}
    parts = split_by_questions(PARAGRAPH, [cues((qs[q].text.pt, qs[q].text.en)) for q in ids])
    assert parts is not None
    got = dict(zip(ids, parts))
    assert "NaCl" in got["B.1"] and "NaCl" in got["B.2"]
    assert "acumulada" in got["B.3"] and "NaCl" not in got["B.3"]
    assert "aumentando" in got["D.2"] and got["D.3"].startswith("porque")


def test_a_quotation_that_ends_its_sentence_ends_the_clause():
    parts = clauses('o de 1.0 diz "These models rely on physics." O mais repetitivo foi o A1. '
                    'E o de 0.7 diz "a sword." e o de 0.2 diz "x".')
    assert parts[0].endswith('physics."') and parts[1].startswith("O mais repetitivo")
    assert any('"a sword." e o de 0.2' in p for p in parts)  # a small letter after it: the same sentence


# -- an answer the student marked unfinished ---------------------------------------------------------------

A_RUNS = {"A1": " use data to predict what comes next. " * 3,
          "A2": " are systems that learn weights from examples and then apply them to new inputs quickly.",
          "A3": " dream about violet oceans while engineers debate quantum gardens and jazz records."}


def test_an_answer_marked_todo_is_a_note_for_the_instructor_not_a_choice():
    result = _message("temperature-top-p", "A.3-choice", A_RUNS, "TODO — olhar o A3 de novo amanhã cedo", "pt")[0]
    assert result.status is Status.NEEDS_REVIEW and result.message_key == "answer.unfinished"


def test_an_answer_opening_with_the_word_todo_is_read():
    result = _message("temperature-top-p", "A.3-choice", A_RUNS, "Todo o texto do A3 muda de assunto.", "pt")[0]
    assert result.status is Status.PASS


# -- a line that names a greedy run shown already ----------------------------------------------------------

def test_a_line_of_numbers_under_a_greedy_runs_label_is_no_second_output():
    # batch 27's fs272: the outputs printed "ZS   8 tokens gerados -> ' \"Este filme foi um'", then a cell of the
    # student's own measures "ZS   P(NEGATIVO)=84.1%  prompt=44 tokens = 4.3% da janela do GPT-2" (no generation)
    import nbformat

    from grader.reading.runs import find_runs

    nb = nbformat.read(str(REDTEAM / "batch-27" / "fs272-labelshare-window-percent.ipynb"), 4)
    placed = find_runs(nb, FS).generations
    assert [g.text for g in placed["ZS"]] == [' "Este filme foi um']
    assert [g.text for g in placed["FS"]] == [" NEGATIVO\n\nText"]


# -- a short trial beside the run ---------------------------------------------------------------------------

def _a3(without_runs: bool = False):
    import nbformat

    from grader.reading.runs import find_runs

    nb = nbformat.read(str(REDTEAM / "batch-26" / "tp262-smoketest-outoforder-continued.ipynb"), 4)
    if without_runs:  # the labelled runs' cell gone: the trial is all the notebook shows of A3
        nb.cells = [c for c in nb.cells if "for nome, T, p in" not in c.source]
    return [g.params.max_new_tokens for g in find_runs(nb, TP).generations.get("A3", [])]


def test_a_short_unlabelled_trial_beside_the_labelled_run_is_an_exploration():
    # batch 26's tp262: print(repr(roda(1.0, 0.9, 0, n=12)))  # só pra ver se carregou
    assert _a3() == [80]


def test_a_short_text_that_is_all_the_notebook_shows_of_the_run_is_the_run():
    assert _a3(without_runs=True) == [12]


def test_a_question_id_followed_by_a_slash_names_the_question():
    answers = _fs_answers("F1/ zero-shot: `' \"Este filme'` / few-shot: `' NEGATIVO'`\n\nF3/ Não. Nada é treinado.\n\n"
                          "F5/ 1024 tokens (n_positions).")
    assert answers["F.3"].text.startswith("Não. Nada") and answers["F.3"].doubt != "in_order"
    assert "/ few-shot" in answers["F.1"].text  # a slash inside an answer is no id


# -- a sample whose last token holds the first bytes of a character ----------------------------------------

SC_PROMPT = ('Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\n'
             'Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:')


@pytest.mark.smollm
@pytest.mark.usefixtures("one_torch_thread")
def test_a_sample_ending_in_a_cut_character_is_verified_up_to_it(smollm):
    import torch

    from grader.core.records import DecodingParams, Verdict
    from grader.modelling.provenance import Verifier
    from grader.reading.evidence import _read_back

    params = DecodingParams(do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8)
    enc = smollm.tokenizer(SC_PROMPT, return_tensors="pt")
    # batch 28's tpl281 sample 06: seed 2815 ends in a token of a character's first bytes (' "O tamanho foi �')
    torch.manual_seed(2815)
    out = smollm.model.generate(**enc, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8,
                                pad_token_id=smollm.tokenizer.eos_token_id)
    shown = smollm.tokenizer.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)
    assert shown.endswith("\ufffd")
    verifier = Verifier(smollm)
    for text, consistent in ((shown, True), (shown[:-1].replace("tamanho", "tamanco") + "\ufffd", False)):
        prov = verifier.verify(SC_PROMPT, text, params, permissive=True)
        kept, read = _read_back(verifier, SC_PROMPT, text, params, prov, None)
        assert (kept.verdict is Verdict.CONSISTENT) is consistent, kept.message
        assert (read is not None and read[0] == "run.shown_cut_char") is consistent


@pytest.mark.smollm
@pytest.mark.usefixtures("one_torch_thread")
def test_measures_on_the_labels_line_are_a_header_and_the_text_below_is_verified(smollm):
    # batch 27's tp272: "[A1] T=0.2 p=0.9 | 68 palavras | 43% distintas | prob. média 93%" then the text
    import torch

    from grader.core.records import DecodingParams, Verdict
    from grader.modelling.provenance import Verifier
    from grader.reading.evidence import _read_back

    prompt = "Transformers are models that"
    params = DecodingParams(do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=20)
    enc = smollm.tokenizer(prompt, return_tensors="pt")
    torch.manual_seed(2721)
    out = smollm.model.generate(**enc, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=20,
                                pad_token_id=smollm.tokenizer.eos_token_id)
    text = smollm.tokenizer.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True).strip()
    verifier = Verifier(smollm)
    for first, read in (("20 palavras | 85% distintas | prob. média 66%", True), ("Some words of a title", False)):
        shown = f"{first}\n{text}"
        prov = verifier.verify(prompt, shown, params, permissive=True)
        kept, how = _read_back(verifier, prompt, shown, params, prov, None)
        assert (how is not None and how[0] == "run.shown_header_fields") is read
        assert (kept.verdict is Verdict.CONSISTENT) is read, kept.message


def test_a_cell_that_names_its_questions_by_id_is_not_split_by_topics():
    # batch 25's cot251: "— C.1 — Não. ...", "— C.2 — “...”", "— C.3 — Não. ..." in one cell
    cot = load_specs("chain-of-thought")[0]
    cell = ('— C.1 — Não. A pergunta seca respondeu "The answer is 119."\n\n— C.2 — “6 = 84.6 … The result is 1.02.”'
            '\n\n— C.3 — Não. O passo a passo tem cara de conta ("6 = 84.6"), mas o número final está errado. Parecer '
            'que raciocina não garante a resposta certa.')
    answers = find_answers(notebook([md("# CoT"), code_cell("x = 1"), md("## Respostas"), md(cell)]), cot)[0]
    assert "6 = 84.6 … The result" in answers["C.2"].text and "cara de conta" in answers["C.3"].text
