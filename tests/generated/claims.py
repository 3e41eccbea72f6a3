"""The answers a generated notebook holds, each TRUE or FALSE by construction, with what a careful
teaching assistant decides for every criterion of the temperature-top-p rubric.

Answers are written from the texts the notebook shows (the pool's real executions): the run a
student names as most repetitive is ranked with the rubric's own yardsticks
(:func:`grader.modelling.measures.repetition_rate`, :func:`grader.modelling.measures.distinct_n`, over the run's samples
joined, tie 0.02 as in rubrics/temperature-top-p.yaml); quotes are cut programmatically out of the
run they name (TRUE) or out of another run (FALSE: a false attribution). Each variant says why the
TA decides what it decides, so a disagreement reads as a sentence.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from grader.modelling.measures import distinct_n, repetition_rate

from .render import PART_A, PART_B, TEMPS, TOPPS

TIE = 0.02
QUESTIONS = ("A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3")
QUESTION_TEXT = {
    "pt": {"A.1": "Copie um trecho representativo (2 a 3 linhas) de cada uma das três execuções.",
           "A.2": "Em qual execução você observou maior repetição lexical ou estrutural? Justifique com base no texto gerado.",
           "A.3": "Em qual execução houve maior variação temática ou semântica? Cite evidência textual concreta.",
           "B.1": "Em qual valor de top-p o modelo apresentou comportamento mais repetitivo?",
           "B.2": "Copie exatamente uma frase ou padrão que se repetiu ou quase se repetiu.",
           "B.3": "Relacione esse comportamento com a ideia de massa acumulada de probabilidade.",
           "D.1": "Qual parâmetro você alteraria primeiro para reduzir esse comportamento repetitivo?",
           "D.2": "Você aumentaria ou diminuiria esse parâmetro?",
           "D.3": "Justifique sua resposta com base nos experimentos realizados nas partes anteriores."},
    "en": {"A.1": "Copy a representative excerpt (2 to 3 lines) of each of the three runs.",
           "A.2": "Which run showed the most lexical or structural repetition? Justify from the generated text.",
           "A.3": "Which run had the most thematic or semantic variation? Cite concrete textual evidence.",
           "B.1": "At which top-p value did the model behave most repetitively?",
           "B.2": "Copy exactly one sentence or pattern that repeated or nearly repeated.",
           "B.3": "Relate this behaviour to the idea of cumulative probability mass.",
           "D.1": "Which parameter would you change first to reduce this repetitive behaviour?",
           "D.2": "Would you increase or decrease that parameter?",
           "D.3": "Justify your answer from the experiments of the previous parts."},
}
# question -> the claim variants it can be written with (first: the TRUE answer)
VARIANTS: dict[str, tuple[str, ...]] = {
    "A.1": ("true", "book", "swapped", "missing"),
    "A.2": ("true", "wrong_choice", "other_run_quote", "one_word_quote", "missing"),
    "A.3": ("true", "wrong_choice", "other_run_quote", "one_word_quote"),
    "B.1": ("true", "wrong_choice"),
    "B.2": ("true", "once", "book", "wrong_run"),
    "B.3": ("true", "keywords", "missing"),
    "D.1": ("true", "temperature"),
    "D.2": ("true", "decrease", "missing"),
    "D.3": ("true", "false_attribution", "keywords", "missing"),
}
BOOK_A1 = ("Transformers are models that are used to represent the physical properties of objects. They are "
           "also used to represent the properties of objects in the world.")
BOOK_B2 = "are not part of the game. The following is a list of all the models that are not part of the game"

Verdict = tuple[tuple[str, ...], str]  # acceptable statuses, why


def norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def count_in(text: str, quote: str) -> int:
    return norm(text).count(norm(quote))


def words(text: str, start: int, n: int) -> str:
    return " ".join(text.split()[start:start + n])


def joined(texts: dict[str, list[str]], rid: str) -> str:
    return "\n\n".join(texts[rid])


def repeated_phrase(text: str, longest: int = 8, shortest: int = 5) -> str | None:
    toks = text.split()
    for n in range(longest, shortest - 1, -1):
        for gram, c in Counter(" ".join(toks[i:i + n]) for i in range(len(toks) - n + 1)).most_common():
            if c >= 2 and count_in(text, gram) >= 2 and re.search(r"[A-Za-z]{3}", gram):
                return gram
    return None


def once_phrase(sample: str, others: str, n: int = 10) -> str | None:
    """n words of ``sample`` that occur once there, none of whose 5-grams recur, and not in ``others``."""
    toks = sample.split()
    for start in range(0, max(1, len(toks) - n)):
        cand = " ".join(toks[start:start + n])
        grams = [" ".join(cand.split()[i:i + 5]) for i in range(n - 4)]
        if (all(count_in(sample, g) == 1 and count_in(others, g) == 0 for g in grams)
                and re.search(r"[A-Za-z]{4}", cand)):
            return cand
    return None


class Facts:
    """What the TA reads off the outputs the notebook shows."""

    def __init__(self, texts: dict[str, list[str]]) -> None:
        self.texts = texts
        self.rep = {r: repetition_rate(joined(texts, r)) for r in PART_A + PART_B}
        self.div = {r: distinct_n(joined(texts, r)) for r in PART_A}

    def best(self, runs: tuple[str, ...], measure: dict[str, float]) -> str:
        return max(runs, key=lambda r: (measure[r], -runs.index(r)))

    def worst(self, runs: tuple[str, ...], measure: dict[str, float]) -> str:
        return min(runs, key=lambda r: (measure[r], runs.index(r)))

    def longest(self, rid: str) -> str:
        return max(self.texts[rid], key=lambda s: len(s.split()))

    def repeats(self, runs: tuple[str, ...]) -> tuple[str, str] | None:
        for rid in runs:
            for s in self.texts[rid]:
                if phrase := repeated_phrase(s):
                    return rid, phrase
        return None


# -- run names as students write them -------------------------------------------------------------

WORDS = {"pt": {"A1": "a de temperatura mais baixa", "A2": "a temperatura do meio", "A3": "a de temperatura mais alta",
                "B1": "o menor top-p", "B2": "o top-p do meio", "B3": "o maior top-p"},
         "en": {"A1": "the lowest temperature", "A2": "the middle temperature", "A3": "the highest temperature",
                "B1": "the lowest top-p", "B2": "the middle top-p", "B3": "the highest top-p"}}
ORDINALS = {"pt": {0: "a primeira", 1: "a segunda", 2: "a última"}, "en": {0: "the first", 1: "the second", 2: "the last"}}


def run_name(rid: str, style: str, lang: str) -> str:
    t_word = "temperatura" if lang == "pt" else "temperature"
    if style == "ids":
        return rid
    if style == "values":
        return f"{t_word} {TEMPS[rid]:g}" if rid in PART_A else f"top-p {TOPPS[rid]:g}"
    if style == "values_comma":
        v = TEMPS[rid] if rid in PART_A else TOPPS[rid]
        text = f"{v:.1f}".replace(".", ",")
        return f"{t_word} {text}" if rid in PART_A else f"top-p {text}"
    if style == "words":
        return WORDS[lang][rid]
    if style == "ordinals":
        part = PART_A if rid in PART_A else PART_B
        return f"{ORDINALS[lang][part.index(rid)]} ({'parte' if lang == 'pt' else 'part'} {rid[0]})"
    raise ValueError(style)


# -- the answers ------------------------------------------------------------------------------------

def blockquote(text: str) -> str:
    return "\n".join(f"> {line}".rstrip() for line in text.strip().split("\n"))


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def write(texts: dict[str, list[str]], claims: dict[str, str], names: str, lang: str
          ) -> tuple[dict[str, str], dict[str, Verdict]]:
    """(question -> answer text, criterion -> TA verdict) for the claim variants ``claims``."""
    f = Facts(texts)
    pt = lang == "pt"
    name = lambda r: run_name(r, names, lang)  # noqa: E731
    ans: dict[str, str] = {}
    exp: dict[str, Verdict] = {"runs-genuine": (("pass",), "the six runs are the model's real, unedited outputs")}

    # A.1 ---------------------------------------------------------------------------------------
    excerpts = {r: words(f.longest(r), 0, 20) for r in PART_A}
    v = claims["A.1"]
    if v == "true":
        ans["A.1"] = "\n\n".join(f"**{name(r)}:**\n\n{blockquote(excerpts[r])}" for r in PART_A)
        short = [r for r in PART_A if len(excerpts[r].split()) < 8]
        exp["A.1-excerpts"] = (("pass",), "20 words copied from each of A1, A2, A3, each under its own run") if not short \
            else (("partial",), f"{short} printed fewer than 8 words")
    elif v == "book":
        ans["A.1"] = "\n\n".join(f"**{name(r)}:**\n\n> {BOOK_A1}" for r in PART_A)
        exp["A.1-excerpts"] = (("fail",), "the book's GPT-2 text, in none of the notebook's outputs")
    elif v == "swapped":  # each excerpt labelled with the next run's name
        ans["A.1"] = "\n\n".join(f"**{name(PART_A[(i + 1) % 3])}:**\n\n{blockquote(excerpts[r])}"
                                 for i, r in enumerate(PART_A))
        exp["A.1-excerpts"] = (("fail",), "every excerpt is real but labelled with another run than the one it comes from")
    else:  # "missing": set below
        exp["A.1-excerpts"] = (("fail",), "no answer")
    # A.2 / A.3 ---------------------------------------------------------------------------------
    for qid, measure, what in (("A.2", f.rep, "repetition"), ("A.3", f.div, "diversity")):
        v = claims[qid]
        best, worst = f.best(PART_A, measure), f.worst(PART_A, measure)
        chosen = worst if v == "wrong_choice" else best
        if v == "wrong_choice":
            clear = measure[best] - measure[worst] > TIE
            exp[f"{qid}-choice"] = ((("fail",), f"names {worst} ({measure[worst]:.2f}) while {best} measures "
                                     f"{measure[best]:.2f} ({what})") if clear else
                                    (("pass",), f"{worst} is within the tie of {best} ({what})"))
        else:
            exp[f"{qid}-choice"] = (("pass",), f"{best} has the highest {what} of A1-A3")
        if qid == "A.2" and (rp := f.repeats((chosen,))):
            quote = rp[1]
        else:
            quote = words(f.longest(chosen), 4, 9)
        if v == "other_run_quote":
            other = next((r for r in PART_A if r != chosen
                          and count_in(joined(texts, chosen), words(f.longest(r), 4, 9)) == 0),
                         next(r for r in PART_A if r != chosen))
            quote = words(f.longest(other), 4, 9)
            exp[f"{qid}-evidence"] = (("fail",), f"the quote comes from {other}, not from {chosen}, the run it names")
        elif v == "one_word_quote":
            quote = next(w.strip(".,;:") for w in f.longest(chosen).split() if len(w.strip(".,;:")) >= 6)
            exp[f"{qid}-evidence"] = (("fail",), "a one-word quote is not evidence")
        else:
            exp[f"{qid}-evidence"] = (("pass",), f"the quote is in {chosen}'s output, the run it names")
        if qid == "A.2":
            ans[qid] = (f"{cap(name(chosen))} foi a mais repetitiva: o trecho \"{quote}\" mostra isso." if pt else
                        f"{cap(name(chosen))} was the most repetitive: the phrase \"{quote}\" shows it.")
        else:
            ans[qid] = (f"{cap(name(chosen))} teve maior variação temática, por exemplo: \"{quote}\"." if pt else
                        f"{cap(name(chosen))} had the most thematic variation, for example: \"{quote}\".")
    # B.1 ---------------------------------------------------------------------------------------
    best_b, worst_b = f.best(PART_B, f.rep), f.worst(PART_B, f.rep)
    if claims["B.1"] == "wrong_choice":
        chosen_b = worst_b
        clear = f.rep[best_b] - f.rep[worst_b] > TIE
        exp["B.1-choice"] = ((("fail",), f"names {worst_b} ({f.rep[worst_b]:.2f}) while {best_b} measures "
                              f"{f.rep[best_b]:.2f}") if clear else (("pass",), f"{worst_b} within the tie of {best_b}"))
    else:
        chosen_b = best_b
        exp["B.1-choice"] = (("pass",), f"{best_b} has the highest repetition of B1-B3")
    if names == "ids":
        ans["B.1"] = f"{chosen_b} (top-p = {TOPPS[chosen_b]:g})."
    elif names.startswith("values"):
        ans["B.1"] = f"{'No' if pt else 'At'} {name(chosen_b)}."
    else:
        ans["B.1"] = f"{name(chosen_b)[0].upper()}{name(chosen_b)[1:]}."
    # B.2 ---------------------------------------------------------------------------------------
    v = claims["B.2"]
    rp = f.repeats((best_b,) + tuple(r for r in PART_B if r != best_b))
    if v in ("true", "wrong_run") and rp is None:
        v = "once"  # no phrase repeats in any B sample: the TRUE answer cannot be written
    if v == "true":
        ans["B.2"] = f"\"{rp[1]}\" ({name(rp[0])})"
        exp["B.2-repeat"] = (("pass",), f"the phrase occurs twice in one sample of {rp[0]}, the run it names")
    elif v == "wrong_run":
        wrong = next((r for r in PART_B if count_in(joined(texts, r), rp[1]) == 0), None)
        if wrong is None:
            ans["B.2"] = f"\"{rp[1]}\" ({name(rp[0])})"
            exp["B.2-repeat"] = (("pass",), f"the phrase repeats in {rp[0]} (no run lacks it to mislabel)")
        else:
            ans["B.2"] = f"\"{rp[1]}\" ({name(wrong)})"
            exp["B.2-repeat"] = (("fail",), f"the phrase repeats in {rp[0]}, but the answer says it comes from {wrong}, "
                                            "where it does not occur")
    elif v == "book":
        ans["B.2"] = f"\"{BOOK_B2}\""
        exp["B.2-repeat"] = (("fail",), "the book's quote, in none of the notebook's B outputs")
    else:
        others = "\n".join(joined(texts, r) for r in PART_B)
        quote, src = None, None
        for rid in PART_B:
            for s in texts[rid]:
                rest = others.replace(s, "")
                if quote is None and (q := once_phrase(s, rest)):
                    quote, src = q, rid
        ans["B.2"] = f"\"{quote}\" ({name(src)})"
        exp["B.2-repeat"] = (("fail",), f"the quote occurs once in {src}; no 5 of its words recur")
    # B.3 ---------------------------------------------------------------------------------------
    if claims["B.3"] == "keywords":
        ans["B.3"] = (f"núcleo, massa acumulada, {name(best_b)}, repetição" if pt else
                      f"nucleus, cumulative mass, {name(best_b)}, repetition")
        exp["B.3-concept"] = (("partial",), "a list of the rule's keywords, no sentence linking mechanism and observation")
    else:
        ans["B.3"] = (f"Com {name(best_b)} o modelo só sorteia entre o menor conjunto de tokens cuja massa acumulada de "
                      "probabilidade chega a p; com p baixo sobram poucos candidatos, e por isso o texto ficou mais "
                      "repetitivo." if pt else
                      f"With {name(best_b)} the model only samples from the smallest set of tokens whose cumulative "
                      "probability mass reaches p; a low p leaves few candidates, which is why the text repeated more.")
        exp["B.3-concept"] = (("pass",), "links the cumulative mass / smallest set to the run it names")
    # D -------------------------------------------------------------------------------------------
    if claims["D.1"] == "temperature":
        ans["D.1"] = "temperatura" if pt else "temperature"
        exp["D.1-parameter"] = (("fail",), "temperature instead of top-p")
    else:
        ans["D.1"] = "top-p"
        exp["D.1-parameter"] = (("pass",), "top-p")
    if claims["D.2"] == "decrease":
        ans["D.2"] = "Diminuiria, para o texto ficar mais focado." if pt else "I would decrease it, to keep the text focused."
        exp["D.2-direction"] = (("fail",), "says decrease")
    else:
        ans["D.2"] = "Aumentaria (por exemplo de 0.6 para 0.9)." if pt else "I would increase it (e.g. from 0.6 to 0.9)."
        exp["D.2-direction"] = (("pass",), "increase")
    v = claims["D.3"]
    rep_a = f.best(PART_A, f.rep)
    if v == "false_attribution":
        target = best_b
        others = "\n".join(joined(texts, r) for r in PART_B + PART_A if r != target)
        quote, src = None, None
        for rid in PART_B:
            if rid == target:
                continue
            for s in texts[rid]:
                if quote is None and (q := once_phrase(s, joined(texts, target) + "\n" + others.replace(s, ""), 8)):
                    quote, src = q, rid
        ans["D.3"] = (f"Com {name(target)} a frase \"{quote}\" se repetiu várias vezes, então é preciso aumentar o top-p."
                      if pt else f"With {name(target)} the phrase \"{quote}\" repeated several times, so top-p must go up.")
        exp["D.3-justified"] = (("fail",), f"the phrase it says repeated in {target} occurs once, in {src}: a false "
                                           "attribution")
    elif v == "keywords":
        ans["D.3"] = (f"top-p, repetição, {name(best_b)}, massa acumulada" if pt else
                      f"top-p, repetition, {name(best_b)}, cumulative mass")
        exp["D.3-justified"] = (("partial", "fail"), "a list of keywords, not a justification")
    else:
        if names in ("ids",):
            ans["D.3"] = (f"Em {rep_a} e em {best_b} vi mais repetição; com top-p maior (B3) o texto variou mais." if pt
                          else f"In {rep_a} and {best_b} I saw the most repetition; with a higher top-p (B3) the text varied more.")
        else:
            ans["D.3"] = (f"Na parte A, {name(rep_a)} repetiu mais; na parte B, {name(best_b)} repetiu mais, e o texto "
                          "variou mais com o top-p maior." if pt else
                          f"In part A, {name(rep_a)} repeated most; in part B, {name(best_b)} repeated most, and the "
                          "text varied more with the higher top-p.")
        exp["D.3-justified"] = (("pass",), "cites the student's own runs")
    for qid, v in claims.items():  # left unanswered: nothing in the notebook names the question
        if v == "missing":
            ans.pop(qid, None)
            for crit in exp:
                if crit.startswith(qid + "-"):
                    exp[crit] = (("fail",), "no answer")
    return ans, exp


def make_repetitive(text: str) -> str:
    """A hand edit students make to "show" repetition: the first sentence pasted three times."""
    first = re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]
    first = " ".join(first.split()[:14])
    return " " + " ".join([first] * 3) + text


def edited_verdicts(exp: dict[str, Verdict]) -> dict[str, Verdict]:
    """A1's first sample edited by hand: the run is not genuine, and what rests on A1 fails
    (as tests/data/corpus/expected.json decides for tp-course-edited)."""
    exp = dict(exp)
    exp["runs-genuine"] = (("fail",), "A1's first sample was edited by hand (a sentence pasted three times)")
    for crit in ("A.1-excerpts", "A.2-choice", "A.2-evidence", "A.3-choice", "A.3-evidence"):
        exp[crit] = (("fail",), "rests on the edited run A1")
    return exp


def claim_used(claims: dict[str, str], texts: dict[str, list[str]]) -> dict[str, str]:
    """The variants as written (B.2's TRUE answer falls back to a once-quote where nothing repeats)."""
    out = dict(claims)
    if claims["B.2"] in ("true", "wrong_run") and Facts(texts).repeats(PART_B) is None:
        out["B.2"] = "once"
    return out


def describe(claims: dict[str, Any]) -> str:
    odd = [f"{q}:{v}" for q, v in claims.items() if v != "true"]
    return ",".join(odd) or "all-true"
