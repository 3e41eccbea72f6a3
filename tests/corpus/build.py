"""Builds the real-world corpus (tests/data/corpus/) from the executed base notebooks.

    .venv/bin/python tests/corpus/execute_bases.py   # once, slow: executes the bases on smollm2-135m
    .venv/bin/python tests/corpus/build.py           # derives every corpus notebook and expected.json

The bases (tests/data/corpus/base/) are real executions on the embedded model: the course's
notebook shape (``generate_text``, loop cells, printed headers, two samples, ``rich``) and the
starters. Each corpus notebook is one base with answers written *from that notebook's own
outputs* (excerpts taken programmatically from the executed text), placed where real students put
them (headings in every common spelling, one cell with all answers, the question cells, answer
cells with the tags stripped) and in the kinds real students write (good, English, contradicting
their own outputs, copied from the book, edited outputs, missing answers, answers written before
the notebook was re-executed so that they cite old text). ``expected.json`` holds, for each
notebook, its activity, where each answer is, the runs and samples it printed and, for each
criterion, the status a careful teaching assistant would give with a one-line reason.

Nothing here reads /work/shared or needs the model: the derivation is deterministic.
"""

from __future__ import annotations

import copy
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from grader.core.records import GENERATION_MIME  # noqa: E402
from grader.modelling.measures import distinct_n, repetition_rate  # noqa: E402  (the rubric's own yardsticks)

CORPUS = ROOT / "tests" / "data" / "corpus"
BASE = CORPUS / "base"
PROMPT = "Transformers are models that"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
TIE = 0.02  # the rubric's tie for choice_matches_measure (rubrics/temperature-top-p.yaml)

TP_PARAMS = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9),
             "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
TP_QUESTIONS = ["A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3"]
COT_QUESTIONS = ["C.1", "C.2", "C.3"]
QUESTION_TEXT = {  # the activities' question wording (activities/*/activity.yaml), pt
    "A.1": "Copie um trecho representativo (2 a 3 linhas) de cada uma das três execuções.",
    "A.2": "Em qual execução você observou maior repetição lexical ou estrutural? Justifique com base no texto gerado.",
    "A.3": "Em qual execução houve maior variação temática ou semântica? Cite evidência textual concreta.",
    "B.1": "Em qual valor de top-p o modelo apresentou comportamento mais repetitivo?",
    "B.2": "Copie exatamente uma frase ou padrão que se repetiu ou quase se repetiu.",
    "B.3": "Relacione esse comportamento com a ideia de massa acumulada de probabilidade.",
    "D.1": "Qual parâmetro você alteraria primeiro para reduzir esse comportamento repetitivo?",
    "D.2": "Você aumentaria ou diminuiria esse parâmetro?",
    "D.3": "Justifique sua resposta com base nos experimentos realizados nas partes anteriores.",
    "C.1": "A resposta numérica final está correta em ambos os casos? Responda sim ou não.",
    "C.2": "Copie um trecho do output onde o modelo aparenta estar raciocinando.",
    "C.3": "Com base exclusivamente no output obtido, o raciocínio apresentado garante correção? Justifique.",
}
BOOK_A1 = ("Transformers are models that are used to represent the physical properties of objects. They are "
           "also used to represent the properties of objects in the world.")
BOOK_B2 = ("Transformers are models that are not part of the game. The following is a list of all the "
           "models that are not part of the game")


# -- reading a base's outputs (independently of the grader's finders) -----------------------------

def load(name: str) -> dict:
    return json.loads((BASE / f"{name}.ipynb").read_text())


def _plain(out: dict) -> str:
    data = out.get("data", {})
    text = data.get("text/plain") if out.get("output_type") != "stream" else out.get("text")
    text = "".join(text) if isinstance(text, list) else (text or "")
    return ANSI.sub("", text)


def _printed(nb: dict):
    """(run id, text as displayed) for every sample printed under a course-shaped loop's headers."""
    current, take = None, False
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            text = _plain(out)
            if m := re.search(r"TEMPERATURA = ([\d.]+)", text):
                current = {"0.2": "A1", "0.7": "A2", "1.0": "A3"}[m.group(1)]
            elif m := re.search(r"TOP-P = ([\d.]+)", text):
                current = {"0.3": "B1", "0.6": "B2", "0.9": "B3"}[m.group(1)]
            elif "=== Direto" in text or "=== Step by step" in text:
                current, take = ("P1" if "Direto" in text else "P2"), True
            elif re.search(r"\[Amostra \d+\]", text):
                take = True
            elif take and current:
                yield current, text
                take = False


def printed_samples(nb: dict) -> dict[str, list[str]]:
    """Run id -> the continuations printed under each header of the course-shaped loops, in order."""
    runs: dict[str, list[str]] = {}
    for current, text in _printed(nb):
        prompt = {"P1": "What is 27 + 58?", "P2": "Solve step by step: 27 + 58."}.get(current, PROMPT)
        body = text[:-1] if text.endswith("\n") else text
        if not body.startswith(prompt):
            raise ValueError(f"a sample of {current} does not start with its prompt: {body[:60]!r}")
        runs.setdefault(current, []).append(body[len(prompt):])
    return runs


def printed_raw(nb: dict) -> dict[str, list[str]]:
    """Run id -> each sample as displayed (prompt included, rich's hard line wraps kept)."""
    out: dict[str, list[str]] = {}
    for current, text in _printed(nb):
        out.setdefault(current, []).append(text.rstrip("\n"))
    return out


def recorded_samples(nb: dict) -> dict[str, list[str]]:
    """Run id -> the texts of the course helper's records (the starter's runs)."""
    runs: dict[str, list[str]] = {}
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            rec = out.get("data", {}).get(GENERATION_MIME)
            if isinstance(rec, dict) and rec.get("run"):
                runs.setdefault(rec["run"], []).append(rec["text"])
    return runs


def samples_of(nb: dict) -> dict[str, list[str]]:
    return recorded_samples(nb) or printed_samples(nb)


# -- small text helpers ---------------------------------------------------------------------------

def norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def contains(text: str, quote: str) -> bool:
    return norm(quote) in norm(text)


def count_in(text: str, quote: str) -> int:
    return norm(text).count(norm(quote))


def words(text: str, start: int, n: int) -> str:
    return " ".join(text.split()[start:start + n])


