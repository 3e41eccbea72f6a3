"""Red team batch 23's dev shapes (issue 31, round 16), each a principle with its guard:

- a long greedy output (64 tokens repeating the prompt's pattern) copied by its first line and further whole lines,
  in order, the rest described: the output is copied, as a TA reads it; the first line alone (the book's
  "NEGATIVO") or a line the output never had is not;
- "o zero-shot NÃO seguiu o formato; few-shot sim": a run named and denied in the first clause is not claimed;
  the runs the clauses affirm are;
- a justification that cites a two-word phrase the run says again and again ("make predictions" twice) quotes the
  run's repetition itself; a two-word phrase said once proves nothing.
"""

from __future__ import annotations

import pytest
from test_output_messages import _message

from grader.core.records import Status

ZS_LONG = (' "Este filme foi um exemplo de tempo."\n\nEste filme foi um exemplo de tempo.\n\n'
           'Texto: "Este filme foi um exemplo de tempo."\nSentimento: "Este filme foi um exemplo de tempo."')
FS_LONG = (' NEGATIVO\n\nTexto: "Eu vai ao cadeiro."\nSentimento: NEGATIVO\n\nTexto: "Eu vai ao cadeiro."\n'
           'Sentimento: NEGATIVO\n\nTexto: "E')


def _copied(answer):
    return _message("few-shot", "F.1-copied", {"ZS": ZS_LONG, "FS": FS_LONG}, answer, "pt")[0]


def test_a_long_output_copied_by_its_first_line_and_more_whole_lines_is_copied():
    answer = ('zero-shot: ` "Este filme foi um exemplo de tempo."` e depois repete e inventa '
              '(`Sentimento: "Este filme foi um exemplo de tempo."`); few-shot: saiu ` NEGATIVO` e continua '
              'inventando `Texto: "Eu vai ao cadeiro."` / `Sentimento: NEGATIVO` até acabar os 64 tokens')
    result = _copied(answer)
    assert result.status is Status.PASS, result
    assert result.evidence["FS"]["copied_lines"][:2] == ["NEGATIVO", 'Texto: "Eu vai ao cadeiro."']


@pytest.mark.parametrize("answer", [
    # the first line alone: the book's word, nothing of the student's own output
    'zero-shot: `"Este filme foi um exemplo de tempo."`; few-shot: `NEGATIVO`',
    # a further line the output never had
    'zero-shot: `"Este filme foi um exemplo de tempo."` e `Texto: "Que filme bom."`; '
    'few-shot: ` NEGATIVO` e `Texto: "Adorei o final."`',
])
def test_a_first_line_alone_or_with_lines_the_output_never_had_is_no_copy(answer):
    assert _copied(answer).status is not Status.PASS


def _format(answer):
    return _message("few-shot", "F.2-format", {"ZS": ZS_LONG, "FS": " NEGATIVO"}, answer, "pt")[0]


@pytest.mark.parametrize("answer", [
    "zero-shot NÃO seguiu o formato (nenhum rótulo, só repete o texto); few-shot sim, a primeira coisa é NEGATIVO",
    "O zero-shot não, mas o few-shot sim.",
])
def test_a_run_denied_in_the_first_clause_is_not_claimed(answer):
    assert _format(answer).status is Status.PASS


@pytest.mark.parametrize("answer", [
    "zero-shot sim, few-shot não seguiu o formato",
    "O zero-shot seguiu o formato; o few-shot não.",
])
def test_the_runs_the_clauses_affirm_are_the_claim(answer):
    assert _format(answer).status is Status.FAIL


A1 = (" use data to make predictions. They're often used in machine learning algorithms, such as regression "
      "analysis, to identify patterns and make predictions based on data. The function takes a list of binary "
      "features, which is a list of lists containing the predicted binary features.")
A2 = " use the behavior of molecules to create new molecules with enzymes and other processes."
A3 = " follow specific rules and procedures, but in some cases they can create paradoxes."


def _evidence(answer):
    return _message("temperature-top-p", "A.2-evidence", {"A1": A1, "A2": A2, "A3": A3}, answer, "pt")[0]


def test_a_two_word_phrase_the_run_repeats_is_a_quote_of_its_repetition():
    result = _evidence('T=0.2. It says "make predictions" twice and "binary features" twice in the same sentence.')
    assert result.status is Status.PASS and result.evidence["run"] == "A1"


def test_a_two_word_phrase_said_once_proves_nothing():
    assert _evidence('T=0.2. It says "machine learning" and "regression analysis".').status is not Status.PASS


def test_a_two_word_term_used_twice_in_a_run_that_repeats_nothing_is_no_repetition_shown():
    a1 = (" help with data augmentation in small datasets. Data augmentation creates new examples for every class "
          "so that training sees more variety.")
    result = _message("temperature-top-p", "A.2-evidence", {"A1": a1, "A2": A2, "A3": A3},
                      'A1: "data augmentation" aparece mais de uma vez.', "pt")[0]
    assert result.status is not Status.PASS
