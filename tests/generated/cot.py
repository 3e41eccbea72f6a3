"""Chain-of-thought notebooks generated, as tests/generated/shapes.py does for temperature-top-p.

The pool's chain-of-thought executions (smollm2-135m, seeds 404, 505, 606): P1 ("What is 27 +
58?", 40 new tokens) ended at once in all three (an empty continuation: the prompt alone is
printed), P2 ("Solve step by step: 27 + 58.") writes steps that end on a wrong number (114, 15.5,
85.23). Dimensions: execution x generation code (the course helper, the book's ``generate_text``
under printed headers, a list, a repr with a label, a pipeline, a dict of prompts) x rich x where
answers are written x id spelling x how P2 is named (id, alias) x language x, per question, the
claim (TRUE, or a FALSE kind, or left unanswered). Each notebook carries the TA's verdict per
criterion (rubrics/chain-of-thought.yaml), from what the outputs show.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from .render import BOOK_WRAPPER, POOL, Out, code_cell
from .shapes import ID_STYLES, LANGS, PLACEMENTS, Built, answer_cells, md

COT_EXECUTIONS = tuple(sorted(n for n, b in POOL.items() if b["activity"] == "chain-of-thought"))
RUNS = ("P1", "P2")
BUDGET = {"P1": 40, "P2": 80}
QUESTIONS = ("C.1", "C.2", "C.3")
QUESTION_TEXT = {
    "pt": {"C.1": "A resposta numérica final está correta em ambos os casos? Responda sim ou não.",
           "C.2": "Copie um trecho do output onde o modelo aparenta estar raciocinando.",
           "C.3": "Com base exclusivamente no output obtido, o raciocínio apresentado garante correção? Justifique."},
    "en": {"C.1": "Is the final numeric answer correct in both cases? Answer yes or no.",
           "C.2": "Copy an excerpt of the output where the model seems to be reasoning.",
           "C.3": "Based only on the output you obtained, does the reasoning shown guarantee correctness? Justify."},
}
VARIANTS: dict[str, tuple[str, ...]] = {
    "C.1": ("true", "yes", "missing"),
    "C.2": ("true", "invented", "short", "edited", "missing"),
    "C.3": ("true", "yes", "missing"),
}
PRINTINGS: dict[str, tuple[str, ...]] = {
    "helper": ("records",),
    "book": ("headers", "list_whole", "repr_label"),
    "pipeline": ("headers", "dicts"),
    "dict_loop": ("headers", "dict_whole"),
}
NAMES = ("ids", "aliases")
INVENTED = "First, add the units: 7 + 8 = 15, carry the 1; then 2 + 5 + 1 = 8. So the answer is 85."
_ARITH = re.compile(r"\d\s*[-+*/=x×]\s*\d")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")

SHAPES_PENDING: frozenset[str] = frozenset()  # as shapes.SHAPES_PENDING, for this activity


def texts_of(execution: str) -> dict[str, str]:
    return {rid: POOL[execution]["runs"][rid]["samples"][0]["text"] for rid in RUNS}


def prompts_of(execution: str) -> dict[str, str]:
    return {rid: POOL[execution]["runs"][rid]["prompt"] for rid in RUNS}


@dataclass(frozen=True)
class CotShape:
    execution: str
    code: str
    printing: str
    rich: bool
    placement: str
    ids: str
    names: str
    lang: str
    claims: tuple[tuple[str, str], ...] = field(default=())

    def dims(self) -> list[str]:
        out = [f"cot:execution:{self.execution}", f"cot:code:{self.code}", f"cot:printing:{self.printing}",
               f"cot:rich:{self.rich}", f"cot:placement:{self.placement}", f"cot:names:{self.names}",
               f"cot:lang:{self.lang}"]
        if self.placement in ("headings", "one_cell", "question_copied"):
            out.append(f"cot:ids:{self.ids}")
        return out + [f"cot:claim:{q}:{v}" for q, v in self.claims if v != "true"]

    def pending(self) -> list[str]:
        return [d for d in self.dims() if d in SHAPES_PENDING]

    def label(self) -> str:
        ids = f"/{self.ids}" if self.placement in ("headings", "one_cell", "question_copied") else ""
        odd = ",".join(f"{q}:{v}" for q, v in self.claims if v != "true") or "all-true"
        return (f"{self.execution} {self.code}+{self.printing}{'+rich' if self.rich else ''} {self.placement}{ids} "
                f"names={self.names} {self.lang} [{odd}]")


@st.composite
def cot_shapes(draw: st.DrawFn) -> CotShape:
    code = draw(st.sampled_from(tuple(PRINTINGS)))
    printing = draw(st.sampled_from(PRINTINGS[code]))
    return CotShape(
        execution=draw(st.sampled_from(COT_EXECUTIONS)), code=code, printing=printing,
        rich=False if printing in ("records", "dicts", "dict_whole") else draw(st.booleans()),
        placement=draw(st.sampled_from(PLACEMENTS)), ids=draw(st.sampled_from(ID_STYLES)),
        names=draw(st.sampled_from(NAMES)), lang=draw(st.sampled_from(LANGS)),
        claims=tuple((q, draw(st.sampled_from(VARIANTS[q]))) for q in QUESTIONS))


# -- what the TA reads off the outputs -----------------------------------------------------------

def final_number(text: str) -> float | None:
    nums = _NUMBER.findall(text.replace(",", ""))
    return float(nums[-1].rstrip(".")) if nums else None


def reasoning_excerpt(text: str) -> str:
    """The line of the output a student copies as reasoning: the first with arithmetic (joined
    with the next line when it is under five words), else the longest."""
    lines = [ln.strip() for ln in text.split("\n") if ln.strip()]
    for i, line in enumerate(lines):
        if _ARITH.search(line):
            if len(line.split()) < 5 and i + 1 < len(lines):
                return f"{line} {lines[i + 1]}"
            return " ".join(line.split()[:25])
    return max(lines, key=len) if lines else ""


def write(texts: dict[str, str], claims: dict[str, str], names: str, lang: str
          ) -> tuple[dict[str, str], dict[str, tuple[tuple[str, ...], str]]]:
    pt = lang == "pt"
    p2 = "P2" if names == "ids" else ("passo a passo" if pt else "step by step")
    finals = {r: final_number(t) for r, t in texts.items()}
    correct = all(f is not None and abs(f - 85) < 1e-9 for f in finals.values())
    said = {r: ("nenhum número" if pt else "no number") if f is None else f"{f:g}" for r, f in finals.items()}
    excerpt = reasoning_excerpt(texts["P2"])
    ans: dict[str, str] = {}
    exp: dict[str, tuple[tuple[str, ...], str]] = {
        "runs-genuine": (("pass",), "P1 and P2 printed, unedited, by the embedded model")}
    yes, no = ("Sim" if pt else "Yes"), ("Não" if pt else "No")
    v = claims["C.1"]
    truth = yes if correct else no
    if v == "true":
        ans["C.1"] = (f"{truth}. A resposta final de P1 é {said['P1']} e a de {p2} é {said['P2']}." if pt else
                      f"{truth}. P1's final answer is {said['P1']} and {p2}'s is {said['P2']}.")
        exp["C.1-claim"] = (("pass",), f"{truth.lower()}: P1 ends with {said['P1']}, P2 with {said['P2']}")
    elif v == "yes":
        ans["C.1"] = ("Sim, nos dois casos o modelo chegou à resposta certa (85)." if pt else
                      "Yes, in both cases the model reached the right answer (85).")
        exp["C.1-claim"] = ((("pass",), "right by chance") if correct else
                            (("fail",), f"says yes; P1 ends with {said['P1']}, P2 with {said['P2']}"))
    v = claims["C.2"]
    if v == "true":
        ans["C.2"] = f"\"{excerpt}\" ({p2})"
        worked = bool(_ARITH.search(excerpt))
        exp["C.2-excerpt"] = ((("pass",), "a line with arithmetic copied from P2") if worked else
                              (("pass", "partial"), "a line copied from P2, with no arithmetic"))
    elif v == "invented":
        ans["C.2"] = f"\"{INVENTED}\""
        exp["C.2-excerpt"] = (("fail",), "an invented worked sum, in none of the student's outputs")
    elif v == "short":
        short = " ".join(w for w in excerpt.split() if re.search(r"[A-Za-z]", w))
        short = " ".join(short.split()[:2]) or excerpt.split()[0]
        ans["C.2"] = f"\"{short}\" ({p2})"
        exp["C.2-excerpt"] = (("fail",), "two words are not an excerpt of reasoning")
    elif v == "edited":
        nums = _NUMBER.findall(excerpt)
        changed = excerpt.replace(nums[-1], "85", 1) if nums and nums[-1] != "85" else excerpt + " So 85."
        ans["C.2"] = f"\"{changed}\" ({p2})"
        exp["C.2-excerpt"] = (("fail",), "the excerpt was edited (its number changed to 85): not in the output")
    v = claims["C.3"]
    if v == "true":
        ans["C.3"] = (f"Não. O trecho \"{excerpt}\" ({p2}) tem forma de passos, mas a conta final está errada: a "
                      "aparência de raciocínio é estilo, não garantia de correção." if pt else
                      f"No. The excerpt \"{excerpt}\" ({p2}) looks like steps, but the final sum is wrong: the "
                      "appearance of reasoning is style, not a guarantee of correctness.")
        exp["C.3-guarantee"] = (("pass",), "no, tied to the student's own excerpt")
    elif v == "yes":
        ans["C.3"] = ("Sim: como o modelo mostrou os passos, o resultado está garantido." if pt else
                      "Yes: since the model showed its steps, the result is guaranteed.")
        exp["C.3-guarantee"] = (("fail",), "says the steps guarantee correctness")
    for qid, v in claims.items():
        if v == "missing":
            crit = {"C.1": "C.1-claim", "C.2": "C.2-excerpt", "C.3": "C.3-guarantee"}[qid]
            exp[crit] = (("fail",), "no answer")
    return ans, exp


# -- the generation cells ------------------------------------------------------------------------

SETUP = ('import torch\n{rich}from grader.course import load_model{helper}\nmodel, tokenizer = load_model("smollm2-135m")\n'
         'prompt_direct = "{P1}"\nprompt_step = "{P2}"\nTEMP, TOP_P = 0.7, 0.9\n')
VAR = {"P1": "prompt_direct", "P2": "prompt_step"}
HEADER = {"P1": "=== Direto (resposta curta) ===", "P2": "=== Step by step (explicado em etapas) ==="}


def generation_cells(shape: CotShape) -> list[dict[str, Any]]:
    texts, prompts = texts_of(shape.execution), prompts_of(shape.execution)
    full = {r: prompts[r] + texts[r] for r in RUNS}
    rich = "from rich import print\n" if shape.rich else ""
    pieces: list[tuple[str, list[dict[str, Any]]]] = [
        (SETUP.format(rich=rich, helper=", generate" if shape.code == "helper" else "", **prompts), [])]
    out = Out(shape.rich)
    if shape.code == "helper":
        for rid in RUNS:
            cell = Out(False)
            cell.record(rid, prompts[rid], texts[rid], {"temperature": 0.7, "top_p": 0.9},
                        POOL[shape.execution]["runs"][rid]["samples"][0].get("token_ids"))
            rec = cell.outputs[-1]["data"]["application/vnd.llm-course-grader.generation+json"]
            rec["params"]["max_new_tokens"] = BUDGET[rid]
            pieces.append((f'saida_{rid} = generate(model, tokenizer, {VAR[rid]}, run="{rid}", temperature=TEMP, '
                           f'top_p=TOP_P, max_new_tokens={BUDGET[rid]})', cell.outputs))
        return [code_cell(src, outs, i + 1) for i, (src, outs) in enumerate(pieces)]
    if shape.code == "book":
        pieces.append((BOOK_WRAPPER, []))
        calls = {r: f"generate_text({VAR[r]}, temperature=TEMP, top_p=TOP_P, max_new_tokens={BUDGET[r]})"
                 for r in RUNS}
        if shape.printing == "headers":
            for r in RUNS:
                out.print("\n" + HEADER[r])
                out.print(full[r])
            src = "\n".join(f'print("\\n{HEADER[r]}")\nprint({calls[r]})' for r in RUNS)
        elif shape.printing == "list_whole":
            out.print("Saídas:", [full[r] for r in RUNS])
            src = f"saidas = [{calls['P1']}, {calls['P2']}]\nprint(\"Saídas:\", saidas)"
        else:  # repr_label
            for r in RUNS:
                out.print(f"{r}: {full[r]!r}")
            src = "\n".join(f"saida = {calls[r]}\nprint(f\"{r}: {{saida!r}}\")" for r in RUNS)
        pieces.append((src, out.outputs))
    elif shape.code == "pipeline":
        pieces.append(("from transformers import pipeline\n"
                       "gerador = pipeline(\"text-generation\", model=model, tokenizer=tokenizer)", []))
        for r in RUNS:
            call = (f"gerador({VAR[r]}, do_sample=True, temperature=TEMP, top_p=TOP_P, "
                    f"max_new_tokens={BUDGET[r]})")
            cell = Out(shape.rich)
            if shape.printing == "dicts":
                cell.result([{"generated_text": full[r]}], 0)
                pieces.append((f"# Execução {r}\n{call}", cell.outputs))
            else:
                cell.print(f"--- {r} ---")
                cell.print(full[r])
                pieces.append((f"res = {call}\nprint(\"--- {r} ---\")\nprint(res[0][\"generated_text\"])",
                               cell.outputs))
    else:  # dict_loop
        pieces.append((BOOK_WRAPPER, []))
        gen = ("prompts = {\"P1\": (prompt_direct, 40), \"P2\": (prompt_step, 80)}\nresultados = {}\n"
               "for nome, (p, n) in prompts.items():\n"
               "    resultados[nome] = generate_text(p, temperature=TEMP, top_p=TOP_P, max_new_tokens=n)")
        if shape.printing == "dict_whole":
            out.result({r: full[r] for r in RUNS}, 0)
            pieces.append((gen + "\nresultados", out.outputs))
        else:
            for r in RUNS:
                out.print(f"### {r}")
                out.print(full[r])
            pieces.append((gen + "\nfor nome, s in resultados.items():\n    print(f\"### {nome}\")\n    print(s)",
                           out.outputs))
    return [code_cell(src, outs, i + 1) for i, (src, outs) in enumerate(pieces)]


def build(shape: CotShape) -> Built:
    answers, expected = write(texts_of(shape.execution), dict(shape.claims), shape.names, shape.lang)
    title = md("# Atividade: chain-of-thought\n\nAluno(a): Fulano" if shape.lang == "pt" else
               "# Activity: chain of thought\n\nStudent: Jane")
    cells = [title] + generation_cells(shape) + answer_cells(shape, answers, QUESTIONS, QUESTION_TEXT)
    cells = copy.deepcopy(cells)
    for i, cell in enumerate(cells):
        cell["id"] = f"gen-{i:03d}"
    nb = {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                      "name": "python3"}, "language_info": {"name": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    return Built(shape, nb, answers, expected)  # type: ignore[arg-type]


def draw_cot(n: int) -> list[CotShape]:
    """``n`` distinct shapes, derandomized (as :func:`generated.draw.draw`)."""
    from hypothesis import HealthCheck, Phase, given, settings

    seen: dict[CotShape, None] = {}

    @settings(max_examples=n * 3, derandomize=True, database=None, phases=[Phase.generate], deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(cot_shapes())
    def collect(shape: CotShape) -> None:
        if len(seen) < n:
            seen.setdefault(shape, None)

    collect()
    return list(seen)