def repeated_phrase(text: str, longest: int = 8, shortest: int = 4) -> str | None:
    """A phrase of ``longest`` down to ``shortest`` words that occurs at least twice in ``text``,
    words taken as printed (so the quote is exactly in the output)."""
    toks = text.split()
    for n in range(longest, shortest - 1, -1):
        grams = Counter(" ".join(toks[i:i + n]) for i in range(len(toks) - n + 1))
        for gram, c in grams.most_common():
            if c >= 2 and count_in(text, gram) >= 2 and re.search(r"[A-Za-z]{3}", gram):
                return gram
    return None


def blockquote(text: str) -> str:
    return "\n".join(f"> {line}".rstrip() for line in text.strip().split("\n"))


def joined(samples: dict[str, list[str]], rid: str) -> str:
    return "\n\n".join(samples.get(rid, []))


def longest_sample(samples: dict[str, list[str]], rid: str) -> str:
    return max(samples.get(rid, [""]), key=lambda s: len(s.split()))


# -- answers written from one notebook's outputs, with what a careful TA would say ----------------

Expected = dict[str, tuple[Any, str]]  # criterion -> (status or list of acceptable statuses, why)


def tp_facts(out: dict[str, list[str]]) -> dict[str, Any]:
    a, b = ["A1", "A2", "A3"], ["B1", "B2", "B3"]
    rep = {r: repetition_rate(joined(out, r)) for r in a + b}
    div = {r: distinct_n(joined(out, r)) for r in a}
    rep_a = max(a, key=lambda r: (rep[r], -a.index(r)))
    var_a = max(a, key=lambda r: (div[r], -a.index(r)))
    rep_b = max(b, key=lambda r: (rep[r], -b.index(r)))
    return {"rep": rep, "div": div, "rep_a": rep_a, "var_a": var_a, "rep_b": rep_b,
            "least_rep_a": min(a, key=lambda r: rep[r]), "least_div_a": min(a, key=lambda r: div[r]),
            "least_rep_b": min(b, key=lambda r: rep[r])}


def tp_repeat_quote(out: dict[str, list[str]], runs: list[str]) -> tuple[str, str, bool]:
    """(run, quote, repeats?): a phrase that repeats inside one sample of these runs, else the
    opening words of the first sample (which then does not repeat)."""
    for rid in runs:
        for sample in out.get(rid, []):
            if phrase := repeated_phrase(sample):
                return rid, phrase, True
    first = out[runs[0]][0]
    return runs[0], words(first, 0, 8), False


def tp_answers(out: dict[str, list[str]], lang: str = "pt", *, dotless: bool = False) -> tuple[dict, Expected]:
    f = tp_facts(out)
    rep_a, var_a, rep_b = f["rep_a"], f["var_a"], f["rep_b"]
    t_rep, p_b = TP_PARAMS[rep_a][0], TP_PARAMS[rep_b][1]
    excerpts = {r: words(longest_sample(out, r), 0, 20) for r in ("A1", "A2", "A3")}
    a_run, phrase_a, a_repeats = tp_repeat_quote(out, [rep_a])
    quote_var = words(longest_sample(out, var_a), 4, 9)
    b_run, phrase_b, b_repeats = tp_repeat_quote(out, [rep_b] + [r for r in ("B1", "B2", "B3") if r != rep_b])
    label = (lambda r: f"T={TP_PARAMS[r][0]:g}") if dotless else (lambda r: f"**{r}:**")
    if lang == "pt":
        answers = {
            "A.1": "\n\n".join(f"{label(r)}\n\n{blockquote(excerpts[r])}" for r in excerpts),
            "A.2": f"{rep_a} (temperatura {t_rep:g}) foi a mais repetitiva: o trecho \"{phrase_a}\" aparece "
                   f"{'duas vezes' if a_repeats else 'logo no início'}.",
            "A.3": f"{var_a} teve maior variação temática, por exemplo: \"{quote_var}\".",
            "B.1": f"top-p = {p_b:g} ({rep_b}).",
            "B.2": f"\"{phrase_b}\" ({b_run})",
            "B.3": (f"Com top-p = {p_b:g}, o modelo só sorteia entre o menor conjunto de tokens cuja massa "
                    f"acumulada de probabilidade chega a p; com p baixo há poucos candidatos, e {rep_b} ficou "
                    "mais repetitivo."),
            "D.1": "top-p",
            "D.2": "Aumentaria o top-p (por exemplo de 0.6 para 0.9) e depois a temperatura levemente.",
            "D.3": f"Em {rep_a} (temperatura {t_rep:g}) e em {rep_b} (top-p {p_b:g}) vi mais repetição; com "
                   "top-p maior (B3) o texto variou mais.",
        }
    else:
        answers = {
            "A.1": "\n\n".join(f"{label(r)}\n\n{blockquote(excerpts[r])}" for r in excerpts),
            "A.2": f"{rep_a} (temperature {t_rep:g}) was the most repetitive: the phrase \"{phrase_a}\" "
                   f"{'comes back' if a_repeats else 'opens it'}.",
            "A.3": f"{var_a} had the most thematic variation, for example: \"{quote_var}\".",
            "B.1": f"top-p = {p_b:g} ({rep_b}).",
            "B.2": f"\"{phrase_b}\" ({b_run})",
            "B.3": (f"With top-p = {p_b:g} the model only samples from the smallest set of tokens whose "
                    f"cumulative probability mass reaches p; a low p leaves fewer candidates, and {rep_b} "
                    "repeated itself more."),
            "D.1": "top-p",
            "D.2": "I would increase top-p (e.g. from 0.6 to 0.9), then raise the temperature slightly.",
            "D.3": f"In {rep_a} (temperature {t_rep:g}) and {rep_b} (top-p {p_b:g}) I saw the most repetition; "
                   "with a higher top-p (B3) the text varied more.",
        }
    short = [r for r, e in excerpts.items() if len(e.split()) < 8]
    expected: Expected = {
        "runs-genuine": ("pass", "all six runs printed, unedited, by the embedded model"),
        "A.1-excerpts": (("pass", "20-word excerpts copied from each of A1, A2, A3") if not short else
                         ("partial", f"{', '.join(short)} printed fewer than 8 words")),
        "A.2-choice": ("pass", f"{rep_a} has the highest repetition rate of A1-A3"),
        "A.2-evidence": ("pass", f"the quote is in {rep_a}'s output"),
        "A.3-choice": ("pass", f"{var_a} has the highest distinct-2 of A1-A3"),
        "A.3-evidence": ("pass", f"the quote is in {var_a}'s output"),
        "B.1-choice": ("pass", f"{rep_b} has the highest repetition rate of B1-B3"),
        "B.2-repeat": (("pass", f"the quoted phrase occurs twice in one sample of {b_run}") if b_repeats else
                       ("fail", "no phrase of 4+ words repeats in any B sample; the quote occurs once")),
        "B.3-concept": ("pass", "names the cumulative mass / smallest set and the run"),
        "D.1-parameter": ("pass", "top-p"),
        "D.2-direction": ("pass", "increase"),
        "D.3-justified": ("pass", "cites the student's own runs"),
    }
    return answers, expected


