"""Notebook shapes generated, not listed: a Hypothesis strategy over every dimension of how a
student's temperature-top-p notebook can look, and the builder that turns one drawn shape into an
executed notebook (nbformat v4, outputs in it) with the TA's verdict for every criterion.

Dimensions (``Shape``): which real execution feeds it (pool.json) x generation code x how outputs
are printed x rich or builtin print x where answers are written x how question ids are spelt x how
runs are named in the answers x language x, per question, the claim variant (TRUE or a FALSE kind).

``SHAPES_PENDING`` names the dimension values the grader on main does not handle yet (issue 21,
items 1-3). The suite test draws only shapes without them; the benchmark draws every shape and
counts per dimension value. After merging the RUNS and ANSWERS work, empty the set (or remove
what now agrees) so that the suite asserts every shape.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from . import claims as claims_mod
from .claims import QUESTION_TEXT, QUESTIONS, VARIANTS
from .render import CODE, POOL, PRINTINGS, generation_cells

TP_EXECUTIONS = tuple(sorted(n for n, b in POOL.items() if b["activity"] == "temperature-top-p"))
PLACEMENTS = ("tagged", "headings", "one_cell", "question_copied", "comments", "print_calls", "strings")
ID_STYLES = ("h3", "bold", "paren", "dotless", "questao", "resposta", "questao_lower", "hyphen", "question_en",
             "numbered")
NAME_STYLES = ("ids", "values", "values_comma", "words", "ordinals")
LANGS = ("pt", "en")
HEADER_NAMED = ("pipeline", "dict_loop")  # one call per run, A2 and B3 told apart by the run's name only

# The dimension values the grader does not handle yet: the suite test draws only shapes without
# them, the benchmark draws every shape and counts per value. Names are "<dimension>:<value>" or
# "claim:<question>:<variant>". Empty since issue 21 (RUNS, ANSWERS and the fixes this generator
# found: runs named in words by the middle value, a comment naming the run, the helper called once
# per sample, "A) 1." ids, run labels inside dotless-headed answers). Put a value back here, with a
# comment saying why, when the generator learns a shape the grader cannot read yet.
SHAPES_PENDING: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Shape:
    execution: str
    code: str
    printing: str
    rich: bool
    placement: str
    ids: str
    names: str
    lang: str
    claims: tuple[tuple[str, str], ...] = field(default=())
    samples: int = 1  # samples printed per run (the course's executions have 2, the starter's 1)
    edited: bool = False  # A1's first sample edited by hand in the output (and its record)

    def dims(self) -> list[str]:
        """Every dimension value of this shape, as ``SHAPES_PENDING`` names them."""
        out = [f"execution:{self.execution}", f"code:{self.code}", f"printing:{self.printing}",
               f"rich:{self.rich}", f"placement:{self.placement}", f"names:{self.names}", f"lang:{self.lang}",
               f"samples:{self.samples}", f"output:{'edited_A1' if self.edited else 'as_generated'}"]
        if self.code == "helper" and self.samples > 1:  # generate(run="A1") called once per sample
            out.append("helper:same_run_id_repeated")
        if self.collides():
            out.append("collision:dotless_ids_and_run_ids")
        if self.code in HEADER_NAMED and self.samples > 1:
            out.append("runs:equal_params_named_by_header_x2")
        if self.placement in ("headings", "one_cell", "question_copied"):
            out.append(f"ids:{self.ids}")
        out += [f"claim:{q}:{v}" for q, v in self.claims if v != "true"]
        return out

    def collides(self) -> bool:
        return self.names == "ids" and self.ids == "dotless" and self.placement in ("headings", "one_cell",
                                                                                    "question_copied")

    def pending(self) -> list[str]:
        return [d for d in self.dims() if d in SHAPES_PENDING]

    def label(self) -> str:
        ids = f"/{self.ids}" if self.placement in ("headings", "one_cell", "question_copied") else ""
        return (f"{self.execution} x{self.samples}{' EDITED-A1' if self.edited else ''} {self.code}+{self.printing}{'+rich' if self.rich else ''} "
                f"{self.placement}{ids} names={self.names} {self.lang} "
                f"[{claims_mod.describe(dict(self.claims))}]")


def _allowed(values: tuple[str, ...], dim: str, supported_only: bool) -> list[str]:
    return [v for v in values if not (supported_only and f"{dim}:{v}" in SHAPES_PENDING)]


@st.composite
def shapes(draw: st.DrawFn, supported_only: bool = False, only: str | None = None) -> Shape:
    """A notebook shape; ``supported_only``: only dimension values outside ``SHAPES_PENDING``;
    ``only``: one dimension value (``"code:pipeline"``, ``"claim:B.3:keywords"``...) forced on a
    shape otherwise drawn outside ``SHAPES_PENDING``: that value's effect alone."""
    if only is not None:
        supported_only = True
    dim, _, value = (only or "::").partition(":")
    codes = _allowed(tuple(CODE), "code", supported_only)
    if dim == "code":
        codes = [value]
    elif dim == "printing":
        codes = [c for c in codes if value in PRINTINGS[c]] or [c for c in CODE if value in PRINTINGS[c]]
    code = draw(st.sampled_from(codes))
    printing = value if dim == "printing" else draw(st.sampled_from(
        _allowed(PRINTINGS[code], "printing", supported_only) or [PRINTINGS[code][0]]))
    rich = False if printing in ("records", "dicts", "dict_whole") else draw(st.booleans())
    execution = draw(st.sampled_from(TP_EXECUTIONS))
    most = len(POOL[execution]["runs"]["A1"]["samples"])
    samples = draw(st.integers(1, most))
    if supported_only and code == "helper" and "helper:same_run_id_repeated" in SHAPES_PENDING:
        samples = 1
    if supported_only and code in HEADER_NAMED and "runs:equal_params_named_by_header_x2" in SHAPES_PENDING:
        samples = 1
    if only == "runs:equal_params_named_by_header_x2":
        code = draw(st.sampled_from(HEADER_NAMED))
        printing = "headers"
        execution = draw(st.sampled_from([e for e in TP_EXECUTIONS if len(POOL[e]["runs"]["A1"]["samples"]) > 1]))
        samples = 2
    if only == "helper:same_run_id_repeated":
        code, printing, rich = "helper", "records", False
        execution = draw(st.sampled_from([e for e in TP_EXECUTIONS if len(POOL[e]["runs"]["A1"]["samples"]) > 1]))
        samples = 2
    claims = []
    for q in QUESTIONS:
        if dim == "claim" and value.startswith(q + ":"):
            claims.append((q, value.split(":", 1)[1]))
        else:
            claims.append((q, draw(st.sampled_from(_allowed(VARIANTS[q], f"claim:{q}", supported_only)))))
    placements = [value] if dim == "placement" else _allowed(PLACEMENTS, "placement", supported_only)
    if dim == "ids":  # a spelling shows only where answers sit under headings
        placements = ["headings", "one_cell", "question_copied"]
    shape = Shape(
        execution=execution, samples=samples, code=code, printing=printing, rich=rich,
        placement=draw(st.sampled_from(placements)),
        ids=value if dim == "ids" else draw(st.sampled_from(_allowed(ID_STYLES, "ids", supported_only))),
        names=value if dim == "names" else draw(st.sampled_from(_allowed(NAME_STYLES, "names", supported_only))),
        lang=draw(st.sampled_from(LANGS)), claims=tuple(claims),
        edited=draw(st.integers(0, 3)) == 3)  # one notebook in four
    collision = "collision:dotless_ids_and_run_ids"
    if only == collision:
        shape = Shape(**{**shape.__dict__, "names": "ids", "ids": "dotless",
                         "placement": draw(st.sampled_from(["headings", "one_cell", "question_copied"]))})
    elif supported_only and collision in SHAPES_PENDING and shape.collides():
        shape = Shape(**{**shape.__dict__, "names": "values"})
    return shape


