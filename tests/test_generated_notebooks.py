"""Notebook shapes generated, not listed (issue 21, item 4).

A Hypothesis generator (tests/generated/) composes executed temperature-top-p notebooks around real
outputs of the embedded smollm2-135m: generation code x how outputs are printed x where answers are
written x id spellings x how runs are named x language x whether each claim is TRUE or FALSE, each
with what a careful TA decides per criterion. Here:

- the instrument itself: every generated notebook is valid, shows the pool's real texts in the shape
  it claims, holds its answers, and its TRUE / FALSE claims are what they say (no grader involved);
- the comparer counts a lenient or a harsh grader as such;
- a small fixed budget of shapes outside ``SHAPES_PENDING`` graded as submitted: the grader agrees
  with the TA on every criterion (0 false deductions, 0 missed problems).

The larger budget over every shape, pending ones included, is benchmarks/generated_notebooks.py.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from generated import claims as C
from generated.compare import PoolVerifier, classify, compare, make_setup
from generated.draw import draw
from generated.render import PART_A, PART_B, POOL, samples_of
from generated.shapes import SHAPES_PENDING, Shape, build, shapes
from hypothesis import HealthCheck, given, settings

ROOT = Path(__file__).resolve().parents[1]
BASE = ROOT / "tests" / "data" / "corpus" / "base"
SUITE_BUDGET = 30
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
TRUE = tuple((q, "true") for q in C.QUESTIONS)
FAST = settings(max_examples=60, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])


def _flat(text: str) -> str:
    return " ".join(text.split())


def _shown(nb: dict) -> str:
    """Everything the notebook's outputs show, as a reader sees it (ANSI codes removed)."""
    parts = []
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            text = out["text"] if out["output_type"] == "stream" else out.get("data", {}).get("text/plain", "")
            parts.append("".join(text) if isinstance(text, list) else text)
    return ANSI.sub("", "\n".join(parts))


# -- the pool: real executions, read back faithfully ----------------------------------------------

def test_pool_holds_the_bases_real_texts():
    """Each pool text is in its base's outputs: exactly the course helper's record for the starters,
    the printed text (rich's wrapping aside) for the course-shaped bases."""
    assert {b["activity"] for b in POOL.values()} == {"temperature-top-p", "chain-of-thought"}
    for name, base in POOL.items():
        raw = json.loads((BASE / f"{name}.ipynb").read_text(encoding="utf-8"))
        records = [o["data"]["application/vnd.llm-course-grader.generation+json"]
                   for c in raw["cells"] for o in c.get("outputs", [])
                   if "application/vnd.llm-course-grader.generation+json" in o.get("data", {})]
        shown = _flat(_shown(raw))
        for rid, run in base["runs"].items():
            assert run["samples"], (name, rid)
            for s in run["samples"]:
                if records:
                    assert any(r["run"] == rid and r["text"] == s["text"] for r in records), (name, rid)
                else:
                    assert _flat(run["prompt"] + s["text"]) in shown, (name, rid)


def test_pool_verifier_accepts_the_pools_texts_and_nothing_edited():
    from grader.core.records import DecodingParams

    v = PoolVerifier()
    run = POOL["course-tp-s101"]["runs"]["B1"]
    params = DecodingParams(do_sample=True, temperature=0.7, top_p=0.3, max_new_tokens=80)
    text = run["samples"][0]["text"]
    assert v.verify(run["prompt"], text, params).verdict.value == "consistent"
    assert v.verify(run["prompt"], text.rstrip(), params).verdict.value == "consistent"
    assert v.verify(run["prompt"], text.replace(" the ", " a ", 1), params).verdict.value != "consistent"
    wrong = DecodingParams(do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=80)
    assert v.verify(run["prompt"], text, wrong).verdict.value != "consistent"


# -- the generated notebooks are what they claim to be ---------------------------------------------