def tp_by_values(out: dict[str, list[str]], raw: dict[str, list[str]]) -> tuple[dict, Expected]:
    """The course notebook never names runs A1..B3: the student names them by their parameters,
    copies 2 displayed lines (prompt and rich's line breaks included) and cites the sample."""
    answers, expected = tp_answers(out)
    f = tp_facts(out)
    rep_a, var_a, rep_b = f["rep_a"], f["var_a"], f["rep_b"]
    t = {r: TP_PARAMS[r][0] for r in ("A1", "A2", "A3")}
    p = {r: TP_PARAMS[r][1] for r in ("B1", "B2", "B3")}
    lines = {r: "\n".join(raw[r][1].split("\n")[:2]) for r in ("A1", "A2", "A3")}
    answers["A.1"] = "\n\n".join(f"Temperatura {t[r]:g} (Amostra 2):\n\n{blockquote(lines[r])}" for r in lines)
    a_run, phrase_a, a_rep = tp_repeat_quote(out, [rep_a])
    answers["A.2"] = (f"Com temperatura {t[rep_a]:g} o texto ficou mais repetitivo: “{phrase_a}” volta a aparecer.")
    quote_var = words(longest_sample(out, var_a), 4, 9)
    answers["A.3"] = f"A temperatura {t[var_a]:g} variou mais de tema, por exemplo “{quote_var}…”."
    answers["B.1"] = f"No top-p {p[rep_b]:g}."
    b_run, phrase_b, b_rep = tp_repeat_quote(out, [rep_b] + [r for r in ("B1", "B2", "B3") if r != rep_b])
    answers["B.2"] = f"“{phrase_b}” (top-p = {p[b_run]:g})"
    answers["B.3"] = (f"Com top-p {p[rep_b]:g} só entram no sorteio os tokens mais prováveis até a massa acumulada "
                      "de probabilidade chegar a p: um conjunto pequeno de candidatos, por isso o texto repete.")
    answers["D.3"] = (f"Na parte A, temperatura {t[rep_a]:g} repetiu mais; na parte B, top-p {p[rep_b]:g} repetiu e "
                      "top-p 0.9 variou mais.")
    expected["A.1-excerpts"] = ("pass", "two displayed lines of each temperature's output, prompt included")
    expected["A.2-evidence"] = ("pass", f"the quote is in the T={t[rep_a]:g} output")
    expected["A.3-evidence"] = ("pass", f"the quote (ellipsis after) is in the T={t[var_a]:g} output")
    return answers, expected


def tp_once_quote(out: dict[str, list[str]]) -> tuple[dict, Expected]:
    """B.2 answered with a sentence that occurs only once (no 5 consecutive words of it recur)."""
    answers, expected = tp_answers(out)
    for rid in ("B3", "B2", "B1"):
        for sample in out[rid]:
            toks = sample.split()
            for start in range(0, max(1, len(toks) - 10)):
                cand = " ".join(toks[start:start + 10])
                grams5 = [" ".join(cand.split()[i:i + 5]) for i in range(6)]
                if all(count_in(sample, g) == 1 for g in grams5) and re.search(r"[A-Za-z]{4}", cand):
                    answers["B.2"] = f"\"{cand}\" ({rid})"
                    expected["B.2-repeat"] = ("fail", f"the quote occurs once in {rid}; no 5 of its words recur")
                    return answers, expected
    return answers, expected


def tp_contradicting(out: dict[str, list[str]], lang: str = "pt") -> tuple[dict, Expected]:
    answers, expected = tp_answers(out, lang)
    f = tp_facts(out)
    for qid, crit, measure, least, best, ids in (
            ("A.2", "A.2-choice", f["rep"], f["least_rep_a"], f["rep_a"], "A1-A3"),
            ("A.3", "A.3-choice", f["div"], f["least_div_a"], f["var_a"], "A1-A3"),
            ("B.1", "B.1-choice", f["rep"], f["least_rep_b"], f["rep_b"], "B1-B3")):
        quote = words(longest_sample(out, least), 0, 7)
        if qid == "B.1":
            answers[qid] = f"top-p = {TP_PARAMS[least][1]:g} ({least})."
        elif qid == "A.2":
            answers[qid] = f"{least} foi a mais repetitiva: \"{quote}\"."
        else:
            answers[qid] = f"{least} teve maior variação: \"{quote}\"."
        clear = measure[best] - measure[least] > TIE
        expected[crit] = (("fail", f"names {least} ({measure[least]:.2f}) while {best} measures {measure[best]:.2f}")
                          if clear else ("pass", f"{least} is within the tie of {best}"))
        if qid != "B.1":
            expected[f"{qid}-evidence"] = ("pass", f"the quote is real text of {least}, the run it names")
    answers["D.2"] = "Diminuiria o top-p para o texto ficar mais focado."
    expected["D.2-direction"] = ("fail", "says decrease")
    return answers, expected


def tp_book(out: dict[str, list[str]]) -> tuple[dict, Expected]:
    answers, expected = tp_answers(out)
    answers["A.1"] = "\n\n".join(f"**{r}:**\n\n> {BOOK_A1}" for r in ("A1", "A2", "A3"))
    answers["B.2"] = f"\"{BOOK_B2}\""
    expected["A.1-excerpts"] = ("fail", "the book's GPT-2 text, in none of the student's outputs")
    expected["B.2-repeat"] = ("fail", "the book's quote, in none of the student's B outputs")
    return answers, expected


def tp_missing(out: dict[str, list[str]]) -> tuple[dict, Expected]:
    answers = {"D.1": "temperatura"}
    expected: Expected = {c: ("fail", "no answer") for c in (
        "A.1-excerpts", "A.2-choice", "A.2-evidence", "A.3-choice", "A.3-evidence", "B.1-choice",
        "B.2-repeat", "B.3-concept", "D.2-direction", "D.3-justified")}
    expected["runs-genuine"] = ("pass", "all six runs printed, unedited")
    expected["D.1-parameter"] = ("fail", "temperature instead of top-p")
    return answers, expected