# -- where the answers go -------------------------------------------------------------------------

def md(source: str, tags: tuple[str, ...] = ()) -> dict[str, Any]:
    meta = {"tags": list(tags)} if tags else {}
    return {"cell_type": "markdown", "metadata": meta, "source": source}


def heading(qid: str, style: str) -> str:
    """The question id as a student writes it before the answer (same line or own line)."""
    dotless = qid.replace(".", "")
    return {"h3": f"### {qid}\n\n", "bold": f"**{qid}** ", "paren": f"{qid}) ", "dotless": f"{dotless}: ",
            "questao": f"**Questão {qid}**\n\n", "resposta": f"Resposta {qid} - ",
            "questao_lower": f"questao {qid.lower()}: ", "hyphen": f"{qid.replace('.', '-')}: ",
            "question_en": f"Question {qid}: ", "numbered": f"{qid[0]}) {qid[2]}. "}[style]


def _comment(text: str) -> str:
    return "\n".join(f"# {line}".rstrip() for line in text.split("\n"))


def answer_cells(shape: Any, answers: dict[str, str], questions: tuple[str, ...] = QUESTIONS,
                 question_text: dict[str, dict[str, str]] = QUESTION_TEXT) -> list[dict[str, Any]]:
    """The answer cells of ``shape`` (its placement, id spelling and language)."""
    QUESTION_TEXT = question_text  # noqa: N806 - the activity's question texts
    qs = [q for q in questions if q in answers]
    lang = shape.lang
    intro = md("## Respostas" if lang == "pt" else "## Answers")
    if shape.placement == "tagged":
        cells = []
        for q in qs:
            cells += [md(f"### {q}\n\n{QUESTION_TEXT[lang][q]}", (f"question-{q}",)), md(answers[q], (f"answer-{q}",))]
        return cells
    if shape.placement == "headings":
        return [intro] + [md(heading(q, shape.ids) + answers[q]) for q in qs]
    if shape.placement == "one_cell":
        return [md("## Respostas\n\n" + "\n\n".join(heading(q, shape.ids) + answers[q] for q in qs))]
    if shape.placement == "question_copied":
        return [intro] + [md(f"{heading(q, shape.ids).rstrip()}\n\n{QUESTION_TEXT[lang][q]}\n\n{answers[q]}") for q in qs]
    if shape.placement == "comments":
        src = "\n\n".join(f"# {q}\n{_comment(answers[q])}" for q in qs)
        return [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                 "source": "# Respostas\n\n" + src}]
    if shape.placement == "print_calls":
        src = "\n".join(f"print({q!r}, {answers[q]!r})" for q in qs)
        text = "".join(f"{q} {answers[q]}\n" for q in qs)
        return [{"cell_type": "code", "execution_count": 99, "metadata": {},
                 "outputs": [{"output_type": "stream", "name": "stdout", "text": text}], "source": src}]
    if shape.placement == "strings":
        src = "\n\n".join(f"resposta_{q.replace('.', '')} = \"\"\"\n{answers[q]}\n\"\"\"" for q in qs)
        return [{"cell_type": "code", "execution_count": 98, "metadata": {}, "outputs": [], "source": src}]
    raise ValueError(shape.placement)