@FAST
@given(shapes())
def test_every_generated_notebook_is_valid_and_shows_its_runs_in_its_shape(shape: Shape):
    built = build(shape)
    nbformat.validate(nbformat.from_dict(built.nb))
    shown = _shown(built.nb)
    code = "\n".join(c["source"] for c in built.nb["cells"] if c["cell_type"] == "code")
    texts = samples_of(shape.execution, shape.samples)
    for rid in PART_A + PART_B:
        assert len(texts[rid]) == shape.samples
        for text in texts[rid]:
            if shape.printing in ("list_whole", "repr_label", "dicts", "dict_whole"):
                # printed as data: quoted, escapes and all (rich may wrap it): the words are there
                assert _flat(repr(text.strip())[1:-1].replace("\\'", "'"))[:60].replace(" ", "") in \
                    _flat(shown).replace(" ", ""), (rid, shape.label())
            else:
                assert _flat(text) in _flat(shown), (rid, shape.label())
    raw = "".join(o.get("text", "") + o.get("data", {}).get("text/plain", "")
                  for c in built.nb["cells"] for o in c.get("outputs", []))
    assert ("\x1b[" in raw) == shape.rich, shape.label()  # rich's print colours what it highlights
    assert {"helper": "generate(model", "book_loop": "def generate_text", "model_generate": "model.generate(",
            "pipeline": "pipeline(", "zip_loop": "zip(", "dict_loop": ".items()"}[shape.code] in code
    if shape.samples > 1 and shape.code in ("model_generate", "pipeline"):
        assert f"num_return_sequences={shape.samples}" in code


@FAST
@given(shapes())
def test_every_answer_is_in_the_notebook_where_its_placement_says(shape: Shape):
    built = build(shape)
    cells = built.nb["cells"]
    for qid, answer in built.answers.items():
        first = answer.split("\n")[0][:40]
        if shape.placement == "comments":
            where = [c for c in cells if c["cell_type"] == "code" and f"# {first}" in c["source"]]
        elif shape.placement == "print_calls":
            where = [c for c in cells if c["cell_type"] == "code" and f"print({qid!r}" in c["source"]]
        elif shape.placement == "strings":
            where = [c for c in cells if c["cell_type"] == "code" and f"resposta_{qid.replace('.', '')} =" in c["source"]]
        elif shape.placement == "tagged":
            where = [c for c in cells if f"answer-{qid}" in c["metadata"].get("tags", []) and c["source"] == answer]
        else:
            where = [c for c in cells if c["cell_type"] == "markdown" and first in c["source"]]
        assert where, (qid, shape.label())
    from grader.grading.pipeline import load_specs

    rubric = load_specs("temperature-top-p")[1]
    assert set(built.expected) == {c.id for c in rubric.criteria}


@FAST
@given(shapes())
def test_claims_are_true_or_false_as_constructed(shape: Shape):
    """The instrument's ground truth checked on the texts, independently of the grader: a TRUE
    quote is in the run it names, a false attribution's is not, a swapped excerpt sits under the
    wrong run, a repeat repeats, a once-quote does not."""
    shape = Shape(**{**shape.__dict__, "names": "ids", "edited": False})
    built = build(shape)
    claims = dict(built.shape.claims)
    texts = samples_of(shape.execution, shape.samples)
    joined = {r: "\n\n".join(texts[r]) for r in texts}
    quote = lambda qid: re.findall(r'"([^"]+)"', built.answers[qid])  # noqa: E731
    for qid, v in claims.items():  # an unanswered question is absent and every criterion on it fails
        if v == "missing":
            assert qid not in built.answers
            assert all(s == ("fail",) for c, (s, _) in built.expected.items() if c.startswith(qid + "-"))
    for qid in ("A.2", "A.3"):
        if claims[qid] == "missing":
            continue
        named = re.match(r"(A\d)", built.answers[qid]).group(1)
        q = quote(qid)[0]
        in_named = C.count_in(joined[named], q) > 0
        if claims[qid] == "other_run_quote":
            assert not in_named and any(C.count_in(joined[r], q) for r in PART_A if r != named)
            assert built.expected[f"{qid}-evidence"][0][0] == "fail"
        elif claims[qid] == "one_word_quote":
            assert in_named and len(q.split()) == 1
        else:
            assert in_named and built.expected[f"{qid}-evidence"][0][0] == "pass"
    a1 = built.answers.get("A.1", "")
    for label, excerpt in re.findall(r"\*\*(A\d):\*\*\n\n> (.+)", a1):
        if claims["A.1"] == "true":
            assert C.count_in(joined[label], excerpt) == 1
        elif claims["A.1"] == "swapped":
            assert C.count_in(joined[label], excerpt) == 0
            assert any(C.count_in(joined[r], excerpt) for r in PART_A)
    b2 = quote("B.2")[0]
    counts = [C.count_in(s, b2) for r in PART_B for s in texts[r]]
    if claims["B.2"] == "true":
        assert max(counts) >= 2 and built.expected["B.2-repeat"][0][0] == "pass"
    elif claims["B.2"] == "once":
        assert max(counts) == 1 and built.expected["B.2-repeat"][0][0] == "fail"
    if claims["D.3"] == "false_attribution":
        named = re.search(r"(B\d)", built.answers["D.3"]).group(1)
        q = quote("D.3")[0]
        assert C.count_in(joined[named], q) == 0 and sum(C.count_in(joined[r], q) for r in PART_B) == 1
    if claims["B.3"] == "keywords":
        assert built.expected["B.3-concept"][0][0] == "partial" and "." not in built.answers["B.3"]


