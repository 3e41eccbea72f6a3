"""Demo class for the chain-of-thought activity (part C): a good student, one whose sim/não
contradicts the numbers in their own outputs (only the C.1 recount catches it), and one who
answers from theory (an invented worked sum instead of an excerpt of their output)."""

from __future__ import annotations

import re

from ..modelling.measures import answer_status, final_number
from ..specs.schema import ActivitySpec
from .common import Student, seeded

ACTIVITY = "chain-of-thought"
EXPECTED = 85


def _final(text: str) -> str:
    value = final_number(text)
    return "nenhum número" if value is None else f"{value:g}"


def _excerpt(out: dict[str, str]) -> tuple[str, str]:
    """A sentence of P2 (else P1) with arithmetic in it, copied exactly."""
    for run in ("P2", "P1"):
        for sentence in re.split(r"(?<=[.!?])\s+|\n+", out.get(run, "")):
            sentence = sentence.strip()
            if len(sentence.split()) >= 3 and re.search(r"\d\s*[-+=x*/]\s*\d|=\s*\d", sentence):
                return run, sentence
    text = out.get("P2") or out.get("P1") or ""
    return "P2" if out.get("P2") else "P1", " ".join(text.split()[:10])


def _correct(out: dict[str, str]) -> bool:
    return all(answer_status(out.get(r, ""), EXPECTED) == "correct" for r in ("P1", "P2"))


def good_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    run, excerpt = _excerpt(out)
    ok = _correct(out)
    return {
        "C.1": f"{'Sim' if ok else 'Não'}. A resposta final de P1 é {_final(out.get('P1', ''))} e a de P2 é "
               f"{_final(out.get('P2', ''))}.",
        "C.2": f"\"{excerpt}\" ({run})",
        "C.3": f"Não. O trecho \"{excerpt}\" ({run}) tem forma de passos, mas "
               f"{'a conta final está errada' if not ok else 'a forma não prova a conta'}: a aparência de "
               "raciocínio é estilo, não garantia de correção.",
    }


def contradicting_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    answers = good_answers(act, out)
    answers["C.1"] = ("Não, a resposta está errada nos dois casos." if _correct(out)
                      else "Sim, nos dois casos o modelo chegou à resposta certa.")
    return answers


def theoretical_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    answers = good_answers(act, out)
    answers["C.2"] = "\"First, add the units: 7 + 8 = 15, carry the 1; then 2 + 5 + 1 = 8. So the answer is 85.\""
    answers["C.3"] = "Não, chain-of-thought é apenas um estilo de prompt e não garante a correção do resultado."
    return answers


SETUPS = [[seeded(16)], [seeded(19)]]
STUDENTS = {
    "ana_boa": Student(0, good_answers),
    "bruno_contradiz": Student(1, contradicting_answers),
    "carla_teorica": Student(1, theoretical_answers),
}
EXPECTED_ORDER = ["ana_boa", "bruno_contradiz", "carla_teorica"]
ORDER_NOTE = "good > sim/não contradicting the outputs > theory instead of the outputs"