def tp_stale(now: dict[str, list[str]], then: dict[str, list[str]]) -> tuple[dict, Expected]:
    """Answers written from an earlier execution (``then``), graded against the outputs the
    notebook holds now (``now``): the excerpts cite old text."""
    answers, _ = tp_answers(then)
    f_then, f_now = tp_facts(then), tp_facts(now)
    expected: Expected = {"runs-genuine": ("pass", "the six runs now printed are real")}
    excerpts = {r: words(longest_sample(then, r), 0, 20) for r in ("A1", "A2", "A3")}
    found = [r for r in excerpts if contains(joined(now, r), excerpts[r])]
    expected["A.1-excerpts"] = (("fail", "the excerpts cite an earlier execution's text, not the outputs now "
                                 "in the notebook") if not found else
                                ("partial", f"only {', '.join(found)} still in the outputs"))
    for crit, key, measure in (("A.2-choice", "rep_a", "rep"), ("A.3-choice", "var_a", "div"),
                               ("B.1-choice", "rep_b", "rep")):
        chosen, best = f_then[key], f_now[key]
        vals = f_now[measure]
        ok = vals[chosen] >= vals[best] - TIE
        expected[crit] = ("pass" if ok else "fail",
                          f"names {chosen} ({vals[chosen]:.2f} now); the outputs now rank {best} first ({vals[best]:.2f})")
    a_run, phrase_a, _ = tp_repeat_quote(then, [f_then["rep_a"]])
    expected["A.2-evidence"] = (("pass", "the quote is still in the output") if contains(joined(now, f_then["rep_a"]), phrase_a)
                                else ("fail", "the quote is old text, not in the output now"))
    quote_var = words(longest_sample(then, f_then["var_a"]), 4, 9)
    expected["A.3-evidence"] = (("pass", "the quote is still in the output") if contains(joined(now, f_then["var_a"]), quote_var)
                                else ("fail", "the quote is old text, not in the output now"))
    b_run, phrase_b, _ = tp_repeat_quote(then, [f_then["rep_b"]] + [r for r in ("B1", "B2", "B3") if r != f_then["rep_b"]])
    counts = [count_in(s, phrase_b) for r in ("B1", "B2", "B3") for s in now.get(r, [])]
    expected["B.2-repeat"] = (("pass", "the old quote happens to repeat in a current B sample") if max(counts) >= 2 else
                              (["fail", "pass"], "the old quote occurs once now; a near repeat may still count")
                              if max(counts) == 1 else ("fail", "the quote is old text, in no current B sample"))
    expected["B.3-concept"] = ("pass", "names the cumulative mass / smallest set and a run")
    expected["D.1-parameter"] = ("pass", "top-p")
    expected["D.2-direction"] = ("pass", "increase")
    expected["D.3-justified"] = ("pass", "cites the student's runs")
    return answers, expected


def tp_edited(out: dict[str, list[str]]) -> tuple[dict, Expected]:
    answers, expected = tp_answers(out)
    expected["runs-genuine"] = ("fail", "A1's first sample was edited by hand (a sentence pasted three times)")
    for crit in ("A.1-excerpts", "A.2-choice", "A.2-evidence", "A.3-choice", "A.3-evidence"):
        expected[crit] = ("fail", "rests on the edited run A1")
    return answers, expected


def make_repetitive(text: str) -> str:
    first = re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]
    first = " ".join(first.split()[:14])
    return " " + " ".join([first] * 3) + text


# chain of thought ---------------------------------------------------------------------------------

def _final_number(text: str) -> str | None:
    nums = re.findall(r"-?\d+(?:\.\d+)?", text)
    return nums[-1] if nums else None


def cot_correct(text: str) -> bool:
    """The TA's reading: the output's final number is 85."""
    last = _final_number(text)
    return last is not None and float(last) == 85


def cot_excerpt(out: dict[str, list[str]]) -> tuple[str, str, bool]:
    """(run, excerpt, reasoning-like?) from the student's P2 (else P1) output."""
    for rid in ("P2", "P1"):
        for sample in out.get(rid, []):
            for sentence in re.split(r"(?<=[.!?])\s+|\n+", sample):
                sentence = sentence.strip()
                if len(sentence.split()) >= 3 and re.search(r"\d\s*[-+=x*/×]\s*\d|=\s*\d", sentence):
                    return rid, sentence, True
    rid = "P2" if out.get("P2") and out["P2"][0].strip() else "P1"
    return rid, words(out.get(rid, [""])[0], 0, 10), False


def cot_answers(out: dict[str, list[str]], lang: str = "pt") -> tuple[dict, Expected]:
    p1, p2 = joined(out, "P1"), joined(out, "P2")
    ok = cot_correct(p1) and cot_correct(p2)
    f1, f2 = _final_number(p1) or "nenhum número", _final_number(p2) or "nenhum número"
    run, excerpt, reasoning = cot_excerpt(out)
    if lang == "pt":
        answers = {
            "C.1": f"{'Sim' if ok else 'Não'}. A resposta final de P1 é {f1} e a de P2 é {f2}.",
            "C.2": f"\"{excerpt}\" ({run})",
            "C.3": f"Não. O trecho \"{excerpt}\" ({run}) tem forma de passos, mas "
                   f"{'a conta final está errada' if not ok else 'a forma não prova a conta'}: a aparência de "
                   "raciocínio é estilo, não garantia de correção.",
        }
    else:
        f1 = f1.replace("nenhum número", "no number")
        f2 = f2.replace("nenhum número", "no number")
        answers = {
            "C.1": f"{'Yes' if ok else 'No'}. The final answer of P1 is {f1} and that of P2 is {f2}.",
            "C.2": f"\"{excerpt}\" ({run})",
            "C.3": f"No. The excerpt \"{excerpt}\" ({run}) looks like steps, but "
                   f"{'the final sum is wrong' if not ok else 'the form does not prove the sum'}: apparent "
                   "reasoning is style, not a guarantee of correctness.",
        }
    expected: Expected = {
        "runs-genuine": ("pass", "P1 and P2 printed, unedited, by the embedded model"),
        "C.1-claim": ("pass", f"{'yes' if ok else 'no'}: P1 ends with {f1}, P2 with {f2}"),
        "C.2-excerpt": (("pass", f"a sentence with arithmetic copied from {run}") if reasoning else
                        (["needs_review", "fail"], "no sentence of the outputs looks like reasoning")),
        "C.3-guarantee": ("pass", "no, tied to the student's own excerpt"),
    }
    return answers, expected