def test_choice_verdicts_follow_the_rubrics_measure_and_tie():
    """A wrong choice fails only when the run it names trails the best by more than the tie."""
    from grader.modelling.measures import repetition_rate

    for execution in POOL:
        if POOL[execution]["activity"] != "temperature-top-p":
            continue
        claims = dict(TRUE) | {"A.2": "wrong_choice"}
        built = build(Shape(execution, "book_loop", "headers", False, "headings", "h3", "ids", "pt",
                            tuple(claims.items()), 1))
        texts = samples_of(execution, 1)
        rates = {r: repetition_rate(texts[r][0]) for r in PART_A}
        named = re.match(r"(A\d)", built.answers["A.2"]).group(1)
        assert rates[named] == min(rates.values())
        clear = max(rates.values()) - rates[named] > C.TIE
        assert built.expected["A.2-choice"][0] == (("fail",) if clear else ("pass",))


# -- the comparer -----------------------------------------------------------------------------------

@pytest.mark.parametrize("expected, got, verdict", [
    (("pass",), "pass", "agree"), (("pass",), "partial", "false_deduction"), (("pass",), "fail", "false_deduction"),
    (("fail",), "pass", "missed_problem"), (("partial",), "pass", "missed_problem"),
    (("partial",), "fail", "false_deduction"), (("partial", "fail"), "fail", "agree"),
    (("fail",), "needs_review", "needs_review"), (("pass", "needs_review"), "needs_review", "agree"),
    (("pass",), "error", "false_deduction"),
])
def test_classify(expected, got, verdict):
    assert classify(expected, got) == verdict


def test_the_comparer_tells_a_lenient_grader_and_a_harsh_one(monkeypatch):
    """Every status forced to pass: the FALSE claims come back as missed problems; forced to fail:
    the TRUE ones as false deductions. The instrument sees both kinds of error."""
    from grader.core.records import Status

    builts = [build(s) for s in draw(4, supported_only=True)]
    setup = make_setup()
    import grader.grading.pipeline as pipeline

    real = pipeline.grade_submission

    def forced(status):
        def grade(*a, **k):
            result = real(*a, **k)
            for c in result.criteria:
                object.__setattr__(c, "status", status)
            return result
        return grade

    monkeypatch.setattr(pipeline, "grade_submission", forced(Status.PASS))
    rows = compare(setup, builts)
    falses = [r for r in rows if "pass" not in r.expected]
    assert falses and all(r.verdict == "missed_problem" for r in falses)
    monkeypatch.setattr(pipeline, "grade_submission", forced(Status.FAIL))
    rows = compare(setup, builts)
    trues = [r for r in rows if "fail" not in r.expected]
    assert trues and all(r.verdict == "false_deduction" for r in trues)


# -- the grader, on shapes it already handles ---------------------------------------------------

def test_the_grader_agrees_with_the_ta_on_every_generated_shape_it_handles():
    """SUITE_BUDGET shapes outside SHAPES_PENDING (derandomized: the same ones every run), graded
    as submitted: no false deduction, no missed problem. When this fails, the message lists each
    disagreement with its shape; benchmarks/generated_notebooks.py shows the same for every shape."""
    drawn = draw(SUITE_BUDGET, supported_only=True)
    assert len(drawn) == SUITE_BUDGET and not any(s.pending() for s in drawn)
    # the budget covers every handled value of the main dimensions
    dims = {d for s in drawn for d in s.dims()}
    for d in ("code:helper", "code:book_loop", "printing:headers", "printing:records", "rich:True",
              "placement:tagged", "placement:headings", "placement:one_cell", "lang:en", "lang:pt",
              "names:ids", "names:values", "samples:2", "output:edited_A1", "output:as_generated",
              # the shapes of issue 21 (pending before it was merged)
              "code:pipeline", "code:model_generate", "code:zip_loop", "code:dict_loop", "printing:list_whole",
              "printing:repr_label", "printing:dicts", "printing:dict_whole", "placement:comments",
              "placement:strings", "placement:question_copied", "names:words", "names:ordinals",
              "names:values_comma", "helper:same_run_id_repeated", "runs:equal_params_named_by_header_x2",
              "claim:A.1:swapped", "claim:B.2:wrong_run", "claim:B.3:keywords", "claim:D.3:false_attribution",
              "claim:D.3:keywords", "claim:A.2:missing"):
        assert d in dims, d
    assert any(v != "true" for s in drawn for _, v in s.claims) and any(
        all(v == "true" for _, v in s.claims) or sum(v != "true" for _, v in s.claims) <= 2 for s in drawn)
    rows = compare(make_setup(), [build(s) for s in drawn])
    bad = [r for r in rows if r.verdict in ("false_deduction", "missed_problem")]
    assert not bad, "\n".join(f"{r.verdict}: {r.shape} {r.criterion}: TA {r.expected} ({r.why}); grader {r.got}: "
                              f"{r.message[:200]}" for r in bad)