# -- the notebook -----------------------------------------------------------------------------------

@dataclass
class Built:
    shape: Shape
    nb: dict[str, Any]
    answers: dict[str, str]
    expected: dict[str, tuple[tuple[str, ...], str]]  # criterion -> (TA's acceptable statuses, why)


def build(shape: Shape) -> Built:
    from .render import samples_of

    texts = samples_of(shape.execution, shape.samples)
    if shape.edited:
        texts["A1"][0] = claims_mod.make_repetitive(texts["A1"][0])
    used = claims_mod.claim_used(dict(shape.claims), texts)
    shape = Shape(**{**shape.__dict__, "claims": tuple(used.items())})
    answers, expected = claims_mod.write(texts, used, shape.names, shape.lang)
    if shape.edited:
        expected = claims_mod.edited_verdicts(expected)
    if shape.collides():
        # "A2:" heads question A.2 and labels run A2's excerpt inside A.1 alike: a TA would look twice
        expected = {c: (s if c == "runs-genuine" else s + ("needs_review",), why + "; ids and run names collide")
                    for c, (s, why) in expected.items()}
    title = md("# Atividade: temperatura e top-p\n\nAluno(a): Fulano" if shape.lang == "pt" else
               "# Activity: temperature and top-p\n\nStudent: Jane")
    cells = [title] + generation_cells(shape.code, shape.printing, shape.rich, shape.execution, shape.samples, texts)
    cells += answer_cells(shape, answers)
    cells = copy.deepcopy(cells)
    for i, cell in enumerate(cells):
        cell["id"] = f"gen-{i:03d}"
    nb = {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                      "name": "python3"},
                                       "language_info": {"name": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    return Built(shape, nb, answers, expected)


def dumps(built: Built) -> str:
    return json.dumps(built.nb, ensure_ascii=False, indent=1)