def cot_by_names(out: dict[str, list[str]], raw: dict[str, list[str]]) -> tuple[dict, Expected]:
    """Runs named as the course names them (direto / passo a passo), the excerpt copied as
    displayed: prompt included."""
    answers, expected = cot_answers(out)
    p1, p2 = joined(out, "P1"), joined(out, "P2")
    ok = cot_correct(p1) and cot_correct(p2)
    f1, f2 = _final_number(p1), _final_number(p2)
    answers["C.1"] = (f"{'Sim' if ok else 'Não'}: no prompt direto a resposta final foi "
                      f"{f1 or 'nenhum número (só o prompt)'}, no passo a passo foi {f2 or 'nenhum número'}.")
    lines = raw["P2"][0].split("\n")
    upto = next((i for i, line in enumerate(lines) if i and re.search(r"\d\s*[-+=x*/×]\s*\d|=\s*\d", line)), 0)
    if upto == 0 and re.search(r"\d\s*[-+=x*/×]\s*\d|=\s*\d", lines[0][len("Solve step by step: 27 + 58."):]):
        upto = 0
    shown = "\n".join(lines[: upto + 1])  # displayed as is: the prompt, then down to the first worked line
    answers["C.2"] = f"{blockquote(shown)}\n\n(passo a passo)"
    run, excerpt, reasoning = cot_excerpt(out)
    expected["C.2-excerpt"] = (("pass", "the displayed first line of the step-by-step output") if reasoning else
                               (["needs_review", "fail"], "no reasoning-like sentence in the outputs"))
    return answers, expected


def cot_contradicting(out: dict[str, list[str]]) -> tuple[dict, Expected]:
    answers, expected = cot_answers(out)
    ok = cot_correct(joined(out, "P1")) and cot_correct(joined(out, "P2"))
    answers["C.1"] = ("Não, a resposta está errada nos dois casos." if ok
                      else "Sim, nos dois casos o modelo chegou à resposta certa (85).")
    expected["C.1-claim"] = ("fail", "the sim/não contradicts the numbers in the student's own outputs")
    return answers, expected


def cot_theory(out: dict[str, list[str]]) -> tuple[dict, Expected]:
    answers, expected = cot_answers(out)
    answers["C.2"] = "\"First, add the units: 7 + 8 = 15, carry the 1; then 2 + 5 + 1 = 8. So the answer is 85.\""
    expected["C.2-excerpt"] = ("fail", "an invented worked sum, in none of the student's outputs")
    return answers, expected


def cot_stale(now: dict[str, list[str]], then: dict[str, list[str]]) -> tuple[dict, Expected]:
    answers, _ = cot_answers(then)
    ok_now = cot_correct(joined(now, "P1")) and cot_correct(joined(now, "P2"))
    ok_then = cot_correct(joined(then, "P1")) and cot_correct(joined(then, "P2"))
    run, excerpt, _ = cot_excerpt(then)
    still = contains(joined(now, run), excerpt) or contains(joined(now, "P1") + joined(now, "P2"), excerpt)
    expected: Expected = {
        "runs-genuine": ("pass", "P1 and P2 now printed are real"),
        "C.1-claim": (("pass", "the yes/no still agrees with the outputs now") if ok_now == ok_then else
                      ("fail", "the yes/no was written for an earlier execution")),
        "C.2-excerpt": (("pass", "the excerpt is still in the output") if still else
                        ("fail", "the excerpt cites an earlier execution's text, not the output now")),
        "C.3-guarantee": (["pass", "needs_review"], "the right 'não', tied to an excerpt of an earlier execution"),
    }
    return answers, expected


# -- where the answers go ---------------------------------------------------------------------------

def md(source: str, **meta: Any) -> dict:
    return {"cell_type": "markdown", "metadata": dict(meta), "source": source}


def append(nb: dict, cells: list[dict]) -> dict:
    nb = copy.deepcopy(nb)
    if nb.get("nbformat_minor", 0) >= 5:
        for i, cell in enumerate(cells):
            cell["id"] = f"corpus-{len(nb['cells']) + i}"
    nb["cells"].extend(cells)
    return nb


def heading_cells(qids: list[str], answers: dict[str, str], style: str) -> list[dict]:
    """The answers at the end of the notebook, each under its question id spelt as ``style``."""
    cells = [md("## Respostas")]
    for qid in qids:
        if qid not in answers:
            continue
        ans = answers[qid]
        dotless = qid.replace(".", "")
        if style == "h3":  # "### A.2" alone, the answer in the next cell
            cells += [md(f"### {qid}"), md(ans)]
        elif style == "h3_same":
            cells.append(md(f"### {qid}\n\n{ans}"))
        elif style == "bold":
            cells.append(md(f"**{qid}** {ans}"))
        elif style == "paren":
            cells.append(md(f"{qid}) {ans}"))
        elif style == "dotless":
            cells.append(md(f"{dotless}: {ans}"))
        elif style == "questao":
            cells.append(md(f"**Questão {qid}**\n\n{ans}"))
        elif style == "resposta":
            cells.append(md(f"Resposta {qid} - {ans}"))
        elif style == "questao_lower":
            cells.append(md(f"questao {qid.lower()}: {ans}"))
        elif style == "h2_questao":  # "## Questão A.1" alone, the answer in the next cell
            cells += [md(f"## Questão {qid}"), md(ans)]
        elif style == "question_cells":  # the question copied, the answer typed under it
            cells.append(md(f"### {qid}\n\n{QUESTION_TEXT[qid]}\n\n{ans}"))
        else:
            raise ValueError(style)
    return cells


def mixed_cells(qids: list[str], answers: dict[str, str]) -> list[dict]:
    styles = ["h3_same", "bold", "paren", "questao", "resposta", "h3", "bold", "questao_lower", "paren"]
    cells = [md("## Minhas respostas")]
    for qid, style in zip(qids, styles):
        cells += heading_cells([qid], answers, style)[1:]
    return cells


def one_cell(qids: list[str], answers: dict[str, str]) -> list[dict]:
    return [md("## Respostas\n\n" + "\n\n".join(f"**{q}** {answers[q]}" for q in qids if q in answers))]


def _tags(cell: dict) -> list[str]:
    return cell.get("metadata", {}).get("tags", [])