COT_BUDGET = 16


def test_the_grader_agrees_with_the_ta_on_generated_chain_of_thought_notebooks():
    """The same for chain-of-thought (tests/generated/cot.py): the pool's real P1 (it ended at once:
    an empty continuation) and P2 (steps ending on a wrong number) printed by the course helper, the
    book's functions, lists, reprs, pipelines and dicts, answers anywhere, claims true or false."""
    from generated.cot import SHAPES_PENDING as COT_PENDING
    from generated.cot import build as build_cot
    from generated.cot import draw_cot

    drawn = draw_cot(COT_BUDGET)
    assert len(drawn) == COT_BUDGET and not COT_PENDING
    dims = {d for s in drawn for d in s.dims()}
    for d in ("cot:code:helper", "cot:code:book", "cot:code:pipeline", "cot:code:dict_loop", "cot:lang:pt",
              "cot:lang:en", "cot:claim:C.1:yes", "cot:claim:C.2:invented", "cot:claim:C.3:yes"):
        assert d in dims, d
    rows = compare(make_setup(activity_id="chain-of-thought"), [build_cot(s) for s in drawn])
    assert len(rows) == 4 * COT_BUDGET
    bad = [r for r in rows if r.verdict in ("false_deduction", "missed_problem")]
    assert not bad, "\n".join(f"{r.verdict}: {r.shape} {r.criterion}: TA {r.expected} ({r.why}); grader {r.got}: "
                              f"{r.message[:200]}" for r in bad)
    # a false claim is caught, not only true ones passed
    assert any(r.got == "fail" for r in rows) and any(r.got == "pass" for r in rows)


def test_pending_is_one_named_set_of_real_dimension_values():
    """SHAPES_PENDING names only values the generator can draw, so emptying it after a merge puts
    each one under the suite test, and drawing one value alone gives shapes with only that value
    pending."""
    from generated.claims import VARIANTS
    from generated.render import PRINTINGS
    from generated.shapes import ID_STYLES, NAME_STYLES, PLACEMENTS

    known = ({f"printing:{p}" for ps in PRINTINGS.values() for p in ps} | {f"placement:{p}" for p in PLACEMENTS}
             | {f"ids:{i}" for i in ID_STYLES} | {f"names:{n}" for n in NAME_STYLES}
             | {f"claim:{q}:{v}" for q, vs in VARIANTS.items() for v in vs}
             | {"helper:same_run_id_repeated", "collision:dotless_ids_and_run_ids",
                "runs:equal_params_named_by_header_x2"})
    assert SHAPES_PENDING <= known
    for value in sorted(SHAPES_PENDING):
        got = draw(2, only=value)
        assert got and all(s.pending() == [value] for s in got), (value, [s.pending() for s in got])


def test_benchmark_prints_the_counts_per_shape_and_each_disagreement():
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "generated_notebooks.py"), "--n", "6",
                          "--isolate", "1", "--cot", "2"], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    text = out.stdout
    assert re.search(r"^ALL: 6 notebooks, 72 criteria; false deductions \d+", text, re.M)
    assert "shapes outside SHAPES_PENDING (asserted by the suite)" in text
    assert "per dimension value" in text and "placement:" in text
    assert re.search(r"^  chain-of-thought: 2 notebooks, 8 criteria", text, re.M)
    for value in SHAPES_PENDING:
        assert re.search(rf"^  {re.escape(value)}: 1 notebooks, 12 criteria", text, re.M), value
