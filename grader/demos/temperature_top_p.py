"""Builds the demo class for the temperature/top-p activity from really executed notebooks.

Each student is the course's starter, executed offline with the embedded model under a fixed
seed, with answers written from that student's own outputs: a good student, one who copies the
book instead of their own outputs, one whose claims contradict their own outputs, one who edited
a generated text to make their point, and one who left most answers blank.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Callable

from ..modelling.measures import distinct_n, repetition_rate
from ..specs.schema import ActivitySpec
from .common import Student, edit_output, seeded

BOOK_QUOTE = ("Transformers are models that are not part of the game. The following is a list of all the "
              "models that are not part of the game")
BOOK_A1 = ("Transformers are models that are used to represent the physical properties of objects. They are "
           "also used to represent the properties of objects in the world.")


def _repeated_phrase(text: str, n: int = 6) -> str | None:
    toks = text.split()
    grams = Counter(" ".join(toks[i:i + n]) for i in range(len(toks) - n + 1))
    best = [g for g, c in grams.most_common() if c >= 2]
    if best:
        return best[0]
    return None if n <= 4 else _repeated_phrase(text, n - 1)


def _words(text: str, start: int, n: int) -> str:
    return " ".join(text.split()[start:start + n])


def _argmax(fn: Callable[[str], float], texts: dict[str, str], ids: list[str], reverse: bool = False) -> str:
    ranked = sorted(ids, key=lambda r: (fn(texts[r]), r), reverse=not reverse)
    return ranked[0]


def good_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    a_runs, b_runs = ["A1", "A2", "A3"], ["B1", "B2", "B3"]
    rep_a = _argmax(repetition_rate, out, a_runs)
    var_a = _argmax(distinct_n, out, a_runs)
    rep_b = _argmax(repetition_rate, out, b_runs)
    p_b = act.params(rep_b).top_p
    t_rep = act.params(rep_a).temperature
    phrase_a = _repeated_phrase(out[rep_a]) or _words(out[rep_a], 0, 6)
    phrase_b = _repeated_phrase(out[rep_b]) or _words(out[rep_b], 0, 8)
    return {
        "A.1": "\n\n".join(f"**{r}:**\n\n> {_words(out[r], 0, 22)}" for r in a_runs),
        "A.2": f"{rep_a} (temperatura {t_rep:g}) foi a mais repetitiva: o trecho \"{phrase_a}\" se repete.",
        "A.3": f"{var_a} teve maior variação temática, por exemplo: \"{_words(out[var_a], 5, 8)}\".",
        "B.1": f"top-p = {p_b:g} ({rep_b}).",
        "B.2": f"\"{phrase_b}\"",
        "B.3": (f"Com top-p = {p_b:g}, o modelo só sorteia entre o menor conjunto de tokens cuja massa acumulada "
                f"de probabilidade chega a p; com p baixo há poucos candidatos, e {rep_b} entrou em repetição."),
        "D.1": "top-p",
        "D.2": "Aumentaria o top-p (por exemplo de 0.6 para 0.9) e depois a temperatura levemente.",
        "D.3": (f"Em {rep_a} (temperatura {t_rep:g}) e em {rep_b} (top-p {p_b:g}) vi repetição; com top-p maior "
                f"({'B3'}) o texto variou mais."),
    }


def contradicting_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    answers = good_answers(act, out)
    least_rep_a = _argmax(repetition_rate, out, ["A1", "A2", "A3"], reverse=True)
    least_var_a = _argmax(distinct_n, out, ["A1", "A2", "A3"], reverse=True)
    least_rep_b = _argmax(repetition_rate, out, ["B1", "B2", "B3"], reverse=True)
    answers["A.2"] = (f"{least_rep_a} foi a mais repetitiva: \"{_words(out[least_rep_a], 0, 6)}\".")
    answers["A.3"] = f"{least_var_a} teve maior variação: \"{_words(out[least_var_a], 2, 6)}\"."
    answers["B.1"] = f"top-p = {act.params(least_rep_b).top_p:g} ({least_rep_b})."
    answers["D.2"] = "Diminuiria o top-p para o texto ficar mais focado."
    return answers


def book_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    answers = good_answers(act, out)
    answers["A.1"] = "\n\n".join(f"**{r}:**\n\n> {BOOK_A1}" for r in ("A1", "A2", "A3"))
    answers["B.2"] = f"\"{BOOK_QUOTE}\""
    return answers


def missing_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    return {"D.1": "temperatura"}


def make_repetitive(text: str) -> str:
    """What a student might do to 'prove' A1 repeats: paste its first sentence a few times."""
    first = re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]
    return " " + " ".join([first.strip()] * 3) + text


ACTIVITY = "temperature-top-p"
SETUPS = [[seeded(11)], [seeded(22)], [seeded(33)]]  # three students' seeds
STUDENTS = {
    "ana_boa": Student(0, good_answers),
    "bruno_copiou_livro": Student(1, book_answers),
    "carla_contradiz": Student(2, contradicting_answers),
    "diego_editou": Student(1, good_answers, lambda nb: edit_output(nb, "A1", make_repetitive)),
    "elisa_incompleta": Student(2, missing_answers),
}
EXPECTED_ORDER = ["ana_boa", "bruno_copiou_livro", "carla_contradiz", "diego_editou", "elisa_incompleta"]
ORDER_NOTE = "good > book copy > contradicting > edited > incomplete"