def in_answer_cells(nb: dict, answers: dict[str, str]) -> dict:
    nb = copy.deepcopy(nb)
    for cell in nb["cells"]:
        for tag in _tags(cell):
            if tag.startswith("answer-") and tag[len("answer-"):] in answers:
                cell["source"] = answers[tag[len("answer-"):]]
    return nb


def in_question_cells(nb: dict, answers: dict[str, str]) -> dict:
    """Each answer typed into the question cell, under the question; the answer cells untouched."""
    nb = copy.deepcopy(nb)
    for cell in nb["cells"]:
        for tag in _tags(cell):
            if tag.startswith("question-") and tag[len("question-"):] in answers:
                src = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
                cell["source"] = src.rstrip() + "\n\n" + answers[tag[len("question-"):]]
    return nb


def strip_tags(nb: dict, ids: bool = False) -> dict:
    """What some editors do: the cell tags dropped (and, with ``ids``, the cell ids renewed)."""
    nb = copy.deepcopy(nb)
    for i, cell in enumerate(nb["cells"]):
        cell.get("metadata", {}).pop("tags", None)
        if ids and "id" in cell:
            cell["id"] = f"ed{i:04d}x"
    return nb


def edit_printed(nb: dict, run: str, edit: Callable[[str], str]) -> dict:
    """Edits the first sample of ``run`` in the printed output (course shape) or its record and
    printed text (starter shape)."""
    nb = copy.deepcopy(nb)
    headers = {"A1": "TEMPERATURA = 0.2", "B1": "TOP-P = 0.3"}
    current, take = None, False
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            rec = data.get(GENERATION_MIME)
            if isinstance(rec, dict):
                if rec.get("run") == run:
                    old = rec["text"]
                    rec["text"] = edit(old)
                    rec.pop("token_ids", None)
                    for o in cell["outputs"]:
                        if o.get("output_type") == "stream":
                            text = "".join(o["text"]) if isinstance(o["text"], list) else o["text"]
                            o["text"] = text.replace(old, rec["text"], 1)
                    return nb
                continue
            text = _plain(out)
            if headers[run] in text:
                current = run
            elif "[Amostra 1]" in text and current == run:
                take = True
            elif take:
                body = text[len(PROMPT):]
                new = edit(body.rstrip("\n"))
                inserted = new[: len(new) - len(body.rstrip("\n"))]
                for key in ("text/plain", "text/html"):
                    if key in data:
                        val = "".join(data[key]) if isinstance(data[key], list) else data[key]
                        data[key] = val.replace(PROMPT, PROMPT + inserted, 1)
                return nb
    raise ValueError(f"no sample of {run} to edit")


def replace_printed(nb: dict, run: str, body: str) -> dict:
    """The first sample of ``run`` (course shape) replaced by ``body`` as if it had been printed."""
    nb = copy.deepcopy(nb)
    headers = {"A1": "TEMPERATURA = 0.2", "B1": "TOP-P = 0.3"}
    current, take = None, False
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            text = _plain(out)
            if headers[run] in text:
                current = run
            elif "[Amostra 1]" in text and current == run:
                take = True
            elif take:
                out["data"] = {"text/plain": PROMPT + body + "\n"}
                return nb
    raise ValueError(f"no sample of {run} to replace")


# -- the corpus ---------------------------------------------------------------------------------------

def where(qids: list[str], answers: dict[str, str], how: str) -> dict[str, str]:
    return {q: how for q in qids if q in answers}


def build() -> dict[str, Any]:
    tp1, tp2, tps = load("course-tp-s101"), load("course-tp-s202"), load("starter-tp-s303")
    cot1, cot2, cots = load("course-cot-s404"), load("course-cot-s505"), load("starter-cot-s606")
    o_tp1, o_tp2, o_tps = samples_of(tp1), samples_of(tp2), samples_of(tps)
    o_cot1, o_cot2, o_cots = samples_of(cot1), samples_of(cot2), samples_of(cots)
    manifest: dict[str, Any] = {}

    def add(name: str, activity: str, base: str, nb: dict, shape: str, placement: str, kind: str,
            answers: dict, expected: Expected, found: dict[str, str], runs: dict[str, list[str]],
            unplaced: list[str] | None = None, doubt: list[str] | None = None) -> None:
        (CORPUS / f"{name}.ipynb").write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n")
        manifest[name] = {
            "activity": activity, "base": base, "shape": shape, "placement": placement, "answers_kind": kind,
            "answers": {q: {"found_by": found[q], "text": answers[q], "doubt": q in (doubt or [])} for q in found},
            "runs": {r: len(s) for r, s in runs.items()},
            "unplaced_answers": unplaced or [],
            "criteria": {c: {"status": s, "why": why} for c, (s, why) in expected.items()},
        }

    # temperature / top-p, the course's shape ---------------------------------------------------
    Q = TP_QUESTIONS
    a, e = tp_answers(o_tp1)
    for style in ("h3", "h3_same", "bold", "paren", "questao", "resposta", "questao_lower", "question_cells"):
        add(f"tp-course-{style.replace('_', '-')}", "temperature-top-p", "course-tp-s101",
            append(tp1, heading_cells(Q, a, style)), "course", f"headings:{style}", "good", a, e,
            where(Q, a, "question_cell" if style == "question_cells" else "heading"), o_tp1)
    ad, ed = tp_answers(o_tp1, dotless=True)
    add("tp-course-dotless", "temperature-top-p", "course-tp-s101", append(tp1, heading_cells(Q, ad, "dotless")),
        "course", "headings:dotless", "good", ad, ed, where(Q, ad, "heading"), o_tp1)
    add("tp-course-mixed", "temperature-top-p", "course-tp-s101", append(tp1, mixed_cells(Q, a)), "course",
        "headings:mixed", "good", a, e, where(Q, a, "heading"), o_tp1)
    add("tp-course-one-cell", "temperature-top-p", "course-tp-s101", append(tp1, one_cell(Q, a)), "course",
        "one_cell", "good", a, e, where(Q, a, "multi_answer_cell"), o_tp1)
    a2, e2 = tp_answers(o_tp2)
    add("tp-course-s202-bold", "temperature-top-p", "course-tp-s202", append(tp2, heading_cells(Q, a2, "bold")),
        "course", "headings:bold", "good", a2, e2, where(Q, a2, "heading"), o_tp2)
    add("tp-course-s202-one-cell", "temperature-top-p", "course-tp-s202", append(tp2, one_cell(Q, a2)), "course",
        "one_cell", "good", a2, e2, where(Q, a2, "multi_answer_cell"), o_tp2)
    ae, ee = tp_answers(o_tp1, "en")
    add("tp-course-english", "temperature-top-p", "course-tp-s101", append(tp1, heading_cells(Q, ae, "h3_same")),
        "course", "headings:h3_same", "english", ae, ee, where(Q, ae, "heading"), o_tp1)
    ae2, ee2 = tp_answers(o_tp2, "en")
    add("tp-course-s202-english-one-cell", "temperature-top-p", "course-tp-s202", append(tp2, one_cell(Q, ae2)),
        "course", "one_cell", "english", ae2, ee2, where(Q, ae2, "multi_answer_cell"), o_tp2)
    ac, ec = tp_contradicting(o_tp1)
    add("tp-course-contradicts", "temperature-top-p", "course-tp-s101", append(tp1, heading_cells(Q, ac, "h3")),
        "course", "headings:h3", "contradicting", ac, ec, where(Q, ac, "heading"), o_tp1)
    ac2, ec2 = tp_contradicting(o_tp2)
    add("tp-course-s202-contradicts", "temperature-top-p", "course-tp-s202", append(tp2, one_cell(Q, ac2)),
        "course", "one_cell", "contradicting", ac2, ec2, where(Q, ac2, "multi_answer_cell"), o_tp2)
    ab, eb = tp_book(o_tp1)
    add("tp-course-book", "temperature-top-p", "course-tp-s101", append(tp1, heading_cells(Q, ab, "bold")),
        "course", "headings:bold", "book", ab, eb, where(Q, ab, "heading"), o_tp1)
    edited = edit_printed(tp1, "A1", make_repetitive)
    o_ed = samples_of(edited)
    ax, ex = tp_edited(o_ed)
    add("tp-course-edited", "temperature-top-p", "course-tp-s101", append(edited, heading_cells(Q, ax, "h3_same")),
        "course", "headings:h3_same", "edited_output", ax, ex, where(Q, ax, "heading"), o_ed)
    am, em = tp_missing(o_tp1)
    add("tp-course-missing", "temperature-top-p", "course-tp-s101", append(tp1, heading_cells(Q, am, "h3_same")),
        "course", "headings:h3_same", "missing", am, em, where(Q, am, "heading"), o_tp1)
    # re-executed after answering: the notebook holds s202's outputs, the answers cite s101's
    ast, est = tp_stale(o_tp2, o_tp1)
    add("tp-course-stale", "temperature-top-p", "course-tp-s202", append(tp2, heading_cells(Q, ast, "h3_same")),
        "course", "headings:h3_same", "stale", ast, est, where(Q, ast, "heading"), o_tp2)
    ast2, est2 = tp_stale(o_tp1, o_tp2)
    add("tp-course-stale-one-cell", "temperature-top-p", "course-tp-s101", append(tp1, one_cell(Q, ast2)),
        "course", "one_cell", "stale", ast2, est2, where(Q, ast2, "multi_answer_cell"), o_tp1)

    raw1 = printed_raw(tp1)
    av, ev = tp_by_values(o_tp1, raw1)
    add("tp-course-by-values", "temperature-top-p", "course-tp-s101", append(tp1, heading_cells(Q, av, "h3_same")),
        "course", "headings:h3_same", "by_values", av, ev, where(Q, av, "heading"), o_tp1)
    raw2 = printed_raw(tp2)
    av2, ev2 = tp_by_values(o_tp2, raw2)
    add("tp-course-s202-by-values-h2", "temperature-top-p", "course-tp-s202",
        append(tp2, heading_cells(Q, av2, "h2_questao")), "course", "headings:h2_questao", "by_values", av2, ev2,
        where(Q, av2, "heading"), o_tp2)
    ao, eo = tp_once_quote(o_tp1)
    add("tp-course-b2-once", "temperature-top-p", "course-tp-s101", append(tp1, heading_cells(Q, ao, "paren")),
        "course", "headings:paren", "wrong_quote", ao, eo, where(Q, ao, "heading"), o_tp1)
    pasted = replace_printed(tp1, "A1", BOOK_A1[len(PROMPT):])
    o_pasted = samples_of(pasted)
    apb, epb = tp_edited(o_pasted)
    epb["runs-genuine"] = ("fail", "A1's first sample is the book's GPT-2 text pasted in as output")
    add("tp-course-book-output", "temperature-top-p", "course-tp-s101", append(pasted, heading_cells(Q, apb, "bold")),
        "course", "headings:bold", "pasted_output", apb, epb, where(Q, apb, "heading"), o_pasted)

    # temperature / top-p, the starter -------------------------------------------------------------
    s, es = tp_answers(o_tps)
    add("tp-starter-tagged", "temperature-top-p", "starter-tp-s303", in_answer_cells(tps, s), "starter",
        "tag", "good", s, es, where(Q, s, "tag"), o_tps)
    add("tp-starter-tags-stripped", "temperature-top-p", "starter-tp-s303", strip_tags(in_answer_cells(tps, s)),
        "starter", "tags_stripped", "good", s, es, where(Q, s, "tag"), o_tps)
    add("tp-starter-tags-ids-stripped", "temperature-top-p", "starter-tp-s303",
        strip_tags(in_answer_cells(tps, s), ids=True), "starter", "tags_and_ids_stripped", "good", s, es,
        where(Q, s, "heading"), o_tps)
    add("tp-starter-question-cells", "temperature-top-p", "starter-tp-s303", in_question_cells(tps, s), "starter",
        "question_cell", "good", s, es, where(Q, s, "question_cell"), o_tps)
    add("tp-starter-question-cells-stripped", "temperature-top-p", "starter-tp-s303",
        strip_tags(in_question_cells(tps, s)), "starter", "question_cell_tags_stripped", "good", s, es,
        where(Q, s, "question_cell"), o_tps)
    add("tp-starter-one-cell", "temperature-top-p", "starter-tp-s303", append(tps, one_cell(Q, s)), "starter",
        "one_cell", "good", s, es, where(Q, s, "multi_answer_cell"), o_tps)
    se, ese = tp_answers(o_tps, "en")
    add("tp-starter-english", "temperature-top-p", "starter-tp-s303", in_answer_cells(tps, se), "starter", "tag",
        "english", se, ese, where(Q, se, "tag"), o_tps)
    add("tp-starter-english-stripped", "temperature-top-p", "starter-tp-s303", strip_tags(in_answer_cells(tps, se)),
        "starter", "tags_stripped", "english", se, ese, where(Q, se, "tag"), o_tps)
    sc, esc = tp_contradicting(o_tps)
    add("tp-starter-contradicts", "temperature-top-p", "starter-tp-s303", in_answer_cells(tps, sc), "starter",
        "tag", "contradicting", sc, esc, where(Q, sc, "tag"), o_tps)
    sb, esb = tp_book(o_tps)
    add("tp-starter-book-question-cells", "temperature-top-p", "starter-tp-s303", in_question_cells(tps, sb),
        "starter", "question_cell", "book", sb, esb, where(Q, sb, "question_cell"), o_tps)
    sedited = edit_printed(tps, "A1", make_repetitive)
    o_sed = samples_of(sedited)
    sx, esx = tp_edited(o_sed)
    add("tp-starter-edited", "temperature-top-p", "starter-tp-s303", in_answer_cells(sedited, sx), "starter", "tag",
        "edited_output", sx, esx, where(Q, sx, "tag"), o_sed)
    placeholder = {q: "_Sua resposta aqui._\n\n" + t for q, t in s.items()}
    add("tp-starter-placeholder-kept", "temperature-top-p", "starter-tp-s303", in_answer_cells(tps, placeholder),
        "starter", "tag", "good", s, es, where(Q, s, "tag"), o_tps)
    mixed = in_question_cells(tps, {q: s[q] for q in ("A.1", "A.2", "A.3")})
    mixed = in_answer_cells(mixed, {q: s[q] for q in ("B.1", "B.2", "B.3")})
    mixed = append(mixed, one_cell(["D.1", "D.2", "D.3"], s))
    found_mixed = {**where(["A.1", "A.2", "A.3"], s, "question_cell"), **where(["B.1", "B.2", "B.3"], s, "tag"),
                   **where(["D.1", "D.2", "D.3"], s, "multi_answer_cell")}
    add("tp-starter-mixed-places", "temperature-top-p", "starter-tp-s303", strip_tags(mixed), "starter",
        "mixed_tags_stripped", "good", s, es, found_mixed, o_tps)
    two = in_question_cells(in_answer_cells(tps, s), {"D.2": "Diminuiria o top-p."})
    etwo = dict(es)
    etwo["D.2-direction"] = ("needs_review", "the answer cell says increase, the question cell says decrease")
    add("tp-starter-two-places", "temperature-top-p", "starter-tp-s303", two, "starter", "tag", "two_places", s,
        etwo, where(Q, s, "tag"), o_tps, doubt=["D.2"])
    sst, esst = tp_stale(o_tps, o_tp1)
    add("tp-starter-stale", "temperature-top-p", "starter-tp-s303", in_answer_cells(tps, sst), "starter", "tag",
        "stale", sst, esst, where(Q, sst, "tag"), o_tps)

    # chain of thought ---------------------------------------------------------------------------------
    C = COT_QUESTIONS
    for base, nb, out in (("course-cot-s404", cot1, o_cot1), ("course-cot-s505", cot2, o_cot2)):
        tag = base.split("-")[-1]
        c, ec_ = cot_answers(out)
        for style in ("h3", "bold", "paren", "resposta", "question_cells"):
            add(f"cot-course-{tag}-{style.replace('_', '-')}", "chain-of-thought", base,
                append(nb, heading_cells(C, c, style)), "course", f"headings:{style}", "good", c, ec_,
                where(C, c, "question_cell" if style == "question_cells" else "heading"), out)
        add(f"cot-course-{tag}-one-cell", "chain-of-thought", base, append(nb, one_cell(C, c)), "course", "one_cell",
            "good", c, ec_, where(C, c, "multi_answer_cell"), out)
        ce, ece = cot_answers(out, "en")
        add(f"cot-course-{tag}-english", "chain-of-thought", base, append(nb, heading_cells(C, ce, "questao")),
            "course", "headings:questao", "english", ce, ece, where(C, ce, "heading"), out)
        cc, ecc = cot_contradicting(out)
        add(f"cot-course-{tag}-contradicts", "chain-of-thought", base, append(nb, heading_cells(C, cc, "h3_same")),
            "course", "headings:h3_same", "contradicting", cc, ecc, where(C, cc, "heading"), out)
        ct, ect = cot_theory(out)
        add(f"cot-course-{tag}-theory", "chain-of-thought", base, append(nb, heading_cells(C, ct, "dotless")),
            "course", "headings:dotless", "theory", ct, ect, where(C, ct, "heading"), out)
    for base, nb, out in (("course-cot-s404", cot1, o_cot1), ("course-cot-s505", cot2, o_cot2)):
        tag = base.split("-")[-1]
        cn, ecn = cot_by_names(out, printed_raw(nb))
        add(f"cot-course-{tag}-by-names", "chain-of-thought", base, append(nb, heading_cells(C, cn, "h2_questao")),
            "course", "headings:h2_questao", "by_names", cn, ecn, where(C, cn, "heading"), out)
    cst, ecst = cot_stale(o_cot2, o_cot1)
    add("cot-course-stale", "chain-of-thought", "course-cot-s505", append(cot2, heading_cells(C, cst, "bold")),
        "course", "headings:bold", "stale", cst, ecst, where(C, cst, "heading"), o_cot2)
    k, ek = cot_answers(o_cots)
    add("cot-starter-tagged", "chain-of-thought", "starter-cot-s606", in_answer_cells(cots, k), "starter", "tag",
        "good", k, ek, where(C, k, "tag"), o_cots)
    add("cot-starter-tags-stripped", "chain-of-thought", "starter-cot-s606", strip_tags(in_answer_cells(cots, k)),
        "starter", "tags_stripped", "good", k, ek, where(C, k, "tag"), o_cots)
    add("cot-starter-question-cells", "chain-of-thought", "starter-cot-s606", in_question_cells(cots, k), "starter",
        "question_cell", "good", k, ek, where(C, k, "question_cell"), o_cots)
    kc, ekc = cot_contradicting(o_cots)
    add("cot-starter-contradicts-stripped", "chain-of-thought", "starter-cot-s606",
        strip_tags(in_answer_cells(cots, kc)), "starter", "tags_stripped", "contradicting", kc, ekc,
        where(C, kc, "tag"), o_cots)
    return manifest


def main() -> int:
    for old in CORPUS.glob("*.ipynb"):
        old.unlink()
    manifest = build()
    (CORPUS / "expected.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1, sort_keys=True) + "\n")
    print(f"[corpus] {len(manifest)} notebooks written to {CORPUS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
